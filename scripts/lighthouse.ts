// Lighthouse (mobile preset) over the built site served with netlify.toml rules; prints the four category
// scores per route and exits 1 below 100 for accessibility, best practices and SEO, or below 95 for performance.
// Usage: `npm run build && node scripts/lighthouse.ts [/route/ …]` (default: every route of tests/support/routes.ts).
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { startDistServer } from '../tests/support/serve-dist.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { listRoutes } from '../tests/support/routes.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MINIMUM: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

type Scores = Record<(typeof CATEGORIES)[number], number>;

/** Runs Lighthouse once and returns the category scores out of 100. */
async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
  return Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Scores;
}

/** The categories of a result below their minimum. */
function shortfalls(scores: Scores): string[] {
  return CATEGORIES.filter((id) => scores[id] < MINIMUM[id]).map((id) => `${id} ${scores[id]} < ${MINIMUM[id]}`);
}

const paths = process.argv.length > 2 ? process.argv.slice(2) : listRoutes().map((route) => route.path);
const server = await startDistServer();
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'] });
const failures: string[] = [];
try {
  const width = Math.max(...paths.map((path) => path.length));
  console.log(`${'route'.padEnd(width)}  perf  a11y  best   seo`);
  for (const path of paths) {
    const scores = await audit(new URL(path, server.url).href, chrome.port);
    console.log(`${path.padEnd(width)}  ${CATEGORIES.map((id) => String(scores[id]).padStart(4)).join('  ')}`);
    failures.push(...shortfalls(scores).map((problem) => `${path}: ${problem}`));
  }
} finally {
  chrome.kill();
  await server.close();
}
if (failures.length > 0) {
  console.error(`\nBelow the bar (a11y/best practices/SEO 100, performance 95):\n${failures.join('\n')}`);
  process.exitCode = 1;
}
