// /sessions.ics: every open session of the agenda as one all-day event (docs/product.md, Calendrier
// des sessions), to subscribe to; rebuilt with the site, so it follows the content.
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { QUALIOPI } from '~/config/qualiopi';
import { SITE } from '~/config/site';
import { agendaFeed } from '~/features/agenda/agenda-feed';

export const GET: APIRoute = async ({ site }) => {
  const trainings = await getCollection('trainings');
  const today = new Date();
  const body = agendaFeed(trainings, { site: site!, today, qualiopi: QUALIOPI, name: SITE.name });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
