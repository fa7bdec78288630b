// Benchmark of the blog at scale, not a timed test: copies the project into a temporary folder, adds N
// distinct generated articles (default 1,000) to the real ones, and builds it in turn with a control, a
// bare Astro MDX build of the same articles, three pairs interleaved. The budget is the ratio of their
// costs per page (median of the pairs, at most 1.4: the script exits 1 above), which the host's load
// moves far less than either cost. Then it reports, never as a gate: peak memory, the largest list page
// (HTML brotli and DOM elements), Lighthouse mobile TBT and performance of /blog/, a category page and an
// article, and the time from each search keystroke (typed one character at a time) to its results painted.
// Usage: `npm run bench:scale [-- --articles=1000] [--keep]` (--keep leaves both folders and prints their paths).
import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { parse } from 'yaml';

const PROJECT_ROOT = fileURLToPath(new URL('../', import.meta.url));
/** What a build needs from the project; node_modules is linked, not copied. */
const COPIED = ['astro.config.mjs', 'tsconfig.json', 'package.json', 'content', 'public', 'src'];
/** Interleaved builds of the project and of the control; the budget reads their median. */
const PAIRS = 3;
/** The project's cost per page may be at most this multiple of the control's (docs/performance.md, Budgets). */
const MAX_RATIO = 1.4;
/** Words mixed into each generated article so that every page (and the search index) is distinct. */
const WORDS =
  'vente magasin client conseil équipe rayon stock caisse accueil alternance entreprise financement formation titre bloc compétence examen jury dossier entretien métier manager planning objectif indicateur chiffre inventaire merchandising fidélisation réclamation négociation recrutement intégration sécurité hygiène commande livraison fournisseur budget marge promotion saison vitrine étiquette prix réassort commerce digital omnicanal drive retrait'.split(
    ' ',
  );

interface Template {
  file: string;
  data: Record<string, unknown>;
  paragraphs: string[];
}

/** A copy of the project with `count` generated articles; `remove` deletes it. */
export interface ScaleCopy {
  root: string;
  articleCount: number;
  remove: () => void;
}

function readTemplates(root: string): Template[] {
  const folder = join(root, 'content/articles');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((file) => {
      const [, frontmatter = '', body = ''] = readFileSync(join(folder, file), 'utf8').split(
        /^---$/m,
      );
      return {
        file,
        data: parse(frontmatter) as Record<string, unknown>,
        paragraphs: body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim()),
      };
    });
}

/** Deterministic pseudo-random numbers, so two runs build the same site. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const quote = (text: string) => JSON.stringify(text);

/** The blog's categories, read from their one home (src/schemas/article.ts, ARTICLE_CATEGORIES). */
function readCategories(root: string): string[] {
  const source = readFileSync(join(root, 'src/schemas/article.ts'), 'utf8');
  const list = /ARTICLE_CATEGORIES = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  const categories = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
  if (!categories.length) throw new Error('src/schemas/article.ts: no ARTICLE_CATEGORIES found');
  return categories;
}

/**
 * Links each package of the project's node_modules into `root`'s own node_modules folder, so that the
 * caches Astro and Vite keep there (.astro, .vite) belong to that build alone.
 */
function linkNodeModules(root: string): void {
  const source = join(PROJECT_ROOT, 'node_modules');
  const target = join(root, 'node_modules');
  mkdirSync(target);
  for (const entry of readdirSync(source)) {
    if (entry === '.astro' || entry === '.vite') continue;
    symlinkSync(join(source, entry), join(target, entry));
  }
}

/** The MDX of generated article `index`, built from a real article with its own title, date and text. */
export function generateArticle(template: Template, index: number, categories: string[]): string {
  const next = random(index + 1);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)]!;
  const day = new Date(Date.UTC(2025, 9, 1) - index * 86_400_000);
  const words = Array.from({ length: 6 }, pick);
  const title = `${String(template.data.title).slice(0, 70)} : ${words[0]} et ${words[1]} n° ${index}`;
  const summary = `${String(template.data.summary).slice(0, 200)} Cas n° ${index} : ${words.join(', ')}.`;
  const paragraphs = [...template.paragraphs].sort(() => next() - 0.5);
  const unique = `Étude de cas n° ${index} : ${Array.from({ length: 40 }, pick).join(' ')}.`;
  return [
    '---',
    `title: ${quote(title)}`,
    `date: ${day.toISOString().slice(0, 10)}`,
    `category: ${quote(categories[index % categories.length]!)}`,
    `tags: ${JSON.stringify([...new Set([words[2], words[3], words[4]])].map((tag) => tag!))}`,
    `summary: ${quote(summary)}`,
    `image: ${String(template.data.image)}`,
    `imageAlt: ${quote(String(template.data.imageAlt))}`,
    `author: ${quote(String(template.data.author))}`,
    '---',
    '',
    unique,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph.trim(), '']),
  ].join('\n');
}

