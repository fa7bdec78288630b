// fr-FR formatting of figures, prices and dates. Pure; safe for the browser.

/**
 * A formatter made on first use: making one loads the locale's data, a long task for formats most pages
 * never use (docs/performance.md, Formatters made on first use).
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const count = onFirstUse(() => new Intl.NumberFormat('fr-FR'));
const percent = onFirstUse(
  () => new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 }),
);
const EUROS = { style: 'currency', currency: 'EUR' } as const;
const euros = onFirstUse(
  () => new Intl.NumberFormat('fr-FR', { ...EUROS, maximumFractionDigits: 0 }),
);
/** A date formatter for Paris time, made on first use. */
export const parisDateFormat = (options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'Europe/Paris' }));
const longDate = parisDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** A label's first letter in capitals. @example capitalise('du lundi au vendredi') → "Du lundi au vendredi" */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** « de » before a word, elided before a vowel. @example ofWord('janvier 2027') → "de janvier 2027"; ofWord('octobre 2027') → "d’octobre 2027" */
export function ofWord(text: string): string {
  return /^[aeiouyàâäéèêëîïôöùûü]/i.test(text) ? `d’${text}` : `de ${text}`;
}

/** A number of hours as French copy writes it. @example formatHours(735) → "735 h" (no-break space) */
export function formatHours(hours: number): string {
  return `${formatCount(hours)}\u00a0h`;
}

/** A count as French copy writes it. @example formatCount(5000) → "5 000" (narrow no-break space) */
export function formatCount(value: number): string {
  return count().format(value);
}

/** A length in characters, with the no-break space before the unit. @example formatCharacters(5000) → "5 000 caractères" */
export function formatCharacters(count: number): string {
  return `${formatCount(count)}\u00a0caractères`;
}

/** A whole percentage as French typography writes it. @example formatPercent(85) → "85 %" (narrow no-break space) */
export function formatPercent(value: number): string {
  return percent().format(value / 100);
}

/** A price in whole euros. @example formatEuros(8000) → "8 000 €" */
export function formatEuros(value: number): string {
  return euros().format(value);
}

const eurosWithCents = onFirstUse(
  () => new Intl.NumberFormat('fr-FR', { ...EUROS, minimumFractionDigits: 2 }),
);

/** An amount with its cents when it has any. @example formatEurosExact(103.2) → "103,20 €"; formatEurosExact(100) → "100 €" */
export function formatEurosExact(value: number): string {
  return Number.isInteger(value) ? euros().format(value) : eurosWithCents().format(value);
}

/**
 * French writes the first day of a month as an ordinal, which Intl does not. @example
 * withOrdinalFirst('1 mars 2027') → "1er mars 2027"; withOrdinalFirst('lundi 1 mars') → "lundi 1er mars"
 */
export function withOrdinalFirst(dateInWords: string): string {
  return dateInWords.replace(/(^|\s)1 (?=\p{L})/u, (_match, before: string) => `${before}1er `);
}

/** A calendar date in words. @example formatDate(new Date('2025-03-14')) → "14 mars 2025" */
export function formatDate(date: Date): string {
  return withOrdinalFirst(longDate().format(date));
}

/** A date written AAAA-MM-JJ (config files), in words, French ordinal for the first. @example formatIsoDate('2026-01-01') → "1er janvier 2026" */
export function formatIsoDate(iso: string): string {
  return withOrdinalFirst(longDate().format(new Date(`${iso}T12:00:00Z`)));
}

const parisIsoDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'Europe/Paris',
    }),
);

/** The calendar day of an instant in Paris, machine-readable, matching formatDate. @example "2025-03-14" */
export function toParisIsoDate(date: Date): string {
  return parisIsoDate().format(date);
}

/** The machine-readable form of a date for `<time datetime>`. @example "2025-03-14" */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
