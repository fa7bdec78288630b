// The result counts of content/data/results.yaml, for Astro pages and components (build time only).
import { getCollection } from 'astro:content';
import { computeFigure, type IndicatorId, type ResultFigure } from './results';

export async function getResultFigure(
  indicator: IndicatorId,
  scope: 'all' | { id: string; label: string } = 'all',
): Promise<ResultFigure | undefined> {
  const cohorts = (await getCollection('results')).map((entry) => entry.data);
  return computeFigure(cohorts, indicator, scope);
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
