// Result indicators (Qualiopi indicators 2 and 3): every figure the site shows is computed here from
// the counts of content/data/results.yaml, so a figure always comes with what it measures, its
// numerator and denominator, the period, the scope, the method, the source and the publication date.
// Pure; safe for the browser.
import { formatPercent } from './format';

export interface CohortCounts {
  training: string;
  periodLabel: string;
  periodStart: Date;
  periodEnd: Date;
  publishedAt: Date;
  source: string;
  entrants: number;
  dropouts: number;
  examCandidates: number;
  passed: number;
  satisfactionRespondents: number;
  satisfied: number;
  employmentRespondents: number;
  employed: number;
}

type Count = Exclude<
  keyof CohortCounts,
  'training' | 'periodLabel' | 'periodStart' | 'periodEnd' | 'publishedAt' | 'source'
>;

interface IndicatorDefinition {
  /** What the figure measures, as a French noun phrase that takes the period after it. */
  label: string;
  numerator: Count;
  denominator: Count;
  /** Who the denominator counts, as the plural noun written after it: « 41 sur 48 entrants ». */
  denominatorNoun: string;
  /** Who answered, when the figure comes from a survey. */
  respondents?: Count;
  method: string;
}

export const INDICATORS = {
  passRateEntrants: {
    label: 'Taux de réussite aux examens',
    numerator: 'passed',
    denominator: 'entrants',
    denominatorNoun: 'entrants',
    method:
      'Apprenants reçus au titre complet, rapportés à tous les entrants de la promotion, abandons compris.',
  },
  passRateCandidates: {
    label: 'Taux de réussite des candidats présentés',
    numerator: 'passed',
    denominator: 'examCandidates',
    denominatorNoun: 'présentés',
    method: 'Apprenants reçus au titre complet, rapportés aux apprenants présentés à l’examen.',
  },
  employmentEntrants: {
    label: 'Taux de retour à l’emploi à 6 mois',
    numerator: 'employed',
    denominator: 'entrants',
    denominatorNoun: 'entrants',
    respondents: 'employmentRespondents',
    method:
      'Anciens apprenants en emploi 6 mois après la formation, rapportés à tous les entrants ; un non-répondant compte comme sans emploi.',
  },
  employmentRespondents: {
    label: 'Taux d’insertion professionnelle à 6 mois',
    numerator: 'employed',
    denominator: 'employmentRespondents',
    denominatorNoun: 'répondants',
    respondents: 'employmentRespondents',
    method:
      'Répondants en emploi (CDI, CDD, intérim, création d’entreprise) 6 mois après la formation, rapportés aux répondants de l’enquête.',
  },
  satisfaction: {
    label: 'Taux de satisfaction des apprenants',
    numerator: 'satisfied',
    denominator: 'satisfactionRespondents',
    denominatorNoun: 'répondants',
    respondents: 'satisfactionRespondents',
    method:
      'Répondants «\u00a0satisfaits\u00a0» ou «\u00a0très satisfaits\u00a0» au questionnaire de fin de formation, rapportés aux répondants.',
  },
  dropoutRate: {
    label: 'Taux d’abandon',
    numerator: 'dropouts',
    denominator: 'entrants',
    denominatorNoun: 'entrants',
    method:
      'Entrants ayant quitté la formation avant l’examen, quel qu’en soit le motif, rapportés à tous les entrants.',
  },
} as const satisfies Record<string, IndicatorDefinition>;

export type IndicatorId = keyof typeof INDICATORS;

export interface ResultFigure {
  indicator: IndicatorId;
  label: string;
  /** Whole percentage. */
  value: number;
  numerator: number;
  denominator: number;
  respondents?: number;
  periodLabel: string;
  periodStart: Date;
  periodEnd: Date;
  /** "tous titres" or the training's id. */
  scope: 'all' | string;
  scopeLabel: string;
  method: string;
  source: string;
  publishedAt: Date;
}

const sum = (cohorts: readonly CohortCounts[], count: Count) =>
  cohorts.reduce((total, cohort) => total + cohort[count], 0);

/** The latest period present in the counts (results are published once a year, per promotion). */
export function latestPeriod(cohorts: readonly CohortCounts[]): CohortCounts[] {
  const latest = Math.max(...cohorts.map((cohort) => cohort.periodEnd.getTime()));
  return cohorts.filter((cohort) => cohort.periodEnd.getTime() === latest);
}

/**
 * One figure of the latest period, for one training or, with scope 'all', for every title together
 * (counts are added, never percentages averaged). Undefined when the scope has no counts.
 */
export function computeFigure(
  cohorts: readonly CohortCounts[],
  indicator: IndicatorId,
  scope: 'all' | { id: string; label: string },
): ResultFigure | undefined {
  const period = latestPeriod(cohorts).filter(
    (cohort) => scope === 'all' || cohort.training === scope.id,
  );
  if (period.length === 0) return undefined;
  const definition: IndicatorDefinition = INDICATORS[indicator];
  const numerator = sum(period, definition.numerator);
  const denominator = sum(period, definition.denominator);
  if (denominator === 0) return undefined;
  const first = period[0]!;
  return {
    indicator,
    label: definition.label,
    value: Math.round((numerator / denominator) * 100),
    numerator,
    denominator,
    ...(definition.respondents ? { respondents: sum(period, definition.respondents) } : {}),
    periodLabel: first.periodLabel,
    periodStart: first.periodStart,
    periodEnd: first.periodEnd,
    scope: scope === 'all' ? 'all' : scope.id,
    scopeLabel: scope === 'all' ? 'tous titres' : scope.label,
    method: definition.method,
    source: first.source,
    publishedAt: new Date(Math.max(...period.map((cohort) => cohort.publishedAt.getTime()))),
  };
}

/** @example "41 sur 48 entrants": a figure's ratio with who it counts, where no method sentence follows. */
const ratio = (figure: ResultFigure) =>
  `${figure.numerator} sur ${figure.denominator} ${INDICATORS[figure.indicator].denominatorNoun}`;

/** @example "Taux de réussite aux examens 2025, tous titres : 85 % (41 sur 48 entrants)" */
export function formatResult(figure: ResultFigure): string {
  return `${figure.label} ${figure.periodLabel}, ${figure.scopeLabel}\u00a0: ${formatPercent(figure.value)} (${ratio(figure)})`;
}

/**
 * @example "de réussite aux examens, promotion 2025, tous titres (41 sur 48 entrants)": the caption of
 * a headline figure, under its percentage (home page, footer).
 */
export function formatHeadlineCaption(figure: ResultFigure): string {
  return `${figure.label.replace(/^Taux /, '')}, promotion ${figure.periodLabel}, ${figure.scopeLabel} (${ratio(figure)})`;
}

/** @example "41 sur 48 · 41 répondants" — the counts behind a figure, for a caption. */
export function formatCounts(figure: ResultFigure): string {
  const respondents = figure.respondents === undefined ? '' : ` · ${figure.respondents} répondants`;
  return `${figure.numerator} sur ${figure.denominator}${respondents}`;
}
