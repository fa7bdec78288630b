// French working days and the CPF order deadline (src/lib/working-days.ts), around the holidays that
// move a count: 1 and 8 May, Ascension, 14 July, and the turn of the year.
import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  frenchPublicHolidays,
  isWorkingDay,
  workingDaysBefore,
} from '~/lib/working-days';

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('easterSunday', () => {
  it('donne Pâques par l’algorithme grégorien anonyme', () => {
    expect(
      [2019, 2024, 2025, 2026, 2027, 2038, 2285].map((year) => iso(easterSunday(year))),
    ).toEqual([
      '2019-04-21',
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
      '2285-03-22',
    ]);
  });
});

describe('frenchPublicHolidays', () => {
  it('compte les onze jours fériés nationaux, Alsace-Moselle à part', () => {
    expect(frenchPublicHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-08',
      '2027-05-17',
      '2027-07-14',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-25',
    ]);
    // Good Friday and 26 December are holidays in Alsace-Moselle only.
    expect(isWorkingDay(day('2027-03-26'))).toBe(true);
    expect(isWorkingDay(day('2026-12-28'))).toBe(true);
  });

  it('exclut samedi et dimanche', () => {
    expect(isWorkingDay(day('2026-11-28'))).toBe(false);
    expect(isWorkingDay(day('2026-11-29'))).toBe(false);
    expect(isWorkingDay(day('2026-11-30'))).toBe(true);
  });
});

describe('workingDaysBefore (11 jours ouvrés du CPF)', () => {
  it('saute le 1er mai, le 8 mai et l’Ascension (2026)', () => {
    expect(iso(workingDaysBefore(day('2026-05-18'), 11))).toBe('2026-04-28');
  });

  it('saute le 14 juillet', () => {
    expect(iso(workingDaysBefore(day('2027-07-26'), 11))).toBe('2027-07-08');
    expect(iso(workingDaysBefore(day('2027-07-15'), 1))).toBe('2027-07-13');
  });

  it('franchit la fin d’année en sautant Noël et le jour de l’an', () => {
    expect(iso(workingDaysBefore(day('2027-01-18'), 11))).toBe('2026-12-31');
    expect(iso(workingDaysBefore(day('2027-01-05'), 11))).toBe('2026-12-17');
  });

  it('ne compte jamais le jour de départ, même ouvré', () => {
    expect(iso(workingDaysBefore(day('2026-12-01'), 1))).toBe('2026-11-30');
    expect(iso(workingDaysBefore(day('2026-11-30'), 1))).toBe('2026-11-27');
  });
});
