import { describe, expect, it } from 'vitest';
import {
  capitalise,
  formatCount,
  formatDate,
  formatEuros,
  formatEurosExact,
  formatHours,
  formatIsoDate,
  formatPercent,
  ofWord,
  toIsoDate,
  toParisIsoDate,
  withOrdinalFirst,
} from '~/lib/format';

describe('formats fr-FR', () => {
  it('écrit un pourcentage avec une espace insécable', () =>
    expect(formatPercent(85)).toMatch(/^85[\u00a0\u202f]%$/));
  it('écrit un nombre avec une espace fine insécable entre les milliers', () => {
    expect(formatCount(1005)).toBe('1\u202f005');
    expect(formatCount(12)).toBe('12');
  });
  it('écrit un nombre d’heures avec une espace insécable avant « h »', () => {
    expect(formatHours(735)).toBe('735\u00a0h');
    expect(formatHours(1200)).toBe('1\u202f200\u00a0h');
  });
  it('écrit le premier du mois « 1er »', () => {
    expect(formatDate(new Date('2027-03-01T12:00:00Z'))).toBe('1er mars 2027');
    expect(withOrdinalFirst('lundi 1 mars à 09:00')).toBe('lundi 1er mars à 09:00');
    expect(withOrdinalFirst('11 mars 2027')).toBe('11 mars 2027');
    expect(withOrdinalFirst('21 mars 2027')).toBe('21 mars 2027');
  });
  it('met la première lettre d’un libellé en capitale', () =>
    expect(capitalise('du lundi au vendredi')).toBe('Du lundi au vendredi'));
  it('élide « de » devant une voyelle : « session d’octobre », « session de mars »', () => {
    expect(ofWord('octobre 2027')).toBe('d’octobre 2027');
    expect(ofWord('août 2027')).toBe('d’août 2027');
    expect(ofWord('avril 2027')).toBe('d’avril 2027');
    expect(ofWord('mars 2027')).toBe('de mars 2027');
  });
  it('écrit un prix en euros avec séparateur de milliers', () => {
    expect(formatEuros(8000)).toBe('8\u202f000\u00a0€');
    expect(formatEuros(4500)).toBe('4\u202f500\u00a0€');
  });
  it('écrit une date en toutes lettres', () =>
    expect(formatDate(new Date('2025-03-14'))).toBe('14 mars 2025'));
  it('donne la date machine pour <time>', () =>
    expect(toIsoDate(new Date('2025-03-14'))).toBe('2025-03-14'));
  it('donne le jour à Paris d’un instant, comme formatDate', () => {
    const lateEvening = new Date('2026-11-21T23:30:00Z');
    expect(toParisIsoDate(lateEvening)).toBe('2026-11-22');
    expect(formatDate(lateEvening)).toBe('22 novembre 2026');
  });
});

describe('formatEurosExact et formatIsoDate', () => {
  it('affiche les centimes seulement quand il y en a', () => {
    expect(formatEurosExact(103.2)).toBe('103,20\u00a0€');
    expect(formatEurosExact(100)).toBe('100\u00a0€');
  });

  it('écrit une date AAAA-MM-JJ en toutes lettres, « 1er » pour le premier du mois', () => {
    expect(formatIsoDate('2026-01-01')).toBe('1er janvier 2026');
    expect(formatIsoDate('2026-03-08')).toBe('8 mars 2026');
  });
});
