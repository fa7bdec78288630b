// axe-core's WCAG 2.1 A/AA rules run in a Chromium page, for every e2e test that checks accessibility.
//
// axe-core is driven directly, its source evaluated once per page: @axe-core/playwright evaluates it twice
// per analysis and gathers the results in a new blank page, several times slower (docs/performance.md,
// axe in the page). What the wrapper adds, frames, our pages do not have: a page with one fails here
// instead of being half checked.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';
import { renderOffscreenContent } from '../../local/chromium.ts';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The WCAG 2.1 A and AA rules of axe-core (RGAA 4.1 builds on them). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One readable paragraph per violation: impact, rule, help link and the offending nodes. */
function describeViolation(violation: Axe.Result): string {
  const nodes = violation.nodes.map(
    (node) =>
      `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
  );
  return `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes.join('\n')}`;
}

/**
 * Waits until every animation and transition of the document has finished: axe reads computed colours,
 * and a toast fading in measures as its blend with the page (a flaky contrast failure otherwise).
 * Infinite animations (none on our pages) would make this wait forever, so they are left out.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (;;) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
}

/**
 * The WCAG 2.1 A/AA violations axe-core finds in the page as it is now, one paragraph each (empty when
 * none); only inside the elements `include` selects when it is given. The source is evaluated through
 * the DevTools protocol, which the pages' Content-Security-Policy does not govern, once per document.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (page.frames().length > 1)
    throw new Error(`${page.url()} has frames: axeViolations() checks the top document only`);
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ selector, tags }) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      const context = selector === undefined ? document : { include: [selector] };
      const results = await axe.run(context, { runOnly: { type: 'tag', values: tags } });
      return results.violations;
    },
    { selector: include, tags: WCAG_TAGS },
  );
  return violations.map(describeViolation);
}

/**
 * The same, once the blocks Chromium skips off screen are laid out (`renderOffscreenContent`): the
 * page as a visitor who scrolls it sees it.
 */
export async function axeViolationsOnceLaidOut(page: Page): Promise<string[]> {
  await renderOffscreenContent(page);
  return axeViolations(page);
}
