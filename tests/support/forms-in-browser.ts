// Helpers for the e2e tests of the request forms, toasts and cookie banner: what the visitor's browser
// is asked to open, when an island has taken over its form, and what the notification area shows.
import type { Locator, Page } from 'playwright-core';
import { TOAST_MESSAGES } from '../../src/features/toasts/messages.ts';
import { MIN_FILL_MS } from '../../src/components/form/bot-guard.ts';

// Where a first visit is told apart from a returning one (also used by scripts/page-weights.ts).
export { returningVisitor } from '../../local/page-weight.ts';

/** Records, in order, the mailto: URLs the page hands to the browser, i.e. what the mail program would open. */
export function recordMailto(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('mailto:')) urls.push(request.url());
  });
  return urls;
}

/** The page's first form once its island has taken it over; scrolls to it and focuses it first (islands hydrate when visible or on first focus). */
export async function hydratedForm(page: Page, within = 'main'): Promise<Locator> {
  const plain = page.locator(`${within} form`).first();
  await plain.scrollIntoViewIfNeeded();
  // Islands on `client:interaction` (registration, quote) hydrate with the first focus inside them.
  await plain.locator('input:not([type="hidden"]), select').first().focus();
  // The island sets `novalidate` once hydrated: from then on it validates and submits, not the browser.
  const form = page.locator(`${within} astro-island:not([ssr]) form[novalidate]`).first();
  await form.waitFor();
  return form;
}

/** Waits until a person could have filled a form: sooner, the anti-spam time trap takes the submit for a bot's. */
export async function waitLikeAPerson(page: Page): Promise<void> {
  await page.waitForFunction((minFillMs) => performance.now() > minFillMs, MIN_FILL_MS + 100);
}

/** Time between the two clicks of a person's double click (Playwright's dblclick sends them back to back). */
const DOUBLE_CLICK_GAP_MS = 80;

/** Double-clicks the middle of `target` at a person's pace; the second click lands even on a disabled button. */
export async function doubleClickLikeAPerson(target: Locator): Promise<void> {
  const page = target.page();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target.toString()} is not visible: nothing to double-click`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForTimeout(DOUBLE_CLICK_GAP_MS);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
}

/** The notification area (a named region). */
export function notificationRegion(page: Page): Locator {
  return page.getByRole('region', { name: TOAST_MESSAGES.regionLabel });
}

/** Title and description of the toast on screen, once one is. */
export async function shownToast(page: Page): Promise<{ title: string; description: string }> {
  const toast = notificationRegion(page).getByRole('listitem');
  await toast.waitFor();
  const [title = '', description = ''] = await toast.locator('p').allTextContents();
  return { title, description };
}

/** What a sent form leaves in its place: the confirmation's title, what comes next, and whether it has the focus. */
export async function sentConfirmation(
  page: Page,
  timeout = 30_000,
): Promise<{ title: string; description: string; focused: boolean }> {
  // The confirmation's title is the one paragraph focusable by script only (SentConfirmation.tsx).
  const title = page.locator('main p[tabindex="-1"]');
  await title.waitFor({ timeout });
  return title.evaluate((element) => ({
    title: element.textContent ?? '',
    description: element.nextElementSibling?.textContent ?? '',
    focused: document.activeElement === element,
  }));
}
