// Each page carries its own CSS (src/integrations/page-css.ts): it must render exactly as with the whole
// site stylesheet, at phone and desktop widths, before that stylesheet is even downloaded; and the
// first use of the cookie banner brings the site stylesheet in, for what the island renders next.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, expect, test } from 'vitest';
import { COOKIE_BANNER_MESSAGES } from '../../src/config/messages.ts';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';

/** The RGB bytes of a screenshot. */
const rawPixels = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();

const SITE_STYLESHEET = /\/_astro\/[^/]+\.css$/;

/** Pages of every layout whose site stylesheet waits for an island's first use. */
const PAGES = [
  '/',
  '/formations/',
  '/blog/',
  '/blog/financer-formation-cpf-2025/',
  '/faq/',
  '/cgv/',
  '/accompagnement/coaching-examen/',
  '/404.html',
];

describeInBrowser('la CSS de chaque page, dans sa page', () => {
  const site = useE2eSite();
  let page: Page | undefined;

  afterEach(async () => {
    await page?.context().close();
    page = undefined;
  });

  /**
   * Loads a page twice (the second time with the font cached, as `font-display: optional` wants); with
   * `siteStylesheet`, its HTML is served as before the pages had their own CSS: the site stylesheet only.
   */
  async function open(
    path: string,
    width: number,
    { siteStylesheet = false } = {},
  ): Promise<{ page: Page; requested: string[] }> {
    page = await site.newPage({ viewport: { width, height: 900 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    if (siteStylesheet) {
      await page.route(site.url(path), async (route) => {
        const response = await route.fetch();
        const html = (await response.text())
          .replace(/<style data-page-css>[\s\S]*?<\/style>/, '')
          .replace(' disabled data-site-stylesheet', '');
        await route.fulfill({ response, body: html });
      });
    }
    await page.goto(site.url(path), { waitUntil: 'networkidle' });
    await page.reload({ waitUntil: 'networkidle' });
    return { page, requested };
  }

  test.each(PAGES.flatMap((path) => [375, 1280].map((width) => ({ path, width }))))(
    '$path à $width px : rendue par sa seule CSS, à l’identique de la feuille du site',
    async ({ path, width }) => {
      const own = await open(path, width);
      expect(own.requested.filter((url) => SITE_STYLESHEET.test(url))).toEqual([]);
      const ownCss = await own.page.screenshot({ fullPage: true });
      await own.page.context().close();

      const full = await open(path, width, { siteStylesheet: true });
      expect(full.requested.some((url) => SITE_STYLESHEET.test(url))).toBe(true);
      const withSiteCss = await full.page.screenshot({ fullPage: true });
      const [now, before] = await Promise.all([rawPixels(ownCss), rawPixels(withSiteCss)]);
      expect(now.length, 'same page height').toBe(before.length);
      // Chromium may anti-alias an edge differently from one load to the next (a few bytes); a missing
      // rule changes thousands.
      const differing = now.reduce(
        (count, value, index) => count + (value === before[index] ? 0 : 1),
        0,
      );
      expect(differing, 'bytes differing from the site stylesheet').toBeLessThanOrEqual(
        now.length / 10_000,
      );
    },
    60_000,
  );

  test('le premier clic sur le bandeau charge la feuille du site, pas avant', async () => {
    const { page, requested } = await open('/', 375);
    expect(requested.some((url) => SITE_STYLESHEET.test(url))).toBe(false);
    await page.getByRole('button', { name: COOKIE_BANNER_MESSAGES.refuse, exact: true }).click();
    await expect.poll(() => requested.some((url) => SITE_STYLESHEET.test(url))).toBe(true);
  });
});
