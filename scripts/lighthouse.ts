// Lighthouse (mobile preset) over the built site served with netlify.toml rules; prints the four category
// scores, the largest contentful paint, the total blocking time and the host's CPU benchmark index (CPU;
// docs/performance.md, Lighthouse, says why a slow host reads a higher TBT) per route, and exits 1 below 100 in
// any category or with an LCP over 1.2 s (the first-visit budgets of docs/performance.md).
// Usage: `npm run build && npm run lighthouse -- [--runs=3] [/route/ …]` (default: every route, one run;
// with several runs each score is the median, as Lighthouse recommends against run-to-run variance;
// the runs go round by round over the routes).
// Private spaces are noindex on purpose: their only allowed SEO failure is the "is-crawlable" audit.
// Each round also audits a control page (one heading, nothing else): when even that page reads below 100,
// the host adds blocking time no page can remove, and the run says so (docs/performance.md, Lighthouse).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { startDistServer } from '../local/serve-dist.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../local/chromium.ts';
import { listRoutes } from '../local/routes.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const MINIMUM: Record<Category, number> = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const NOINDEX_AUDIT = 'is-crawlable';
/** Largest contentful paint budget, simulated slow 4G and mid-range phone (Lighthouse mobile). */
const MAX_LCP_MS = 1200;
/** The least a page can be: what Lighthouse reads on it is the host's share of every route's figures. */
const CONTROL_PAGE = `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Page témoin</title>
<meta name="description" content="Une page qui ne contient qu’un titre."></head><body><h1>Page témoin</h1></body></html>`;
const CONTROL_LABEL = '(control: one heading)';

interface Report {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's measure of the host's CPU speed: the same page's TBT swings with it. */
  benchmarkIndex: number;
  /** Ids of the SEO audits that did not pass. */
  seoFailures: string[];
}

/** Runs Lighthouse once and returns the category scores out of 100. */
async function audit(url: string, port: number, retryGlitch = true): Promise<Report> {
  // The local server compresses a file on its first request (brotli 11, tens of milliseconds): done
  // beforehand, so that Lighthouse does not count it as server response time.
  await fetch(url, { headers: { 'accept-encoding': 'br' } }).then((response) =>
    response.arrayBuffer(),
  );
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  // "Something went wrong with recording the trace… Please run Lighthouse again": a glitch of the
  // recording (3 runs of 96 on a quiet machine), not of the page; Lighthouse's own advice is followed once.
  if (lhr.runtimeError?.code === 'NO_NAVSTART' && retryGlitch) return audit(url, port, false);
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const seoFailures = (lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  const milliseconds = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Record<Category, number>,
    lcpMs: milliseconds('largest-contentful-paint'),
    tbtMs: milliseconds('total-blocking-time'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    seoFailures,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Median scores of several runs; the SEO failures of the median SEO run. */
function combine(reports: Report[]): Report {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(reports.map((report) => report.scores[id]))]),
  );
  const seo = median(reports.map((report) => report.scores.seo));
  const seoFailures = reports.find((report) => report.scores.seo === seo)?.seoFailures ?? [];
  return {
    scores: scores as Record<Category, number>,
    lcpMs: median(reports.map((report) => report.lcpMs)),
    tbtMs: median(reports.map((report) => report.tbtMs)),
    benchmarkIndex: median(reports.map((report) => report.benchmarkIndex)),
    seoFailures,
  };
}

/** The categories of a report below their minimum, SEO excused on noindex pages when noindex is its only failure. */
function shortfalls({ scores, lcpMs, seoFailures }: Report, isNoindex: boolean): string[] {
  const excused = (id: Category) =>
    id === 'seo' && isNoindex && seoFailures.every((failure) => failure === NOINDEX_AUDIT);
  return [
    ...CATEGORIES.filter((id) => scores[id] < MINIMUM[id] && !excused(id)).map(
      (id) =>
        `${id} ${scores[id]} < ${MINIMUM[id]}${id === 'seo' ? ` (failing: ${seoFailures.join(', ')})` : ''}`,
    ),
    ...(lcpMs > MAX_LCP_MS ? [`LCP ${lcpMs} ms > ${MAX_LCP_MS} ms`] : []),
  ];
}

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
const routes = listRoutes();
const requested = args.filter((arg) => !arg.startsWith('--'));
const paths = requested.length > 0 ? requested : routes.map((route) => route.path);
const isNoindex = (path: string) => routes.some((route) => route.path === path && !route.indexed);

