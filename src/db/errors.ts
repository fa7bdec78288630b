// Ships to browsers. The only place that knows PostgREST, Storage and Auth error codes
// (docs/security.md §3a, §3b, §3c): everything else in the site sees a DbResult reason.
import type { DbData, DbFailure, DbResult, WeakPasswordProblem } from './result';
import type { AlreadyDone } from './result';
import { OK } from './result';

/** The fields of a PostgREST error body this mapping reads. */
export interface RestError {
  code?: string;
  message?: string;
}

/** What a supabase-js PostgREST call resolves to, reduced to what the mapping needs. */
export interface RestResponse {
  error: RestError | null;
  status: number;
}

/** How a table's trigger names, in its 23503 message, the column whose referenced object is missing. */
export type MissingObjectColumn = (message: string) => string | undefined;

const UNKNOWN = { ok: false, reason: 'unknown' } as const satisfies DbFailure;

/** PostgREST's own "cannot reach the database" codes. */
const CONNECTION_CODES = new Set(['PGRST000', 'PGRST001', 'PGRST002', 'PGRST003']);

/** Maps a failed PostgREST call; 'duplicate' is a 23505 on the row's own uuid (idempotent retry). */
function restFailure(
  table: string,
  error: RestError,
  status: number,
  missingColumn?: MissingObjectColumn,
): DbFailure | 'duplicate' {
  const code = error.code ?? '';
  const message = error.message ?? '';
  if (status === 0 || status >= 500 || CONNECTION_CODES.has(code))
    return { ok: false, reason: 'network' };
  if (code === 'RATE_LIMITED' || status === 429) return { ok: false, reason: 'rate-limited' };
  if (code === '23505') return 'duplicate';
  if (code === '23514')
    return invalidFrom(new RegExp(`check constraint "${table}_(\\w+)_check"`).exec(message));
  if (code === '23502') return invalidFrom(/null value in column "(\w+)"/.exec(message));
  const missingFile = code === '23503' ? missingColumn?.(message) : undefined;
  if (missingFile) return { ok: false, reason: 'invalid', field: missingFile, issue: 'missing' };
  return UNKNOWN;
}

/**
 * Maps the answer of an insert sent without `.select()`: a duplicate of our own uuid is a success.
 * `missingColumn` reads the table's own 23503 messages (the applications' missing files, A30).
 */
export function writeResult(
  table: string,
  { error, status }: RestResponse,
  missingColumn?: MissingObjectColumn,
): DbResult {
  if (!error) return OK;
  const failure = restFailure(table, error, status, missingColumn);
  return failure === 'duplicate' ? OK : failure;
}

/**
 * Maps the answer of a write that is made once only (a questionnaire's answer): a 23505 means it was
 * made before, said as such, never as this call's success.
 */
export function onceResult(table: string, { error, status }: RestResponse): DbResult | AlreadyDone {
  if (!error) return OK;
  const failure = restFailure(table, error, status);
  return failure === 'duplicate' ? { ok: false, reason: 'already-done' } : failure;
}

/** Maps the answer of a read: its rows, or the failure to show. */
export function readResult<T>(
  table: string,
  { data, error, status }: RestResponse & { data: T | null },
): DbData<T> {
  if (!error) return data === null ? UNKNOWN : { ok: true, data };
  const failure = restFailure(table, error, status);
  return failure === 'duplicate' ? UNKNOWN : failure;
}

/** The message of the database's bound on unreferenced uploads, which Storage's 403 carries as its body (A38). */
const UPLOADS_FULL_MESSAGE = 'unreferenced_uploads_limit';

/**
 * Maps the end of a resumable upload of the file stored in `field`: 'ok', or the HTTP status of the
 * last answer (0 when none came) and its body. Storage's TUS endpoint answers with real statuses and
 * the message as the body (docs/security.md §3a); a 409 on our own key means an earlier attempt stored
 * the file, which is a success.
 */
export function resumableUploadResult(field: string, outcome: 'ok' | number, body = ''): DbResult {
  if (outcome === 'ok' || outcome === 409) return OK;
  if (outcome === 403 && body === UPLOADS_FULL_MESSAGE)
    return { ok: false, reason: 'rate-limited', quota: 'uploads' };
  if (outcome === 413) return { ok: false, reason: 'invalid', field, issue: 'too-large' };
  if (outcome === 415) return { ok: false, reason: 'invalid', field, issue: 'not-pdf' };
  if (outcome === 429) return { ok: false, reason: 'rate-limited' };
  if (outcome === 0 || outcome >= 500) return { ok: false, reason: 'network' };
  return UNKNOWN;
}