/** Copies the project into a temporary folder and adds `count` generated articles. */
export function createScaleCopy(count: number): ScaleCopy {
  const root = mkdtempSync(join(tmpdir(), 'hc-scale-'));
  for (const entry of COPIED)
    cpSync(join(PROJECT_ROOT, entry), join(root, entry), { recursive: true });
  linkNodeModules(root);
  const templates = readTemplates(root);
  const categories = readCategories(root);
  for (let index = 1; index <= count; index += 1) {
    writeFileSync(
      join(root, 'content/articles', `article-genere-${String(index).padStart(4, '0')}.mdx`),
      generateArticle(templates[index % templates.length]!, index, categories),
    );
  }
  return {
    root,
    articleCount: count + templates.length,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** What the control keeps of an article: its MDX without the lines of ESM and the `{…}` expressions. */
export function bareArticle(mdx: string): string {
  const [, frontmatter = '', ...body] = mdx.split(/^---$/m);
  const text = body
    .join('---')
    .split('\n')
    .filter((line) => !/^(import|export)\s/.test(line))
    .join('\n')
    .replace(/\{[^{}\n]*\}/g, '');
  return `---${frontmatter}---${text}`;
}

/** The control's files: Astro with MDX as its only integration, one page per article with no layout. */
const CONTROL_FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'bench-control', private: true, type: 'module' }),
  'astro.config.mjs': [
    "import { defineConfig } from 'astro/config';",
    "import mdx from '@astrojs/mdx';",
    'export default defineConfig({ integrations: [mdx()] });',
    '',
  ].join('\n'),
  'src/content.config.ts': [
    "import { defineCollection } from 'astro:content';",
    "import { glob } from 'astro/loaders';",
    "const articles = defineCollection({ loader: glob({ pattern: '*.mdx', base: './articles' }) });",
    'export const collections = { articles };',
    '',
  ].join('\n'),
  'src/pages/[id].astro': [
    '---',
    "import { getCollection, render } from 'astro:content';",
    'export async function getStaticPaths() {',
    "  const articles = await getCollection('articles');",
    '  return articles.map((entry) => ({ params: { id: entry.id }, props: { entry } }));',
    '}',
    'const { entry } = Astro.props;',
    'const { Content } = await render(entry);',
    '---',
    '<html lang="fr"><head><meta charset="utf-8" /><title>{entry.data.title}</title></head>',
    '<body><h1>{entry.data.title}</h1><Content /></body></html>',
    '',
  ].join('\n'),
};

/** A bare Astro MDX project of the copy's articles (the control of the build budget); `remove` deletes it. */
export function createControl(copy: ScaleCopy): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'hc-scale-control-'));
  for (const [file, text] of Object.entries(CONTROL_FILES)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  mkdirSync(join(root, 'articles'));
  const articles = join(copy.root, 'content/articles');
  for (const file of readdirSync(articles).filter((name) => name.endsWith('.mdx')))
    writeFileSync(
      join(root, 'articles', file),
      bareArticle(readFileSync(join(articles, file), 'utf8')),
    );
  linkNodeModules(root);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Removes what a build of `root` leaves, its caches included, so that every build starts cold. */
function clearBuild(root: string): void {
  for (const folder of ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite'])
    rmSync(join(root, folder), { recursive: true, force: true });
}

/**
 * Runs `astro build` in a copy; resolves with the wall time, the CPU time (user + system, s) and the peak
 * resident memory (KiB) of the build process. On a machine shared with other work, the CPU time moves
 * less than the wall time: compare both.
 */
export function buildCopy(root: string): Promise<{ ms: number; cpuS: number; peakKib: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // GNU time reports the child's peak resident set (the Node process running Astro) and its CPU time
    // with its children's (Pagefind's indexer).
    const child = spawn(
      '/usr/bin/time',
      [
        '-f',
        'PEAK_KIB=%M CPU_S=%U+%S',
        process.execPath,
        join(root, 'node_modules/astro/bin/astro.mjs'),
        'build',
      ],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`astro build exited with ${code}:\n${output.slice(-4000)}`));
        return;
      }
      const peakKib = Number(/PEAK_KIB=(\d+)/.exec(output)?.[1] ?? NaN);
      const [, user = NaN, system = NaN] = /CPU_S=([\d.]+)\+([\d.]+)/.exec(output) ?? [];
      resolve({ ms: performance.now() - started, cpuS: Number(user) + Number(system), peakKib });
    });
  });
}

