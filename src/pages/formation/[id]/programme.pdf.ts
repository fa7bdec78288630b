// The programme PDF of each training, generated at build time from the page's own entry.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection, type CollectionEntry } from 'astro:content';
import { renderProgrammePdf } from '~/lib/programme-pdf';
import { getTrainingFigures } from '~/lib/results-collection';

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
  const pdf = await renderProgrammePdf({ training: training.data, figures, today: new Date() });
  return new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } });
};
