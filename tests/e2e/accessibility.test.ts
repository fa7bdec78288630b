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
        // As loaded, which is what Lighthouse's audit sees: content not laid out yet (content-visibility:
        // auto) gets its background from where its placeholder puts it.
        const asLoaded = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        expect(
          asLoaded.violations.map((violation) => violation.id),
          `axe violations on ${path} at ${width}px:\n\n${formatViolations(asLoaded.violations)}`,
        ).toEqual([]);
        // Then every line's real contrast, once all of the page is laid out, as a visitor scrolls it.
        await renderOffscreenContent(page);
        const laidOut = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        expect(
          laidOut.violations.map((violation) => violation.id),
          `axe violations on ${path} at ${width}px, all laid out:\n\n${formatViolations(laidOut.violations)}`,
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