/** Every HTML file of a build folder, relative and `/`-separated. */
function htmlFiles(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

const LIST_PAGE = /^blog\/(?:page\/\d+\/|categorie\/[^/]+\/(?:page\/\d+\/)?)?index\.html$/;

/** The list pages of the blog with their brotli size and DOM element count, largest first. */
async function measureListPages(dist: string) {
  const { JSDOM } = await import('jsdom');
  return htmlFiles(dist)
    .filter((file) => LIST_PAGE.test(file))
    .map((file) => {
      const html = readFileSync(join(dist, file), 'utf8');
      return {
        file,
        brotli: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
        elements: new JSDOM(html).window.document.querySelectorAll('*').length,
      };
    })
    .sort((a, b) => b.brotli - a.brotli);
}

/**
 * Lighthouse runs per page: one run's TBT swings by 2× or more on a shared machine (Lighthouse's own
 * advice on variability is to take the median of several runs).
 */
const LIGHTHOUSE_RUNS = 3;

/** The median of some numbers (NaN when there are none). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[(sorted.length - 1) >> 1]! : NaN;
}

/** Lighthouse mobile: total blocking time (ms) and performance score of each path, every run. */
async function lighthouseFigures(baseUrl: string, paths: string[]) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const { CHROMIUM_FLAGS, CHROMIUM_PATH } = await import('../local/chromium.ts');
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  try {
    const figures = paths.map((path) => ({
      path,
      tbtMs: [] as number[],
      performance: [] as number[],
    }));
    // Pages in turn within each round, so a burst of other work on the machine does not hit one page only.
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      for (const figure of figures) {
        const result = await lighthouse(`${baseUrl}${figure.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result?.lhr;
        // A run Lighthouse could not finish (runtimeError) has no figures: left out of the medians.
        if (!lhr || lhr.runtimeError) continue;
        figure.tbtMs.push(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN));
        figure.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      }
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

/** What a visitor types in the search box, one character at a time. */
const SEARCH_QUERIES = ['alternance', 'financement cpf', 'employe', 'magasin client', 'examen'];
/** Time between two keystrokes: a steady typist, about 80 words a minute. */
const KEYSTROKE_INTERVAL_MS = 150;

/**
 * Milliseconds from each keystroke in the search box to its results painted, once Pagefind is loaded
 * (a first search has run): the queries are typed one character at a time, as a visitor does, so a
 * keystroke's time includes fetching the index chunks of a word not searched yet. "Painted" is the
 * result list and its status line, which is what a visitor reads and can click; excerpts follow.
 */
export async function searchKeystrokeMs(baseUrl: string): Promise<number[]> {
  const { launchBrowser } = await import('../local/chromium.ts');
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/recherche/?q=formation`);
    await page.locator('[data-search-results] li [data-result-excerpt] mark').first().waitFor({
      timeout: 30_000,
    });
    const timings: number[] = [];
    for (const query of SEARCH_QUERIES) {
      for (let length = 1; length <= query.length; length += 1) {
        // A space starts a word and searches nothing new.
        if (query[length - 1] === ' ') continue;
        const ms = await page.evaluate(
          (text) =>
            new Promise<number>((done) => {
              const input = document.querySelector<HTMLInputElement>('#site-search')!;
              const list = document.querySelector('[data-search-results]')!;
              const status = document.querySelector('[data-search-status]')!;
              const started = performance.now();
              // The first change to the list or its status, then the frame that paints it.
              const observer = new MutationObserver(() => {
                observer.disconnect();
                requestAnimationFrame(() => setTimeout(() => done(performance.now() - started)));
              });
              observer.observe(status, { childList: true, characterData: true, subtree: true });
              observer.observe(list, { childList: true });
              input.value = text;
              input.dispatchEvent(new Event('input', { bubbles: true }));
            }),
          query.slice(0, length),
        );
        timings.push(Math.round(ms));
        await page.waitForTimeout(KEYSTROKE_INTERVAL_MS);
      }
    }
    return timings;
  } finally {
    await browser.close();
  }
}

/** The value below which `share` of the figures lie (nearest rank). */
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor(values.length * share))
  ]!;

