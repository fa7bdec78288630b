// JSON-LD on every built page: it parses, it holds the properties each schema.org type
// needs, and each page carries the types it should (organisation, courses, programs, catalogue,
// articles, FAQ, breadcrumb trail).
/* eslint-disable @typescript-eslint/no-explicit-any -- JSON-LD read back from its text: the assertions check its shape. */
import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  distFileFor,
  listHtmlFiles,
  loadDocument,
  pagePathOf,
  requireDist,
  siteOrigin,
} from '../support/dist.ts';
import { NOT_FOUND_PAGES, TRAINING_IDS, listArticleSlugs } from '../../local/routes.ts';

requireDist();

const origin = siteOrigin();
type Item = Record<string, any>;

/** The items of every JSON-LD block of a page (a block is one item or an `@graph`). */
function itemsOf(file: string): Item[] {
  return [...loadDocument(file).querySelectorAll('script[type="application/ld+json"]')].flatMap(
    (script) => {
      const data = JSON.parse(script.textContent ?? '') as Item;
      expect(data['@context'], `${file}: @context`).toBe('https://schema.org');
      return (data['@graph'] as Item[] | undefined) ?? [data];
    },
  );
}

const isAbsoluteOnSite = (url: unknown) => typeof url === 'string' && url.startsWith(`${origin}/`);
const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);
const filled = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

/** What each type must hold to mean something to an engine (schema.org + search engines' guides). */
const REQUIRED: Record<string, (item: Item) => string[]> = {
  EducationalOrganization: (item) => [
    ...['name', 'url', 'logo', 'address', 'email', 'telephone'].filter((key) => !filled(item[key])),
    ...('aggregateRating' in item || 'review' in item ? ['no self-rating'] : []),
  ],
  Course: (item) => [
    ...['name', 'description', 'provider', 'offers', 'hasCourseInstance'].filter(
      (key) => !filled(item[key]),
    ),
    ...(item.hasCourseInstance as Item[]).flatMap((instance, index) =>
      !['onsite', 'online', 'blended'].includes(instance.courseMode) ||
      !(isDate(instance.startDate) || /^PT\d+H$/.test(instance.courseWorkload ?? ''))
        ? [`hasCourseInstance[${index}]`]
        : [],
    ),
    ...(item.offers as Item[]).flatMap((offer, index) =>
      typeof offer.price === 'number' && offer.priceCurrency === 'EUR' ? [] : [`offers[${index}]`],
    ),
  ],
  EducationalOccupationalProgram: (item) => [
    ...[
      'name',
      'identifier',
      'educationalCredentialAwarded',
      'occupationalCategory',
      'timeToComplete',
      'programPrerequisites',
      'provider',
    ].filter((key) => !filled(item[key])),
    ...(/^P\d+M$/.test(item.timeToComplete ?? '') ? [] : ['timeToComplete format']),
  ],
  ItemList: (item) =>
    (item.itemListElement as Item[]).flatMap((entry, index) =>
      entry.position === index + 1 && isAbsoluteOnSite(entry.url) && filled(entry.name)
        ? []
        : [`itemListElement[${index}]`],
    ),
  BlogPosting: (item) => [
    ...['headline', 'author', 'publisher', 'description'].filter((key) => !filled(item[key])),
    ...(isDate(item.datePublished) ? [] : ['datePublished']),
    ...(isDate(item.dateModified) ? [] : ['dateModified']),
    ...(isAbsoluteOnSite(item.image) ? [] : ['image']),
  ],
  BreadcrumbList: (item) =>
    (item.itemListElement as Item[]).flatMap((step, index) =>
      step.position === index + 1 && filled(step.name) && isAbsoluteOnSite(step.item)
        ? []
        : [`itemListElement[${index}]`],
    ),
  FAQPage: (item) =>
    (item.mainEntity as Item[]).flatMap((question, index) =>
      question['@type'] === 'Question' &&
      filled(question.name) &&
      (question.acceptedAnswer?.text ?? '').length > 20
        ? []
        : [`mainEntity[${index}]`],
    ),
};

