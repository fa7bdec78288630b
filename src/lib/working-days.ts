// French working days ("jours ouvrés": Monday to Friday, public holidays excepted) and the last day to
// order a training through Mon Compte Formation (src/config/funding-rules.ts, CPF_ORDER_LEAD_TIME).
// Pure; dates are UTC midnights, as the content's. The national holidays only (Code du travail
// L3133-1): Alsace-Moselle's Good Friday and 26 December are not counted, as the platform's rule is national.

const DAY_MS = 86_400_000;
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Easter Sunday of `year` (anonymous Gregorian algorithm, also called Meeus/Jones/Butcher). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

/** The eleven national public holidays of `year`, as AAAA-MM-JJ, in date order. */
export function frenchPublicHolidays(year: number): string[] {
  const easter = easterSunday(year);
  return [
    utc(year, 1, 1), // Jour de l’an
    addDays(easter, 1), // Lundi de Pâques
    utc(year, 5, 1), // Fête du Travail
    utc(year, 5, 8), // Victoire 1945
    addDays(easter, 39), // Ascension
    addDays(easter, 50), // Lundi de Pentecôte
    utc(year, 7, 14), // Fête nationale
    utc(year, 8, 15), // Assomption
    utc(year, 11, 1), // Toussaint
    utc(year, 11, 11), // Armistice
    utc(year, 12, 25), // Noël
  ]
    .map(isoDay)
    .sort();
}

const holidaysByYear = new Map<number, Set<string>>();

/** A "jour ouvré": Monday to Friday and not a national public holiday. */
export function isWorkingDay(date: Date): boolean {
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = date.getUTCFullYear();
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = new Set(frenchPublicHolidays(year));
    holidaysByYear.set(year, holidays);
  }
  return !holidays.has(isoDay(date));
}

/**
 * The `count`-th working day before `date` (`date` itself never counts): stepping back one day at a
 * time from the day before, each working day counts one. @example 2027-01-18 minus 11 → 2026-12-31
 */
export function workingDaysBefore(date: Date, count: number): Date {
  let day = new Date(`${isoDay(date)}T00:00:00Z`);
  let left = count;
  while (left > 0) {
    day = addDays(day, -1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}
