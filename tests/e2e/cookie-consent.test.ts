// Cookie banner (docs/product.md §4, §9; docs/architecture.md Islands): asked on a first visit, in the HTML, hydrated only
// when used (its first click replayed, even when hydration takes seconds), the answer stored under
// `cookieConsent`, no banner and no banner JavaScript for a returning visitor, reopened from the footer.
import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolationsOnceLaidOut } from '../support/axe.ts';
import { describeInBrowser, focusedControl, throttleLink, useE2eSite } from '../support/browser.ts';
import { returningVisitor } from '../support/forms-in-browser.ts';
import { settle } from '../../local/page-weight.ts';
import { COOKIE_BANNER_MESSAGES } from '../../src/features/consent/messages.ts';
import { COOKIE_CONSENT } from '../../src/features/consent/consent.ts';

/** Paths of the JavaScript files the page downloads from now on. */
function recordScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) paths.push(pathname);
  });
  return paths;
}

/** A slow phone link: the banner's React takes seconds to arrive. */
const SLOW_LINK_BYTES_PER_SECOND = 20_000;

const banner = (page: Page) => page.getByRole('region', { name: COOKIE_BANNER_MESSAGES.title });
const storedChoice = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), COOKIE_CONSENT.storageKey);
const isBannerScript = (path: string) =>
  path.startsWith('/_astro/') && path.includes('CookieBanner');

/**
 * The boxes of the header, the main content and the footer, in document order. The banner shows
 * without a layout shift only if revealing it (an inline script, possibly after the first paint)
 * moves none of them; equal boxes with and without it prove that whatever the timing. Content that
 * `content-visibility: auto` has not laid out yet is left out (no box until it nears the viewport);
 * the block that holds it is compared.
 */
const pageBoxes = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'body > :is(header, main, footer), body > :is(header, main, footer) *',
      ),
    ]
      .filter((element) => element.checkVisibility({ contentVisibilityAuto: true }))
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return `${element.tagName} ${x} ${y} ${width} ${height}`;
      }),
  );