const files = listHtmlFiles().filter((file) => !file.startsWith('pagefind/'));
const notFound = new Set(NOT_FOUND_PAGES.map((page) => page.file));
const typesOf = (file: string) => itemsOf(file).map((item) => item['@type'] as string);

describe.each(files)('%s', (file) => {
  test('JSON-LD parses and each item holds its required properties', () => {
    for (const item of itemsOf(file)) {
      const check = REQUIRED[item['@type'] as string];
      expect(check, `${file}: unexpected type ${item['@type']}`).toBeDefined();
      expect(check!(item), `${file}: ${item['@type']} misses`).toEqual([]);
    }
  });

  test.skipIf(file === 'index.html' || notFound.has(file))(
    'carries a breadcrumb trail from the home page to itself',
    () => {
      const trail = itemsOf(file).find((item) => item['@type'] === 'BreadcrumbList');
      expect(trail, 'BreadcrumbList').toBeDefined();
      const steps = trail!.itemListElement as Item[];
      expect(steps[0]!.item).toBe(`${origin}/`);
      expect(steps.at(-1)!.item).toBe(`${origin}${pagePathOf(file)}`);
      for (const step of steps) {
        expect(distFileFor(new URL(step.item).pathname), `${step.item} exists`).not.toBeNull();
      }
    },
  );
});

test('no JSON-LD on not-found pages beyond nothing at all', () => {
  for (const file of notFound) expect(typesOf(file)).toEqual([]);
});

test('the organisation on the home and about pages', () => {
  expect(typesOf('index.html')).toContain('EducationalOrganization');
  expect(typesOf('a-propos/index.html')).toContain('EducationalOrganization');
});

test.each(TRAINING_IDS)('/formation/%s/: Course and its RNCP program', (id) => {
  const items = itemsOf(`formation/${id}/index.html`);
  const course = items.find((item) => item['@type'] === 'Course');
  const program = items.find((item) => item['@type'] === 'EducationalOccupationalProgram');
  expect(course?.name).toBe(
    loadDocument(`formation/${id}/index.html`).querySelector('h1')?.textContent?.trim(),
  );
  expect(course?.isPartOf?.['@id']).toBe(program?.['@id']);
});

test('/formations/: an ItemList of every training', () => {
  const list = itemsOf('formations/index.html').find((item) => item['@type'] === 'ItemList');
  expect(
    (list?.itemListElement as Item[]).map((entry) => new URL(entry.url).pathname).sort(),
  ).toEqual(TRAINING_IDS.map((id) => `/formation/${id}/`).sort());
});

test.each(listArticleSlugs())('/blog/%s/: BlogPosting with the page’s headline', (slug) => {
  const file = `blog/${slug}/index.html`;
  const posting = itemsOf(file).find((item) => item['@type'] === 'BlogPosting');
  expect(posting?.headline).toBe(loadDocument(file).querySelector('h1')?.textContent?.trim());
  expect(posting?.mainEntityOfPage).toBe(`${origin}/blog/${slug}/`);
});

test('/faq/: a FAQPage with every question', () => {
  const faq = itemsOf('faq/index.html').find((item) => item['@type'] === 'FAQPage');
  const questions = readdirSync(new URL('../../content/faq/', import.meta.url)).filter((name) =>
    name.endsWith('.mdx'),
  );
  expect(faq?.mainEntity).toHaveLength(questions.length);
  // Each answer says what the page shows under its question: no markup, no MDX import or expression.
  const page = loadDocument('faq/index.html');
  const flat = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  for (const question of faq!.mainEntity as Item[]) {
    const details = [...page.querySelectorAll('details')].find(
      (item) => flat(item.querySelector('summary')?.textContent) === flat(question.name),
    );
    const shown = flat(details?.querySelector('.prose')?.textContent);
    expect(shown.length, question.name).toBeGreaterThan(100);
    expect(flat(question.acceptedAnswer.text)).toBe(shown);
  }
});
