// What the Content-Security-Policy does to a page in Chromium: the violations it reports, the console
// errors, and whether every island still hydrates. Shared by the e2e files that serve the default build
// and the one wired to the local Supabase stack.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TOAST_SHOWN_EVENT } from '../../src/integrations/toast-event.ts';
import { listHtmlFiles, pagePathOf } from './dist.ts';

/** How long one island may take to hydrate once in view (the shared test machine is slow). */
const HYDRATION_TIMEOUT_MS = 15_000;
/** Pages open at once: most of a check is waiting (idle callbacks, network idle), not computing. */
const PAGES_AT_ONCE = 4;

/** What went wrong on a page, as messages a person can read; all empty on a page that works. */
export interface PolicyReport {
  /** `securitypolicyviolation` events: directive, blocked URL, source. */
  violations: string[];
  /** Console errors and uncaught exceptions. */
  errors: string[];
}

/** An island of the page: its component and whether it hydrated. */
export interface IslandState {
  component: string;
  directive: string;
  hydrated: boolean;
}

/** One page checked under the policy. */
export interface PageCheck extends PolicyReport {
  path: string;
  /** The Content-Security-Policy response header as served. */
  header: string | null;
  islands: IslandState[];
}

declare global {
  interface Window {
    __policyViolations?: string[];
  }
}

/**
 * Starts recording the page's CSP violations, console errors and uncaught exceptions (before navigation:
 * the listener is installed ahead of the page's own scripts). The arrays fill as the page runs.
 */
export async function watchPolicy(
  page: Page,
): Promise<{ errors: string[]; violations: () => Promise<string[]> }> {
  const errors: string[] = [];
  // Warnings too: a header the browser does not understand (an unknown Permissions-Policy feature) says so there.
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      errors.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    window.__policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      window.__policyViolations!.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}${where} [${event.sample}]`,
      );
    });
  });
  return { errors, violations: () => page.evaluate(() => window.__policyViolations ?? []) };
}

/** How Playwright reports a call cut short by the page's own navigation. */
const NAVIGATED_AWAY = /Execution context was destroyed|navigat/i;

/**
 * Brings every island into view, one after the other, does what its directive waits for, and waits for
 * it to hydrate (Astro removes the `ssr` attribute then). `<astro-island>` is `display: contents`, so its
 * first child is what scrolls and what `client:visible` observes; `client:interaction` and
 * `client:signin` wait for a focus inside, `client:toast` for the toast store's event. Islands that never hydrate are reported, not thrown.
 */
export async function hydrateEveryIsland(page: Page): Promise<IslandState[]> {
  const islands = page.locator('astro-island');
  const states: IslandState[] = [];
  const startUrl = page.url();
  try {
    await visitIslands(page, islands, states, startUrl);
  } catch (error) {
    // An island may send the visitor elsewhere once hydrated (the dashboard without a session goes to
    // the login page): the islands seen until then count, the page's remaining ones left with it.
    // The old document can be gone before Playwright reports the new URL: wait for it briefly.
    if (NAVIGATED_AWAY.test(String(error)))
      await page.waitForURL((url) => url.href !== startUrl, { timeout: 2_000 }).catch(() => {});
    if (page.url() === startUrl) throw error;
  }
  return states;
}

async function visitIslands(
  page: Page,
  islands: ReturnType<Page['locator']>,
  states: IslandState[],
  startUrl: string,
): Promise<void> {
  for (let index = 0; index < (await islands.count()); index++) {
    const island = islands.nth(index);
    const component = (await island.getAttribute('component-url')) ?? '(unknown component)';
    const directive = (await island.getAttribute('client')) ?? '(no directive)';
    await island.evaluate((element) =>
      element.firstElementChild?.scrollIntoView({ block: 'center' }),
    );
    // These hydrate on first use: focus inside the form (the sign-in form too, without a session), or on
    // a cookie banner button (first visit).
    if (directive === 'interaction' || directive === 'consent' || directive === 'signin')
      await island.evaluate((element) =>
        element.querySelector<HTMLElement>('input, select, textarea, button')?.focus(),
      );
    if (directive === 'toast')
      await page.evaluate((event) => window.dispatchEvent(new Event(event)), TOAST_SHOWN_EVENT);
    const hydrated = await waitForHydration(page, index);
    // Left for another page while waiting (the dashboard's redirect): this island went with it.
    if (!hydrated && page.url() !== startUrl) return;
    states.push({ component, directive, hydrated });
  }
}

async function waitForHydration(page: Page, index: number): Promise<boolean> {
  return page
    .waitForFunction(
      (nth) => !document.querySelectorAll('astro-island')[nth]?.hasAttribute('ssr'),
      index,
      { timeout: HYDRATION_TIMEOUT_MS },
    )
    .then(() => true)
    .catch(() => false);
}

/** Opens `path` in a fresh page of `context`, hydrates every island and reports what the policy did. */
export async function checkPage(
  context: BrowserContext,
  siteUrl: string,
  path: string,
): Promise<PageCheck> {
  const page = await context.newPage();
  try {
    const watch = await watchPolicy(page);
    const response = await page.goto(new URL(path, siteUrl).href, { waitUntil: 'load' });
    const islands = await hydrateEveryIsland(page);
    // Hydrated islands may still be loading their chunks or fetching: let the network settle.
    await page.waitForLoadState('networkidle');
    return {
      path,
      header: (await response?.headerValue('content-security-policy')) ?? null,
      islands,
      errors: watch.errors,
      violations: await watch.violations(),
    };
  } finally {
    await page.close();
  }
}

/**
 * Checks every path, each in a fresh context (a first visit: the cookie banner is shown, and hydrated by focusing it), a few at a
 * time; `prepare` sets a context up first (e.g. forwards a fake origin). Results in the order of `paths`.
 */
export async function checkPages(
  browser: Browser,
  siteUrl: string,
  paths: string[],
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<PageCheck[]> {
  const checks: PageCheck[] = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const index = next++;
      const context = await browser.newContext();
      try {
        await prepare?.(context);
        checks[index] = await checkPage(context, siteUrl, paths[index]!);
      } finally {
        await context.close();
      }
    }
  };
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, worker));
  return checks;
}

/** The URL path of every HTML page of a built site, e.g. `/faq/`, `/404.html`. */
export function listPagePaths(root: string): string[] {
  return listHtmlFiles(root).map(pagePathOf);
}

/**
 * The URL paths of the built pages with an island besides the cookie banner (forms, learner space,
 * testimonials): the ones whose behaviour depends on the build's backend. Pages with the banner alone
 * differ between builds only by the policy's connect-src, which they never use.
 */
export function listPagePathsWithFeatureIslands(root: string): string[] {
  return listHtmlFiles(root)
    .filter(
      (file) => (readFileSync(join(root, file), 'utf8').match(/<astro-island\b/g) ?? []).length > 1,
    )
    .map(pagePathOf);
}

/** What is wrong with the checked pages, one line each; empty when every page works under the policy. */
export function policyProblems(checks: PageCheck[]): string[] {
  return checks.flatMap((check) => [
    ...check.violations.map((violation) => `${check.path}: CSP violation: ${violation}`),
    ...check.errors.map((error) => `${check.path}: ${error}`),
    ...check.islands
      .filter((island) => !island.hydrated)
      .map(
        (island) =>
          `${check.path}: island ${island.component} (client:${island.directive}) not hydrated`,
      ),
  ]);
}
