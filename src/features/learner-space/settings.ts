// Ships to browsers. Facts of the learner space: the password policy Auth enforces and its routes.
// Apart from site.ts so the other islands' shared chunk does not carry them.

/** Password policy of the learner accounts: supabase/config.toml [auth] (docs/security.md §3c, §5.4 L3, L4). */
export const PASSWORD_POLICY = {
  minLength: 12,
  /** Auth refuses more: bcrypt reads only 72 bytes. */
  maxLength: 72,
  /** Length of a suggested password. */
  suggestedLength: 16,
} as const;

/** Learner space routes: where sign-in leads, and the page a recovery link opens. */
export const LEARNER_ROUTES = {
  login: '/espace-apprenant/',
  dashboard: '/dashboard-apprenant/',
  newPassword: '/espace-apprenant/nouveau-mot-de-passe/',
} as const;

/** Subject of the e-mails a learner writes to the team from the learner space, so the team sees where from. */
export const LEARNER_MAIL_SUBJECT = 'Espace apprenant';
