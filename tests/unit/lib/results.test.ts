// Result figures: computed from counts (never typed), with their meaning, period and counts.
import { describe, expect, it } from 'vitest';
import {
  computeFigure,
  formatCounts,
  formatHeadlineCaption,
  formatResult,
  type CohortCounts,
} from '~/lib/results';
import { formatPercent } from '~/lib/format';

const period = {
  periodLabel: '2025',
  periodStart: new Date('2025-01-01'),
  periodEnd: new Date('2025-12-31'),
  publishedAt: new Date('2026-07-15'),
  source: 'Jurys DREETS',
};
const cohort = (training: string, counts: Partial<CohortCounts>): CohortCounts => ({
  training,
  ...period,
  entrants: 0,
  dropouts: 0,
  examCandidates: 0,
  passed: 0,
  satisfactionRespondents: 0,
  satisfied: 0,
  employmentRespondents: 0,
  employed: 0,
  ...counts,
});
// The site's own 2025 counts (content/data/results.yaml) give the figures the previous site showed (docs/product.md §1).
const cohorts = [
  cohort('ec', {
    entrants: 14,
    dropouts: 1,
    examCandidates: 13,
    passed: 13,
    satisfactionRespondents: 13,
    satisfied: 13,
    employmentRespondents: 12,
    employed: 11,
  }),
  cohort('cv', {
    entrants: 14,
    dropouts: 2,
    examCandidates: 12,
    passed: 11,
    satisfactionRespondents: 12,
    satisfied: 12,
    employmentRespondents: 12,
    employed: 10,
  }),
  cohort('am', {
    entrants: 12,
    dropouts: 1,
    examCandidates: 11,
    passed: 10,
    satisfactionRespondents: 11,
    satisfied: 10,
    employmentRespondents: 10,
    employed: 9,
  }),
  cohort('mum', {
    entrants: 8,
    dropouts: 1,
    examCandidates: 7,
    passed: 7,
    satisfactionRespondents: 7,
    satisfied: 7,
    employmentRespondents: 7,
    employed: 6,
  }),
];

describe('computeFigure', () => {
  it.each([
    ['passRateEntrants', 85, 41, 48],
    ['passRateCandidates', 95, 41, 43],
    ['employmentEntrants', 75, 36, 48],
    ['employmentRespondents', 88, 36, 41],
    ['satisfaction', 98, 42, 43],
    ['dropoutRate', 10, 5, 48],
  ] as const)(
    '%s tous titres = %i % (%i/%i) : les effectifs s’additionnent, les taux ne se moyennent pas',
    (indicator, value, numerator, denominator) => {
      expect(computeFigure(cohorts, indicator, 'all')).toMatchObject({
        value,
        numerator,
        denominator,
        scope: 'all',
        scopeLabel: 'tous titres',
        periodLabel: '2025',
      });
    },
  );
  it('calcule le taux d’une seule formation, avec ses répondants', () => {
    expect(
      computeFigure(cohorts, 'satisfaction', { id: 'am', label: 'Assistant manager' }),
    ).toMatchObject({
      value: 91,
      numerator: 10,
      denominator: 11,
      respondents: 11,
      scopeLabel: 'Assistant manager',
    });
  });
  it('ne garde que la dernière promotion publiée', () => {
    const older = cohort('ec', {
      periodLabel: '2024',
      periodEnd: new Date('2024-12-31'),
      entrants: 10,
      passed: 1,
    });
    expect(computeFigure([older, ...cohorts], 'passRateEntrants', 'all')).toMatchObject({
      numerator: 41,
      denominator: 48,
    });
  });
  it('ne publie rien sans effectif (formation sans promotion terminée)', () => {
    expect(
      computeFigure(cohorts, 'passRateEntrants', { id: 'nouvelle', label: 'Nouvelle' }),
    ).toBeUndefined();
    expect(computeFigure([cohort('ec', {})], 'passRateEntrants', 'all')).toBeUndefined();
  });
});

describe('formatResult', () => {
  it('dit ce que mesure le chiffre, sa période, son périmètre et ses effectifs', () => {
    const figure = computeFigure(cohorts, 'passRateEntrants', 'all')!;
    expect(formatResult(figure)).toBe(
      `Taux de réussite aux examens 2025, tous titres\u00a0: ${formatPercent(85)} (41 sur 48 entrants)`,
    );
    expect(formatCounts(computeFigure(cohorts, 'employmentRespondents', 'all')!)).toBe(
      '36 sur 41 · 41 répondants',
    );
    expect(formatCounts(figure)).toBe('41 sur 48');
  });
});

describe('formatHeadlineCaption', () => {
  it.each([
    [
      'passRateEntrants',
      'de réussite aux examens, promotion 2025, tous titres (41 sur 48 entrants)',
    ],
    [
      'passRateCandidates',
      'de réussite des candidats présentés, promotion 2025, tous titres (41 sur 43 présentés)',
    ],
    [
      'employmentRespondents',
      'd’insertion professionnelle à 6 mois, promotion 2025, tous titres (36 sur 41 répondants)',
    ],
  ] as const)('%s : sous le pourcentage, qui le dénominateur compte', (indicator, caption) => {
    expect(formatHeadlineCaption(computeFigure(cohorts, indicator, 'all')!)).toBe(caption);
  });
});
