// The questionnaire page's island: its written-out card look equals cardClass(), and a draft becomes
// the answer the database validates (numbers, booleans, « related » only of someone in a job).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cardClass } from '~/components/ui/card-class';
import { QuestionnaireSchema } from '~/schemas/questionnaire';
import { toParisIsoDate } from '~/lib/format';
import {
  missingQuestions,
  parisToday,
  QUESTIONNAIRE_CARD_CLASS,
  toAnswers,
} from '~/features/questionnaires/questionnaire-view';

const read = (id: string) =>
  QuestionnaireSchema.parse(
    parse(
      readFileSync(
        new URL(`../../../../content/questionnaires/${id}.yaml`, import.meta.url),
        'utf8',
      ),
    ),
  );

it('the card look is cardClass({ padding: roomy })', () => {
  expect(QUESTIONNAIRE_CARD_CLASS).toBe(cardClass({ padding: 'roomy' }));
});

it('today in Paris is the day toParisIsoDate gives, around midnight and the clock changes', () => {
  for (const instant of [
    '2026-03-28T23:30:00Z',
    '2026-03-29T00:30:00Z',
    '2026-10-24T22:30:00Z',
    '2026-12-31T22:59:59Z',
    '2026-12-31T23:00:00Z',
  ])
    expect(parisToday(new Date(instant))).toBe(toParisIsoDate(new Date(instant)));
});

describe('toAnswers', () => {
  it('ratings as numbers, yes/no as booleans, empty and blank left out', () => {
    const end = read('fin-de-formation');
    expect(
      toAnswers(end, { overall: '4', recommande: 'false', comment: '  ', contenu: '' }),
    ).toEqual({
      overall: 4,
      recommande: false,
    });
  });

  it('« related » is asked, required and sent only for a job', () => {
    const follow = read('suivi-6-mois');
    expect(
      missingQuestions(follow, { situation: 'cdi', certified: 'oui' }).map((q) => q.id),
    ).toEqual(['related']);
    expect(missingQuestions(follow, { situation: 'recherche', certified: 'oui' })).toEqual([]);
    expect(
      toAnswers(follow, { situation: 'recherche', related: 'true', certified: 'non' }),
    ).toEqual({ situation: 'recherche', certified: 'non' });
    expect(
      toAnswers(follow, { situation: 'cdd', related: 'true', certified: 'en-attente' }),
    ).toEqual({ situation: 'cdd', related: true, certified: 'en-attente' });
  });
});
