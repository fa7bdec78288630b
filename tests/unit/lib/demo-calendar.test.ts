// Demonstration dates move by whole weeks: same weekdays and gaps, never in the past.
import { describe, expect, it } from 'vitest';
import { addWeeks, weeksSince, withStartsAhead } from '~/lib/demo-calendar';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const COURSES = [
  { id: 'web', startDate: day('2026-12-07') },
  { id: 'marketing', startDate: day('2026-12-01') },
  { id: 'data', startDate: day('2026-12-14') },
];
const startsOn = (today: string) =>
  withStartsAhead(COURSES, new Date(`${today}T15:00:00Z`)).map((course) => iso(course.startDate));

describe('weeksSince and addWeeks', () => {
  it('count the whole weeks from a day, rounded down, either way', () => {
    expect(weeksSince(day('2026-11-24'), new Date('2026-11-30T23:00:00Z'))).toBe(0);
    expect(weeksSince(day('2026-11-24'), day('2026-12-01'))).toBe(1);
    expect(weeksSince(day('2026-11-24'), day('2026-11-23'))).toBe(-1);
    expect(iso(addWeeks(day('2026-12-07'), 18))).toBe('2027-04-12');
  });
});

describe('withStartsAhead', () => {
  it('leaves dates alone while none is past', () => {
    expect(startsOn('2026-11-25')).toEqual(['2026-12-07', '2026-12-01', '2026-12-14']);
    expect(startsOn('2026-12-01')).toEqual(['2026-12-07', '2026-12-01', '2026-12-14']);
  });

  it('once the soonest is past, moves them all by the fewest whole weeks, keeping weekdays and gaps', () => {
    expect(startsOn('2026-12-02')).toEqual(['2026-12-14', '2026-12-08', '2026-12-21']);
    expect(startsOn('2027-05-20')).toEqual(['2027-05-31', '2027-05-25', '2027-06-07']);
  });

  it('keeps the other fields and an empty list empty', () => {
    expect(withStartsAhead(COURSES, day('2027-01-01')).map(({ id }) => id)).toEqual([
      'web',
      'marketing',
      'data',
    ]);
    expect(withStartsAhead([], day('2027-01-01'))).toEqual([]);
  });
});