/** One cold build of `root`: its wall and CPU time, peak memory, and the pages it wrote (search index aside). */
async function timedBuild(root: string) {
  clearBuild(root);
  const build = await buildCopy(root);
  const pages = htmlFiles(join(root, 'dist')).filter(
    (file) => !file.startsWith('pagefind/'),
  ).length;
  return { ...build, pages, msPerPage: build.ms / pages };
}

type TimedBuild = Awaited<ReturnType<typeof timedBuild>>;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const count = Number(
    args.find((arg) => arg.startsWith('--articles='))?.slice('--articles='.length) ?? 1000,
  );
  const keep = args.includes('--keep');
  console.log(`Copying the project and generating ${count} articles, then the control…`);
  const copy = createScaleCopy(count);
  const control = createControl(copy);
  try {
    const pairs: Array<{ project: TimedBuild; control: TimedBuild; ratio: number }> = [];
    for (let pair = 1; pair <= PAIRS; pair += 1) {
      console.log(`Pair ${pair}/${PAIRS}: building the project, then the control…`);
      const project = await timedBuild(copy.root);
      const bare = await timedBuild(control.root);
      pairs.push({ project, control: bare, ratio: project.msPerPage / bare.msPerPage });
    }
    const ratio = median(pairs.map((pair) => pair.ratio));
    const dist = join(copy.root, 'dist');
    const lists = await measureListPages(dist);
    const largest = lists[0]!;
    const mostElements = [...lists].sort((a, b) => b.elements - a.elements)[0]!;
    const figures = (build: TimedBuild) =>
      `${(build.ms / 1000).toFixed(1)} s for ${build.pages} pages, ${build.msPerPage.toFixed(1)} ms/page (CPU ${build.cpuS.toFixed(1)} s, peak ${(build.peakKib / 1024).toFixed(0)} MiB)`;
    console.log(
      [
        '',
        `Articles: ${copy.articleCount} (${count} generated)   CPU cores: ${(await import('node:os')).availableParallelism()}`,
        ...pairs.map(
          (pair, index) =>
            `Pair ${index + 1}: project ${figures(pair.project)}; control ${figures(pair.control)}; ratio ${pair.ratio.toFixed(2)}`,
        ),
        `Build cost per page, project / bare Astro MDX: ${ratio.toFixed(2)} (median of ${PAIRS} pairs; budget ${MAX_RATIO})`,
        `List pages: ${lists.length}; largest HTML ${largest.file} ${(largest.brotli / 1024).toFixed(1)} KiB brotli (budget 30); most elements ${mostElements.file} ${mostElements.elements} (budget 1,500)`,
      ].join('\n'),
    );
    const { startDistServer } = await import('../local/serve-dist.ts');
    const server = await startDistServer({ root: dist });
    try {
      const article = htmlFiles(dist).find((file) => /^blog\/article-genere-0001\//.test(file))!;
      const lighthouse = await lighthouseFigures(server.url, [
        '/blog/',
        '/blog/categorie/financement/',
        `/${article.replace(/index\.html$/, '')}`,
      ]);
      const keystrokes = await searchKeystrokeMs(server.url);
      console.log(
        [
          ...lighthouse.map(
            (figure) =>
              `Lighthouse mobile ${figure.path} (a report, not a gate): TBT ${median(figure.tbtMs)} ms, performance ${median(figure.performance)}; medians of ${figure.tbtMs.length} runs, TBT ${figure.tbtMs.join(', ')} ms`,
          ),
          `Search, ${keystrokes.length} keystrokes typed one at a time (${SEARCH_QUERIES.join(', ')}) → results painted: median ${median(keystrokes)} ms (budget 50), 90th percentile ${percentile(keystrokes, 0.9)} ms, slowest ${Math.max(...keystrokes)} ms`,
        ].join('\n'),
      );
    } finally {
      await server.close();
    }
    if (ratio > MAX_RATIO) {
      console.error(
        `\nOver budget: the project's build costs ${ratio.toFixed(2)} times a bare Astro MDX build's per page (at most ${MAX_RATIO}).`,
      );
      process.exitCode = 1;
    }
  } finally {
    if (keep) console.log(`Kept: ${copy.root} (project), ${control.root} (control)`);
    else {
      copy.remove();
      control.remove();
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
