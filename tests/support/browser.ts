// Chromium for the e2e tier (docs/architecture.md, Browser tests): Debian's build driven by playwright-core.
// Missing Chromium fails the run under CI and skips the e2e files elsewhere, loudly.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { CHROMIUM_PATH, launchBrowser } from '../../local/chromium.ts';
import { startDistServer } from '../../local/serve-dist.ts';
import type { DistServer } from '../../local/serve-dist.ts';

const hasChromium = existsSync(CHROMIUM_PATH);

if (!hasChromium) {
  const message = `Chromium not found at ${CHROMIUM_PATH}: install it with apt-get install chromium (or set CHROMIUM_PATH).`;
  if (process.env.CI && !/^(false|0)$/i.test(process.env.CI)) throw new Error(message);
  console.warn(`\n${'!'.repeat(80)}\n!! E2E TESTS SKIPPED: ${message}\n${'!'.repeat(80)}\n`);
}

/** `describe` for browser suites: skipped (with the warning above) when Chromium is missing outside CI. */
export const describeInBrowser = describe.skipIf(!hasChromium);

/** The served site and the browser of one e2e file; valid inside tests once beforeAll has run. */
export interface E2eSite {
  /** Absolute URL of a path on the local Netlify-like server. */
  url: (path: string) => string;
  browser: () => Browser;
  /** A fresh page in its own context (JavaScript on unless told otherwise); close it with `page.context().close()`. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
}

/** Registers beforeAll/afterAll hooks that serve dist/ with netlify.toml rules and launch Chromium. */
export function useE2eSite(): E2eSite {
  let server: DistServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startDistServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`${what} is not started: call useE2eSite() inside describeInBrowser`);
    return value;
  };
  return {
    url: (path) => new URL(path, ready(server, 'the dist server').url).href,
    browser: () => ready(browser, 'Chromium'),
    newPage: async (options) => (await ready(browser, 'Chromium').newContext(options)).newPage(),
  };
}

/** What assistive technology is told about the focused element, read from Chromium's accessibility tree. */
export interface FocusedControl {
  role: string;
  name: string;
  /** Disclosure state (aria-expanded, or the native state of a <summary>); undefined when not a disclosure. */
  expanded: boolean | undefined;
}

/** The accessible role, name and expanded state of the focused element (through the DevTools protocol). */
export async function focusedControl(page: Page): Promise<FocusedControl> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    const node = nodes.find((candidate) => !candidate.ignored) ?? nodes[0];
    const expanded = node?.properties?.find((property) => property.name === 'expanded')?.value
      .value;
    return {
      role: String(node?.role?.value ?? ''),
      name: String(node?.name?.value ?? '').trim(),
      expanded: typeof expanded === 'boolean' ? expanded : undefined,
    };
  } finally {
    await cdp.detach();
  }
}

/** Slows the page's network to `bytesPerSecond` each way, with `latencyMs` per request (a weak phone link). */
export async function throttleLink(
  page: Page,
  { bytesPerSecond, latencyMs }: { bytesPerSecond: number; latencyMs: number },
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
}
