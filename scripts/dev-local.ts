// `npm run dev:local`: the whole site on this machine without a Supabase account. Starts the local
// stack of the tests (PostgreSQL with every migration, PostgREST, the local Auth, the local Storage,
// and the Edge Functions with their webhooks, mounted at the stack's URL as on Supabase), seeds two team
// members (a staff member and a trainer, each with a TOTP secret) and runs `astro dev`. Once the dev
// server answers, the sync-catalogue function copies its /catalogue.json into the database (the
// production path: the hourly schedule does the same with the deployed site), then the demo learner is
// enrolled in a real session of the CV training, the trainer is assigned to CV, and the session gets
// the training's programme PDF as a document; the demo learner is also enrolled in two ended CV sessions
// whose questionnaires are open, beside generated learners who answered (local/supabase/questionnaires.ts);
// it prints how to reach them and the database.
// E-mails are not sent: each is printed here as a mail client without HTML shows it (the templates
// of supabase/templates/, rendered by the local Auth, and the staff's e-mails of notify-staff).
// Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { startFunctionsStack, STAFF_EMAIL } from '../local/supabase/functions-stack.ts';
import { inDays, seedLearner } from '../local/supabase/learners.ts';
import { seedQuestionnaireDemo } from '../local/supabase/questionnaires.ts';
import { seedTeamMember, totpCode, type TeamMemberSeed } from '../local/supabase/team.ts';

/** The demo learner the README gives (local stack only). */
const DEMO_LEARNER = {
  email: 'apprenant.demo@horizon-competences.example',
  password: 'Demo-Apprenant-2026!',
  fullName: 'Léa Martin',
  trainingCode: 'CV',
  progress: 65,
  lessons: [
    {
      title: 'Argumenter et conclure la vente',
      startsAt: inDays(2, 8),
      minutes: 210,
      joinUrl: 'https://visio.horizon-competences.example/conseiller-vente',
    },
    {
      title: 'Vendre à distance : téléphone, chat et visioconférence',
      startsAt: inDays(4, 13),
      minutes: 180,
      joinUrl: 'https://visio.horizon-competences.example/conseiller-vente',
    },
    {
      title: 'Fidéliser la clientèle et traiter les réclamations',
      startsAt: inDays(9, 8),
      minutes: 210,
      place: 'Salle 2, 48 rue de l’Avenir, Paris',
    },
  ],
  notifications: [
    {
      kind: 'success' as const,
      message: 'Votre évaluation « Accueil et découverte du client » est validée.',
      link: '/dashboard-apprenant/#cours',
    },
    {
      kind: 'info' as const,
      message: 'Nouveau module disponible : « Argumenter et conclure la vente ».',
      link: '/dashboard-apprenant/#planning',
    },
  ],
};

/**
 * The demo team (local stack only). Fixed TOTP secrets: added once to an authenticator app, they keep
 * giving the right codes although the database is new at every start.
 */
const DEMO_TEAM: Array<TeamMemberSeed & { label: string; totpSecret: string }> = [
  {
    label: 'Équipe administrative (staff)',
    email: 'equipe.demo@horizon-competences.example',
    password: 'Demo-Equipe-2026!',
    role: 'staff',
    totpSecret: 'L2G5TALARUSFIQ5A37DKOZISB56GSFNC',
  },
  {
    label: 'Formateur (trainer)',
    email: 'formateur.demo@horizon-competences.example',
    password: 'Demo-Formateur-2026!',
    role: 'trainer',
    totpSecret: 'YSXALAUOLDDXO6URBD6Z3NPCCHLDWOLX',
  },
];

const ASTRO_BIN = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));

// « Mettre à jour le site maintenant » of the team space calls a build hook: here, this line.
const buildHook = createServer((_request, response) => {
  console.log(
    '\n↻  Mise à jour du site demandée depuis l’espace de l’équipe (en local, rien à reconstruire).\n',
  );
  response.writeHead(200).end();
});
await new Promise<void>((resolve) => buildHook.listen(0, '127.0.0.1', resolve));
const { port: hookPort } = buildHook.address() as AddressInfo;

/** How long the dev server may take to answer /catalogue.json before dev:local gives up. */
const SITE_TIMEOUT_MS = 90_000;

