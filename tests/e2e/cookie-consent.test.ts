// Cookie banner (docs/product.md §4, §9; docs/architecture.md Islands): asked on a first visit, the answer stored under
// `cookieConsent`, no banner and no banner JavaScript for a returning visitor, reopened from the footer.
import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { describeInBrowser, focusedControl, useE2eSite } from '../support/browser.ts';
import { axeViolations, returningVisitor } from '../support/forms-in-browser.ts';
import { COOKIE_BANNER_MESSAGES } from '../../src/config/messages.ts';
import { COOKIE_CONSENT } from '../../src/config/site.ts';

/** Paths of the JavaScript files the page downloads from now on. */
function recordScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) paths.push(pathname);
  });
  return paths;
}

const banner = (page: Page) => page.getByRole('region', { name: COOKIE_BANNER_MESSAGES.title });
const storedChoice = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), COOKIE_CONSENT.storageKey);
const isBannerScript = (path: string) =>
  path.startsWith('/_astro/') && path.includes('CookieBanner');

/** Lets the page go quiet past the moment a first visit hydrates the banner (idle callback, then its download). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })));
  await page.waitForLoadState('networkidle');
}

describeInBrowser('cookie banner', () => {
  const site = useE2eSite();
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  test('première visite : le bandeau s’affiche ; « Accepter » enregistre accepted ; au retour, ni bandeau ni script', async () => {
    page = await site.newPage();
    const scripts = recordScripts(page);
    await page.goto(site.url('/faq/'));
    await banner(page).waitFor();
    expect(scripts.filter(isBannerScript), 'the first visit downloads the banner').toHaveLength(1);
    expect(await storedChoice(page), 'nothing stored before an answer').toBeNull();

    await banner(page)
      .getByRole('button', { name: COOKIE_BANNER_MESSAGES.accept, exact: true })
      .click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await storedChoice(page)).toBe(COOKIE_CONSENT.accepted);

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
    expect(await banner(page).innerText()).toContain(COOKIE_BANNER_MESSAGES.current.accepted);
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

  test.each([375, 1280])(
    'axe à %i px : aucune violation WCAG 2.1 AA avec le bandeau ouvert',
    async (width) => {
      page = await site.newPage({ viewport: { width, height: 800 } });
      await page.goto(site.url('/'));
      await banner(page).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});
