// Pure helpers over trainings (docs/product.md §2.3, §9). Safe for the browser.
import { TRAINING_OFFER } from '~/config/site';

interface Leveled {
  levelValue: number;
  title: string;
}

/** Trainings by ascending RNCP level, then title (the catalogue's order, docs/product.md §2.3). */
export function sortByLevel<T extends { data: Leveled }>(trainings: readonly T[]): T[] {
  return [...trainings].sort(
    (a, b) =>
      a.data.levelValue - b.data.levelValue || a.data.title.localeCompare(b.data.title, 'fr'),
  );
}

/** What a catalogue card shows of a training: at most 2 strengths and 3 tags (docs/product.md §9). */
export function cardHighlights(training: {
  strengths: readonly string[];
  tags: readonly string[];
}) {
  return {
    strengths: training.strengths.slice(0, TRAINING_OFFER.maxStrengthsOnCard),
    tags: training.tags.slice(0, TRAINING_OFFER.maxTagsOnCard),
  };
}
