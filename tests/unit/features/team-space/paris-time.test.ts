// Lessons are typed in Paris time and stored as instants: both ways, around the changes of hour.
import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatLessonSpan,
  parisToIso,
  toParisParts,
} from '~/features/team-space/paris-time';
import { formatClock as learnerClock } from '~/lib/format-time';

describe('Paris time → instant', () => {
  it('is UTC+1 in winter and UTC+2 in summer', () => {
    expect(parisToIso('2026-12-07', '09:00')).toBe('2026-12-07T08:00:00.000Z');
    expect(parisToIso('2027-07-05', '09:00')).toBe('2027-07-05T07:00:00.000Z');
  });

  it('changes offset on the last Sunday of March, at 2 h', () => {
    expect(parisToIso('2027-03-28', '01:59')).toBe('2027-03-28T00:59:00.000Z');
    expect(parisToIso('2027-03-28', '03:00')).toBe('2027-03-28T01:00:00.000Z');
    // 2 h 30 does not exist that night.
    expect(parisToIso('2027-03-28', '02:30')).toBeNull();
    // The day before and after keep their own offset all day.
    expect(parisToIso('2027-03-27', '23:00')).toBe('2027-03-27T22:00:00.000Z');
    expect(parisToIso('2027-03-29', '09:00')).toBe('2027-03-29T07:00:00.000Z');
  });

  it('changes back on the last Sunday of October; 2 h 30 happening twice is the first one', () => {
    expect(parisToIso('2027-10-31', '01:30')).toBe('2027-10-30T23:30:00.000Z');
    expect(parisToIso('2027-10-31', '02:30')).toBe('2027-10-31T00:30:00.000Z');
    expect(parisToIso('2027-10-31', '03:00')).toBe('2027-10-31T02:00:00.000Z');
    expect(parisToIso('2026-10-25', '09:00')).toBe('2026-10-25T08:00:00.000Z');
  });

  it('refuses what is not a date and a time', () => {
    expect(parisToIso('', '09:00')).toBeNull();
    expect(parisToIso('2027-02-30', '09:00')).toBeNull();
    expect(parisToIso('2027-01-01', '24:30')).toBeNull();
    expect(parisToIso('2027-01-01', '9h')).toBeNull();
  });

  it('reads an instant back as the Paris day and clock the form shows', () => {
    expect(toParisParts('2027-03-28T01:00:00.000Z')).toEqual({ date: '2027-03-28', time: '03:00' });
    expect(toParisParts('2026-12-31T23:30:00Z')).toEqual({ date: '2027-01-01', time: '00:30' });
    for (const [date, time] of [
      ['2027-03-28', '03:15'],
      ['2027-10-31', '01:45'],
      ['2027-06-15', '18:00'],
    ] as const)
      expect(toParisParts(parisToIso(date, time)!)).toEqual({ date, time });
  });
});

describe('French labels', () => {
  it('writes a lesson as « lundi 7 décembre 2026, 9 h – 12 h 30 »', () => {
    expect(formatLessonSpan('2026-12-07T08:00:00Z', '2026-12-07T11:30:00Z')).toBe(
      'lundi 7 décembre 2026, 9\u00a0h – 12\u00a0h\u00a030',
    );
    expect(formatLessonSpan('2027-03-01T08:05:00Z', '2027-03-02T16:00:00Z')).toBe(
      'lundi 1er mars 2027, 9\u00a0h\u00a005 – mardi 2 mars 2027, 17\u00a0h',
    );
  });

  it('writes the hour in Paris time, summer or winter', () => {
    expect(formatClock('2027-07-05T07:00:00Z')).toBe('9\u00a0h');
    expect(formatClock('2027-01-05T12:45:00Z')).toBe('13\u00a0h\u00a045');
  });
});

// The team space keeps its own copy of the clock format: importing src/lib/format-time would make it a
// chunk shared with the learner dashboard, which has no bytes to spare (docs/performance.md).
describe('the clock the team reads is the one the learner reads', () => {
  it('gives the same « 9 h », « 12 h 30 » every quarter hour of a day in winter and in summer', () => {
    for (const day of ['2026-12-07', '2027-07-05']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const iso = parisToIso(day, time)!;
        expect(formatClock(iso), `${day} ${time}`).toBe(learnerClock(new Date(iso)));
      }
    }
  });
});
