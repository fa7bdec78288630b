// Result indicators (Qualiopi indicators 2 and 3): every figure the site shows is computed here, in one
// place, from sets of counts that each say where they come from: the content file (figures from
// before the site), the exam counts staff enter from the jury's minutes, and the aggregates of the
// site's own questionnaires. A figure always comes with what it measures, its numerator and
// denominator, the period, the scope, the method, its sources and the publication date; below the
// minimum group size it is withheld, never rounded into a rate. Pure; safe for the browser.
import { formatDate, formatPercent } from './format';

/** Below this many entrants or respondents a figure is not published (docs/product.md, Results). */
export const MIN_GROUP_SIZE = 5;

/** What one set of counts tells: the exam, the end-of-training satisfaction or the employment at 6 months. */
export type ResultPart = 'exam' | 'satisfaction' | 'employment';

/** Where a set of counts comes from. */
export type ResultOrigin = 'content' | 'jury' | 'questionnaires';

export interface ResultCountValues {
  entrants: number;
  dropouts: number;
  examCandidates: number;
  passed: number;
  satisfactionRespondents: number;
  satisfied: number;
  employmentRespondents: number;
  employed: number;
}

export type Count = keyof ResultCountValues;

/** The counts each part brings. */
export const PART_COUNTS = {
  exam: ['entrants', 'dropouts', 'examCandidates', 'passed'],
  satisfaction: ['satisfactionRespondents', 'satisfied'],
  employment: ['employmentRespondents', 'employed'],
} as const satisfies Record<ResultPart, readonly Count[]>;

/** One part of one training's promotion, from one source. */
export interface CountSet {
  training: string;
  part: ResultPart;
  origin: ResultOrigin;
  periodLabel: string;
  periodStart: Date;
  periodEnd: Date;
  /** When these counts were published: the content's date, the day staff entered them, the build. */
  publishedAt: Date;
  /** The French source sentence shown beside the figure. */
  source: string;
  /** Null when the source withheld them: fewer than MIN_GROUP_SIZE in the group. */
  counts: Partial<ResultCountValues> | null;
}

/** The counts of one promotion of one training as content/data/results.yaml types them. */
export interface CohortCounts extends ResultCountValues {
  training: string;
  periodLabel: string;
  periodStart: Date;
  periodEnd: Date;
  publishedAt: Date;
  source: string;
}

/** A content row (figures from before the site) as the three parts it holds, each with its source line. */
export function contentCountSets(cohort: CohortCounts): CountSet[] {
  return (Object.keys(PART_COUNTS) as ResultPart[]).map((part) => ({
    training: cohort.training,
    part,
    origin: 'content',
    periodLabel: cohort.periodLabel,
    periodStart: cohort.periodStart,
    periodEnd: cohort.periodEnd,
    publishedAt: cohort.publishedAt,
    source: cohort.source,
    counts: Object.fromEntries(PART_COUNTS[part].map((count) => [count, cohort[count]])),
  }));
}

/**
 * The sets the figures are computed from: for one training, promotion and part, the database's
 * counts (jury, questionnaires) replace the content's, which stay for every other promotion.
 */
export function mergeCountSets(
  content: readonly CountSet[],
  database: readonly CountSet[],
): CountSet[] {
  const key = (set: CountSet) => `${set.training}|${set.periodLabel}|${set.part}`;
  const fromDatabase = new Set(database.map(key));
  return [...content.filter((set) => !fromDatabase.has(key(set))), ...database];
}

interface IndicatorDefinition {
  /** What the figure measures, as a French noun phrase that takes the period after it. */
  label: string;
  numerator: Count;
  denominator: Count;
  /** Who the denominator counts, as the plural noun written after it: « 41 sur 48 entrants ». */
  denominatorNoun: string;
  /** Who answered, when the figure comes from a survey. */
  respondents?: Count;
  /** The parts the figure needs, each from the same promotion. */
  parts: readonly ResultPart[];
  /** The count the minimum group size applies to, and its French plural noun. */
  group: { count: Count; noun: string };
  method: string;
}

const ENTRANTS = { count: 'entrants', noun: 'entrants' } as const;
const SATISFACTION_GROUP = { count: 'satisfactionRespondents', noun: 'répondants' } as const;
const EMPLOYMENT_GROUP = { count: 'employmentRespondents', noun: 'répondants' } as const;

