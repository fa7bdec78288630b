// `npm run dev:local`: the whole site on this machine without a Supabase account. Starts the local
// stack of the tests (PostgreSQL with every migration, PostgREST, the local Auth, and the local
// Storage where db-stack.ts mounts it), seeds a demo learner, and runs `astro dev` pointed at it.
// E-mails are not sent: each is printed here as a mail client without HTML shows it (the templates
// of supabase/templates/, rendered by the local Auth). Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startDbStack } from '../local/supabase/db-stack.ts';
import { inDays, seedLearner } from '../local/supabase/learners.ts';

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

const ASTRO_BIN = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));

console.log('Démarrage de PostgreSQL, PostgREST et de l’Auth locale…');
const stack = await startDbStack({
  onMail: (mail) =>
    console.log(
      `\n✉  À\u00a0: ${mail.to}\n   Objet\u00a0: ${mail.subject}\n\n${mail.text.replace(/^/gm, '   ')}\n`,
    ),
});
// The dev server's origin, on whatever port Astro picks: the local Auth's redirect allow-list.
stack.auth.configure({
  siteUrl: 'http://localhost:4321',
  redirectUrls: ['http://localhost:**', 'http://127.0.0.1:**'],
});
await seedLearner(stack.sql, DEMO_LEARNER);
console.log(`Supabase local : ${stack.url}`);
console.log(`Apprenant de démonstration : ${DEMO_LEARNER.email} / ${DEMO_LEARNER.password}\n`);

const astro = spawn(process.execPath, [ASTRO_BIN, 'dev', ...process.argv.slice(2)], {
  env: { ...process.env, PUBLIC_SUPABASE_URL: stack.url, PUBLIC_SUPABASE_KEY: stack.anonKey },
  stdio: 'inherit',
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (astro.exitCode === null) astro.kill('SIGTERM');
  await stack.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
astro.on('exit', (code) => void stop(code ?? 0));
