// WCAG 2.1 A/AA with axe-core on every route and not-found page, on a phone and a desktop width, and no
// horizontal scrolling (1.4.10 Reflow; the text is in the device's font, wider on some systems than others).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { describeInBrowser, renderOffscreenContent, useE2eSite } from '../support/browser.ts';
import { NOT_FOUND_PAGES, listRoutes } from '../support/routes.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [375, 1280];

/** Every route (status 200), then a URL that lands on each not-found page (status 404). */
const PATHS = [
  ...listRoutes().map((route) => ({ path: route.path, status: 200 })),
  ...NOT_FOUND_PAGES.map((page) => ({ path: page.probe, status: 404 })),
];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One readable paragraph per violation: rule, impact, help link and the offending nodes. */
function formatViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map(
        (node) =>
          `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
      );
      return `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n\n');
}

describeInBrowser.each(WIDTHS)('axe at %i px wide', (width) => {
  const site = useE2eSite();
  let context: BrowserContext;

  beforeAll(async () => {
    const browser: Browser = site.browser();
    context = await browser.newContext({ viewport: { width, height: 900 } });
  });
  afterAll(async () => {
    await context?.close();
  });

  test.each(PATHS)(
    '$path has no WCAG 2.1 AA violation and no sideways scrolling',
    async ({ path, status }) => {
      const page = await context.newPage();
      try {
        const response = await page.goto(site.url(path), { waitUntil: 'networkidle' });
        expect(response?.status(), `GET ${path}`).toBe(status);
        await renderOffscreenContent(page);
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        expect(
          violations.map((violation) => violation.id),
          `axe violations on ${path} at ${width}px:\n\n${formatViolations(violations)}`,
        ).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways at ${width}px`).toBe(0);
      } finally {
        await page.close();
      }
    },
  );
});
