// Ships to browsers. Settings of the learner space: the password policy Auth enforces, its routes, the
// subject of its e-mails to the team and the pace of its demonstration.

/**
 * Password policy of the learner accounts: supabase/config.toml [auth] (docs/security.md §3c, §5.4 L3, L4).
 * Auth counts both lengths in UTF-8 bytes (Go's len), so an accented letter counts twice.
 */
export const PASSWORD_POLICY = {
  minLength: 12,
  /** Auth refuses more bytes: bcrypt reads only 72. */
  maxLength: 72,
  /** Length of a suggested password. */
  suggestedLength: 16,
} as const;

/** Learner space routes: where sign-in leads, and the page a recovery link opens. */
export const LEARNER_ROUTES = {
  login: '/espace-apprenant/',
  dashboard: '/dashboard-apprenant/',
  newPassword: '/espace-apprenant/nouveau-mot-de-passe/',
  /** Where every e-mailed link leads: a button verifies it, so a mail scanner's visit changes nothing. */
  verification: '/espace-apprenant/verification/',
} as const;

/** How long an e-mailed link or code works: supabase/config.toml [auth.email] otp_expiry, said in every e-mail. */
export const LINK_LIFETIME_SECONDS = 3600;

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
