// What a visitor's Chromium downloads for one page, by kind, with text compressed by brotli as Netlify
// serves it: shared by the e2e budget check and `npm run page-weights` (no test runner here).
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { COOKIE_CONSENT } from '../src/features/consent/consent.ts';

/** The kinds of bytes a budget speaks of. */
export const WEIGHT_KINDS = ['html', 'css', 'js', 'font', 'image', 'other'] as const;
export type WeightKind = (typeof WEIGHT_KINDS)[number];

/** Bytes transferred for one page load, by kind, and the files behind them. */
export interface PageWeight {
  bytes: Record<WeightKind, number>;
  total: number;
  /** Path and transferred bytes of every file, in download order. */
  files: { path: string; kind: WeightKind; bytes: number }[];
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

function kindOf(contentType: string, path: string): WeightKind {
  if (contentType.startsWith('text/html')) return 'html';
  if (contentType.startsWith('text/css')) return 'css';
  if (/javascript/.test(contentType) || path.endsWith('.js')) return 'js';
  if (contentType.startsWith('font/')) return 'font';
  if (contentType.startsWith('image/')) return 'image';
  return 'other';
}

/** Brotli at the highest quality, as a CDN that pre-compresses static files serves it. */
function brotliSize(content: Buffer): number {
  return brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
    .length;
}

/** The directives of islands that hydrate without any visitor action (`client:visible` aside: on screen). */
export const SELF_HYDRATING_DIRECTIVES = ['load', 'idle', 'afterload'];

/**
 * Lets the page go quiet: network idle, an idle callback (client:idle and client:afterload islands),
 * every island that hydrates on its own hydrated (SELF_HYDRATING_DIRECTIVES, client:visible ones on
 * screen), network idle.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })));
  await page.waitForFunction(
    (selfHydrating) =>
      [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
        const directive = island.getAttribute('client') ?? '';
        if (selfHydrating.includes(directive)) return false;
        if (directive !== 'visible') return true;
        const box = island.firstElementChild?.getBoundingClientRect();
        return !box || box.bottom <= 0 || box.top >= window.innerHeight;
      }),
    SELF_HYDRATING_DIRECTIVES,
  );
  await page.waitForLoadState('networkidle');
}

/** Context options of a visitor who already accepted cookies on `siteUrl`'s origin (no banner over the page). */
export function returningVisitor(siteUrl: string): BrowserContextOptions {
  const origin = new URL(siteUrl).origin;
  const consent = { name: COOKIE_CONSENT.storageKey, value: COOKIE_CONSENT.accepted };
  return { storageState: { cookies: [], origins: [{ origin, localStorage: [consent] }] } };
}

/** Starts recording what the page downloads (the HTTP cache is off, as on a first visit). */
export async function recordWeight(page: Page): Promise<() => Promise<PageWeight>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending: Promise<PageWeight['files'][number] | null>[] = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const url = new URL(response.url());
        if (!url.protocol.startsWith('http') || response.status() >= 300) return null;
        const contentType = response.headers()['content-type'] ?? '';
        const body = await response.body().catch(() => null);
        if (!body) return null;
        return {
          path: url.pathname,
          kind: kindOf(contentType, url.pathname),
          bytes: COMPRESSIBLE.test(contentType) ? brotliSize(body) : body.length,
        };
      })(),
    );
  });
  return async () => {
    const files = (await Promise.all(pending)).filter((file) => file !== null);
    const bytes = Object.fromEntries(WEIGHT_KINDS.map((kind) => [kind, 0])) as PageWeight['bytes'];
    for (const file of files) bytes[file.kind] += file.bytes;
    return { bytes, total: files.reduce((sum, file) => sum + file.bytes, 0), files };
  };
}

/** Loads a page in a fresh context, lets it settle without touching it, and returns what it downloaded. */
export async function weighPage(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = {},
): Promise<PageWeight> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    const weight = await recordWeight(page);
    await page.goto(url);
    await settle(page);
    return await weight();
  } finally {
    await context.close();
  }
}
