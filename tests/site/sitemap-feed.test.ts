// Search engines and feed readers find the public pages, and only them: sitemap, robots.txt, RSS.
import { describe, expect, test } from 'vitest';
import {
  distFileFor,
  hasDistFile,
  listHtmlFiles,
  loadDocument,
  readDistFile,
  requireDist,
  siteOrigin,
} from '../support/dist.ts';
import { NOT_FOUND_PAGES, listArticleSlugs, listRoutes } from '../../local/routes.ts';

requireDist();

const origin = siteOrigin();
const routes = listRoutes();

/** The text of every `<tag>` element of an XML document (sitemaps and RSS are flat enough for this). */
function xmlValues(xml: string, tag: string): string[] {
  return [
    ...xml.matchAll(
      new RegExp(`<${tag}>\\s*(?:<!\\[CDATA\\[)?([^<\\]]*)(?:\\]\\]>)?\\s*</${tag}>`, 'g'),
    ),
  ].map(([, value = '']) => value.trim());
}

function readXml(file: string): string {
  if (!hasDistFile(file)) throw new Error(`dist/${file} is missing`);
  return readDistFile(file).toString('utf8');
}

/** Path of every URL listed by the sitemaps that sitemap-index.xml points to. */
function sitemapPaths(): string[] {
  const sitemaps = xmlValues(readXml('sitemap-index.xml'), 'loc');
  expect(sitemaps.length, 'sitemap-index.xml lists no sitemap').toBeGreaterThan(0);
  return sitemaps.flatMap((loc) => {
    expect(loc.startsWith(`${origin}/`), `${loc} is not on ${origin}`).toBe(true);
    return xmlValues(readXml(new URL(loc).pathname.slice(1)), 'loc').map((url) => {
      expect(url.startsWith(`${origin}/`), `${url} is not on ${origin}`).toBe(true);
      return new URL(url).pathname;
    });
  });
}

describe('sitemap', () => {
  test('lists every public route', () => {
    const listed = new Set(sitemapPaths());
    const missing = routes
      .filter((route) => route.indexed && !listed.has(route.path))
      .map((route) => route.path);
    expect(missing, 'public routes missing from the sitemap').toEqual([]);
  });

  test('lists no private space, no sample data and no not-found page', () => {
    const listed = sitemapPaths();
    const forbidden = [
      ...routes.filter((route) => !route.indexed).map((route) => route.path),
      '/404/',
      '/404.html',
      ...NOT_FOUND_PAGES.map((page) => `/${page.file.replace(/index\.html$/, '')}`),
    ];
    expect(listed.filter((path) => forbidden.includes(path))).toEqual([]);
  });

  test('lists only pages that exist', () => {
    expect(sitemapPaths().filter((path) => !distFileFor(path))).toEqual([]);
  });
});

test('robots.txt names the absolute sitemap URL', () => {
  expect(readXml('robots.txt')).toMatch(
    new RegExp(`^Sitemap:\\s*${origin}/sitemap-index\\.xml\\s*$`, 'mi'),
  );
});

describe('RSS feed', () => {
  test('/rss.xml has one item per article, each linking to its page', () => {
    const rss = readXml('rss.xml');
    expect(rss).toMatch(/<rss[\s>]/);
    const items = [...rss.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item = '']) => item);
    const links = items
      .map((item) => new URL(xmlValues(item, 'link')[0] ?? '', origin).pathname)
      .sort();
    expect(links).toEqual(listArticleSlugs().map((slug) => `/blog/${slug}/`));
  });

  test('every page links the feed from its <head>', () => {
    const unlinked = listHtmlFiles().filter((file) => {
      const link = loadDocument(file).head.querySelector(
        'link[rel="alternate"][type="application/rss+xml"]',
      );
      return (
        link === null || new URL(link.getAttribute('href') ?? '', origin).pathname !== '/rss.xml'
      );
    });
    expect(
      unlinked,
      'pages without <link rel="alternate" type="application/rss+xml" href="/rss.xml">',
    ).toEqual([]);
  });
});
