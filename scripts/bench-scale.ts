// Benchmark of the blog at scale, not a timed test: copies the project into a temporary
// folder, adds N distinct generated articles (default 1,000) to the real ones, builds, and prints the
// figures the issue budgets: build ms per page and peak memory, the largest list page (HTML brotli and
// DOM elements), Lighthouse mobile TBT and performance of /blog/, a category page and an article, and
// the time from each search keystroke (typed one character at a time) to its results painted.
// Usage: `npm run bench:scale [-- --articles=1000] [--keep]` (--keep leaves the copy and prints its path).
import { spawn } from 'node:child_process';
import {
  cpSync,
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
const CATEGORIES = ['Inclusion', 'Financement', 'Alternance', 'Actualités', 'Success Stories'];
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

/** The MDX of generated article `index`, built from a real article with its own title, date and text. */
export function generateArticle(template: Template, index: number): string {
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
    `category: ${quote(CATEGORIES[index % CATEGORIES.length]!)}`,
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
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  const templates = readTemplates(root);
  for (let index = 1; index <= count; index += 1) {
    writeFileSync(
      join(root, 'content/articles', `article-genere-${String(index).padStart(4, '0')}.mdx`),
      generateArticle(templates[index % templates.length]!, index),
    );
  }
  return {
    root,
    articleCount: count + templates.length,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
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

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const count = Number(
    args.find((arg) => arg.startsWith('--articles='))?.slice('--articles='.length) ?? 1000,
  );
  const keep = args.includes('--keep');
  console.log(`Copying the project and generating ${count} articles…`);
  const copy = createScaleCopy(count);
  try {
    console.log(`Building ${copy.root} (${copy.articleCount} articles)…`);
    const build = await buildCopy(copy.root);
    const dist = join(copy.root, 'dist');
    const pages = htmlFiles(dist).filter((file) => !file.startsWith('pagefind/')).length;
    const lists = await measureListPages(dist);
    const largest = lists[0]!;
    const mostElements = [...lists].sort((a, b) => b.elements - a.elements)[0]!;
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
      const kib = (bytes: number) => (bytes / 1024).toFixed(1);
      console.log(
        [
          '',
          `Articles: ${copy.articleCount} (${count} generated)   pages built: ${pages}   CPU cores: ${(await import('node:os')).availableParallelism()}`,
          `Build: ${(build.ms / 1000).toFixed(1)} s, ${(build.ms / pages).toFixed(1)} ms per page (budget 12), CPU ${build.cpuS.toFixed(1)} s, peak memory ${(build.peakKib / 1024).toFixed(0)} MiB (astro build process)`,
          `List pages: ${lists.length}; largest HTML ${largest.file} ${kib(largest.brotli)} KiB brotli (budget 30); most elements ${mostElements.file} ${mostElements.elements} (budget 1,500)`,
          ...lighthouse.map(
            (figure) =>
              `Lighthouse mobile ${figure.path}: TBT ${median(figure.tbtMs)} ms (budget 50), performance ${median(figure.performance)}; medians of ${figure.tbtMs.length} runs, TBT ${figure.tbtMs.join(', ')} ms`,
          ),
          `Search, ${keystrokes.length} keystrokes typed one at a time (${SEARCH_QUERIES.join(', ')}) → results painted: median ${median(keystrokes)} ms (budget 50), 90th percentile ${percentile(keystrokes, 0.9)} ms, slowest ${Math.max(...keystrokes)} ms`,
        ].join('\n'),
      );
    } finally {
      await server.close();
    }
  } finally {
    if (keep) console.log(`Copy kept at ${copy.root}`);
    else copy.remove();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
