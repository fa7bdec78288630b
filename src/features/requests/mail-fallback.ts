// Ships to browsers (request forms). Builds the mailto: links of the mail fallback (docs/product.md §7,
// docs/security.md §5.3): every value percent-encoded, no way to add recipients or headers, length capped.

/** Mail clients truncate long mailto: links; the whole URL stays under this many characters (C3). */
export const MAILTO_MAX_LENGTH = 2000;

/** One line of a mail body: a field label and what the visitor typed. */
export interface MailField {
  label: string;
  value: string;
}

/** What `buildMailto` needs; `to` is a trusted constant (CONTACT.email), never visitor input. */
export interface MailtoInput {
  to: string;
  subject: string;
  body: string;
  /** Longest URL mail clients reliably accept (MAILTO_MAX_LENGTH). */
  maxLength: number;
  /** Appended to the body when it had to be shortened, so the visitor sees it before sending. */
  truncationNote: string;
}

/** A ready mailto: URL and whether the body was shortened to fit `maxLength`. */
export interface Mailto {
  url: string;
  truncated: boolean;
}

// Lone surrogates make encodeURIComponent throw; in unicode mode this class matches only unpaired ones.
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;
// C0 controls, DEL and C1 controls, except tab and line breaks (handled apart).
// eslint-disable-next-line no-control-regex -- control characters are what this strips
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAK = /\r\n|\r|\n/g;
// The subject gets at most this share of the URL budget; the body matters more.
const SUBJECT_SHARE = 4;

/** Keeps multi-line text mail-safe: CRLF line breaks (RFC 6068), no control characters, no lone surrogates. */
export function sanitizeMailText(value: string): string {
  return value
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(CONTROL, '')
    .replace(LINE_BREAK, '\r\n')
    .trim();
}

/** Flattens text to one line (a subject): line breaks and tabs become spaces. */
export function sanitizeMailLine(value: string): string {
  return sanitizeMailText(value).replace(/[\r\n\t]+/g, ' ');
}

/**
 * Lists each field as "Label : value", one per line; multi-line values start on the next line.
 * @example formatMailBody([{ label: 'Nom', value: 'Zoë' }]) // 'Nom\u00a0: Zoë'
 */
export function formatMailBody(fields: readonly MailField[]): string {
  return fields
    .map(({ label, value }) => {
      const text = sanitizeMailText(value);
      return text.includes('\n') ? `${label}\u00a0:\r\n${text}` : `${label}\u00a0: ${text}`;
    })
    .join('\r\n');
}

/** Percent-encodes `text` code point by code point until `budget` characters are used. */
function encodeWithin(text: string, budget: number): { encoded: string; complete: boolean } {
  let encoded = '';
  for (const char of text) {
    const piece = encodeURIComponent(char);
    if (encoded.length + piece.length > budget) return { encoded, complete: false };
    encoded += piece;
  }
  return { encoded, complete: true };
}

/** Builds `mailto:to?subject=…&body=…` no longer than `maxLength`, shortening the subject and body if needed. */
export function buildMailto({ to, subject, body, maxLength, truncationNote }: MailtoInput): Mailto {
  const encodedSubject = encodeWithin(
    sanitizeMailLine(subject),
    Math.floor(maxLength / SUBJECT_SHARE),
  ).encoded;
  const prefix = `mailto:${to}?subject=${encodedSubject}&body=`;
  const text = sanitizeMailText(body);
  const whole = encodeWithin(text, maxLength - prefix.length);
  if (whole.complete) return { url: prefix + whole.encoded, truncated: false };

  const note = encodeURIComponent(`…\r\n\r\n${sanitizeMailText(truncationNote)}`);
  const kept = encodeWithin(text, maxLength - prefix.length - note.length).encoded;
  return { url: prefix + kept + note, truncated: true };
}
