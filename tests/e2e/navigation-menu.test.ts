// Keyboard journey through the header (docs/product.md §2.2): skip link, the "Accompagnement" menu, with and without JavaScript.
import { afterEach, expect, test } from 'vitest';
import type { JSHandle, Page } from 'playwright-core';
import { describeInBrowser, focusedControl, useE2eSite } from '../support/browser.ts';

const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The three entries of the menu, as docs/product.md §2.2 words them. */
const MENU_LABELS = [
  "Validation d'un bloc de compétences",
  'Coaching: Entretien de recrutement',
  'Coaching: Préparation examen',
];

/** Compares labels the way a reader does: any space, French space before ":" and curly apostrophes alike. */
function normalizeLabel(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s*:\s*/g, ': ')
    .replace(/’/g, "'")
    .trim();
}

/** Labels of the header links a visitor can see right now. */
async function visibleHeaderLinks(page: Page): Promise<string[]> {
  return (await page.locator('header a:visible').allInnerTexts()).map(normalizeLabel);
}

async function visibleMenuLinks(page: Page): Promise<string[]> {
  return (await visibleHeaderLinks(page)).filter((label) => MENU_LABELS.includes(label));
}

/** Presses Tab until the focused element is named `name`; fails after `limit` presses. */
async function tabTo(page: Page, name: string, limit = 20): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedControl(page)).name === name) return;
  }
  throw new Error(`"${name}" was not reached after ${limit} presses of Tab`);
}

/** The rotation of the first icon inside an element (CSS transform and the individual `rotate` property). */
function iconRotation(toggle: JSHandle<Element | null>): Promise<string> {
  return toggle.evaluate((element) => {
    const icon = element?.querySelector('svg');
    if (!icon) throw new Error('the "Accompagnement" control has no chevron <svg>');
    const style = getComputedStyle(icon);
    return `${style.transform} ${style.rotate}`;
  });
}

const isFocused = (page: Page, element: JSHandle<Element | null>) =>
  page.evaluate((el) => el === document.activeElement, element);

describeInBrowser('header navigation with the keyboard', () => {
  const site = useE2eSite();
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  test('the first Tab reaches a visible skip link that moves focus into <main>', async () => {
    page = await site.newPage(DESKTOP);
    await page.goto(site.url('/'));
    await page.keyboard.press('Tab');
    const skip = await page.evaluateHandle(() => document.activeElement);
    const target = await skip.evaluate((element) => element?.getAttribute('href') ?? '');
    expect(target, 'first focusable element is an in-page link').toMatch(/^#./);
    const box = await skip.evaluate(
      (element) => element?.getBoundingClientRect().toJSON() as DOMRect,
    );
    expect(box.width > 1 && box.height > 1, 'skip link is visible once focused').toBe(true);
    await page.keyboard.press('Enter');
    expect(
      await page.evaluate(
        () => document.querySelector('main')?.contains(document.activeElement) ?? false,
      ),
      'focus is in <main>',
    ).toBe(true);
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () => document.querySelector('main')?.contains(document.activeElement) ?? false,
      ),
      'next Tab stays in <main>',
    ).toBe(true);
  });

  test('Enter opens the "Accompagnement" menu, Escape closes it and returns focus, Space opens it', async () => {
    page = await site.newPage(DESKTOP);
    await page.goto(site.url('/'));
    await tabTo(page, 'Accompagnement');
    const toggle = await page.evaluateHandle(() => document.activeElement);
    expect((await focusedControl(page)).expanded, 'closed at first').toBe(false);
    expect(await visibleMenuLinks(page)).toEqual([]);
    const closedRotation = await iconRotation(toggle);

    await page.keyboard.press('Enter');
    expect((await focusedControl(page)).expanded, 'expanded after Enter').toBe(true);
    expect(await visibleMenuLinks(page)).toEqual(MENU_LABELS);
    await expect
      .poll(() => iconRotation(toggle), { message: 'the chevron rotates when open' })
      .not.toBe(closedRotation);

    await page.keyboard.press('Tab');
    expect(
      normalizeLabel(await page.evaluate(() => document.activeElement?.textContent ?? '')),
      'Tab enters the menu',
    ).toBe(MENU_LABELS[0]);
    await page.keyboard.press('Escape');
    expect(await visibleMenuLinks(page), 'Escape closes the menu').toEqual([]);
    expect(await isFocused(page, toggle), 'Escape returns focus to the toggle').toBe(true);
    expect((await focusedControl(page)).expanded).toBe(false);
    await expect
      .poll(() => iconRotation(toggle), { message: 'the chevron turns back' })
      .toBe(closedRotation);

    await page.keyboard.press('Space');
    expect((await focusedControl(page)).expanded, 'expanded after Space').toBe(true);
    expect(await visibleMenuLinks(page)).toEqual(MENU_LABELS);
  });

  test('without JavaScript the three links are still reachable from the keyboard', async () => {
    page = await site.newPage({ ...DESKTOP, javaScriptEnabled: false });
    await page.goto(site.url('/'));
    await tabTo(page, 'Accompagnement');
    await page.keyboard.press('Enter');
    expect(await visibleMenuLinks(page)).toEqual(MENU_LABELS);
    for (const label of MENU_LABELS) {
      await page.keyboard.press('Tab');
      expect(
        normalizeLabel(await page.evaluate(() => document.activeElement?.textContent ?? '')),
      ).toBe(label);
    }
  });
});
