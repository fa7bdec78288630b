// Next-session selection and its wording, at fixed dates (never today's).
import { describe, expect, it } from 'vitest';
import {
  NO_OPEN_SESSION,
  formatsWithoutOpenSession,
  isFull,
  isOpen,
  nextOpenSession,
  sessionPeriod,
  sessionSlug,
  startLabel,
} from '~/lib/sessions';
import { nextSessionSummary } from '~/lib/training-sheet';

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const session = (
  start: string,
  end: string,
  deadline: string,
  format = 'Présentiel',
  seatsLeft?: number,
) => ({
  start: day(start),
  end: day(end),
  registrationDeadline: day(deadline),
  format,
  ...(seatsLeft === undefined ? {} : { seatsLeft }),
});

const january = session('2027-01-11', '2027-10-08', '2026-12-18');
const september = session('2027-09-13', '2028-06-09', '2027-08-27', 'Alternance');
const march = session('2027-03-01', '2027-11-26', '2027-02-12', 'Distanciel');

describe('nextOpenSession', () => {
  it('prend la session ouverte qui commence le plus tôt, quel que soit l’ordre du fichier', () => {
    expect(nextOpenSession([september, march, january], day('2026-11-22'))).toBe(january);
  });
  it('garde une session ouverte jusqu’au soir de sa date limite d’inscription, puis passe à la suivante', () => {
    expect(nextOpenSession([january, march], day('2026-12-18'))).toBe(january);
    expect(nextOpenSession([january, march], day('2026-12-19'))).toBe(march);
  });
  it('garde une session complète ouverte (liste d’attente)', () => {
    const full = session('2027-01-04', '2027-09-30', '2026-12-11', 'Présentiel', 0);
    expect(isOpen(full, day('2026-11-22'))).toBe(true);
    expect(isFull(full)).toBe(true);
    expect(isFull(march)).toBe(false);
    expect(nextOpenSession([march, full], day('2026-11-22'))).toBe(full);
  });
  it('ne renvoie rien quand toutes les inscriptions sont closes', () => {
    expect(nextOpenSession([january, march, september], day('2027-08-28'))).toBeUndefined();
    expect(nextOpenSession([], day('2026-11-22'))).toBeUndefined();
  });
});

describe('formatsWithoutOpenSession', () => {
  const formats = ['Présentiel', 'Distanciel', 'Alternance'];
  it('nomme les modalités proposées sans session ouverte, dans l’ordre de la fiche', () => {
    expect(formatsWithoutOpenSession(formats, [january, september], day('2026-11-22'))).toEqual([
      'Distanciel',
    ]);
  });
  it('compte une modalité dont la seule session est close comme non programmée, pas une complète', () => {
    const fullMarch = { ...march, seatsLeft: 0 };
    expect(formatsWithoutOpenSession(formats, [january, fullMarch], day('2026-11-22'))).toEqual([
      'Alternance',
    ]);
    expect(formatsWithoutOpenSession(formats, [january, march], day('2026-12-19'))).toEqual([
      'Présentiel',
      'Alternance',
    ]);
  });
  it('ne nomme rien quand chaque modalité a sa session', () => {
    expect(
      formatsWithoutOpenSession(formats, [january, march, september], day('2026-11-22')),
    ).toEqual([]);
  });
});

describe('affichage des sessions', () => {
  it('écrit le mois de rentrée comme « Septembre 2025 » (docs/product.md §3)', () => {
    expect(startLabel(september.start)).toBe('Septembre 2027');
    expect(startLabel(day('2027-01-01'))).toBe('Janvier 2027');
  });
  it('donne les dates de début et de fin, le premier du mois écrit « 1er »', () => {
    expect(sessionPeriod(september)).toBe('Du 13 septembre 2027 au 9 juin 2028');
    expect(sessionPeriod({ start: day('2027-03-01'), end: day('2027-11-01') })).toBe(
      'Du 1er mars 2027 au 1er novembre 2027',
    );
  });
  it('dit « nous consulter » sans session ouverte', () => {
    expect(nextSessionSummary([january], day('2027-01-02'))).toEqual({ label: NO_OPEN_SESSION });
    expect(NO_OPEN_SESSION).toBe('Prochaines dates : nous consulter');
    expect(nextSessionSummary([january], day('2026-11-22'))).toEqual({
      label: 'Janvier 2027',
      period: 'Du 11 janvier 2027 au 8 octobre 2027',
      format: 'Présentiel',
    });
  });
  it('nomme le fichier agenda par date et modalité, sans accent', () =>
    expect(sessionSlug(march)).toBe('2027-03-01-distanciel'));
});
