// What Chromium downloads for every route of the built site, brotli as Netlify serves it: a first visit
// (no cookie choice stored) and a returning visit (`cookieConsent` stored), both without any interaction
// and with the HTTP cache off. Prints a table in KiB and writes .tmp/page-weights.json.
// Usage: `npm run build && npm run page-weights -- [/route/ …]` (default: every route).
import { mkdir, writeFile } from 'node:fs/promises';
import { startDistServer } from '../local/serve-dist.ts';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../local/chromium.ts';
import { listRoutes } from '../local/routes.ts';
import { returningVisitor, weighPage, type PageWeight } from '../local/page-weight.ts';

const requested = process.argv.slice(2);
const paths = requested.length > 0 ? requested : listRoutes().map((route) => route.path);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

const server = await startDistServer({ port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const figures: { path: string; first: PageWeight; returning: PageWeight }[] = [];
try {
  for (const path of paths) {
    const url = new URL(path, server.url).href;
    const first = await weighPage(browser, url);
    const returning = await weighPage(browser, url, returningVisitor(url));
    figures.push({ path, first, returning });
  }
} finally {
  await browser.close();
  await server.close();
}

const header = ['route', 'HTML', 'CSS', 'font', 'JS', 'img', 'total', 'return JS', 'return total'];
const rows = figures.map(({ path, first, returning }) => [
  path,
  kib(first.bytes.html),
  kib(first.bytes.css),
  kib(first.bytes.font),
  kib(first.bytes.js),
  kib(first.bytes.image),
  kib(first.total),
  kib(returning.bytes.js),
  kib(returning.total),
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
    'KiB transferred (brotli), first visit without interaction; "return" = cookieConsent stored',
    line(header),
    ...rows.map(line),
  ].join('\n'),
);
await mkdir('.tmp', { recursive: true });
await writeFile('.tmp/page-weights.json', `${JSON.stringify(figures, null, 2)}\n`);
