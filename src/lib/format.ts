// fr-FR formatting of figures, prices and dates. Pure; safe for the browser.

/**
 * A formatter made on first use: making one loads the locale's data, about 30 ms on the first page that
 * runs this module (the testimonials list's script: a long task in Lighthouse mobile), for formats most
 * pages never use.
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
const longDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }),
);

/** A count as French copy writes it. @example formatCount(5000) → "5 000" (narrow no-break space) */
export function formatCount(value: number): string {
  return count().format(value);
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

/** A calendar date in words. @example formatDate(new Date('2025-03-14')) → "14 mars 2025" */
export function formatDate(date: Date): string {
  return longDate().format(date);
}

/** A date written AAAA-MM-JJ (config files), in words, French ordinal for the first. @example formatIsoDate('2026-01-01') → "1er janvier 2026" */
export function formatIsoDate(iso: string): string {
  return longDate()
    .format(new Date(`${iso}T12:00:00Z`))
    .replace(/^1 /, '1er ');
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
