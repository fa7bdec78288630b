// Lessons in the site's French format, Paris time: « lundi 7 décembre, 9 h – 12 h 30 ».
import { describe, expect, it } from 'vitest';
import { formatClock, formatTimeSpan } from '~/lib/format-time';

const at = (iso: string) => new Date(iso);

describe('formatClock', () => {
  it('écrit l’heure « 9 h », sans zéro devant ni minutes nulles, espace insécable', () => {
    expect(formatClock(at('2026-12-07T08:00:00Z'))).toBe('9\u00a0h');
  });
  it('écrit les minutes après « h » : « 12 h 30 », « 14 h 05 »', () => {
    expect(formatClock(at('2026-12-07T11:30:00Z'))).toBe('12\u00a0h\u00a030');
    expect(formatClock(at('2026-12-07T13:05:00Z'))).toBe('14\u00a0h\u00a005');
  });
  it('minuit est « 0 h », pas « 24 h »', () => {
    expect(formatClock(at('2026-12-07T23:00:00Z'))).toBe('0\u00a0h');
  });
  it('suit l’heure de Paris en été comme en hiver', () => {
    expect(formatClock(at('2027-06-07T07:00:00Z'))).toBe('9\u00a0h');
    expect(formatClock(at('2027-01-11T08:00:00Z'))).toBe('9\u00a0h');
  });
});

describe('formatTimeSpan', () => {
  it('écrit le jour, le début et la fin d’une séance : « lundi 7 décembre, 9 h – 12 h 30 »', () => {
    expect(formatTimeSpan(at('2026-12-07T08:00:00Z'), at('2026-12-07T11:30:00Z'))).toBe(
      'lundi 7 décembre, 9\u00a0h\u00a0–\u2060\u00a012\u00a0h\u00a030',
    );
  });
  it('écrit le premier du mois « 1er »', () => {
    expect(formatTimeSpan(at('2027-03-01T08:00:00Z'), at('2027-03-01T11:30:00Z'))).toBe(
      'lundi 1er mars, 9\u00a0h\u00a0–\u2060\u00a012\u00a0h\u00a030',
    );
  });
  it('le jour est celui de Paris : 23 h 30 UTC un dimanche d’hiver est lundi à Paris', () => {
    expect(formatTimeSpan(at('2026-12-06T23:30:00Z'), at('2026-12-07T01:00:00Z'))).toBe(
      'lundi 7 décembre, 0\u00a0h\u00a030\u00a0–\u2060\u00a02\u00a0h',
    );
  });
  it('une séance qui passe minuit donne aussi le jour de sa fin', () => {
    expect(formatTimeSpan(at('2026-12-11T21:00:00Z'), at('2026-12-12T01:00:00Z'))).toBe(
      'vendredi 11 décembre, 22\u00a0h\u00a0–\u2060\u00a0samedi 12 décembre, 2\u00a0h',
    );
  });
  it('à travers le passage à l’heure d’été (28 mars 2027) : 22 h – 6 h, heure de Paris de chaque côté', () => {
    // 22 h CET = 21 h UTC ; 6 h CEST = 4 h UTC : sept heures, pas huit.
    expect(formatTimeSpan(at('2027-03-27T21:00:00Z'), at('2027-03-28T04:00:00Z'))).toBe(
      'samedi 27 mars, 22\u00a0h\u00a0–\u2060\u00a0dimanche 28 mars, 6\u00a0h',
    );
  });
  it('à travers le retour à l’heure d’hiver (31 octobre 2027) : 1 h – 4 h, heure de Paris de chaque côté', () => {
    // 1 h CEST = 23 h UTC la veille ; 4 h CET = 3 h UTC : quatre heures, pas trois.
    expect(formatTimeSpan(at('2027-10-30T23:00:00Z'), at('2027-10-31T03:00:00Z'))).toBe(
      'dimanche 31 octobre, 1\u00a0h\u00a0–\u2060\u00a04\u00a0h',
    );
  });
});
