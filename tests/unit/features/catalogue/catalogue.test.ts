import { describe, expect, test } from 'vitest';
import { catalogueOf, sessionKey } from '~/features/catalogue/catalogue';

const session = (start: string, format = 'Présentiel') => ({
  start: new Date(`${start}T00:00:00Z`),
  end: new Date('2028-06-16T00:00:00Z'),
  format,
  venue: 'Paris 20e',
  registrationDeadline: new Date('2027-01-04T00:00:00Z'),
});

describe('sessionKey', () => {
  test('names a session by its training code, first day and format', () => {
    expect(sessionKey('CV', session('2027-01-18'))).toBe('cv-2027-01-18-presentiel');
    expect(sessionKey('MUM', session('2027-09-20', 'Alternance'))).toBe(
      'mum-2027-09-20-alternance',
    );
  });

  test('two sessions starting the same day in two formats get two keys', () => {
    expect(sessionKey('CV', session('2027-01-18', 'Distanciel'))).not.toBe(
      sessionKey('CV', session('2027-01-18')),
    );
  });

  test('refuses a format the content does not know', () => {
    expect(() => sessionKey('CV', session('2027-01-18', 'Hybride'))).toThrow(/Hybride/);
  });
});

describe('catalogueOf', () => {
  test('lists trainings by code and their sessions by start, dates as AAAA-MM-JJ', () => {
    const catalogue = catalogueOf([
      {
        id: 'tp-employe-commercial',
        data: { code: 'EC', title: 'Employé commercial', sessions: [] },
      },
      {
        id: 'tp-conseiller-vente',
        data: {
          code: 'CV',
          title: 'Conseiller de vente',
          sessions: [
            {
              ...session('2027-09-20', 'Alternance'),
              seatsLeft: 0,
              seatsCountedOn: new Date('2026-11-22T00:00:00Z'),
            },
            session('2027-01-18'),
          ],
        },
      },
    ]);
    expect(catalogue.trainings.map((training) => training.code)).toEqual(['CV', 'EC']);
    expect(catalogue.trainings[0]).toEqual({
      code: 'CV',
      slug: 'tp-conseiller-vente',
      title: 'Conseiller de vente',
      sessions: [
        {
          key: 'cv-2027-01-18-presentiel',
          start: '2027-01-18',
          end: '2028-06-16',
          format: 'Présentiel',
          venue: 'Paris 20e',
          registrationDeadline: '2027-01-04',
          seatsLeft: null,
          seatsCountedOn: null,
        },
        {
          key: 'cv-2027-09-20-alternance',
          start: '2027-09-20',
          end: '2028-06-16',
          format: 'Alternance',
          venue: 'Paris 20e',
          registrationDeadline: '2027-01-04',
          seatsLeft: 0,
          seatsCountedOn: '2026-11-22',
        },
      ],
    });
  });
});
