// The programme PDF of each training, generated at build time from the page's own entry and sheet.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection, type CollectionEntry } from 'astro:content';
import { QUALIOPI } from '~/config/qualiopi';
import { renderProgrammePdf } from '~/lib/programme-pdf';
import { getTrainingFigures } from '~/lib/results-collection';
import { trainingSheet } from '~/lib/training-sheet';

export const getStaticPaths = (async () => {
  const trainings = await getCollection('trainings');
  return trainings.map((training) => ({ params: { id: training.id }, props: { training } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ training: CollectionEntry<'trainings'> }> = async ({ props }) => {
  const { training } = props;
  const figures = await getTrainingFigures({
    id: training.id,
    label: training.data.certification.label,
  });
  const sheet = trainingSheet(training.data, { figures, qualiopi: QUALIOPI, today: new Date() });
  const pdf = await renderProgrammePdf({ training: training.data, sheet });
  return new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } });
};
