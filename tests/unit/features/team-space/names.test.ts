import { describe, expect, test } from 'vitest';
import { namesOf } from '~/features/team-space/sections/names';
import { TEAM_FACTS } from '../../../support/team-facts';

describe('namesOf(facts).enrolment', () => {
  const names = namesOf(TEAM_FACTS);

  test('an enrolment in a session is named by its training’s full title', () => {
    expect(names.enrolment({ trainingCode: 'CV', typedTrainingTitle: null })).toBe(
      'Titre professionnel Conseiller de vente',
    );
  });

  test('one typed before the catalogue shows what staff typed, and what to do about it', () => {
    expect(
      names.enrolment({ trainingCode: null, typedTrainingTitle: 'TP vente <b>soir</b>' }),
    ).toBe(
      '«\u00a0TP vente <b>soir</b>\u00a0» (saisie avant le catalogue\u00a0: inscrivez la personne à une session)',
    );
  });
});
