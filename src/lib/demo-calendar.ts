// Demonstration data (the learner dashboard's scenario, the second catalogue's sample courses) is
// written with fixed dates; shown as written, it would look abandoned a few weeks later. These move such
// dates by whole weeks to the week a page is built: the weekdays and the gaps the editor wrote stay.

const WEEK_MS = 7 * 86_400_000;

/** `day` moved by whole weeks (back when negative). */
export function addWeeks(day: Date, weeks: number): Date {
  return new Date(day.getTime() + weeks * WEEK_MS);
}

/** Whole weeks from `asOf` to `today`, rounded down (negative before it): the week `today` falls in. */
export function weeksSince(asOf: Date, today: Date): number {
  return Math.floor((today.getTime() - asOf.getTime()) / WEEK_MS);
}

/**
 * Sample items moved together by the fewest whole weeks that put the soonest `startDate` on `today` or
 * after it; unchanged when none is past. Start dates are calendar days (midnight UTC).
 */
export function withStartsAhead<T extends { startDate: Date }>(
  items: readonly T[],
  today: Date,
): T[] {
  if (items.length === 0) return [];
  const soonest = Math.min(...items.map((item) => item.startDate.getTime()));
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const weeks = Math.max(0, Math.ceil((day - soonest) / WEEK_MS));
  return items.map((item) => ({ ...item, startDate: addWeeks(item.startDate, weeks) }));
}