// The site the sync-catalogue function reads (its SITE_URL): this forwarder, which passes each request
// to `astro dev` once its origin is known (Astro picks the port), and answers 503 before.
let astroOrigin: string | null = null;
const site = createServer((request, response) => {
  if (!astroOrigin) return void response.writeHead(503).end();
  fetch(new URL(request.url ?? '/', astroOrigin))
    .then(async (answer) => {
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
    })
    .catch(() => response.writeHead(502).end());
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

console.log('Démarrage de PostgreSQL, PostgREST, de l’Auth locale et des Edge Functions…');
const functions = await startFunctionsStack({
  siteBuildHookUrl: `http://127.0.0.1:${hookPort}/`,
  siteUrl,
  // The staff's mails and the learners' questionnaire reminders go through the same SMTP sink.
  onStaffMail: ({ parsed, envelope }) =>
    console.log(
      `\n✉  À ${envelope.to.includes(STAFF_EMAIL) ? 'l’équipe' : envelope.to.join(', ')}\u00a0: ` +
        `${parsed.subject ?? ''}\n\n${(parsed.text ?? '').replace(/^/gm, '   ')}\n`,
    ),
  onMail: (mail) =>
    console.log(
      `\n✉  À\u00a0: ${mail.to}\n   Objet\u00a0: ${mail.subject}\n\n${mail.text.replace(/^/gm, '   ')}\n`,
    ),
});
const stack = functions.db;
// The dev server's origin, on whatever port Astro picks: the local Auth's redirect allow-list.
stack.auth.configure({
  siteUrl: 'http://localhost:4321',
  redirectUrls: ['http://localhost:**', 'http://127.0.0.1:**'],
});
const teamIds = new Map<string, string>();
for (const member of DEMO_TEAM) teamIds.set(member.email, await seedTeamMember(stack.sql, member));

const astro = spawn(process.execPath, [ASTRO_BIN, 'dev', ...process.argv.slice(2)], {
  env: { ...process.env, PUBLIC_SUPABASE_URL: stack.url, PUBLIC_SUPABASE_KEY: stack.anonKey },
  stdio: ['inherit', 'pipe', 'inherit'],
});
// Astro's banner names its origin ("Local http://localhost:4321/"): read it as it passes through.
let banner = '';
const origin = new Promise<string>((resolve) => {
  astro.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (astroOrigin) return;
    // eslint-disable-next-line no-control-regex -- strips the banner's colour codes
    banner += chunk.toString().replace(/\u001b\[[0-9;]*m/g, '');
    const found = /https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\]):\d+/.exec(banner)?.[0];
    if (found) resolve(found);
  });
});

