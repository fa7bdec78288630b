// Every route of docs/product.md §2.1 is built, titled and described for search engines and link previews.
import { describe, expect, test } from 'vitest';
import {
  distFileFor,
  hasDistFile,
  listHtmlFiles,
  loadDocument,
  readDistFile,
  requireDist,
  resolveInternal,
  siteOrigin,
} from '../support/dist.ts';
import { NOT_FOUND_PAGES, listRoutes, routeFile } from '../../local/routes.ts';

requireDist();

const BRAND = 'Horizon Compétences';
const routes = listRoutes();
const origin = siteOrigin();

function meta(document: Document, selector: string): string {
  return document.querySelector(selector)?.getAttribute('content')?.trim() ?? '';
}

function titleOf(file: string): string {
  return loadDocument(file).title.trim();
}

/** Whether a title carries the brand as suffix ("Page | Brand"), or as prefix on the home page. */
function isBrandedTitle(title: string, isHome: boolean): boolean {
  const suffixed = title.endsWith(` | ${BRAND}`) && title.length > BRAND.length + 3;
  const prefixed = title.startsWith(`${BRAND} | `) && title.length > BRAND.length + 3;
  return suffixed || (isHome && prefixed);
}

const allPages = [
  ...routes.map((route) => routeFile(route.path)),
  ...NOT_FOUND_PAGES.map((page) => page.file),
];

describe.each(routes)('$path', (route) => {
  const file = routeFile(route.path);

  test('is built', () => {
    expect(hasDistFile(file), `dist/${file} is missing`).toBe(true);
  });

  describe.skipIf(!hasDistFile(file))('head and heading', () => {
    const html = () => loadDocument(file);

    test('is in French with exactly one non-empty <h1>', () => {
      expect(html().documentElement.getAttribute('lang')).toBe('fr');
      const headings = [...html().querySelectorAll('h1')].map((h1) => h1.textContent?.trim() ?? '');
      expect(headings, 'one <h1> per page').toHaveLength(1);
      expect(headings[0], '<h1> text').not.toBe('');
    });

    test('holds its first paint until the header is whole: the element it waits for comes right after it', () => {
      const expected = html().querySelector('link[rel="expect"][blocking="render"]');
      let before = html().getElementById(
        expected?.getAttribute('href')?.slice(1) ?? '',
      )?.previousElementSibling;
      // The header's own inline script may sit between them: it paints nothing.
      while (before?.tagName === 'SCRIPT') before = before.previousElementSibling;
      expect(before?.tagName, 'element before the one awaited').toBe('HEADER');
    });

    test(`has a branded <title> (“… | ${BRAND}”)`, () => {
      expect(isBrandedTitle(titleOf(file), route.path === '/'), `title: "${titleOf(file)}"`).toBe(
        true,
      );
    });

    test('has a meta description', () => {
      expect(meta(html(), 'meta[name="description"]')).not.toBe('');
    });

    test('has an absolute canonical URL with a trailing slash, repeated as og:url', () => {
      const canonical = html().querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
      expect(canonical).toBe(`${origin}${route.path}`);
      expect(meta(html(), 'meta[property="og:url"]')).toBe(canonical);
    });

    test('has Open Graph and Twitter card tags', () => {
      for (const property of ['og:title', 'og:description', 'og:type']) {
        expect(meta(html(), `meta[property="${property}"]`), property).not.toBe('');
      }
      expect(meta(html(), 'meta[name="twitter:card"]')).toMatch(/^summary(_large_image)?$/);
    });

    test('has an absolute og:image that exists in dist/', () => {
      const image = meta(html(), 'meta[property="og:image"]');
      expect(image, 'og:image must be an absolute URL').toMatch(/^https?:\/\//);
      const path = resolveInternal(image, new URL(route.path, origin));
      expect(path, `og:image ${image} is not on ${origin}`).not.toBeNull();
      expect(distFileFor(path ?? ''), `og:image ${image} is not in dist/`).not.toBeNull();
    });

    test(
      route.indexed ? 'is indexable (no noindex)' : 'is kept out of search engines (noindex)',
      () => {
        const robots = meta(html(), 'meta[name="robots"]');
        if (!route.indexed) expect(robots).toMatch(/^noindex/);
        else expect(robots).not.toMatch(/noindex/);
      },
    );
  });
});

describe.each(NOT_FOUND_PAGES)('not-found page dist/$file', (page) => {
  test('is built', () => {
    expect(hasDistFile(page.file), `dist/${page.file} is missing`).toBe(true);
  });

  test.skipIf(!hasDistFile(page.file))(
    `says “${page.text}” in French, under one <h1>, and is noindex`,
    () => {
      const document = loadDocument(page.file);
      expect(document.documentElement.getAttribute('lang')).toBe('fr');
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      expect(document.body.textContent?.replace(/\s+/g, ' ')).toContain(
        page.text.replace(/\s+/g, ' '),
      );
      expect(isBrandedTitle(titleOf(page.file), false), `title: "${titleOf(page.file)}"`).toBe(
        true,
      );
      expect(meta(document, 'meta[name="robots"]')).toMatch(/^noindex/);
    },
  );
});

test('every page has its own <title>', () => {
  const built = allPages.filter(hasDistFile);
  const byTitle = Map.groupBy(built, titleOf);
  const duplicates = [...byTitle]
    .filter(([, files]) => files.length > 1)
    .map(([title, files]) => `"${title}": ${files.join(', ')}`);
  expect(duplicates, 'titles shared by several pages').toEqual([]);
});

// An HTML comment in a template reaches every visitor (280 B brotli on each page when there were four):
// notes for the next engineer go in `{/* … */}`, which the build drops. What remains are the frameworks'
// own markers: Astro's island end, React's separator between two adjacent texts.
test('no page ships a source comment', () => {
  const FRAMEWORK_MARKERS = new Set(['<!--astro:end-->', '<!-- -->']);
  const shipped = listHtmlFiles().flatMap((file) =>
    [
      ...readDistFile(file)
        .toString('utf8')
        .matchAll(/<!--[\s\S]*?-->/g),
    ]
      .map(([comment]) => comment)
      .filter((comment) => !FRAMEWORK_MARKERS.has(comment))
      .map((comment) => `${file}: ${comment.slice(0, 80)}`),
  );
  expect(shipped).toEqual([]);
});
