// Weight budgets a visitor on a slow connection feels: HTML, CSS and JavaScript per page, gzip sizes, and
// what a first visit downloads before any interaction, brotli as Netlify serves it (the cookie banner is
// in the HTML and hydrates only when used). The figures go to .tmp/budgets.json and to the console so
// they can be quoted. tests/e2e/page-weight.test.ts checks the same budgets in Chromium.
import { beforeAll, describe, expect, test } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DIST_DIR,
  distFileFor,
  brotliSize,
  gzipSize,
  hasDistFile,
  loadDocument,
  pagePathOf,
  readDistFile,
  requireDist,
  resolveInternal,
  siteOrigin,
} from '../support/dist.ts';
import { NOT_FOUND_PAGES, listRoutes, routeFile } from '../../local/routes.ts';

requireDist();

const KIB = 1024;
const BUDGETS = {
  htmlGzip: 30 * KIB,
  cssGzip: 15 * KIB,
  jsGzipWithoutIsland: 5 * KIB,
  jsBrotliBeforeInteraction: 70 * KIB,
  /** HTML, CSS, web fonts, icon sprite and scripts of a page without a form, before any interaction. */
  firstVisitBrotliWithoutIsland: 50 * KIB,
  /** A content page's HTML with its CSS: the first round trip (TCP's initial window of 10 packets). */
  htmlWithCssBrotliContentPage: 14 * KIB,
} as const;
const REPORT_FILE = join(DIST_DIR, '..', '.tmp', 'budgets.json');

const origin = siteOrigin();

/** The measured weight of one page. */
interface PageFigures {
  path: string;
  hasIsland: boolean;
  /** No form or other island besides the cookie banner and the toast stack: a page people read. */
  isContentPage: boolean;
  htmlGzip: number;
  /** The HTML with its own CSS inline, brotli: what must arrive before the page can render. */
  htmlBrotli: number;
  /** Linked stylesheets: none, the page's CSS is in its HTML. */
  stylesheets: string[];
  /** The page's own CSS (its inline `<style data-page-css>`), gzip. */
  cssGzip: number;
  /** Scripts loaded with the page: inline, `<script src>`, modulepreload and their static imports. */
  jsGzip: number;
  /** Loaded later: island components and renderers, dynamic imports (reported, not budgeted). */
  jsOnDemandGzip: number;
  /**
   * What a visitor, first or returning, downloads before touching anything, brotli as Netlify serves it:
   * the page's scripts plus the islands that hydrate on their own (not the consent banner, which waits
   * for its first use) with their static imports; dynamic imports (validation, supabase-js) wait.
   */
  jsBrotliBeforeInteraction: number;
  /** HTML + stylesheets + web fonts + icon sprite + jsBrotliBeforeInteraction (images aside), brotli. */
  firstVisitBrotli: number;
  brokenImports: string[];
}

