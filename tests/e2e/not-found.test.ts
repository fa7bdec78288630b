// Unknown URLs answer 404 with the right page and a way back (docs/product.md §2.3, §8; netlify.toml rules).
import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';

/** The main content's visible text, spaces (non-breaking too) collapsed and apostrophes straight, as the assertions below write them. */
async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ').replace(/’/g, "'");
}

describeInBrowser('not-found pages', () => {
  const site = useE2eSite();
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  async function visit(path: string): Promise<number> {
    page = await site.newPage();
    const response = await page.goto(site.url(path));
    return response?.status() ?? 0;
  }

  test.each(['/formation/inconnue/', '/formation/inconnue'])(
    '%s: 404 "Formation non trouvée" with a link to /formations/',
    async (path) => {
      expect(await visit(path)).toBe(404);
      expect(await page.locator('h1').innerText()).toContain('Formation non trouvée');
      expect(await mainText(page)).toContain(
        "Désolé, la formation que vous recherchez n'existe pas.",
      );
      expect(
        await page.locator('main a[href="/formations/"]').count(),
        'link back to /formations/ in <main>',
      ).toBeGreaterThan(0);
    },
  );

  test('/blog/inconnu/: 404 "Article non trouvé" with a link to /blog/', async () => {
    expect(await visit('/blog/inconnu/')).toBe(404);
    expect(await page.locator('h1').innerText()).toContain('Article non trouvé');
    expect(await mainText(page)).toContain(
      "Désolé, l'article que vous recherchez n'existe pas ou a été déplacé.",
    );
    expect(
      await page.locator('main a[href="/blog/"]').count(),
      'link back to /blog/ in <main>',
    ).toBeGreaterThan(0);
  });

  test('/nimporte-quoi/: 404 "Oups !", "Page non trouvée." and "Retour à l\'accueil" to /', async () => {
    expect(await visit('/nimporte-quoi/')).toBe(404);
    const text = await mainText(page);
    expect(text).toContain('Oups !');
    expect(text).toContain('Page non trouvée.');
    const home = page.locator('main a', { hasText: /Retour à l['’]accueil/ });
    expect(await home.count(), '"Retour à l\'accueil" link in <main>').toBe(1);
    expect(await home.getAttribute('href')).toBe('/');
  });
});
