// The icons drawn from the sprite file in Chromium, under the page's policy and Netlify's headers: each
// looks as it did when its paths were inline, and none moves the page while the sprite is on its way.
import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { ICON_PATHS } from '../../src/components/ui/icon-sprite.ts';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';
import { layoutShifts, RECORD_LAYOUT_SHIFTS } from '../support/layout-shifts.ts';

/** Pages with many different icons, header and footer ones included. */
const PAGES = ['/', '/formation/tp-employe-commercial/', '/contact/'];
const ICON = 'svg:has(> use)';

/** Where each icon of the page stands, in page coordinates. */
function iconBoxes(page: Page) {
  return page.locator(ICON).evaluateAll((icons) =>
    icons.map((icon) => {
      const box = icon.getBoundingClientRect();
      return [box.x + window.scrollX, box.y + window.scrollY, box.width, box.height].join(' ');
    }),
  );
}

describeInBrowser('icônes du sprite dans Chromium', () => {
  const site = useE2eSite();
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  test.each(PAGES)(
    '%s : le sprite est servi en cache pour un an, chaque icône dessinée comme ses tracés en ligne',
    async (path) => {
      page = await site.newPage({ viewport: { width: 1280, height: 900 } });
      const sprite = page.waitForResponse((response) => response.url().includes('/icons/'));
      await page.goto(site.url(path), { waitUntil: 'networkidle' });
      const response = await sprite;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/svg+xml');
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

      // Numbered first: each icon is swapped for its inline drawing and back, one after the other.
      const count = await page
        .locator(`${ICON}:visible`)
        .evaluateAll(
          (icons) => icons.map((icon, index) => icon.setAttribute('data-icon', `${index}`)).length,
        );
      expect(count).toBeGreaterThan(3);
      for (let index = 0; index < count; index += 1) {
        const icon = page.locator(`svg[data-icon="${index}"]`);
        await icon.scrollIntoViewIfNeeded();
        const drawn = await icon.screenshot({ animations: 'disabled' });
        // The same icon with its paths inline, as pages drew it before the sprite.
        const name = await icon.evaluate(
          (svg, paths) => {
            const id = svg.querySelector('use')?.getAttribute('href')?.split('#')[1] ?? '';
            const inline = svg.cloneNode(false) as SVGSVGElement;
            const attributes = {
              viewBox: '0 0 24 24',
              fill: 'none',
              stroke: 'currentColor',
              'stroke-width': '1.5',
              'stroke-linecap': 'round',
              'stroke-linejoin': 'round',
            };
            for (const [attribute, value] of Object.entries(attributes))
              inline.setAttribute(attribute, value);
            for (const d of paths[id] ?? []) {
              const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
              path.setAttribute('d', d);
              inline.append(path);
            }
            inline.setAttribute('data-inline-icon', '');
            svg.after(inline);
            svg.remove();
            (window as unknown as { sprited?: Element }).sprited = svg;
            return id;
          },
          ICON_PATHS as Record<string, readonly string[]>,
        );
        expect(Object.keys(ICON_PATHS), `${path}: icon ${index}`).toContain(name);
        const inline = page.locator('svg[data-inline-icon]');
        const redrawn = await inline.screenshot({ animations: 'disabled' });
        await inline.evaluate((svg) =>
          svg.replaceWith((window as unknown as { sprited: Element }).sprited),
        );

        const [a, b] = await Promise.all(
          [drawn, redrawn].map((png) => sharp(png).removeAlpha().raw().toBuffer()),
        );
        expect(a.length, `${path}: ${name}, same size`).toBe(b.length);
        // Drawn at all: a blank box would be one colour.
        expect(new Set(a).size, `${path}: ${name} has strokes`).toBeGreaterThan(2);
        // Anti-aliasing may differ by a few levels on an edge; a wrong or missing drawing by far more.
        const worst = a.reduce(
          (max, value, byte) => Math.max(max, Math.abs(value - (b[byte] ?? 0))),
          0,
        );
        expect(
          worst,
          `${path}: ${name}, largest difference from the inline drawing`,
        ).toBeLessThanOrEqual(16);
      }
    },
    120_000,
  );

  test.each(['/formation/tp-conseiller-vente/', '/financement/', '/candidature/'])(
    '%s à 375 px : chaque icône garde sa taille, même à côté d’un titre sur deux lignes',
    async (path) => {
      page = await site.newPage({ viewport: { width: 375, height: 800 } });
      await page.goto(site.url(path), { waitUntil: 'domcontentloaded' });
      // A flex row squeezes an icon that may shrink: it turns narrower than tall, its drawing smaller.
      const squeezed = await page.locator(`${ICON}:visible`).evaluateAll((icons) =>
        icons
          .map((icon) => ({ icon, box: icon.getBoundingClientRect() }))
          .filter(({ box }) => Math.abs(box.width - box.height) > 0.5)
          .map(
            ({ icon, box }) =>
              `${icon.parentElement?.textContent?.trim()}: ${box.width}×${box.height}`,
          ),
      );
      expect(squeezed).toEqual([]);
    },
  );

  test('rien ne bouge quand le sprite arrive après la page', async () => {
    page = await site.newPage({ viewport: { width: 375, height: 800 } });
    await page.context().addInitScript(RECORD_LAYOUT_SHIFTS);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/icons/*.svg', async (route) => {
      await held;
      await route.continue();
    });
    // Not 'load': the document's load event waits for the sprite.
    await page.goto(site.url('/formation/tp-employe-commercial/'), {
      waitUntil: 'domcontentloaded',
    });
    const before = await iconBoxes(page);
    const shiftsBefore = (await layoutShifts(page)).length;
    const sprite = page.waitForResponse((response) => response.url().includes('/icons/'));
    release();
    await sprite;
    // Time for the icons to be drawn and any shift they cause to be reported.
    await page.waitForTimeout(1500);
    expect(
      (await layoutShifts(page)).slice(shiftsBefore),
      'layout shifts after the sprite arrived',
    ).toEqual([]);
    expect(await iconBoxes(page)).toEqual(before);
    // Icons of closed menus have no box; the others have theirs from the start.
    expect(before.filter((box) => !box.endsWith(' 0 0')).length).toBeGreaterThan(10);
  });
});
