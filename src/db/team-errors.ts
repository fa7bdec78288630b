// Ships to the team space only. What the team's calls add to src/db/errors.ts: the refusals a team
// member meets (a policy or function refusing a session without the second factor or the role, the
// second factor's own Auth codes). Apart so the public pages' mapping stays as small as it is.
import { authResult, readResult, writeResult, type RestError, type RestResponse } from './errors';
import type { DbData, DbFailure, DbResult } from './result';

/** The session lost what the team's rights require (second factor, role): the space asks again. */
const NO_ACCESS = { ok: false, reason: 'signed-out' } as const satisfies DbFailure;

/** Auth's codes of the second factor (Auth's openapi.yaml, ErrorCode). */
const MFA_REASONS: Record<string, DbFailure> = {
  mfa_verification_failed: { ok: false, reason: 'code-invalid' },
  mfa_verification_rejected: { ok: false, reason: 'code-invalid' },
  mfa_challenge_expired: { ok: false, reason: 'link-expired' },
  mfa_factor_not_found: NO_ACCESS,
  insufficient_aal: NO_ACCESS,
};

/** 42501 (a policy or a function's own check), 401 and 403: the database refused this session. */
function refused({ error, status }: RestResponse): boolean {
  return error?.code === '42501' || status === 401 || status === 403;
}

/** A team read: its rows, or why not. */
export function teamRead<T>(table: string, response: RestResponse & { data: T | null }): DbData<T> {
  return refused(response) ? NO_ACCESS : readResult(table, response);
}

/** A team write: success, or why not (a check constraint names its field, as for the public forms). */
export function teamWrite(table: string, response: RestResponse): DbResult {
  return refused(response) ? NO_ACCESS : writeResult(table, response);
}

/** A team update must touch its row: none touched means the policies hid it from this session. */
export function teamUpdate(
  table: string,
  response: RestResponse & { data: unknown[] | null },
): DbResult {
  const result = teamWrite(table, response);
  return result.ok && (response.data?.length ?? 0) === 0 ? NO_ACCESS : result;
}

/** An Auth call of the team's sign-in and second factor. */
export function teamAuthResult(error: unknown): DbResult {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? String((error as { code: unknown }).code)
      : '';
  return MFA_REASONS[code] ?? authResult(error);
}

/** A failure an Edge Function explained: its French sentence, shown as it is. */
export type ExplainedFailure = DbFailure & { message?: string };

/**
 * An Edge Function's refusal (supabase-js FunctionsHttpError carries the Response): 401 and 403 are a
 * session without the rights, 503 a function not configured; the function's `{ error }` sentence goes along.
 */
export async function functionFailure(error: unknown): Promise<ExplainedFailure> {
  const response = (error as { context?: unknown } | null)?.context;
  if (!(response instanceof Response)) return { ok: false, reason: 'network' };
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  const message = typeof body?.error === 'string' ? body.error : undefined;
  const explained = message === undefined ? {} : { message };
  if (response.status === 401 || response.status === 403) return NO_ACCESS;
  if (response.status === 503) return { ok: false, reason: 'unavailable', ...explained };
  if (response.status >= 500) return { ok: false, reason: 'network' };
  return { ok: false, reason: 'unknown', ...explained };
}

/**
 * The constraints of the learner follow-up the team's forms translate (contract of issue 43): a
 * refusal naming one of them becomes `{ reason: 'invalid', field: <constraint name> }`. Triggers raise
 * some of them by name in their message, so the message, details and hint are all read.
 */
export const FOLLOW_UP_CONSTRAINTS = [
  'lessons_join_url_check',
  'lessons_ends_at_check',
  'lessons_place_check',
  'lessons_title_check',
  'learner_notifications_link_check',
  'learner_notifications_message_check',
  'learner_notifications_kind_check',
  'enrolments_session_fkey',
  'enrolments_session_open_check',
  'enrolments_learner_session_key',
  'enrolments_progress_check',
  'enrolments_training_check',
  'learner_documents_title_check',
  'learner_documents_stored_pdf_check',
  'learner_documents_target_check',
  'learner_documents_object_path_check',
  'learner_documents_learner_enrolled_check',
  'trainer_trainings_trainer_check',
  'trainer_trainings_pkey',
] as const;
export type FollowUpConstraint = (typeof FOLLOW_UP_CONSTRAINTS)[number];

/** A team write of the follow-up: success, the constraint that refused it, or why not. */
export function teamChange(
  response: RestResponse & { error: (RestError & { details?: string; hint?: string }) | null },
): DbResult {
  if (refused(response)) return NO_ACCESS;
  const { error } = response;
  if (!error) return { ok: true };
  const text = `${error.message ?? ''} ${error.details ?? ''} ${error.hint ?? ''}`;
  const constraint = FOLLOW_UP_CONSTRAINTS.find((name) => new RegExp(`\\b${name}\\b`).test(text));
  if (constraint) return { ok: false, reason: 'invalid', field: constraint };
  // Not a constraint of ours: the generic mapping (a duplicate is not a success here).
  return readResult('', { ...response, data: null }) as DbFailure;
}

/** A team change that must touch a row: none touched means the policies hid it from this session. */
export function teamChangeRows(
  response: Parameters<typeof teamChange>[0] & { data: unknown[] | null },
): DbResult {
  const result = teamChange(response);
  return result.ok && (response.data?.length ?? 0) === 0 ? NO_ACCESS : result;
}

/** A Storage refusal (StorageApiError carries the HTTP status): too large, not a PDF, no right. */
export function storageFailure(error: unknown): DbFailure {
  const fields = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  // Storage puts the real code in the body's statusCode; some versions answer 400 around it.
  const codes = [Number(fields.status ?? 0), Number(fields.statusCode ?? 0)];
  if (codes.includes(413))
    return { ok: false, reason: 'invalid', field: 'file', issue: 'too-large' };
  if (codes.includes(415)) return { ok: false, reason: 'invalid', field: 'file', issue: 'not-pdf' };
  if (codes.includes(401) || codes.includes(403)) return NO_ACCESS;
  if (codes[0] === 0 || codes[0]! >= 500) return { ok: false, reason: 'network' };
  return { ok: false, reason: 'unknown' };
}
