// The agenda's model (src/features/agenda/agenda.ts) and the CPF deadline (src/lib/cpf-deadline.ts):
// which sessions, in which order, and what each says, for a pending and a certified Qualiopi status.
import { describe, expect, it } from 'vitest';
import type { QualiopiStatus } from '~/config/qualiopi';
import { agendaMonths, agendaSessions, seatsLine } from '~/features/agenda/agenda';
import { cpfDeadline, cpfDeadlineNote } from '~/lib/cpf-deadline';
import type { TrainingSession } from '~/schemas/training';
import { CERTIFIED_QUALIOPI } from '../../../support/qualiopi-fixture';

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const PENDING: QualiopiStatus = { status: 'pending' };
const CERTIFIED = CERTIFIED_QUALIOPI;

const session = (
  start: string,
  deadline: string,
  format: TrainingSession['format'],
  extra: Partial<TrainingSession> = {},
): TrainingSession =>
  ({
    start: day(start),
    end: day('2027-12-17'),
    format,
    venue: 'Centre de Paris 20e',
    schedule: 'Lundi et mardi',
    registrationDeadline: day(deadline),
    ...extra,
  }) as TrainingSession;

const trainings = [
  {
    id: 'tp-b',
    data: {
      code: 'CV',
      title: 'Titre B',
      sessions: [
        session('2027-09-20', '2027-09-03', 'Alternance'),
        session('2027-01-18', '2026-12-23', 'Présentiel', {
          seats: 14,
          seatsLeft: 0,
          seatsCountedOn: day('2026-11-22'),
        }),
        session('2026-11-30', '2026-11-20', 'Présentiel'),
      ],
    },
  },
  {
    id: 'tp-a',
    data: {
      code: 'EC',
      title: 'Titre A',
      sessions: [
        session('2027-01-18', '2026-12-18', 'Distanciel', {
          seats: 12,
          seatsLeft: 5,
          seatsCountedOn: day('2026-11-22'),
        }),
      ],
    },
  },
];

describe('agendaSessions', () => {
  const today = day('2026-11-28');
  const sessions = agendaSessions(trainings, today, PENDING);

  it('liste les sessions ouvertes de toutes les formations, par date puis par titre, complètes comprises', () => {
    expect(sessions.map((row) => row.key)).toEqual([
      'ec-2027-01-18-distanciel',
      'cv-2027-01-18-presentiel',
      'cv-2027-09-20-alternance',
    ]);
    expect(sessions.map((row) => row.trainingPath)).toEqual([
      '/formation/tp-a/',
      '/formation/tp-b/',
      '/formation/tp-b/',
    ]);
  });

  it('dit « Complet — liste d’attente » d’une session complète et date les places', () => {
    expect(sessions.map((row) => [row.seats, row.full])).toEqual([
      ['5\u00a0places au 22 novembre 2026', false],
      ['Complet\u00a0— liste d’attente', true],
      [undefined, false],
    ]);
  });

  it('ne donne aucune date CPF tant que Qualiopi n’est pas délivré', () => {
    expect(sessions.every((row) => row.cpf === undefined)).toBe(true);
    expect(cpfDeadlineNote(PENDING)).toBeUndefined();
  });

  it('donne la date CPF de chaque session une fois certifié, et dit quand elle est passée', () => {
    const certified = agendaSessions(trainings, today, CERTIFIED);
    expect(certified.map((row) => row.cpf?.text)).toEqual([
      'Commande CPF au plus tard le 31 décembre 2026',
      'Commande CPF au plus tard le 31 décembre 2026',
      'Commande CPF au plus tard le 3 septembre 2027',
    ]);
    const late = cpfDeadline(day('2027-01-18'), day('2027-01-01'), CERTIFIED);
    expect(late).toMatchObject({ passed: true });
    expect(late?.text).toBe(
      'Commande CPF close depuis le 31 décembre 2026\u00a0: cette session ne peut plus être financée par le CPF',
    );
    expect(cpfDeadline(day('2027-01-18'), day('2026-12-31'), CERTIFIED)?.passed).toBe(false);
    expect(cpfDeadlineNote(CERTIFIED)).toContain('Alsace-Moselle');
  });

  it('regroupe par mois de rentrée, dans l’ordre', () => {
    expect(
      agendaMonths(sessions).map((month) => [month.month, month.label, month.sessions.length]),
    ).toEqual([
      ['2027-01', 'Janvier 2027', 2],
      ['2027-09', 'Septembre 2027', 1],
    ]);
  });
});

describe('seatsLine', () => {
  it('accorde « place » et se tait quand rien n’est compté', () => {
    expect(seatsLine({ seats: 10, seatsLeft: 1, seatsCountedOn: day('2026-11-02') })).toBe(
      '1\u00a0place au 2 novembre 2026',
    );
    expect(seatsLine({ seats: 16 })).toBe('16\u00a0places ouvertes');
    expect(seatsLine({})).toBeUndefined();
  });
});
