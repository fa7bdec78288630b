// The catalogue's sessions as the team space names them, from the content at build time.
import { describe, expect, it } from 'vitest';
import { catalogueOf } from '~/features/catalogue/catalogue';
import { placeOf, sessionsOf } from '~/features/team-space/session-labels';

describe('session labels', () => {
  it('names the place short: a Paris district, or the venue before its details', () => {
    expect(placeOf('Horizon Compétences, 48 rue de l’Avenir, 75020 Paris')).toBe('Paris 20e');
    expect(placeOf('1 place du Louvre, 75001 Paris')).toBe('Paris 1er');
    expect(placeOf('Centre de Paris 20e et entreprise d’accueil')).toBe('Paris 20e');
    expect(placeOf('À distance (classes virtuelles)')).toBe('À distance');
  });

  it('keys each session by sessionKey() with its training and « Du … au … · format · place »', () => {
    const sessions = sessionsOf(
      catalogueOf([
        {
          id: 'tp-conseiller-vente',
          data: {
            code: 'CV',
            title: 'Titre professionnel Conseiller de vente',
            sessions: [
              {
                start: new Date('2027-01-18'),
                end: new Date('2027-10-15'),
                format: 'Présentiel',
                venue: 'Horizon Compétences, 48 rue de l’Avenir, 75020 Paris',
                registrationDeadline: new Date('2027-01-04'),
              },
              {
                start: new Date('2027-03-01'),
                end: new Date('2027-12-17'),
                format: 'Distanciel',
                venue: 'À distance (classes virtuelles)',
                registrationDeadline: new Date('2027-02-15'),
              },
            ],
          },
        },
      ]),
    );
    expect(sessions).toEqual({
      'cv-2027-01-18-presentiel': {
        training: 'CV',
        label: 'Du 18 janvier 2027 au 15 octobre 2027 · Présentiel · Paris 20e',
        startsOn: '2027-01-18',
        endsOn: '2027-10-15',
      },
      'cv-2027-03-01-distanciel': {
        training: 'CV',
        label: 'Du 1er mars 2027 au 17 décembre 2027 · Distanciel · À distance',
        startsOn: '2027-03-01',
        endsOn: '2027-12-17',
      },
    });
  });
});
