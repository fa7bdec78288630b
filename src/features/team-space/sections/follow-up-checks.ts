// The rules of the follow-up's forms, the database's own (supabase/migrations, issue 43), checked
// before sending so the team reads the same French sentence as when the database refuses. Pure.
import type { DbFailure } from '~/db/result';
import { parisToIso } from '../paris-time';
import type { TeamFacts } from '../facts';
import { FOLLOW_UP_MESSAGES as M } from './follow-up-messages';

/** The database's lengths (TEAM_FIELD_LIMITS, handed over by the page). */
export type FieldLimits = TeamFacts['fieldLimits'];
type Bounds = { min: number; max: number };

/** A sentence with its bounds: « de {min} à {max} caractères ». */
export function withBounds(text: string, { min, max }: Bounds): string {
  return text.replace('{min}', String(min)).replace('{max}', String(max));
}

/** Field → its French error. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** private.is_clean_line: no control, invisible or direction character. */
const UNCLEAN =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
  /[\u0001-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

const length = (value: string) => [...value].length;

/** A line of `min` to `max` characters with nothing hidden in it. */
function lineError(value: string, bounds: Bounds, missing: string): string | undefined {
  if (!value.trim()) return missing;
  if (length(value) < bounds.min || length(value) > bounds.max)
    return withBounds(M.checks.length, bounds);
  if (UNCLEAN.test(value)) return M.checks.unclean;
  return undefined;
}

/** lessons_join_url_check. */
export const JOIN_URL = /^https:\/\/[^\s/]+(\/\S*)?$/;
/** learner_notifications_link_check: a path on this site. */
export const SITE_LINK = /^\/([^/\\\s][^\\\s]*)?$/;

export interface LessonFields {
  title: string;
  date: string;
  start: string;
  end: string;
  place: string;
  joinUrl: string;
}
export type LessonField = keyof LessonFields;

/** A lesson form's values, checked and converted to instants, or the errors to show. */
export function checkLesson(
  fields: LessonFields,
  limits: FieldLimits,
):
  | {
      ok: true;
      lesson: {
        title: string;
        startsAt: string;
        endsAt: string;
        place: string | null;
        joinUrl: string | null;
      };
    }
  | { ok: false; errors: FieldErrors<LessonField> } {
  const errors: FieldErrors<LessonField> = {};
  const title = fields.title.trim();
  const place = fields.place.trim();
  const joinUrl = fields.joinUrl.trim();
  const titleError = lineError(title, limits.lessons.title, M.lesson.titleMissing);
  if (titleError) errors.title = titleError;
  if (!fields.date) errors.date = M.lesson.dateMissing;
  if (!fields.start) errors.start = M.lesson.startMissing;
  if (!fields.end) errors.end = M.lesson.endMissing;
  const startsAt = fields.date && fields.start ? parisToIso(fields.date, fields.start) : null;
  const endsAt = fields.date && fields.end ? parisToIso(fields.date, fields.end) : null;
  if (fields.date && fields.start && !startsAt) errors.start = M.lesson.noSuchTime;
  if (fields.date && fields.end && !endsAt) errors.end = M.lesson.noSuchTime;
  if (startsAt && endsAt && endsAt <= startsAt) errors.end = M.refusals.lessons_ends_at_check;
  if (place) {
    const placeError = lineError(place, limits.lessons.place, '');
    if (placeError) errors.place = placeError;
  }
  if (joinUrl && (!JOIN_URL.test(joinUrl) || length(joinUrl) > limits.lessons.join_url.max))
    errors.joinUrl = M.refusals.lessons_join_url_check;
  if (Object.keys(errors).length > 0 || !startsAt || !endsAt) return { ok: false, errors };
  return {
    ok: true,
    lesson: { title, startsAt, endsAt, place: place || null, joinUrl: joinUrl || null },
  };
}

export interface NotificationFields {
  kind: 'info' | 'success';
  message: string;
  link: string;
}
export type NotificationField = keyof NotificationFields;

export function checkNotification(
  fields: NotificationFields,
  limits: FieldLimits,
):
  | { ok: true; notification: { kind: 'info' | 'success'; message: string; link: string | null } }
  | { ok: false; errors: FieldErrors<NotificationField> } {
  const errors: FieldErrors<NotificationField> = {};
  const message = fields.message.trim();
  const link = fields.link.trim();
  const messageError = lineError(
    message,
    limits.learner_notifications.message,
    M.notification.messageMissing,
  );
  if (messageError) errors.message = messageError;
  if (link && (!SITE_LINK.test(link) || length(link) > limits.learner_notifications.link.max))
    errors.link = M.refusals.learner_notifications_link_check;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, notification: { kind: fields.kind, message, link: link || null } };
}

/** Every PDF starts with these five bytes (ISO 32000-1 §7.5.2), as the application's CV check reads. */
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** Why a chosen document cannot be sent, or undefined: missing, empty, too large, not a PDF. */
export async function documentFileError(
  file: Blob | undefined,
  maxBytes: number,
): Promise<string | undefined> {
  if (!file) return M.document.fileMissing;
  if (file.size === 0) return M.document.empty;
  if (file.size > maxBytes) return tooLarge(maxBytes);
  const head = new Uint8Array(await file.slice(0, PDF_SIGNATURE.length).arrayBuffer());
  return PDF_SIGNATURE.every((byte, index) => head[index] === byte) ? undefined : M.document.notPdf;
}

const sizeFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** « Le fichier dépasse 10 Mo… » */
export function tooLarge(maxBytes: number): string {
  return M.document.tooLarge.replace('{max}', `${sizeFormat.format(maxBytes / 1_048_576)}\u00a0Mo`);
}

/** A document's title checked as learner_documents_title_check does. */
export function documentTitleError(title: string, limits: FieldLimits): string | undefined {
  return lineError(title.trim(), limits.learner_documents.title, M.document.titleMissing);
}

/** A progress typed as a whole number from 0 to 100, or the error. */
export function checkProgress(
  value: string,
): { ok: true; progress: number } | { ok: false; error: string } {
  const progress = Number(value);
  return /^\d{1,3}$/.test(value.trim()) && progress >= 0 && progress <= 100
    ? { ok: true, progress }
    : { ok: false, error: M.refusals.enrolments_progress_check };
}

/**
 * The French sentence of a refused change: the constraint's own when the database named one, the
 * file's when Storage refused it, else the general one (`describe`).
 */
export function refusalOf(
  failure: DbFailure & { message?: string },
  describe: (failure: DbFailure & { message?: string }) => string,
  facts?: { maxBytes?: number; limits?: FieldLimits },
): string {
  if (failure.reason === 'invalid') {
    if (failure.issue === 'too-large' && facts?.maxBytes) return tooLarge(facts.maxBytes);
    if (failure.issue === 'not-pdf') return M.document.notPdf;
    const known = (M.refusals as Record<string, string>)[failure.field];
    const bounds = facts?.limits && boundsOf(facts.limits)[failure.field];
    if (known) return bounds ? withBounds(known, bounds) : known;
  }
  return describe(failure);
}

/** The bounds each length constraint (and the invitation's field) speaks of. */
function boundsOf(limits: FieldLimits): Record<string, Bounds> {
  return {
    lessons_title_check: limits.lessons.title,
    lessons_place_check: limits.lessons.place,
    learner_notifications_message_check: limits.learner_notifications.message,
    learner_documents_title_check: limits.learner_documents.title,
    fullName: limits.learner_profiles.full_name,
  };
}
