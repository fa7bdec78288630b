// The result figures of the build (Astro pages, components and the programme PDF; build time only):
// the content file's promotions merged with what the database publishes, read once per build.
import { getCollection } from 'astro:content';
import {
  computeFigure,
  contentCountSets,
  juryCountSet,
  mergeCountSets,
  questionnaireCountSet,
  type CountSet,
  type IndicatorId,
  type ResultFigure,
} from './results';

const calendarDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

async function databaseCountSets(): Promise<CountSet[]> {
  // Loaded on demand, as src/pages/temoignages.astro does: a static import would pull src/db into pages' graphs.
  const { hasBackend } = await import('~/db/client');
  if (!hasBackend()) return [];
  const { readPublishedResults } = await import('~/db/results');
  const read = await readPublishedResults();
  if (!read.ok) {
    // A deploy must not wait for the database: the content's figures stand in until the next build.
    console.warn(
      `[résultats] published results not read at build (${read.reason}): the figures come from content/data/results.yaml alone.`,
    );
    return [];
  }
  const trainings = await getCollection('trainings');
  const idOf = new Map<string, string>(
    trainings.map((training) => [training.data.code, training.id]),
  );
  const titles = new Map<string, string>(
    (await getCollection('questionnaires')).map((entry) => [entry.data.id, entry.data.title]),
  );
  const builtAt = new Date();
  const sets: CountSet[] = [];
  for (const row of read.data.questionnaires) {
    const training = idOf.get(row.training_code);
    const title = titles.get(row.questionnaire);
    if (!training || !title) continue;
    sets.push(
      questionnaireCountSet(
        {
          training,
          questionnaire: row.questionnaire as 'fin-de-formation' | 'suivi-6-mois',
          title,
          periodLabel: row.period_label,
          periodStart: calendarDate(row.period_start),
          periodEnd: calendarDate(row.period_end),
          respondents: row.published ? row.respondents : null,
          satisfied: row.satisfied,
          employed: row.employed,
        },
        builtAt,
      ),
    );
  }
  for (const row of read.data.exams) {
    const training = idOf.get(row.training_code);
    if (!training) continue;
    const counts =
      row.published &&
      row.entrants !== null &&
      row.dropouts !== null &&
      row.exam_candidates !== null &&
      row.passed !== null &&
      row.source !== null &&
      row.updated_at !== null
        ? {
            entrants: row.entrants,
            dropouts: row.dropouts,
            examCandidates: row.exam_candidates,
            passed: row.passed,
          }
        : null;
    sets.push(
      juryCountSet({
        training,
        periodLabel: row.period_label,
        periodStart: calendarDate(row.period_start),
        periodEnd: calendarDate(row.period_end),
        counts,
        source: row.source ?? 'Procès-verbaux de jury',
        juryOn: row.jury_on ? calendarDate(row.jury_on) : null,
        updatedAt: row.updated_at ? new Date(row.updated_at) : new Date(),
      }),
    );
  }
  return sets;
}

let countSets: Promise<CountSet[]> | undefined;

/** Every set of counts the figures are computed from, read once per build. */
export function getCountSets(): Promise<CountSet[]> {
  countSets ??= (async () => {
    const content = (await getCollection('results')).flatMap((entry) =>
      contentCountSets(entry.data),
    );
    return mergeCountSets(content, await databaseCountSets());
  })();
  return countSets;
}

export async function getResultFigure(
  indicator: IndicatorId,
  scope: 'all' | { id: string; label: string } = 'all',
): Promise<ResultFigure | undefined> {
  return computeFigure(await getCountSets(), indicator, scope);
}

/** A figure that must exist (site-wide figures): a missing one fails the build with its name. */
export async function requireResultFigure(indicator: IndicatorId): Promise<ResultFigure> {
  const figure = await getResultFigure(indicator);
  if (!figure)
    throw new Error(`content/data/results.yaml : aucun effectif pour l’indicateur ${indicator}.`);
  return figure;
}

/** The four per-training rates of Qualiopi indicators 2 and 3, in display order. */
export const TRAINING_INDICATORS: IndicatorId[] = [
  'passRateCandidates',
  'employmentRespondents',
  'satisfaction',
  'dropoutRate',
];

export async function getTrainingFigures(training: {
  id: string;
  label: string;
}): Promise<ResultFigure[]> {
  const figures = await Promise.all(
    TRAINING_INDICATORS.map((indicator) => getResultFigure(indicator, training)),
  );
  return figures.filter((figure): figure is ResultFigure => figure !== undefined);
}
