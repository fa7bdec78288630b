// Ships to browsers. The one result shape of every src/db function: islands switch on `reason`
// and never see a raw PostgREST or Storage error.

/** Why a call failed, from the visitor's point of view (security.md §3b). */
export type DbFailureReason = 'unavailable' | 'invalid' | 'rate-limited' | 'network' | 'unknown';

/** What is wrong with a file field: too big (413), not a PDF (415) or not received (23503). */
export type FileIssue = 'too-large' | 'not-pdf' | 'missing';

/** A value the database refused; `field` is the column named by the constraint. */
export interface InvalidFailure {
  ok: false;
  reason: 'invalid';
  field: string;
  issue?: FileIssue;
}

/** Any failure; only 'invalid' carries a field. */
export type DbFailure = InvalidFailure | { ok: false; reason: Exclude<DbFailureReason, 'invalid'> };

/** The outcome of a write: success, or why it failed. */
export type DbResult = { ok: true } | DbFailure;

/** The outcome of a read: the data, or why it failed. */
export type DbData<T> = { ok: true; data: T } | DbFailure;

/** The success of a call that returns nothing. */
export const OK = { ok: true } as const;

/** The failure when no Supabase project is configured (the site's embedded default). */
export const UNAVAILABLE = { ok: false, reason: 'unavailable' } as const satisfies DbFailure;
