// Each page carries its own CSS (src/integrations/page-css.ts) and links no stylesheet: it must look
// exactly as it did with the site stylesheet, at phone and desktop widths, and so must what its islands
// render in the browser (a form's errors, a toast, the learner dashboard).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, expect, test } from 'vitest';
import { FORM_MESSAGES } from '../../src/components/form/messages.ts';
import { REQUEST_MESSAGES } from '../../src/features/requests/messages.ts';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';
import { renderOffscreenContent } from '../../local/chromium.ts';
import { DIST_DIR } from '../support/dist.ts';
import { SELF_HYDRATING_DIRECTIVES } from '../../local/page-weight.ts';
import {
  hydratedForm,
  notificationRegion,
  recordMailto,
  returningVisitor,
  shownToast,
  waitLikeAPerson,
} from '../support/forms-in-browser.ts';

/** The stylesheet Tailwind writes for the whole site, which pages linked before they had their own CSS. */
const SITE_STYLESHEET = `/_astro/${readdirSync(join(DIST_DIR, '_astro')).find((file) => file.endsWith('.css'))}`;

/** One page of each layout, with and without islands. */
const PAGES = [
  '/',
  '/formations/',
  '/formation/tp-employe-commercial/',
  '/blog/',
  '/blog/financer-formation-cpf-2025/',
  '/faq/',
  '/cgv/',
  '/accompagnement/coaching-examen/',
  '/contact/',
  '/temoignages/',
  '/espace-apprenant/',
  '/dashboard-apprenant/',
  '/404.html',
];

/**
 * A full-page screenshot with CSS transitions and animations run to their end: a button's hover colour
 * half-way through its transition, on a slow machine, is not a difference in the CSS. The bands Chromium
 * skips off screen are laid out first, or the capture depends on how far each load had scrolled.
 */
async function screenshot(page: Page): Promise<Buffer> {
  await renderOffscreenContent(page);
  return page.screenshot({ fullPage: true, animations: 'disabled' });
}

/** The RGB bytes of a screenshot. */
const rawPixels = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();

async function expectSamePixels(now: Buffer, before: Buffer): Promise<void> {
  const [nowPixels, beforePixels] = await Promise.all([rawPixels(now), rawPixels(before)]);
  expect(nowPixels.length, 'same page height').toBe(beforePixels.length);
  // Chromium may anti-alias an edge differently from one load to the next (a few bytes); a missing
  // rule changes thousands.
  const differing = nowPixels.reduce(
    (count, value, index) => count + (value === beforePixels[index] ? 0 : 1),
    0,
  );
  expect(differing, 'bytes differing from the site stylesheet').toBeLessThanOrEqual(
    nowPixels.length / 10_000,
  );
}

/** What the CSS decides for an element and everything in it, one line per element. */
function computedStyles(root: Locator): Promise<string[]> {
  return root.evaluate((element) =>
    [element, ...element.querySelectorAll('*')].map((node) => {
      const style = getComputedStyle(node);
      const properties = ['display', 'position', 'inset', 'width', 'height', 'margin', 'padding'];
      properties.push('color', 'background-color', 'border', 'border-radius', 'box-shadow');
      properties.push('font-size', 'font-weight', 'line-height', 'gap');
      return `${node.tagName} ${properties.map((name) => style.getPropertyValue(name)).join(' | ')}`;
    }),
  );
}

describeInBrowser('la CSS de chaque page, dans sa page', () => {
  const site = useE2eSite();
  const pages: Page[] = [];

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.context().close()));
  });

  /**
   * Opens a page and lists the stylesheets it requested; `siteStylesheet` serves it as before the pages
   * had their own CSS: the site stylesheet in place of its <style>.
   */
  async function open(
    path: string,
    width: number,
    { siteStylesheet = false, cookieChoiceStored = false } = {},
  ) {
    // Reduced motion: a toast is screenshot where it lands, not half-way through its entrance.
    const page = await site.newPage({
      ...(cookieChoiceStored ? returningVisitor(site.url('/')) : {}),
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    });
    pages.push(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet')
        stylesheets.push(new URL(request.url()).pathname);
    });
    if (siteStylesheet) {
      const pathname = new URL(site.url(path)).pathname;
      await page.route(
        (url) => url.pathname === pathname,
        async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(
            /<style data-page-css>[\s\S]*?<\/style>/,
            `<link rel="stylesheet" href="${SITE_STYLESHEET}">`,
          );
          await route.fulfill({ response, body: html });
        },
      );
    }
    await page.goto(site.url(path), { waitUntil: 'networkidle' });
    // Islands that hydrate by themselves have rendered (Astro drops `ssr` once hydrated).
    await page.waitForFunction(
      (selector) => !document.querySelector(selector),
      `astro-island[ssr]:is(${SELF_HYDRATING_DIRECTIVES.map((name) => `[client="${name}"]`).join(', ')})`,
    );
    return { page, stylesheets };
  }

  test.each(PAGES.flatMap((path) => [375, 1280].map((width) => ({ path, width }))))(
    '$path à $width px : sans feuille de style, à l’identique de la feuille du site',
    async ({ path, width }) => {
      // Both loads at once: most of a load is waiting for the network to go quiet.
      const [own, before] = await Promise.all([
        open(path, width),
        open(path, width, { siteStylesheet: true }),
      ]);
      expect(own.stylesheets).toEqual([]);
      expect(before.stylesheets).toContain(SITE_STYLESHEET);
      await expectSamePixels(await screenshot(own.page), await screenshot(before.page));
    },
    60_000,
  );

  test.each([375, 1280])(
    '/contact/ à %i px : les erreurs et le toast rendus dans le navigateur, à l’identique',
    async (width) => {
      const errors: Buffer[] = [];
      const toasts: string[][] = [];
      for (const siteStylesheet of [false, true]) {
        // With a stored cookie choice: no banner under the toast.
        const { page } = await open('/contact/', width, {
          siteStylesheet,
          cookieChoiceStored: true,
        });
        recordMailto(page);
        const form = await hydratedForm(page);
        await waitLikeAPerson(page);
        await form.getByRole('button', { name: FORM_MESSAGES.submit }).click();
        await form.locator('[aria-invalid="true"]').first().waitFor();
        errors.push(await screenshot(page));

        await form.getByLabel('Nom et prénom').fill('Zoë N’Diaye');
        await form.getByLabel('E-mail', { exact: true }).fill('zoe.ndiaye@exemple.fr');
        await form.getByLabel('Sujet').fill('Financement CPF');
        await form.getByLabel('Message', { exact: true }).fill('Bonjour, est-ce possible ?');
        await form.getByRole('button', { name: FORM_MESSAGES.submit }).click();
        expect(await shownToast(page)).toEqual(REQUEST_MESSAGES.mailOpened);
        // The toast's computed styles, not its pixels: its shadow lets through a page that changes with
        // time (the prepared mail shows up later).
        toasts.push(await computedStyles(notificationRegion(page)));
      }
      await expectSamePixels(errors[0]!, errors[1]!);
      expect(toasts[0]).toEqual(toasts[1]);
    },
    60_000,
  );

  test('/recherche/ à 375 px : les résultats et leurs marques, rendus dans le navigateur, à l’identique', async () => {
    const shots: Buffer[] = [];
    for (const siteStylesheet of [false, true]) {
      const { page } = await open('/recherche/?q=vente', 375, { siteStylesheet });
      await page.locator('[data-search-results] mark').first().waitFor();
      shots.push(await screenshot(page));
    }
    await expectSamePixels(shots[0]!, shots[1]!);
  }, 60_000);
});