/** Auth error codes (stable, unlike messages and statuses: Auth's openapi.yaml) and what they mean for the visitor. */
const AUTH_REASONS: Record<string, DbFailure> = {
  invalid_credentials: { ok: false, reason: 'credentials' },
  email_not_confirmed: { ok: false, reason: 'unconfirmed' },
  same_password: { ok: false, reason: 'same-password' },
  otp_expired: { ok: false, reason: 'link-expired' },
  reauthentication_needed: { ok: false, reason: 'reauthentication-needed' },
  reauthentication_not_valid: { ok: false, reason: 'code-invalid' },
  user_already_exists: { ok: false, reason: 'account-exists' },
  email_exists: { ok: false, reason: 'account-exists' },
  // The default mailer sends only to the project's team: to a learner, the service is not open yet.
  email_address_not_authorized: { ok: false, reason: 'unavailable' },
  signup_disabled: { ok: false, reason: 'unavailable' },
  session_not_found: { ok: false, reason: 'signed-out' },
  session_expired: { ok: false, reason: 'signed-out' },
  refresh_token_not_found: { ok: false, reason: 'signed-out' },
  refresh_token_already_used: { ok: false, reason: 'signed-out' },
  no_authorization: { ok: false, reason: 'signed-out' },
  bad_jwt: { ok: false, reason: 'signed-out' },
  over_request_rate_limit: { ok: false, reason: 'rate-limited', scope: 'requests' },
  email_address_invalid: { ok: false, reason: 'invalid', field: 'email' },
};

/**
 * over_email_send_rate_limit: the same code for the per-address interval, whose message alone gives the
 * seconds left ("…only request this after 42 seconds."), and for the project's hourly budget.
 */
function emailRateLimit(message: string): DbFailure {
  const seconds = /after (\d+) seconds?/.exec(message)?.[1];
  return seconds === undefined
    ? { ok: false, reason: 'rate-limited', scope: 'email-budget' }
    : { ok: false, reason: 'rate-limited', scope: 'email', retryAfterSeconds: Number(seconds) };
}

/** validation_failed names no field: its message says what it is about (an address, a password too long). */
function validationFailure(message: string): DbFailure {
  if (/email/i.test(message)) return { ok: false, reason: 'invalid', field: 'email' };
  if (/password/i.test(message)) return { ok: false, reason: 'invalid', field: 'password' };
  return UNKNOWN;
}

const WEAK_PASSWORD_PROBLEMS = new Set<string>(['length', 'characters', 'pwned']);

/**
 * Maps the `error` of a supabase-js Auth call (AuthApiError, AuthWeakPasswordError,
 * AuthSessionMissingError, AuthRetryableFetchError): by `code`, then by status; the message only where
 * Auth puts nothing else (the seconds to wait, what validation_failed is about).
 */
export function authResult(error: unknown): DbResult {
  if (!error) return OK;
  const name = readString(error, 'name');
  const code = readString(error, 'code') ?? '';
  const status = Number(readString(error, 'status') ?? 0);
  if (name === 'AuthSessionMissingError') return { ok: false, reason: 'signed-out' };
  if (code === 'weak_password' || name === 'AuthWeakPasswordError') {
    const reasons = (error as { reasons?: unknown }).reasons;
    const problems = Array.isArray(reasons)
      ? reasons.filter((reason): reason is WeakPasswordProblem =>
          WEAK_PASSWORD_PROBLEMS.has(reason),
        )
      : [];
    return { ok: false, reason: 'weak-password', problems };
  }
  const message = readString(error, 'message') ?? '';
  if (code === 'over_email_send_rate_limit') return emailRateLimit(message);
  if (code === 'validation_failed') return validationFailure(message);
  const known = AUTH_REASONS[code];
  if (known) return known;
  if (status === 429) return { ok: false, reason: 'rate-limited' };
  if (name === 'AuthRetryableFetchError' || status === 0 || status >= 500)
    return { ok: false, reason: 'network' };
  return UNKNOWN;
}

function invalidFrom(match: RegExpExecArray | null): DbFailure {
  return match?.[1] ? { ok: false, reason: 'invalid', field: match[1] } : UNKNOWN;
}

function readString(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return field === undefined || field === null ? undefined : String(field);
}
