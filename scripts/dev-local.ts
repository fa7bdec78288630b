// `npm run dev:local`: the whole site on this machine without a Supabase account. Starts the local
// stack of the tests (PostgreSQL with every migration, PostgREST, the local Auth, the local Storage,
// and the Edge Functions with their webhooks, mounted at the stack's URL as on Supabase), seeds a demo learner and two team members (a staff member and
// a trainer, each with a TOTP secret), prints how to reach them and the database, and runs `astro dev`.
// E-mails are not sent: each is printed here as a mail client without HTML shows it (the templates
// of supabase/templates/, rendered by the local Auth, and the staff's e-mails of notify-staff).
// Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFunctionsStack } from '../local/supabase/functions-stack.ts';
import { inDays, seedLearner } from '../local/supabase/learners.ts';
import { seedTeamMember, totpCode, type TeamMemberSeed } from '../local/supabase/team.ts';

/** The demo learner the README gives (local stack only). */
const DEMO_LEARNER = {
  email: 'apprenant.demo@horizon-competences.example',
  password: 'Demo-Apprenant-2026!',
  fullName: 'Léa Martin',
  training: 'Titre professionnel Conseiller de vente',
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

console.log('Démarrage de PostgreSQL, PostgREST, de l’Auth locale et des Edge Functions…');
const functions = await startFunctionsStack({
  siteBuildHookUrl: `http://127.0.0.1:${hookPort}/`,
  onStaffMail: ({ parsed }) =>
    console.log(
      `\n✉  À l’équipe\u00a0: ${parsed.subject ?? ''}\n\n${(parsed.text ?? '').replace(/^/gm, '   ')}\n`,
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
await seedLearner(stack.sql, DEMO_LEARNER);
for (const member of DEMO_TEAM) await seedTeamMember(stack.sql, member);
console.log(`Supabase local : ${stack.url}`);
console.log(`Apprenant de démonstration : ${DEMO_LEARNER.email} / ${DEMO_LEARNER.password}`);
console.log(
  '\nEspace de l’équipe (/espace-formateur/), mot de passe puis code à 6\u00a0chiffres\u00a0:',
);
for (const member of DEMO_TEAM)
  console.log(
    `  ${member.label}\u00a0: ${member.email} / ${member.password}\n` +
      `    clé TOTP ${member.totpSecret}, code actuel ${totpCode(member.totpSecret)}`,
  );
console.log(
  '  Le code change toutes les 30\u00a0secondes\u00a0: ajoutez la clé TOTP à une application\n' +
    '  d’authentification (Google Authenticator, FreeOTP…, «\u00a0saisir une clé\u00a0») pour lire les suivants.',
);
console.log(`\nBase de données (psql, DBeaver…)\u00a0: ${stack.databaseUrl}`);
console.log(
  `Inviter un membre ici\u00a0: SUPABASE_URL=${stack.url} SUPABASE_SERVICE_ROLE_KEY=${stack.serviceKey} \\\n` +
    '  npm run team:invite -- <adresse> <staff|trainer>   (l’e-mail s’affiche ci-dessous)\n',
);

const astro = spawn(process.execPath, [ASTRO_BIN, 'dev', ...process.argv.slice(2)], {
  env: { ...process.env, PUBLIC_SUPABASE_URL: stack.url, PUBLIC_SUPABASE_KEY: stack.anonKey },
  stdio: 'inherit',
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (astro.exitCode === null) astro.kill('SIGTERM');
  buildHook.close();
  await functions.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
astro.on('exit', (code) => void stop(code ?? 0));
