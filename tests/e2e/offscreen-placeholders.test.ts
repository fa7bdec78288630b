// Blocks laid out only once they near the viewport (content-visibility: auto; docs/performance.md, Blocks laid out near the viewport)
// hold a placeholder height until then. It must stay above the block's real height at every width
// from 320 px: axe, in Lighthouse too, looks for the background of a line not laid out yet where the
// placeholder puts it, and a short placeholder puts it on the next band (a false contrast failure).
// Checked at the narrowest width of each breakpoint range, where text wraps most.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';
import { renderOffscreenContent } from '../../local/chromium.ts';
import { TRAINING_IDS } from '../../local/routes.ts';

/** Narrowest widths of the ranges that Tailwind's sm, md, lg and xl breakpoints start. */
const WIDTHS = [320, 640, 768, 1024, 1280];
/** Pages with such blocks: the footer is on every page; the home page, /financement/ and each training
 * page (the longest training sets the placeholder) have more. */
const PATHS = ['/', '/financement/', '/blog/', ...TRAINING_IDS.map((id) => `/formation/${id}/`)];

interface Block {
  label: string;
  placeholder: number;
  height: number;
}

/** Each skipped block's placeholder height, then its real height once laid out. */
async function placeholdersAndHeights(page: Page): Promise<Block[]> {
  const placeholders = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('*')]
      .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
      .map((element) =>
        parseFloat(getComputedStyle(element).containIntrinsicHeight.replace('auto', '')),
      ),
  );
  await renderOffscreenContent(page);
  const heights = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.style.contentVisibility === 'visible')
      .map((element) => ({
        label: `<${element.localName} class="${element.className.slice(0, 60)}…">`,
        height: element.getBoundingClientRect().height,
      })),
  );
  return heights.map((block, index) => ({ ...block, placeholder: placeholders[index] ?? 0 }));
}

describeInBrowser.each(WIDTHS)('placeholders of skipped blocks at %i px', (width) => {
  const site = useE2eSite();
  let page: Page;
  beforeAll(async () => {
    page = await site.newPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  test.each(PATHS)('%s: every placeholder is taller than its block', async (path) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(site.url(path));
    const blocks = await placeholdersAndHeights(page);
    expect(blocks.length, 'blocks laid out on approach').toBeGreaterThan(0);
    for (const { label, placeholder, height } of blocks) {
      expect(
        placeholder,
        `${path} at ${width}px: ${label} is ${Math.round(height)} px tall`,
      ).toBeGreaterThan(height);
    }
  });
});
