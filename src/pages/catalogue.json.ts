// The catalogue the database mirrors (src/features/catalogue/catalogue.ts): read by the sync-catalogue
// Edge Function after each deploy, never by a page.
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { catalogueOf } from '~/features/catalogue/catalogue';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(catalogueOf(await getCollection('trainings'))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
