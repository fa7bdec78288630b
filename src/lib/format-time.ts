// fr-FR clock times and time spans in Paris time, as the site writes them (« 9 h », « 12 h 30 »). Pure;
// safe for the browser. Apart from ./format.ts, whose chunk every form page loads before any
// interaction: only the learner dashboard needs these (docs/performance.md, Lab notes, 2026-11-27 —
// The learner's documents, lessons and identity card).
import { parisDateFormat, withOrdinalFirst } from './format';

const weekdayDate = parisDateFormat({ weekday: 'long', day: 'numeric', month: 'long' });
const clock = parisDateFormat({ hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });

/** A Paris clock time, no-break spaces around « h ». @example "9 h", "12 h 30", "0 h 05" */
export function formatClock(date: Date): string {
  const parts = clock().formatToParts(date);
  const [hour, minute] = ['hour', 'minute'].map((type) =>
    Number(parts.find((part) => part.type === type)?.value),
  );
  return `${hour}\u00a0h${minute ? `\u00a0${String(minute).padStart(2, '0')}` : ''}`;
}

/**
 * A lesson's day, start and end in Paris time; the end's day too when it falls on another day. No-break
 * spaces and a word joiner after the dash keep « 9 h – 12 h 30 » on one line (a line may otherwise
 * break after a dash, even before a no-break space: Unicode line breaking, LB12a).
 * @example "lundi 7 décembre, 9 h – 12 h 30"; "samedi 27 mars, 22 h – dimanche 28 mars, 6 h"
 */
export function formatTimeSpan(start: Date, end: Date): string {
  const day = (date: Date) => withOrdinalFirst(weekdayDate().format(date));
  const endDay = day(end);
  const startDay = day(start);
  return `${startDay}, ${formatClock(start)}\u00a0–\u2060\u00a0${endDay === startDay ? '' : `${endDay}, `}${formatClock(end)}`;
}