export const INDICATORS = {
  passRateEntrants: {
    label: 'Taux de réussite aux examens',
    numerator: 'passed',
    denominator: 'entrants',
    denominatorNoun: 'entrants',
    parts: ['exam'],
    group: ENTRANTS,
    method:
      'Apprenants reçus au titre complet, rapportés à tous les entrants de la promotion, abandons compris.',
  },
  passRateCandidates: {
    label: 'Taux de réussite des candidats présentés',
    numerator: 'passed',
    denominator: 'examCandidates',
    denominatorNoun: 'présentés',
    parts: ['exam'],
    group: ENTRANTS,
    method: 'Apprenants reçus au titre complet, rapportés aux apprenants présentés à l’examen.',
  },
  employmentEntrants: {
    label: 'Taux de retour à l’emploi à 6 mois',
    numerator: 'employed',
    denominator: 'entrants',
    denominatorNoun: 'entrants',
    respondents: 'employmentRespondents',
    parts: ['exam', 'employment'],
    group: EMPLOYMENT_GROUP,
    method:
      'Anciens apprenants en emploi 6 mois après la formation, rapportés à tous les entrants ; un non-répondant compte comme sans emploi.',
  },
  employmentRespondents: {
    label: 'Taux d’insertion professionnelle à 6 mois',
    numerator: 'employed',
    denominator: 'employmentRespondents',
    denominatorNoun: 'répondants',
    respondents: 'employmentRespondents',
    parts: ['employment'],
    group: EMPLOYMENT_GROUP,
    method:
      'Répondants en emploi (CDI, CDD, intérim, création d’entreprise) 6 mois après la formation, rapportés aux répondants de l’enquête.',
  },
  satisfaction: {
    label: 'Taux de satisfaction des apprenants',
    numerator: 'satisfied',
    denominator: 'satisfactionRespondents',
    denominatorNoun: 'répondants',
    respondents: 'satisfactionRespondents',
    parts: ['satisfaction'],
    group: SATISFACTION_GROUP,
    method:
      'Répondants «\u00a0satisfaits\u00a0» ou «\u00a0très satisfaits\u00a0» (4 ou 5 sur 5) au questionnaire de fin de formation, rapportés aux répondants.',
  },
  dropoutRate: {
    label: 'Taux d’abandon',
    numerator: 'dropouts',
    denominator: 'entrants',
    denominatorNoun: 'entrants',
    parts: ['exam'],
    group: ENTRANTS,
    method:
      'Entrants ayant quitté la formation avant l’examen, quel qu’en soit le motif, rapportés à tous les entrants.',
  },
} as const satisfies Record<string, IndicatorDefinition>;

export type IndicatorId = keyof typeof INDICATORS;

interface FigureBase {
  indicator: IndicatorId;
  label: string;
  periodLabel: string;
  periodStart: Date;
  periodEnd: Date;
  /** "tous titres" or the training's id. */
  scope: 'all' | string;
  scopeLabel: string;
  method: string;
  /** The sources of the counts, each a French sentence, in the order of the indicator's parts. */
  sources: string[];
  /** Where the counts come from. */
  origins: ResultOrigin[];
  publishedAt: Date;
}

/** A rate with its counts. */
export interface PublishedFigure extends FigureBase {
  published: true;
  /** Whole percentage. */
  value: number;
  numerator: number;
  denominator: number;
  respondents?: number;
}

/** A figure whose group is smaller than MIN_GROUP_SIZE: said as such, with no rate and no count. */
export interface WithheldFigure extends FigureBase {
  published: false;
  /** « moins de 5 répondants : résultat non publié » */
  withheld: string;
}

export type ResultFigure = PublishedFigure | WithheldFigure;

interface Promotion {
  training: string;
  periodLabel: string;
  periodStart: Date;
  periodEnd: Date;
  parts: Partial<Record<ResultPart, CountSet>>;
}

function promotions(sets: readonly CountSet[]): Promotion[] {
  const byKey = new Map<string, Promotion>();
  for (const set of sets) {
    const key = `${set.training}|${set.periodLabel}`;
    const promotion = byKey.get(key) ?? {
      training: set.training,
      periodLabel: set.periodLabel,
      periodStart: set.periodStart,
      periodEnd: set.periodEnd,
      parts: {},
    };
    promotion.parts[set.part] = set;
    byKey.set(key, promotion);
  }
  return [...byKey.values()];
}

