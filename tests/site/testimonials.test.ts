// /temoignages in the plain HTML (issue: validated reviews for crawlers and slow connections; consumer
// code L111-7-2, D111-16 to D111-19): without a backend, the built dist/ shows the three examples
// labelled as such; built against a local Supabase stack, it holds the validated rows and no pending one.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadDocument, requireDist } from '../support/dist.ts';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack.ts';
import { publishExampleTestimonials } from '../../local/supabase/sample-rows.ts';
import { buildSiteWithSupabase, type TemporaryBuild } from '../support/stored-site.ts';

requireDist();

/** Author names of the testimonial cards, in page order. */
function cardNames(document: Document): string[] {
  return [...document.querySelectorAll('main li figure figcaption span:first-child')].map(
    (name) => name.textContent ?? '',
  );
}

describe('without a backend (dist/)', () => {
  const document = loadDocument('temoignages/index.html');

  test('the three placeholders, newest first, each labelled as a fictitious example, with the notice saying they are not reviews', () => {
    expect(cardNames(document)).toEqual(['Sarah B.', 'Mehdi K.', 'Julie R.']);
    const cards = [...document.querySelectorAll('main li figure')];
    expect(cards.every((card) => card.textContent?.includes('Exemple fictif'))).toBe(true);
    expect(document.body.textContent).toContain('ce ne sont pas des avis de clients');
    expect(document.body.textContent).toContain('sur cet appareil uniquement');
  });

  test('each card gives its date; the page explains collection, control, delays, rewards, and its moderation charter', () => {
    const dates = [...document.querySelectorAll('main li figure time')].map((time) => [
      time.getAttribute('datetime'),
      time.textContent,
    ]);
    expect(dates).toEqual([
      ['2025-06-18', 'Avis déposé le 18 juin 2025'],
      ['2025-04-02', 'Avis déposé le 2 avril 2025'],
      ['2025-02-11', 'Avis déposé le 11 février 2025'],
    ]);
    // Source line breaks are whitespace a reader never sees: compare the text as it reads.
    const charter = (
      document.getElementById('charte-title')?.closest('section')?.textContent ?? ''
    ).replace(/[ \n]+/g, ' ');
    for (const topic of [
      'Qui peut déposer un avis',
      'Aucune contrepartie',
      'Contrôle avant publication',
      'sous 7\u00a0jours',
      'Date et classement',
      'signaler un avis',
      'Charte de modération',
    ]) {
      expect(charter).toContain(topic);
    }
  });

  test('no star aggregate on the organisation: no average, no AggregateRating', () => {
    const html = document.documentElement.outerHTML;
    expect(html).not.toMatch(/aggregateRating|AggregateRating|ratingValue/);
    expect(document.body.textContent).not.toMatch(/moyenne de|\d[,.]\d\s*\/\s*5/);
  });

  test('the form works without JavaScript: a star radio group, required fields, every training of the catalogue', () => {
    const form = document.querySelector('main form');
    expect(form?.getAttribute('action')).toMatch(/^mailto:/);
    const stars = [...(form?.querySelectorAll('input[type="radio"][name="rating"]') ?? [])];
    expect(
      stars.map((star) => [star.getAttribute('value'), star.hasAttribute('required')]),
    ).toEqual(['1', '2', '3', '4', '5'].map((value) => [value, true]));
    expect([
      ...(form?.querySelectorAll('select[name="formation"] option:not([disabled])') ?? []),
    ]).toHaveLength(4);
  });
});

describe('built against a Supabase project', () => {
  let stack: DbStack | undefined;
  let build: TemporaryBuild | undefined;
  let document: Document;

  beforeAll(async () => {
    stack = await startDbStack();
    await publishExampleTestimonials(stack.sql);
    await stack.sql.query(`insert into public.testimonials (name, formation, rating, text) values
      ('Inès Publiée', 'Titre professionnel Assistant manager', 5, 'Validé avant la construction du site.'),
      ('Paul Attente', 'Titre professionnel Assistant manager', 1, 'Encore en attente de modération.')`);
    await stack.sql.query(
      "update public.testimonials set validated = true where name = 'Inès Publiée'",
    );
    build = await buildSiteWithSupabase(stack.url, stack.anonKey);
    const html = await readFile(join(build.outDir, 'temoignages/index.html'), 'utf8');
    document = new JSDOM(html).window.document;
  }, 240_000);

  afterAll(async () => {
    await build?.remove();
    await stack?.stop();
  });

  test('the HTML holds the validated testimonials, newest first, and never a pending one', () => {
    expect(cardNames(document)).toEqual(['Inès Publiée', 'Sarah B.', 'Mehdi K.', 'Julie R.']);
    expect(document.body.textContent).toContain('Validé avant la construction du site.');
    expect(document.body.textContent).not.toContain('Paul Attente');
  });

  test('real reviews are not labelled as examples, and the form says a review appears once checked', () => {
    expect(document.body.textContent).not.toContain('Exemple fictif');
    expect(document.body.textContent).not.toContain('sur cet appareil uniquement');
    expect(document.querySelector('main form')?.textContent).toContain(
      'il n’apparaît qu’une fois vérifié',
    );
  });
});
