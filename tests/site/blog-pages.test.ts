// The blog at scale: list pages that link to each other with plain links, so a crawler
// starting at /blog/ reaches every article and every category page; each list page has its own title,
// description and canonical, and announces its neighbours; the sitemap dates what it can.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import {
  distFileFor,
  loadDocument,
  readDistFile,
  requireDist,
  resolveInternal,
  siteOrigin,
} from '../support/dist.ts';
import { BLOG_CATEGORY_PAGES, listArticleSlugs } from '../../local/routes.ts';
import { ARTICLE_CATEGORIES } from '~/schemas/article';
import { categorySlug } from '~/lib/blog-pages';

requireDist();

const origin = siteOrigin();
const LIST_PAGE = /^\/blog\/(?:page\/\d+\/|categorie\/[a-z0-9-]+\/(?:page\/\d+\/)?)?$/;

/** Every page reached from /blog/ by following its links inside /blog/, like a crawler without JS. */
function crawlBlog(): Set<string> {
  const seen = new Set<string>(['/blog/']);
  const queue = ['/blog/'];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const file = distFileFor(path);
    if (!file?.endsWith('.html')) continue;
    const pageUrl = new URL(path, origin);
    for (const anchor of loadDocument(file).querySelectorAll('a[href]')) {
      const target = resolveInternal(anchor.getAttribute('href') ?? '', pageUrl);
      if (target?.startsWith('/blog/') && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return seen;
}

const crawled = crawlBlog();
const listPages = [...crawled].filter((path) => LIST_PAGE.test(path)).sort();

test('every article and every category page is reachable from /blog/ through plain links', () => {
  const missing = [
    ...listArticleSlugs().map((slug) => `/blog/${slug}/`),
    ...BLOG_CATEGORY_PAGES,
  ].filter((path) => !crawled.has(path));
  expect(missing).toEqual([]);
});

test('each category of the schema has its page, at the address of its slug', () => {
  expect(
    ARTICLE_CATEGORIES.map((category) => `/blog/categorie/${categorySlug(category)}/`),
  ).toEqual(BLOG_CATEGORY_PAGES);
});

test('list pages have distinct titles and descriptions', () => {
  const heads = listPages.map((path) => {
    const document = loadDocument(distFileFor(path)!);
    return {
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    };
  });
  expect(new Set(heads.map((head) => head.title)).size).toBe(listPages.length);
  expect(new Set(heads.map((head) => head.description)).size).toBe(listPages.length);
});

describe.each(listPages)('%s', (path) => {
  const document = () => loadDocument(distFileFor(path)!);

  test('declares itself canonical', () => {
    expect(document().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${origin}${path}`,
    );
  });

  test('rel="prev"/"next" in <head> match the page links, and lead to pages that exist', () => {
    for (const rel of ['prev', 'next']) {
      const head = document().head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');
      const body = document().body.querySelector(`a[rel="${rel}"]`)?.getAttribute('href');
      expect(head ? new URL(head).pathname : undefined, rel).toBe(body ?? undefined);
      if (body) expect(distFileFor(body), `${rel} ${body}`).not.toBeNull();
    }
  });

  test('the current category link is marked on the first page of its series', () => {
    const current = document().querySelector(
      'nav[aria-label="Catégories du blog"] [aria-current="page"]',
    );
    if (path.includes('/page/')) expect(current).toBeNull();
    else expect(current?.getAttribute('href')).toBe(path);
  });
});

describe('sitemap lastmod', () => {
  const sitemap = readDistFile('sitemap-0.xml').toString('utf8');
  const lastmod = (path: string) =>
    new RegExp(`<loc>${origin}${path}</loc><lastmod>([^<]+)</lastmod>`)
      .exec(sitemap)?.[1]
      ?.slice(0, 10);

  test.each(listArticleSlugs())(
    '/blog/%s/ is dated by its update, else its publication',
    (slug) => {
      const source = readFileSync(
        new URL(`../../content/articles/${slug}.mdx`, import.meta.url),
        'utf8',
      );
      const data = parse(source.split(/^---$/m)[1] ?? '') as {
        date: Date | string;
        updated?: Date | string;
      };
      const day = (value: Date | string) =>
        value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
      expect(lastmod(`/blog/${slug}/`)).toBe(day(data.updated ?? data.date));
    },
  );

  test('/blog/ is dated by its newest article', () => {
    const dates = listArticleSlugs().map((slug) => lastmod(`/blog/${slug}/`) ?? '');
    expect(lastmod('/blog/')).toBe(dates.sort().at(-1));
  });
});
