// French formats of the team space: dates with « 9 h 05 », due dates, plurals. Pure.
import { formatDate } from '~/lib/format';

const clock = new Intl.DateTimeFormat('fr-FR', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** « 27 novembre 2026 à 9 h 05 » (Paris time). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  const [hours, minutes] = clock.format(date).split(':');
  return `${formatDate(date)} à ${Number(hours)}\u00a0h\u00a0${minutes}`;
}

/** « 27 novembre 2026 » (Paris day) of an instant. */
export function formatDay(iso: string): string {
  return formatDate(new Date(iso));
}

/**
 * A calendar date AAAA-MM-JJ in words, read at noon UTC so every time zone names the same day.
 * Not lib/format's formatIsoDate: importing it would add it to the chunk the learner pages share.
 */
export function formatCalendarDate(isoDate: string): string {
  return formatDate(new Date(`${isoDate}T12:00:00Z`));
}

/** « 1 demande », « 3 demandes ». French puts 0 and 1 in the singular. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count}\u00a0${count > 1 ? plural : singular}`;
}

/** The instant a number of days after another. */
export function addDays(iso: string, days: number): Date {
  return new Date(new Date(iso).getTime() + days * 86_400_000);
}