describeInBrowser('cookie banner', () => {
  const site = useE2eSite();
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  test('première visite : le bandeau s’affiche sans script ; « Accepter » le charge et enregistre accepted ; au retour, ni bandeau ni script', async () => {
    page = await site.newPage();
    const scripts = recordScripts(page);
    await page.goto(site.url('/faq/'));
    await banner(page).waitFor();
    await settle(page);
    expect(scripts, 'JavaScript downloaded by a first visit before any interaction').toEqual([]);
    expect(await storedChoice(page), 'nothing stored before an answer').toBeNull();

    await banner(page)
      .getByRole('button', { name: COOKIE_BANNER_MESSAGES.accept, exact: true })
      .click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await storedChoice(page)).toBe(COOKIE_CONSENT.accepted);
    expect(scripts.filter(isBannerScript), 'the answer loads the banner').toHaveLength(1);

    scripts.length = 0;
    await page.reload();
    await settle(page);
    expect(await banner(page).count(), 'banner after reload').toBe(0);
    expect(scripts, 'JavaScript downloaded by /faq/ for a returning visitor').toEqual([]);

    scripts.length = 0;
    await page.goto(site.url('/contact/'));
    await settle(page);
    expect(scripts.length, 'the contact page still loads its form').toBeGreaterThan(0);
    expect(
      scripts.filter(isBannerScript),
      'banner JavaScript on /contact/ for a returning visitor',
    ).toEqual([]);
    expect(await banner(page).count(), 'banner on /contact/').toBe(0);
  });

  test.each([
    ['un clic', 'click', COOKIE_BANNER_MESSAGES.refuse, COOKIE_CONSENT.refused],
    ['le clavier', 'keyboard', COOKIE_BANNER_MESSAGES.accept, COOKIE_CONSENT.accepted],
  ] as const)(
    'réseau lent : le premier usage (%s) hydrate le bandeau et la réponse n’est pas perdue',
    async (_, how, label, stored) => {
      page = await site.newPage({ viewport: { width: 375, height: 800 } });
      await page.goto(site.url('/'));
      await banner(page).waitFor();
      await settle(page);

      await throttleLink(page, { bytesPerSecond: SLOW_LINK_BYTES_PER_SECOND, latencyMs: 400 });
      const button = banner(page).getByRole('button', { name: label, exact: true });
      const started = Date.now();
      if (how === 'click') {
        await button.click();
      } else {
        await button.focus();
        await page.keyboard.press('Enter');
      }
      expect(await storedChoice(page), 'stored at once, before the banner has loaded').toBe(stored);
      await banner(page).waitFor({ state: 'detached', timeout: 120_000 });
      const seconds = (Date.now() - started) / 1000;
      expect(seconds, 'hydration took seconds on this link').toBeGreaterThan(1);
      expect(await storedChoice(page), 'the first action is the stored answer').toBe(stored);
    },
    180_000,
  );

  test('réseau lent : la page quittée 100 ms après « Accepter », la réponse est gardée et le bandeau ne revient pas', async () => {
    page = await site.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(site.url('/faq/'));
    await banner(page).waitFor();
    await settle(page);
    await throttleLink(page, { bytesPerSecond: SLOW_LINK_BYTES_PER_SECOND, latencyMs: 400 });
    await banner(page)
      .getByRole('button', { name: COOKIE_BANNER_MESSAGES.accept, exact: true })
      .click();
    await page.waitForTimeout(100);
    await page.goto(site.url('/a-propos/'), { timeout: 120_000 });
    await settle(page);
    expect(await storedChoice(page)).toBe(COOKIE_CONSENT.accepted);
    expect(await banner(page).count(), 'not asked again').toBe(0);
  }, 180_000);

  test('clavier : le bandeau est atteint en 3 Tab au plus depuis le haut ; après la réponse, le focus est sur le contenu, jamais sur <body>', async () => {
    page = await site.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(site.url('/'));
    await banner(page).waitFor();
    let presses = 0;
    while (presses < 3) {
      await page.keyboard.press('Tab');
      presses += 1;
      if (await banner(page).evaluate((section) => section.contains(document.activeElement))) break;
    }
    expect(
      await banner(page).evaluate((section) => section.contains(document.activeElement)),
      `in the banner after ${presses} Tab presses`,
    ).toBe(true);
    const refuse = banner(page).getByRole('button', {
      name: COOKIE_BANNER_MESSAGES.refuse,
      exact: true,
    });
    while (!(await refuse.evaluate((button) => button === document.activeElement)))
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
      'the next Tab goes on into the content',
    ).toBe(true);
  });

  test('zoom à 400 % (320 × 225) : le bandeau n’est plus collé à l’écran, ses deux réponses s’affichent en entier ; axe ne signale rien', async () => {
    page = await site.newPage({ viewport: { width: 320, height: 225 } });
    await page.goto(site.url('/'));
    await banner(page).waitFor();
    expect(
      await page
        .locator('[data-cookie-banner]')
        .evaluate((slot) => getComputedStyle(slot).position),
      'not sticky on a window this short',
    ).toBe('static');
    for (const label of [COOKIE_BANNER_MESSAGES.refuse, COOKIE_BANNER_MESSAGES.accept]) {
      const button = banner(page).getByRole('button', { name: label, exact: true });
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      expect(box.x, label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, label).toBeLessThanOrEqual(320);
      expect(box.y, label).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, label).toBeLessThanOrEqual(225);
    }
    // Scrolled down, the page has the whole window: the banner stays at the top of the page.
    await page.mouse.wheel(0, 2000);
    await expect
      .poll(() => banner(page).evaluate((section) => section.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(0);
    expect(await axeViolationsOnceLaidOut(page)).toEqual([]);
  });

  test.each([375, 1280])(
    'à %i px, le bandeau ne déplace rien dans la page : chaque boîte est la même sans lui',
    async (width) => {
      page = await site.newPage({ viewport: { width, height: 800 } });
      await page.goto(site.url('/'));
      await banner(page).waitFor();
      await settle(page);
      const shown = await pageBoxes(page);
      await page
        .locator('[data-cookie-banner]')
        .evaluate((slot: HTMLElement) => (slot.hidden = true));
      expect(await banner(page).isVisible()).toBe(false);
      expect(shown.length, 'boxes compared (the first screens at least)').toBeGreaterThan(50);
      expect(await pageBoxes(page)).toEqual(shown);
    },
  );

  test.each([320, 1280])(
    'à %i px, la touche Tab ne mène jamais à un élément caché sous le bandeau',
    async (width) => {
      page = await site.newPage({ viewport: { width, height: 700 } });
      await page.goto(site.url('/'));
      await banner(page).waitFor();
      const hidden: string[] = [];
      let checked = 0;
      // Through the page's content (the banner's own controls come first in the tab order).
      for (let step = 0; step < 60; step++) {
        await page.keyboard.press('Tab');
        const state = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement;
          const slot = document.querySelector('[data-cookie-banner]')!;
          // The banner's own controls, or past the last control (focus on the browser's own UI).
          if (slot.contains(focused) || focused === document.body) return null;
          const box = focused.getBoundingClientRect();
          const bannerTop = slot.getBoundingClientRect().top;
          return { name: focused.outerHTML.slice(0, 80), covered: box.bottom > bannerTop + 1 };
        });
        if (state === null) continue;
        checked += 1;
        if (state.covered) hidden.push(state.name);
      }
      expect(checked, 'controls of the page reached').toBeGreaterThan(40);
      expect(hidden).toEqual([]);
    },
  );

  test('« Refuser » enregistre refused et ferme le bandeau', async () => {
    page = await site.newPage();
    await page.goto(site.url('/'));
    await banner(page)
      .getByRole('button', { name: COOKIE_BANNER_MESSAGES.refuse, exact: true })
      .click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await storedChoice(page)).toBe(COOKIE_CONSENT.refused);
    await page.reload();
    await settle(page);
    expect(await banner(page).count(), 'banner after reload').toBe(0);
  });

  test('« Gérer les cookies » rouvre le bandeau sur la même page, avec le choix actuel', async () => {
    page = await site.newPage(returningVisitor(site.url('/')));
    const address = site.url('/faq/');
    await page.goto(address);
    await settle(page);
    expect(await banner(page).count(), 'no banner before the link is used').toBe(0);

    const settings = page.locator('footer a[data-cookie-settings]');
    expect((await settings.innerText()).trim()).toBe('Gérer les cookies');
    await settings.click();
    await banner(page).waitFor();
    expect(page.url(), 'the link does not navigate').toBe(address);
    // Shown at once from the HTML; the current choice appears once the banner has hydrated.
    await banner(page).getByText(COOKIE_BANNER_MESSAGES.current.accepted).waitFor();
    expect(await focusedControl(page), 'focus moves to the banner').toMatchObject({
      role: 'region',
      name: COOKIE_BANNER_MESSAGES.title,
    });

    await banner(page)
      .getByRole('button', { name: COOKIE_BANNER_MESSAGES.refuse, exact: true })
      .click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await storedChoice(page)).toBe(COOKIE_CONSENT.refused);
    expect(await focusedControl(page), 'focus returns to the link').toMatchObject({
      role: 'link',
      name: 'Gérer les cookies',
    });

    await settings.click();
    await banner(page).waitFor();
    expect(await banner(page).innerText(), 'reopened a second time').toContain(
      COOKIE_BANNER_MESSAGES.current.refused,
    );
    expect(page.url()).toBe(address);
  });

  test('« Gérer les cookies » sans le script du bandeau (hors ligne) : le lien mène à la section cookies', async () => {
    page = await site.newPage(returningVisitor(site.url('/')));
    await page.route(/\/_astro\/consent-runtime\./, (route) => route.abort('internetdisconnected'));
    await page.goto(site.url('/faq/'));
    await settle(page);
    await page.locator('footer a[data-cookie-settings]').click();
    await page.waitForURL(site.url('/politique-confidentialite/#cookies'));
  });

  test.each([375, 1280])(
    'axe à %i px : aucune violation WCAG 2.1 AA avec le bandeau ouvert',
    async (width) => {
      page = await site.newPage({ viewport: { width, height: 800 } });
      await page.goto(site.url('/'));
      await banner(page).waitFor();
      expect(await axeViolationsOnceLaidOut(page)).toEqual([]);
    },
  );
});