type Outcome = { reports: Report[] } | { error: string };

/**
 * Every page audited `runs` times, round after round rather than a page's runs back to back: the
 * host's CPU index moves in spells of minutes (docs/performance.md, Lighthouse), and runs taken minutes apart are
 * the independent samples a median needs. A page that fails once is not audited again.
 */
async function auditInRounds(urls: Map<string, string>, port: number) {
  const outcomes = new Map<string, Outcome>(
    [...urls.keys()].map((label) => [label, { reports: [] }]),
  );
  for (let run = 0; run < runs; run += 1) {
    for (const [label, url] of urls) {
      const outcome = outcomes.get(label);
      if (!outcome || 'error' in outcome) continue;
      try {
        outcome.reports.push(await audit(url, port));
      } catch (error) {
        outcomes.set(label, { error: error instanceof Error ? error.message : String(error) });
      }
    }
    if (runs > 1) console.error(`round ${run + 1} of ${runs} done`);
  }
  return outcomes;
}

/**
 * Serves the control page as the site serves its pages (netlify.toml's headers, brotli), from a folder
 * of its own: Cross-Origin-Opener-Policy alone puts a page in a new renderer process, whose first
 * JavaScript context costs more than the reused one a page without it gets.
 */
async function startControlServer() {
  const root = await mkdtemp(join(tmpdir(), 'lighthouse-control-'));
  await writeFile(join(root, 'index.html'), CONTROL_PAGE);
  const server = await startDistServer({ root });
  return {
    url: `${server.url}/`,
    close: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** One table row; `shown` limits the scores printed (the control page is only there for performance). */
function formatRow(
  label: string,
  width: number,
  report: Report,
  note: string,
  shown: readonly Category[] = CATEGORIES,
): string {
  const score = (id: Category) => (shown.includes(id) ? String(report.scores[id]) : '–');
  return `${label.padEnd(width)}  ${CATEGORIES.map((id) => score(id).padStart(4)).join('  ')}  ${String(report.lcpMs).padStart(6)}  ${String(report.tbtMs).padStart(6)}  ${String(report.benchmarkIndex).padStart(4)}${note}`;
}

const server = await startDistServer();
const control = await startControlServer();
const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
});
const failures: string[] = [];
let controlReport: Report | undefined;
try {
  const urls = new Map(paths.map((path) => [path, new URL(path, server.url).href]));
  urls.set(CONTROL_LABEL, control.url);
  const width = Math.max(...[...urls.keys()].map((label) => label.length));
  console.log(
    `${'route'.padEnd(width)}  perf  a11y  best   seo  LCP ms  TBT ms   CPU${runs > 1 ? `   (median of ${runs} runs)` : ''}`,
  );
  for (const [label, outcome] of await auditInRounds(urls, chrome.port)) {
    if ('error' in outcome) {
      console.log(`${label.padEnd(width)}  error`);
      failures.push(`${label}: ${outcome.error}`);
      continue;
    }
    const report = combine(outcome.reports);
    if (label === CONTROL_LABEL) {
      controlReport = report;
      console.log(formatRow(label, width, report, '  the host alone', ['performance']));
      continue;
    }
    console.log(formatRow(label, width, report, isNoindex(label) ? '  noindex by design' : ''));
    failures.push(...shortfalls(report, isNoindex(label)).map((problem) => `${label}: ${problem}`));
  }
} finally {
  chrome.kill();
  await Promise.all([server.close(), control.close()]);
}
if (failures.length > 0) {
  console.error(
    `\nBelow the bar (every category 100, LCP ≤ ${MAX_LCP_MS} ms):\n${failures.join('\n')}`,
  );
  process.exitCode = 1;
}
if (controlReport && controlReport.scores.performance < MINIMUM.performance) {
  console.error(
    `\nThe control page, one heading and nothing else, read performance ${controlReport.scores.performance} ` +
      `(TBT ${controlReport.tbtMs} ms): this host adds blocking time that no page can remove, and a route's ` +
      `score below 100 cannot be told from it. Measure again on a quieter host (docs/performance.md, Lighthouse).`,
  );
}
