// Lessons happen in Paris: the team types a day and Paris clock times, the database stores instants
// (timestamptz). Converting both ways around the changes of hour (last Sunday of March and of October)
// is done here, without a date library. Pure.
import { withOrdinalFirst } from '~/lib/format';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The Paris wall clock of an instant: { date: 'AAAA-MM-JJ', time: 'HH:MM' }. */
export function toParisParts(iso: string): { date: string; time: string } {
  const values = Object.fromEntries(
    parts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return {
    date: `${values.year}-${values.month}-${values.day}`,
    time: `${values.hour}:${values.minute}`,
  };
}

/** How far Paris is ahead of UTC at an instant, in milliseconds (1 h in winter, 2 h in summer). */
function parisOffset(epoch: number): number {
  const { date, time } = toParisParts(new Date(epoch).toISOString());
  const wall = Date.parse(`${date}T${time}:00Z`);
  return wall - (epoch - (epoch % 60_000));
}

/**
 * The instant of a Paris day and clock time, as an ISO string for timestamptz; null when that time does
 * not exist in Paris (2 h – 3 h on the last Sunday of March) or the values are not a date and a time.
 * Between 2 h and 3 h on the last Sunday of October, which happens twice, the first one (summer time).
 */
export function parisToIso(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) return null;
  // Summer time first: the earlier of two candidates is the first occurrence of an ambiguous time.
  for (const offset of [2 * 3_600_000, 3_600_000]) {
    const epoch = wall - offset;
    const iso = new Date(epoch).toISOString();
    // Read back: a day that does not exist (30 February) comes back as another.
    const back = toParisParts(iso);
    if (parisOffset(epoch) === offset && back.date === date && back.time === time) return iso;
  }
  return null;
}

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** « 9 h », « 12 h 30 » (Paris time). */
export function formatClock(iso: string): string {
  const [hours, minutes] = toParisParts(iso).time.split(':');
  return `${Number(hours)}\u00a0h${minutes === '00' ? '' : `\u00a0${minutes}`}`;
}

/** « lundi 7 décembre 2026 » (Paris day). */
export function formatParisDay(iso: string): string {
  return withOrdinalFirst(dayFormat.format(new Date(iso)));
}

/**
 * A lesson's day and hours in Paris. @example « lundi 7 décembre 2026, 9 h – 12 h 30 »; a lesson that
 * ends another day names both days.
 */
export function formatLessonSpan(startsAt: string, endsAt: string): string {
  const sameDay = toParisParts(startsAt).date === toParisParts(endsAt).date;
  return `${formatParisDay(startsAt)}, ${formatClock(startsAt)} – ${
    sameDay ? '' : `${formatParisDay(endsAt)}, `
  }${formatClock(endsAt)}`;
}
