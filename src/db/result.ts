// Ships to browsers. The one result shape of every src/db function: islands switch on `reason`
// and never see a raw PostgREST or Storage error.

/** Why a call failed, from the visitor's point of view (docs/security.md §3b, §3c). */
export type DbFailureReason =
  | 'unavailable'
  | 'invalid'
  | 'weak-password'
  | 'rate-limited'
  | 'network'
  | 'unknown'
  | AuthFailureReason;

/**
 * Why Supabase Auth refused (docs/security.md §5.4): wrong e-mail or password, address not confirmed yet,
 * new password identical to the old one, no valid session (signed out or expired), e-mailed link used or
 * expired, e-mailed code wrong or expired, a password change that needs the e-mailed code first (a session
 * older than 24 hours), an address that already has an account (only when confirmation is off).
 */
export type AuthFailureReason =
  | 'credentials'
  | 'unconfirmed'
  | 'same-password'
  | 'signed-out'
  | 'link-expired'
  | 'code-invalid'
  | 'reauthentication-needed'
  | 'account-exists';

/** Why Auth found a password weak (its `weak_password.reasons`). */
export type WeakPasswordProblem = 'length' | 'characters' | 'pwned';

/** What is wrong with a file field: too big (413), not a PDF (415) or not received (23503). */
export type FileIssue = 'too-large' | 'not-pdf' | 'missing';

/**
 * What was limited: e-mails to this address (`retryAfterSeconds` when Auth says it), the project's
 * e-mails of the hour, or the requests from this network; absent for the database's own limits.
 */
export type RateLimitScope = 'email' | 'email-budget' | 'requests';

/** A value the database refused; `field` is the column named by the constraint. */
export interface InvalidFailure {
  ok: false;
  reason: 'invalid';
  field: string;
  issue?: FileIssue;
}

/** A password Auth refused, and why. */
export interface WeakPasswordFailure {
  ok: false;
  reason: 'weak-password';
  problems: WeakPasswordProblem[];
}

/**
 * Too many requests: the quota of the sender's address, or `uploads`, the bound on files no application
 * claims (A38); for Auth, which limit (`scope`) and how long to wait when the answer says it.
 */
export interface RateLimitedFailure {
  ok: false;
  reason: 'rate-limited';
  quota?: 'uploads';
  scope?: RateLimitScope;
  retryAfterSeconds?: number;
}

/** Any failure; only 'invalid' carries a field, only 'weak-password' its problems, only 'rate-limited' its quota or scope. */
export type DbFailure =
  | InvalidFailure
  | WeakPasswordFailure
  | RateLimitedFailure
  | { ok: false; reason: Exclude<DbFailureReason, 'invalid' | 'weak-password' | 'rate-limited'> };

/** A write that may be made once only, already made (a questionnaire already answered): never a success. */
export interface AlreadyDone {
  ok: false;
  reason: 'already-done';
}

/** The outcome of a write: success, or why it failed. */
export type DbResult = { ok: true } | DbFailure;

/** The outcome of a read: the data, or why it failed. */
export type DbData<T> = { ok: true; data: T } | DbFailure;

/** The success of a call that returns nothing. */
export const OK = { ok: true } as const;

/** The failure when no Supabase project is configured (the site's embedded default). */
export const UNAVAILABLE = { ok: false, reason: 'unavailable' } as const satisfies DbFailure;

/**
 * The failure of a call that threw (aborted or failed fetch): transient, the visitor may retry. Here, not in
 * errors.ts, so that src/db/client.ts (which the learner-space store imports on page load) does not pull
 * the error mapping into the page's first JavaScript.
 */
export function thrownFailure(): DbFailure {
  return { ok: false, reason: 'network' };
}
