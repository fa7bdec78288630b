// Ships to browsers. Settings of the learner space: the password policy Auth enforces, its routes, the
// subject of its e-mails to the team and the pace of its demonstration.

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

/**
 * The simulated login of a site without a backend (docs/product.md §4, §9). The previous site's four fixed
 * password suggestions are not kept: every visitor would get the same passwords; ./password-generator.ts
 * draws one instead.
 */
export const LEARNER_DEMO = {
  simulatedLoginDelayMs: 1000,
} as const;
