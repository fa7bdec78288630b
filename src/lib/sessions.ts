// Dated sessions of a training (Qualiopi indicator 1: access dates and lead time). Pure; safe for the
// browser. "Today" is always a parameter so that pages, checks and tests agree on what is open.
import { capitalise, withOrdinalFirst } from './format.ts';

export interface DatedSession {
  start: Date;
  end: Date;
  format: string;
  registrationDeadline: Date;
  seatsLeft?: number | undefined;
}

/** Text shown when no session is open (docs/product.md §3 shows a start date; without one, no invented date). */
export const NO_OPEN_SESSION = 'Prochaines dates : nous consulter';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const monthYear = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayMonthYear = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Open = registration still possible on `today` (deadline day included). A full session stays open:
 * it takes registrations on its waiting list (docs/product.md, Calendrier des sessions).
 */
export function isOpen(session: DatedSession, today: Date): boolean {
  return dayOf(session.registrationDeadline) >= dayOf(today);
}

/** Full = its dated seat count is 0: registrations go to the waiting list. */
export function isFull(session: Pick<DatedSession, 'seatsLeft'>): boolean {
  return session.seatsLeft === 0;
}

/** Said of a full session wherever it is listed. */
export const FULL_SESSION = 'Complet\u00a0— liste d’attente';

/** The open sessions, soonest first. */
export function openSessions<T extends DatedSession>(sessions: readonly T[], today: Date): T[] {
  return sessions
    .filter((session) => isOpen(session, today))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The next open session, or undefined when none is open. */
export function nextOpenSession<T extends DatedSession>(
  sessions: readonly T[],
  today: Date,
): T | undefined {
  return openSessions(sessions, today)[0];
}

/**
 * The formats a training offers that no open session runs, in the training's order: the page says so
 * rather than let a visitor look for a distance session that is not scheduled.
 */
export function formatsWithoutOpenSession(
  formats: readonly string[],
  sessions: readonly DatedSession[],
  today: Date,
): string[] {
  const scheduled = new Set(openSessions(sessions, today).map((session) => session.format));
  return formats.filter((format) => !scheduled.has(format));
}

/** A session's month inside a sentence. @example monthLabel(new Date('2027-10-04')) → "octobre 2027" */
export function monthLabel(start: Date): string {
  return monthYear.format(start);
}

/** The start-date display (docs/product.md §3). @example startLabel(new Date('2027-09-13')) → "Septembre 2027" */
export function startLabel(start: Date): string {
  return capitalise(monthLabel(start));
}

/** A session-day date (content dates are UTC midnights). @example "13 septembre 2027", "1er mars 2027" */
export function formatSessionDate(date: Date): string {
  return withOrdinalFirst(dayMonthYear.format(date));
}

/** @example "Du 13 septembre 2027 au 9 juin 2028" */
export function sessionPeriod(session: Pick<DatedSession, 'start' | 'end'>): string {
  return `Du ${formatSessionDate(session.start)} au ${formatSessionDate(session.end)}`;
}

/** The file name of a session's calendar file. @example "2027-09-13-alternance" */
export function sessionSlug(session: Pick<DatedSession, 'start' | 'format'>): string {
  const format = session.format
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return `${dayOf(session.start)}-${format}`;
}
