// Result figures: computed from counts (never typed), with their meaning, period and counts.
import { describe, expect, it } from 'vitest';
import {
  computeFigure,
  contentCountSets,
  formatCounts,
  formatFigureValue,
  formatHeadlineCaption,
  formatResult,
  formatSources,
  juryCountSet,
  mergeCountSets,
  questionnaireCountSet,
  type CohortCounts,
  type CountSet,
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
const rows = [
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
const cohorts = rows.flatMap(contentCountSets);

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
    expect(
      computeFigure([...contentCountSets(older), ...cohorts], 'passRateEntrants', 'all'),
    ).toMatchObject({
      numerator: 41,
      denominator: 48,
    });
  });
  it('ne publie rien sans effectif (formation sans promotion terminée)', () => {
    expect(
      computeFigure(cohorts, 'passRateEntrants', { id: 'nouvelle', label: 'Nouvelle' }),
    ).toBeUndefined();
    expect(
      computeFigure(contentCountSets(cohort('ec', { entrants: 6 })), 'passRateCandidates', 'all'),
    ).toBeUndefined();
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

const period2026 = {
  periodLabel: '2026',
  periodStart: new Date('2026-01-01'),
  periodEnd: new Date('2026-12-31'),
};
const builtAt = new Date('2027-02-01T03:00:00Z');
const satisfactionOf = (training: string, respondents: number | null, satisfied: number | null) =>
  questionnaireCountSet(
    {
      training,
      questionnaire: 'fin-de-formation',
      title: 'Fin de formation',
      ...period2026,
      respondents,
      satisfied,
      employed: null,
    },
    builtAt,
  );
const employmentOf = (training: string, respondents: number | null, employed: number | null) =>
  questionnaireCountSet(
    {
      training,
      questionnaire: 'suivi-6-mois',
      title: 'Suivi à 6 mois',
      ...period2026,
      respondents,
      satisfied: null,
      employed,
    },
    builtAt,
  );
const juryOf = (training: string, counts: CountSet['counts']) =>
  juryCountSet({
    training,
    ...period2026,
    counts: counts as never,
    source: 'Procès-verbal du jury DREETS Île-de-France',
    juryOn: new Date('2026-12-10'),
    updatedAt: new Date('2027-01-05T10:00:00Z'),
  });

describe('une figure, trois sources', () => {
  it('les questionnaires du site donnent le taux de satisfaction de leur promotion, avec leurs répondants', () => {
    const sets = mergeCountSets(cohorts, [satisfactionOf('cv', 200, 173)]);
    const figure = computeFigure(sets, 'satisfaction', { id: 'cv', label: 'Conseiller de vente' });
    expect(figure).toMatchObject({
      published: true,
      value: 87,
      numerator: 173,
      denominator: 200,
      respondents: 200,
      periodLabel: '2026',
      origins: ['questionnaires'],
      publishedAt: builtAt,
    });
    expect(formatSources(figure!)).toBe(
      'Source\u00a0: questionnaire «\u00a0Fin de formation\u00a0» du site, 200 répondants, sessions terminées du 1er janvier 2026 au 31 décembre 2026. Chiffres publiés le 1er février 2027.',
    );
    // The exam figures keep the content's latest promotion: each indicator has its own.
    expect(
      computeFigure(sets, 'passRateCandidates', { id: 'cv', label: 'Conseiller de vente' }),
    ).toMatchObject({ periodLabel: '2025', numerator: 11, denominator: 12, origins: ['content'] });
  });

  it('les effectifs saisis d’après le jury remplacent ceux du fichier pour la même promotion, datés du jour de saisie', () => {
    const content2026 = contentCountSets(
      cohort('cv', { ...period2026, entrants: 20, examCandidates: 20, passed: 1 }),
    );
    const jury = juryOf('cv', { entrants: 20, dropouts: 2, examCandidates: 18, passed: 15 });
    const figure = computeFigure(
      mergeCountSets([...cohorts, ...content2026], [jury]),
      'passRateCandidates',
      { id: 'cv', label: 'Conseiller de vente' },
    );
    expect(figure).toMatchObject({ value: 83, numerator: 15, denominator: 18, origins: ['jury'] });
    expect(formatSources(figure!)).toBe(
      'Source\u00a0: Procès-verbal du jury DREETS Île-de-France, jury du 10 décembre 2026, saisi le 5 janvier 2027. Chiffres publiés le 5 janvier 2027.',
    );
  });

  it('un taux qui croise deux sources les cite toutes les deux, et seulement pour la même promotion', () => {
    const onlyEmployment = mergeCountSets(cohorts, [employmentOf('cv', 40, 30)]);
    // No 2026 entrants yet: the employment-over-entrants rate stays on 2025.
    expect(computeFigure(onlyEmployment, 'employmentEntrants', 'all')).toMatchObject({
      periodLabel: '2025',
      numerator: 36,
      denominator: 48,
    });
    const both = mergeCountSets(cohorts, [
      employmentOf('cv', 40, 30),
      juryOf('cv', { entrants: 50, dropouts: 5, examCandidates: 45, passed: 40 }),
    ]);
    const figure = computeFigure(both, 'employmentEntrants', 'all')!;
    expect(figure).toMatchObject({
      periodLabel: '2026',
      value: 60,
      numerator: 30,
      denominator: 50,
      // Only one of the four titles has that promotion: the scope says so rather than « tous titres ».
      scopeLabel: '1 titre sur 4',
    });
    expect(figure.origins).toEqual(['jury', 'questionnaires']);
    expect(figure.sources).toHaveLength(2);
  });

  it('arrondit au point le plus proche', () => {
    const at = (satisfied: number) =>
      computeFigure([satisfactionOf('cv', 200, satisfied)], 'satisfaction', 'all');
    expect(at(171)).toMatchObject({ value: 86 }); // 85,5 %
    expect(at(169)).toMatchObject({ value: 85 }); // 84,5 % → 85 (Math.round)
    expect(at(1)).toMatchObject({ value: 1 }); // 0,5 %
  });
});

describe('taille minimale du groupe', () => {
  it('moins de 5 répondants : pas de taux, une phrase', () => {
    // The database withholds the counts under 5; the content's own small groups get the same rule.
    for (const sets of [
      [satisfactionOf('cv', null, null)],
      contentCountSets(cohort('cv', { satisfactionRespondents: 4, satisfied: 4 })),
    ]) {
      const figure = computeFigure(sets, 'satisfaction', {
        id: 'cv',
        label: 'Conseiller de vente',
      })!;
      expect(figure.published).toBe(false);
      expect(formatFigureValue(figure)).toBe('Non publié');
      expect(formatCounts(figure)).toBe('moins de 5 répondants\u00a0: résultat non publié');
      expect(formatResult(figure)).toBe(
        'Taux de satisfaction des apprenants 2026, Conseiller de vente\u00a0: moins de 5 répondants\u00a0: résultat non publié'.replace(
          '2026',
          figure.periodLabel,
        ),
      );
      expect(JSON.stringify(figure)).not.toMatch(/"(value|numerator|denominator|respondents)"/);
    }
  });

  it('5 répondants suffisent', () => {
    expect(computeFigure([satisfactionOf('cv', 5, 4)], 'satisfaction', 'all')).toMatchObject({
      published: true,
      value: 80,
      numerator: 4,
      denominator: 5,
    });
  });

  it('tous titres : une formation sous le seuil n’entre pas dans la somme', () => {
    const figure = computeFigure(
      [satisfactionOf('cv', 200, 180), satisfactionOf('ec', null, null)],
      'satisfaction',
      'all',
    );
    expect(figure).toMatchObject({
      published: true,
      numerator: 180,
      denominator: 200,
      scopeLabel: '1 titre sur 2',
    });
    // The withheld training is not among the sources of a figure it is not counted in.
    expect(figure!.sources).toEqual([satisfactionOf('cv', 200, 180).source]);
    expect(computeFigure([juryOf('cv', null)], 'passRateEntrants', 'all')).toMatchObject({
      published: false,
      withheld: 'moins de 5 entrants\u00a0: résultat non publié',
    });
  });

  it('la légende d’un chiffre non publié le dit', () => {
    const figure = computeFigure([juryOf('cv', null)], 'passRateEntrants', 'all')!;
    expect(formatHeadlineCaption(figure)).toBe(
      'de réussite aux examens, promotion 2026, tous titres (moins de 5 entrants\u00a0: résultat non publié)',
    );
  });
});
