// WCAG 2.1 A/AA with axe-core on every route and not-found page, at the narrowest width of 1.4.10 Reflow
// (320 px), on a phone and a desktop width, with no horizontal scrolling and every header control on screen
// (the text is in the device's font, wider on some systems than others).
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, axeViolationsOnceLaidOut } from '../support/axe.ts';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';
import { NOT_FOUND_PAGES, listRoutes } from '../../local/routes.ts';

const WIDTHS = [320, 375, 1280];
/** Attribute that marks, for the first axe pass, the blocks not laid out when the page has loaded. */
const NOT_LAID_OUT = 'data-axe-not-laid-out';

/** Every route (status 200), then a URL that lands on each not-found page (status 404). */
const PATHS = [
  ...listRoutes().map((route) => ({ path: route.path, status: 200 })),
  ...NOT_FOUND_PAGES.map((page) => ({ path: page.probe, status: 404 })),
];

/** Marks the blocks not laid out yet (content-visibility: auto, off screen) and says whether there are any. */
async function markBlocksNotLaidOut(page: Page): Promise<boolean> {
  return page.evaluate((attribute) => {
    const blocks = [...document.querySelectorAll<HTMLElement>('*')].filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    );
    for (const block of blocks) block.setAttribute(attribute, '');
    return blocks.length > 0;
  }, NOT_LAID_OUT);
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

  // Two pages at a time: axe keeps one renderer busy, and the build machine has two cores.
  test.concurrent.for(PATHS)(
    '$path has no WCAG 2.1 AA violation, no sideways scrolling and its header on screen',
    async ({ path, status }, { expect }) => {
      const page = await context.newPage();
      try {
        const response = await page.goto(site.url(path), { waitUntil: 'networkidle' });
        expect(response?.status(), `GET ${path}`).toBe(status);
        // As loaded, which is what Lighthouse's audit sees: content not laid out yet (content-visibility:
        // auto) gets its background from where its placeholder puts it. The rest of the page is the same
        // in both states, so only those blocks are checked here.
        if (await markBlocksNotLaidOut(page)) {
          expect(
            await axeViolations(page, `[${NOT_LAID_OUT}]`),
            `axe violations on ${path} at ${width}px, as loaded`,
          ).toEqual([]);
        }
        // Then the whole page, laid out as a visitor who scrolls it sees it.
        expect(
          await axeViolationsOnceLaidOut(page),
          `axe violations on ${path} at ${width}px`,
        ).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways at ${width}px`).toBe(0);
        const offScreen = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('body > header a, body > header summary')]
            .filter((control) => control.checkVisibility({ visibilityProperty: true }))
            .filter((control) => {
              const box = control.getBoundingClientRect();
              return box.left < 0 || box.right > document.documentElement.clientWidth;
            })
            .map((control) => control.textContent?.replace(/\s+/g, ' ').trim()),
        );
        expect(offScreen, `header controls cut off on ${path} at ${width}px`).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