const countOf = (promotion: Promotion, count: Count): number | undefined => {
  const part = (Object.keys(PART_COUNTS) as ResultPart[]).find((name) =>
    (PART_COUNTS[name] as readonly Count[]).includes(count),
  )!;
  return promotion.parts[part]?.counts?.[count];
};

/** Whether a promotion's counts for an indicator may be published: none withheld, group ≥ MIN_GROUP_SIZE. */
function isPublishable(promotion: Promotion, definition: IndicatorDefinition): boolean {
  if (definition.parts.some((part) => promotion.parts[part]?.counts === null)) return false;
  return (countOf(promotion, definition.group.count) ?? 0) >= MIN_GROUP_SIZE;
}

const unique = <T>(items: T[]) => [...new Set(items)];

/** @example "moins de 5 répondants : résultat non publié" */
export function withheldSentence(indicator: IndicatorId): string {
  return `moins de ${MIN_GROUP_SIZE} ${INDICATORS[indicator].group.noun}\u00a0: résultat non publié`;
}

/**
 * One figure of the latest promotion that has every part the indicator needs, for one training or,
 * with scope 'all', for every title together (counts are added, never percentages averaged; a
 * training whose group is too small is left out of the sum, and the scope then says how many titles
 * it counts: « 1 titre sur 4 »). Undefined when the scope has no counts.
 */
export function computeFigure(
  sets: readonly CountSet[],
  indicator: IndicatorId,
  scope: 'all' | { id: string; label: string },
): ResultFigure | undefined {
  const definition: IndicatorDefinition = INDICATORS[indicator];
  const candidates = promotions(sets).filter(
    (promotion) =>
      (scope === 'all' || promotion.training === scope.id) &&
      definition.parts.every((part) => promotion.parts[part]),
  );
  if (candidates.length === 0) return undefined;
  const latest = Math.max(...candidates.map((promotion) => promotion.periodEnd.getTime()));
  const period = candidates.filter((promotion) => promotion.periodEnd.getTime() === latest);
  const publishable = period.filter((promotion) => isPublishable(promotion, definition));
  // What the figure says it is made of: the promotions it counts, or those it withholds.
  const counted = publishable.length > 0 ? publishable : period;
  const parts = counted.flatMap((promotion) =>
    definition.parts.map((part) => promotion.parts[part]!),
  );
  const first = period[0]!;
  const trainings = new Set(candidates.map((promotion) => promotion.training)).size;
  const base: FigureBase = {
    indicator,
    label: definition.label,
    periodLabel: first.periodLabel,
    periodStart: first.periodStart,
    periodEnd: first.periodEnd,
    scope: scope === 'all' ? 'all' : scope.id,
    scopeLabel:
      scope !== 'all'
        ? scope.label
        : publishable.length === 0 || publishable.length === trainings
          ? 'tous titres'
          : `${publishable.length} titre${publishable.length > 1 ? 's' : ''} sur ${trainings}`,
    method: definition.method,
    sources: unique(parts.map((set) => set.source)),
    origins: unique(parts.map((set) => set.origin)),
    publishedAt: new Date(Math.max(...parts.map((set) => set.publishedAt.getTime()))),
  };
  if (publishable.length === 0)
    return { ...base, published: false, withheld: withheldSentence(indicator) };
  const sum = (count: Count) =>
    publishable.reduce((total, promotion) => total + (countOf(promotion, count) ?? 0), 0);
  const numerator = sum(definition.numerator);
  const denominator = sum(definition.denominator);
  if (denominator === 0) return undefined;
  return {
    ...base,
    published: true,
    value: Math.round((numerator / denominator) * 100),
    numerator,
    denominator,
    ...(definition.respondents ? { respondents: sum(definition.respondents) } : {}),
  };
}

/** @example "41 sur 48 entrants": a figure's ratio with who it counts, where no method sentence follows. */
const ratio = (figure: PublishedFigure) =>
  `${figure.numerator} sur ${figure.denominator} ${INDICATORS[figure.indicator].denominatorNoun}`;

/** @example "85 %", or "Non publié" under the minimum group size: what stands where the rate goes. */
export function formatFigureValue(figure: ResultFigure): string {
  return figure.published ? formatPercent(figure.value) : 'Non publié';
}

