// Ships to browsers, with a form's rules (first focus). The field builders every form schema shares
// (docs/product.md §5, docs/security.md §5.1): the same character classes, normalisation and bounds as
// the CHECK constraints and `private.is_*` functions of supabase/migrations, so an island flags a field
// before any network call and the database stays the authority.
import { formatCharacters } from '~/lib/format';
import { z } from './browser-zod';
import { FIELD_LIMITS, PHONE_LIMITS, type Bounds } from './field-limits';

/** What the shared fields say, in every form (the other messages are each feature's). */
const FIELD_MESSAGES = {
  emailRequired: 'L’adresse e-mail est obligatoire.',
  emailInvalid: 'Adresse e-mail invalide (sans accents ni espaces).',
  phoneRequired: 'Le numéro de téléphone est obligatoire.',
  phoneInvalid: 'Numéro de téléphone invalide.',
} as const;

/** Control, invisible and bidi characters (as `private.is_clean_line` of the first migration; NUL too). */
const LINE_FORBIDDEN_CHARS = String.raw`\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff`;

/** Control, invisible and bidi characters plus `<` and `>`: refused in names (A17, A18; `private.is_person_name`). */
export const FORBIDDEN_IN_NAME = new RegExp(`[${LINE_FORBIDDEN_CHARS}<>]`);

/** Control, invisible and bidi characters: refused in other one-line values (`private.is_clean_line`). */
export const FORBIDDEN_IN_LINE = new RegExp(`[${LINE_FORBIDDEN_CHARS}]`);

/** Controls other than tab and newlines, and bidi overrides: refused in free texts, emoji joiners allowed (`private.is_clean_text`). */
export const FORBIDDEN_IN_TEXT =
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** ASCII e-mail in the WHATWG shape with a dotted domain, as `private.is_email` (A20–A22). */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Digits, spaces, `.()-` and a leading `+`; isPhoneNumber adds the length and digit counts of `private.is_phone`. */
const PHONE_PATTERN = /^\+?[0-9 .()-]+$/;

/** Counts characters as PostgreSQL's char_length does (code points, not UTF-16 units). */
function countChars(value: string): number {
  return [...value].length;
}

/** The trigger's one-line normalisation: trim spaces, NFC, collapse runs of spaces. */
function normalizeLine(value: string): string {
  return value
    .normalize('NFC')
    .replace(/^ +| +$/g, '')
    .replace(/ {2,}/g, ' ');
}

/** Messages of a text field: too short (or empty), too long, forbidden characters. */
export interface TextErrors {
  length: string;
  chars: string;
  required?: string;
}

/** A required one-line value of `min`–`max` characters without `forbidden` characters. */
export function lineField({ min, max }: Bounds, forbidden: RegExp, errors: TextErrors) {
  return z.string({ error: errors.required ?? errors.length }).check(
    z.overwrite(normalizeLine),
    z.refine((value) => value.length > 0, { error: errors.required ?? errors.length, abort: true }),
    z.refine((value) => countChars(value) >= min && countChars(value) <= max, {
      error: errors.length,
      abort: true,
    }),
    z.refine((value) => !forbidden.test(value), { error: errors.chars }),
  );
}

/** A free text of `min`–`max` characters (newlines kept); empty becomes null when `min` is 0. */
export function freeTextField({ min, max }: Bounds, errors: TextErrors) {
  return z.pipe(
    z.string({ error: errors.length }).check(
      z.overwrite((value) => value.normalize('NFC').trim()),
      z.refine(
        (value) =>
          (min === 0 && value === '') || (countChars(value) >= min && countChars(value) <= max),
        { error: errors.length, abort: true },
      ),
      z.refine((value) => !FORBIDDEN_IN_TEXT.test(value), { error: errors.chars }),
    ),
    z.transform((value: string) => (value === '' ? null : value)),
  );
}

/** A required e-mail address, trimmed and lower-cased as the trigger stores it. */
export const emailField = z.string({ error: FIELD_MESSAGES.emailRequired }).check(
  z.overwrite((value) => value.trim().toLowerCase()),
  z.refine((value) => value.length > 0, { error: FIELD_MESSAGES.emailRequired, abort: true }),
  z.refine(
    (value) => value.length <= FIELD_LIMITS.applications.email.max && EMAIL_PATTERN.test(value),
    { error: FIELD_MESSAGES.emailInvalid },
  ),
);

/** Whether `count` lies within `bounds`. */
function within(count: number, bounds: Bounds): boolean {
  return count >= bounds.min && count <= bounds.max;
}

/** Whether `value` is a phone number the database accepts (PHONE_LIMITS). */
function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/[^0-9]/g, '').length;
  return (
    PHONE_PATTERN.test(value) &&
    within(value.length, PHONE_LIMITS.length) &&
    within(digits, PHONE_LIMITS.digits)
  );
}

/** A required phone number. */
export const phoneField = z.string({ error: FIELD_MESSAGES.phoneRequired }).check(
  z.overwrite((value) => value.trim()),
  z.refine((value) => value.length > 0, { error: FIELD_MESSAGES.phoneRequired, abort: true }),
  z.refine(isPhoneNumber, { error: FIELD_MESSAGES.phoneInvalid }),
);

/** An optional phone number: empty becomes null (A23). */
export const optionalPhoneField = z.pipe(
  z.string().check(
    z.overwrite((value) => value.trim()),
    z.refine((value) => value === '' || isPhoneNumber(value), {
      error: FIELD_MESSAGES.phoneInvalid,
    }),
  ),
  z.transform((value: string) => (value === '' ? null : value)),
);

/** What a name field says: its subject (« Le prénom ») for the length and character messages, and when empty. */
export interface NameMessages {
  subject: string;
  required: string;
}

/** A person's name of `limits` characters without markup or invisible characters (A15–A18). */
export function personNameField(limits: Bounds, { subject, required }: NameMessages) {
  return lineField(limits, FORBIDDEN_IN_NAME, {
    required,
    length: `${subject} ne doit pas dépasser ${formatCharacters(limits.max)}.`,
    chars: `${subject} contient des caractères non autorisés.`,
  });
}