/** Waits for the dev server's /catalogue.json, syncs it through the Edge Function, seeds the demo. */
async function seedDemo() {
  const timeout = AbortSignal.timeout(SITE_TIMEOUT_MS);
  astroOrigin = await Promise.race([
    origin,
    new Promise<never>((_resolve, reject) =>
      timeout.addEventListener('abort', () => reject(new Error('astro dev n’a pas démarré'))),
    ),
  ]);
  for (;;) {
    const answer = await fetch(`${astroOrigin}/catalogue.json`).catch(() => null);
    if (answer?.ok) break;
    if (timeout.aborted)
      throw new Error(
        `${astroOrigin}/catalogue.json ne répond pas (${answer?.status ?? 'aucune réponse'})`,
      );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const synced = await fetch(`${functions.functionsUrl}/sync-catalogue`, {
    method: 'POST',
    headers: { authorization: `Bearer ${functions.secret}` },
  });
  const counts = (await synced.json()) as { counts?: Record<string, number>; error?: string };
  if (synced.status !== 200 || !counts.counts)
    throw new Error(`sync-catalogue a répondu ${synced.status}\u00a0: ${counts.error ?? ''}`);

  // A real session of the CV training: the next one still open, else the latest.
  const { rows: sessions } = await stack.sql.query<{ key: string; title: string; starts_on: Date }>(
    `select s.key, t.title, s.starts_on from public.training_sessions s
     join public.trainings t on t.code = s.training_code
     where s.training_code = 'CV' and s.withdrawn_at is null
     order by s.ends_on < current_date, s.starts_on limit 1`,
  );
  const session = sessions[0];
  if (!session) throw new Error('le catalogue n’a aucune session de la formation CV');
  const learnerId = await seedLearner(stack.sql, { ...DEMO_LEARNER, sessionKey: session.key });
  // Issue 44: two ended sessions (the questionnaires open), with generated cohorts large enough to publish.
  const questionnaires = await seedQuestionnaireDemo(stack.sql, learnerId);
  const trainer = DEMO_TEAM.find((member) => member.role === 'trainer')!;
  await stack.sql.query(
    "insert into public.trainer_trainings (trainer_id, training_code) values ($1, 'CV')",
    [teamIds.get(trainer.email)],
  );

  // The session's programme, the site's own generated PDF, as a document of the learner's session.
  const { rows: trainings } = await stack.sql.query<{ slug: string }>(
    "select slug from public.trainings where code = 'CV'",
  );
  const programme = await fetch(`${astroOrigin}/formation/${trainings[0]!.slug}/programme.pdf`);
  if (!programme.ok) throw new Error(`programme.pdf a répondu ${programme.status}`);
  const objectPath = `cv/${session.key}/${randomUUID()}.pdf`;
  const uploaded = await stack
    .serviceClient()
    .storage.from('documents')
    .upload(objectPath, new Uint8Array(await programme.arrayBuffer()), {
      contentType: 'application/pdf',
    });
  if (uploaded.error) throw new Error(`dépôt du programme\u00a0: ${uploaded.error.message}`);
  await stack.sql.query(
    `insert into public.learner_documents (training_code, session_key, title, object_path, created_by)
     values ('CV', $1, 'Programme de la formation', $2, $3)`,
    [session.key, objectPath, teamIds.get(trainer.email)],
  );

  const day = session.starts_on.toLocaleDateString('fr-FR', { timeZone: 'UTC', dateStyle: 'long' });
  console.log(
    `\nCatalogue copié depuis ${astroOrigin}/catalogue.json\u00a0: ${counts.counts.trainings}\u00a0formations, ` +
      `${counts.counts.sessions}\u00a0sessions.`,
  );
  console.log(`Supabase local\u00a0: ${stack.url}`);
  console.log(`Apprenant de démonstration\u00a0: ${DEMO_LEARNER.email} / ${DEMO_LEARNER.password}`);
  console.log(
    `  inscrit à\u00a0: ${session.title}, session du ${day} (${session.key}), ` +
      `avec le programme en document (compte ${learnerId})`,
  );
  const ended = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString('fr-FR', {
      timeZone: 'UTC',
      dateStyle: 'long',
    });
  console.log(
    `  questionnaires (/espace-apprenant/questionnaires/)\u00a0: fin de formation de la session terminée le ` +
      `${ended(questionnaires.finished.endsOn)} (${questionnaires.finished.key}, ` +
      `${questionnaires.finished.respondents}\u00a0réponses d’apprenants générés), suivi à 6\u00a0mois de la ` +
      `session terminée le ${ended(questionnaires.followUp.endsOn)} (${questionnaires.followUp.key}, ` +
      `${questionnaires.followUp.respondents}\u00a0réponses)`,
  );
  // What the daily job sends today: the demo learner's reminders, printed below.
  const reminders = await fetch(`${functions.functionsUrl}/questionnaire-reminders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${functions.secret}` },
  });
  const sent = (await reminders.json()) as { sent?: number; error?: string };
  console.log(
    reminders.ok
      ? `  rappels de questionnaire envoyés aujourd’hui\u00a0: ${sent.sent ?? 0}`
      : `  rappels de questionnaire\u00a0: la fonction a répondu ${reminders.status} ${sent.error ?? ''}`,
  );
  console.log(
    '\nEspace de l’équipe (/espace-formateur/), mot de passe puis code à 6\u00a0chiffres\u00a0:',
  );
  for (const member of DEMO_TEAM) {
    console.log(
      `  ${member.label}\u00a0: ${member.email} / ${member.password}\n` +
        `    clé TOTP ${member.totpSecret}, code actuel ${totpCode(member.totpSecret)}`,
    );
    if (member.role === 'trainer')
      console.log(`    Formateur ${member.email} assigné à\u00a0: ${session.title}`);
  }
  console.log(
    '  Le code change toutes les 30\u00a0secondes\u00a0: ajoutez la clé TOTP à une application\n' +
      '  d’authentification (Google Authenticator, FreeOTP…, «\u00a0saisir une clé\u00a0») pour lire les suivants.',
  );
  console.log(`\nBase de données (psql, DBeaver…)\u00a0: ${stack.databaseUrl}`);
  console.log(
    `Inviter un membre ici\u00a0: SUPABASE_URL=${stack.url} SUPABASE_SERVICE_ROLE_KEY=${stack.serviceKey} \\\n` +
      '  npm run team:invite -- <adresse> <staff|trainer>   (l’e-mail s’affiche ci-dessous)\n',
  );
}

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (astro.exitCode === null) astro.kill('SIGTERM');
  buildHook.close();
  site.close();
  await functions.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
astro.on('exit', (code) => void stop(code ?? 0));

seedDemo().catch((error: unknown) => {
  console.error(`\ndev:local\u00a0: ${(error as Error).message}`);
  void stop(1);
});