/**
 * @example "Taux de réussite aux examens 2025, tous titres : 85 % (41 sur 48 entrants)", or
 * "Taux de satisfaction des apprenants 2026, Vendeur : moins de 5 répondants : résultat non publié".
 */
export function formatResult(figure: ResultFigure): string {
  const head = `${figure.label} ${figure.periodLabel}, ${figure.scopeLabel}\u00a0: `;
  return figure.published
    ? `${head}${formatPercent(figure.value)} (${ratio(figure)})`
    : `${head}${figure.withheld}`;
}

/**
 * @example "de réussite aux examens, promotion 2025, tous titres (41 sur 48 entrants)": the caption of
 * a headline figure, under its percentage (home page, footer).
 */
export function formatHeadlineCaption(figure: ResultFigure): string {
  const head = `${figure.label.replace(/^Taux /, '')}, promotion ${figure.periodLabel}, ${figure.scopeLabel}`;
  return figure.published ? `${head} (${ratio(figure)})` : `${head} (${figure.withheld})`;
}

/** @example "41 sur 48 · 41 répondants" — the counts behind a figure, for a caption. */
export function formatCounts(figure: ResultFigure): string {
  if (!figure.published) return figure.withheld;
  const respondents = figure.respondents === undefined ? '' : ` · ${figure.respondents} répondants`;
  return `${figure.numerator} sur ${figure.denominator}${respondents}`;
}

/** @example "Source : Procès-verbaux des jurys… Chiffres publiés le 15 juillet 2026." */
export function formatSources(figure: ResultFigure): string {
  return `Source\u00a0: ${figure.sources.join(' ; ')}. Chiffres publiés le ${formatDate(figure.publishedAt)}.`;
}

/** A row of published_questionnaire_results() with the training's content id and the questionnaire's title. */
export interface QuestionnaireAggregate {
  training: string;
  questionnaire: 'fin-de-formation' | 'suivi-6-mois';
  title: string;
  periodLabel: string;
  periodStart: Date;
  periodEnd: Date;
  /** Null when the database withheld the counts (fewer than 5 respondents). */
  respondents: number | null;
  satisfied: number | null;
  employed: number | null;
}

/** The site's questionnaire aggregates as a set of counts, computed on `builtAt` (the build). */
export function questionnaireCountSet(row: QuestionnaireAggregate, builtAt: Date): CountSet {
  const satisfaction = row.questionnaire === 'fin-de-formation';
  const withheld = row.respondents === null;
  const respondents = withheld ? '' : `, ${row.respondents} répondants`;
  return {
    training: row.training,
    part: satisfaction ? 'satisfaction' : 'employment',
    origin: 'questionnaires',
    periodLabel: row.periodLabel,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    publishedAt: builtAt,
    source: `questionnaire «\u00a0${row.title}\u00a0» du site${respondents}, sessions terminées du ${formatDate(row.periodStart)} au ${formatDate(row.periodEnd)}`,
    counts: withheld
      ? null
      : satisfaction
        ? { satisfactionRespondents: row.respondents!, satisfied: row.satisfied ?? 0 }
        : { employmentRespondents: row.respondents!, employed: row.employed ?? 0 },
  };
}

/** A row of published_exam_results() (counts staff enter from the jury's minutes) with the training's content id. */
export interface JuryCounts {
  training: string;
  periodLabel: string;
  periodStart: Date;
  periodEnd: Date;
  /** Null when the database withheld the counts (fewer than 5 entrants). */
  counts: Pick<ResultCountValues, 'entrants' | 'dropouts' | 'examCandidates' | 'passed'> | null;
  source: string;
  juryOn: Date | null;
  updatedAt: Date;
}

/** Exam counts entered by staff as a set of counts: the minutes they come from, the day they were entered. */
export function juryCountSet(row: JuryCounts): CountSet {
  const jury = row.juryOn ? `, jury du ${formatDate(row.juryOn)}` : '';
  return {
    training: row.training,
    part: 'exam',
    origin: 'jury',
    periodLabel: row.periodLabel,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    publishedAt: row.updatedAt,
    source: `${row.source}${jury}, saisi le ${formatDate(row.updatedAt)}`,
    counts: row.counts,
  };
}