const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g;
const VITE_DEPENDENCY = /["'`](_astro\/[^"'`]+\.js)["'`]/g;

/** Internal module paths a script refers to, relative to its own URL (bare or junk specifiers are skipped). */
function specifiers(code: string, pattern: RegExp, base: URL): string[] {
  return [...code.matchAll(pattern)]
    .map(([, ref = '']) => ref)
    .filter((ref) => /^(\.{1,2}\/|\/|_astro\/)/.test(ref))
    .map((ref) => resolveInternal(ref.startsWith('_astro/') ? `/${ref}` : ref, base))
    .filter((path) => path !== null);
}

/** Walks module imports from some entry paths; returns every module reached and the imports that are missing. */
function walkModules(
  entries: string[],
  follow: (code: string, base: URL) => string[],
): { modules: Set<string>; missing: string[] } {
  const modules = new Set<string>();
  const missing: string[] = [];
  const queue = [...entries];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (modules.has(path)) continue;
    const file = distFileFor(path);
    if (!file) {
      missing.push(path);
      continue;
    }
    modules.add(path);
    queue.push(...follow(readDistFile(file).toString('utf8'), new URL(path, origin)));
  }
  return { modules, missing };
}

function gzipOfModules(paths: Iterable<string>): number {
  return [...paths].reduce((sum, path) => sum + gzipSize(readDistFile(distFileFor(path) ?? '')), 0);
}

/** Brotli sizes of the shared files (stylesheet, chunks), computed once for all pages. */
const brotliSizes = new Map<string, number>();

/** Brotli size of the dist/ files at these URL paths (stylesheets or modules). */
function brotliOfModules(paths: Iterable<string>): number {
  return [...paths].reduce((sum, path) => {
    let size = brotliSizes.get(path);
    if (size === undefined) {
      size = brotliSize(readDistFile(distFileFor(path) ?? ''));
      brotliSizes.set(path, size);
    }
    return sum + size;
  }, 0);
}

/** Islands that hydrate without any action of the visitor (not the consent banner, which waits for its first use, a form hydrating on first focus, nor the toast stack waiting for a toast). */
const SELF_HYDRATING_ISLANDS =
  'astro-island:not([client="consent"]):not([client="interaction"]):not([client="toast"]):not([client="only"])';

function attributePaths(
  document: Document,
  selector: string,
  attribute: string,
  pageUrl: URL,
): string[] {
  return [...document.querySelectorAll(selector)]
    .map((element) => resolveInternal(element.getAttribute(attribute) ?? '', pageUrl))
    .filter((path) => path !== null);
}

/** Inline scripts that run (JSON data blocks excluded). */
function inlineScripts(document: Document): HTMLScriptElement[] {
  return [...document.querySelectorAll('script:not([src])')].filter(
    (script): script is HTMLScriptElement => !/json/i.test(script.getAttribute('type') ?? ''),
  );
}

function measureScripts(
  document: Document,
  pageUrl: URL,
): Pick<PageFigures, 'jsGzip' | 'jsOnDemandGzip' | 'jsBrotliBeforeInteraction' | 'brokenImports'> {
  const inline = inlineScripts(document);
  const inlineModuleImports = inline
    .filter((script) => script.type === 'module')
    .flatMap((script) => specifiers(script.textContent ?? '', STATIC_IMPORT, pageUrl));
  const eagerEntries = [
    ...attributePaths(document, 'script[src]', 'src', pageUrl),
    ...attributePaths(document, 'link[rel="modulepreload"]', 'href', pageUrl),
    ...inlineModuleImports,
  ];
  const eager = walkModules(eagerEntries, (code, base) => specifiers(code, STATIC_IMPORT, base));
  const lazyEntries = [
    ...attributePaths(document, 'astro-island[component-url]', 'component-url', pageUrl),
    ...attributePaths(document, 'astro-island[renderer-url]', 'renderer-url', pageUrl),
    ...inline.flatMap((script) => specifiers(script.textContent ?? '', DYNAMIC_IMPORT, pageUrl)),
    ...[...eager.modules],
  ];
  const all = walkModules(lazyEntries, (code, base) =>
    [STATIC_IMPORT, DYNAMIC_IMPORT, VITE_DEPENDENCY].flatMap((pattern) =>
      specifiers(code, pattern, base),
    ),
  );
  const beforeInteraction = walkModules(
    [
      ...eagerEntries,
      ...attributePaths(document, SELF_HYDRATING_ISLANDS, 'component-url', pageUrl),
      ...attributePaths(document, SELF_HYDRATING_ISLANDS, 'renderer-url', pageUrl),
    ],
    (code, base) => specifiers(code, STATIC_IMPORT, base),
  );
  const inlineCode = inline.map((script) => script.textContent ?? '').join('\n');
  return {
    jsBrotliBeforeInteraction:
      (inlineCode.trim() ? brotliSize(inlineCode) : 0) + brotliOfModules(beforeInteraction.modules),
    jsGzip: (inlineCode.trim() ? gzipSize(inlineCode) : 0) + gzipOfModules(eager.modules),
    jsOnDemandGzip: gzipOfModules([...all.modules].filter((path) => !eager.modules.has(path))),
    brokenImports: [...new Set([...eager.missing, ...all.missing])],
  };
}

/** Islands other than the cookie banner and the toast stack: a form, the search list, the learner space. */
const FEATURE_ISLANDS = 'astro-island:not([client="consent"]):not([client="toast"])';

function measure(file: string): PageFigures {
  const document = loadDocument(file);
  const hasIsland = document.querySelector(SELF_HYDRATING_ISLANDS) !== null;
  const isContentPage = document.querySelector(FEATURE_ISLANDS) === null;
  const pageUrl = new URL(pagePathOf(file), origin);
  const stylesheets = attributePaths(document, 'link[rel="stylesheet"]', 'href', pageUrl);
  const htmlBrotli = brotliSize(readDistFile(file));
  const pageCss = document.querySelector('style[data-page-css]')?.textContent ?? '';
  // Web fonts its CSS declares (none today: the site uses the device's font), counted as if all used.
  const fonts = [...pageCss.matchAll(/@font-face\{[^}]*?url\(["']?([^)"']+)/g)].map(
    ([, url = '']) => new URL(url, pageUrl).pathname,
  );
  // The icon sprite its <use href="/icons/<hash>.svg#name"> point to: downloaded once, then cached.
  const sprites = [...new Set(attributePaths(document, 'use[href]', 'href', pageUrl))];
  const scripts = measureScripts(document, pageUrl);
  return {
    path: pagePathOf(file),
    hasIsland,
    isContentPage,
    htmlGzip: gzipSize(readDistFile(file)),
    htmlBrotli,
    stylesheets,
    cssGzip: gzipSize(pageCss),
    ...scripts,
    firstVisitBrotli:
      htmlBrotli +
      brotliOfModules(stylesheets) +
      brotliOfModules(sprites) +
      fonts.reduce((sum, path) => sum + readDistFile(distFileFor(path) ?? '').length, 0) +
      scripts.jsBrotliBeforeInteraction,
  };
}

const kib = (bytes: number) => (bytes / KIB).toFixed(1);

function printTable(figures: PageFigures[]): void {
  const header = [
    'page',
    'island',
    'HTML',
    'CSS',
    'HTML+CSS (br)',
    'JS',
    'JS later',
    'before interaction (br)',
    'first visit (br)',
  ];
  const rows = figures.map((page) => [
    page.path,
    page.hasIsland ? 'yes' : '',
    kib(page.htmlGzip),
    kib(page.cssGzip),
    kib(page.htmlBrotli),
    kib(page.jsGzip),
    kib(page.jsOnDemandGzip),
    page.hasIsland ? kib(page.jsBrotliBeforeInteraction) : '',
    kib(page.firstVisitBrotli),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(
    [
      `Page weights, KiB gzip (budgets: HTML ≤ 30, page CSS ≤ 15, JS ≤ 5 without island; "JS later" = islands and dynamic imports;`,
      `"HTML+CSS": brotli KiB of the HTML with its own CSS inline, what the first render waits for, budget ≤ 14 on a content page (no form);`,
      `"before interaction": brotli KiB of JavaScript a visitor downloads before any interaction on an island page, budget ≤ 70;`,
      `"first visit": brotli KiB of HTML, CSS, font, icon sprite and JavaScript before any interaction, images aside, budget ≤ 50 without island)`,
      line(header),
      ...rows.map(line),
    ].join('\n'),
  );
}

const pages = [
  ...listRoutes().map((route) => routeFile(route.path)),
  ...NOT_FOUND_PAGES.map((page) => page.file),
]
  .filter((file) => hasDistFile(file))
  .map((file) => ({ file }));

const figures = new Map<string, PageFigures>();

beforeAll(() => {
  for (const page of pages) figures.set(page.file, measure(page.file));
  mkdirSync(join(REPORT_FILE, '..'), { recursive: true });
  writeFileSync(
    REPORT_FILE,
    `${JSON.stringify({ budgets: BUDGETS, pages: [...figures.values()] }, null, 2)}\n`,
  );
  printTable([...figures.values()]);
  // Brotli at quality 11 over every page and shared file (each once) takes seconds; more on a loaded machine.
}, 120_000);

describe.each(pages)('$file', ({ file }) => {
  const page = () => figures.get(file) as PageFigures;

  test('HTML ≤ 30 KiB gzip', () => {
    expect(page().htmlGzip).toBeLessThanOrEqual(BUDGETS.htmlGzip);
  });

  test('renders from its HTML: its own CSS inline, ≤ 15 KiB gzip, no stylesheet to wait for', () => {
    expect(page().stylesheets).toEqual([]);
    expect(page().cssGzip).toBeGreaterThan(0);
    expect(page().cssGzip).toBeLessThanOrEqual(BUDGETS.cssGzip);
  });

  test('content page: HTML with its CSS ≤ 14 KiB brotli, so it renders from the first round trip', () => {
    // The failure an editor meets first when a text grows: it says what to do (docs/editing.md, « Page length »).
    if (page().isContentPage)
      expect(
        page().htmlBrotli,
        `${page().path} weighs ${kib(page().htmlBrotli)} KiB brotli with its CSS: shorten or split its text (docs/editing.md, « Page length »)`,
      ).toBeLessThanOrEqual(BUDGETS.htmlWithCssBrotliContentPage);
  });

  test('every imported module exists', () => {
    expect(page().brokenImports).toEqual([]);
  });

  test('no island: JavaScript loaded with the page ≤ 5 KiB gzip; island: ≤ 70 KiB brotli before any interaction', () => {
    if (page().hasIsland)
      expect(page().jsBrotliBeforeInteraction).toBeLessThanOrEqual(
        BUDGETS.jsBrotliBeforeInteraction,
      );
    else expect(page().jsGzip).toBeLessThanOrEqual(BUDGETS.jsGzipWithoutIsland);
  });

  test('no island: a first visit downloads ≤ 50 KiB brotli (HTML, CSS, font, icons, scripts) before any interaction', () => {
    if (!page().hasIsland)
      expect(page().firstVisitBrotli).toBeLessThanOrEqual(BUDGETS.firstVisitBrotliWithoutIsland);
  });
});
