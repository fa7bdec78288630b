// Site search: from the header to /recherche/, Pagefind finds trainings and articles by a
// word typed without its accents, under the page's Content-Security-Policy, and the results are axe-clean.
// Without JavaScript the page says so and offers plain links.
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, expect, test } from 'vitest';
import { parse } from 'yaml';
import type { Page } from 'playwright-core';
import { axeViolationsOnceLaidOut } from '../support/axe.ts';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';
import { watchPolicy } from '../support/policy-in-browser.ts';
import { normalizeText } from '../../src/features/list-filters/filter-criteria.ts';
import { SEARCH_MESSAGES } from '../../src/features/search/messages.ts';
import { RESULTS_PER_STEP } from '../../src/features/search/results.ts';

const ARTICLES_DIR = new URL('../../content/articles/', import.meta.url);

/** A word of an article's title that carries an accent (so the test types it without), and the title. */
function accentedArticleWord(): { word: string; title: string } {
  for (const name of readdirSync(ARTICLES_DIR)
    .filter((file) => file.endsWith('.mdx'))
    .sort()) {
    const { title } = parse(
      readFileSync(new URL(name, ARTICLES_DIR), 'utf8').split(/^---$/m)[1] ?? '',
    ) as { title: string };
    const word = title
      .split(/[\s’',:;!?«»()]+/)
      .find(
        (candidate) =>
          candidate.length >= 6 && normalizeText(candidate) !== candidate.toLowerCase(),
      );
    if (word) return { word: normalizeText(word), title };
  }
  throw new Error('no article title with an accented word of 6 letters or more');
}

/** Titles of the results shown. */
async function resultTitles(page: Page): Promise<string[]> {
  return page.locator('[data-search-results] li a').allTextContents();
}

describeInBrowser('site search', () => {
  const site = useE2eSite();
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  test('from the header: finds a training and an article by words typed without accents', async () => {
    page = await site.newPage({ viewport: { width: 1280, height: 900 } });
    const policy = await watchPolicy(page);
    await page.goto(site.url('/'));
    await page.locator('header').getByRole('link', { name: 'Rechercher sur le site' }).click();
    await page.waitForURL('**/recherche/');

    const box = page.getByLabel('Votre recherche');
    await box.fill('employe commercial');
    await expect
      .poll(() => resultTitles(page), { message: 'training found', timeout: 15_000 })
      .toContain('Titre professionnel Employé commercial');
    expect(new URL(page.url()).searchParams.get('q')).toBe('employe commercial');
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/résultats? pour/);

    const article = accentedArticleWord();
    await box.fill(article.word);
    await expect
      .poll(() => resultTitles(page), { message: `article found by "${article.word}"` })
      .toContain(article.title);

    expect(await axeViolationsOnceLaidOut(page)).toEqual([]);

    await box.fill('zzqxwv');
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/Aucun résultat/);
    expect(await resultTitles(page)).toEqual([]);

    // One letter matches nearly every page: the status asks for another instead of listing them all.
    await box.fill('e');
    await expect.poll(() => page.getByRole('status').textContent()).toBe(SEARCH_MESSAGES.tooShort);
    expect(await resultTitles(page)).toEqual([]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('e');

    expect(await policy.violations(), 'CSP violations').toEqual([]);
    expect(policy.errors, 'console errors').toEqual([]);
  });

  test('a shared results address (?q=) shows its results; a result opens its page', async () => {
    page = await site.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(site.url('/recherche/?q=alternance'));
    await expect.poll(() => page.getByLabel('Votre recherche').inputValue()).toBe('alternance');
    await expect
      .poll(async () => (await resultTitles(page)).length, { timeout: 15_000 })
      .toBeGreaterThan(1);
    const first = page.locator('[data-search-results] li a').first();
    const href = await first.getAttribute('href');
    await first.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.locator('h1').count()).toBe(1);
  });

  test('a keystroke paints the best results only; « Afficher plus de résultats » adds the next ones', async () => {
    page = await site.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(site.url('/recherche/?q=formation'));
    await expect
      .poll(() => page.getByRole('status').textContent(), { timeout: 15_000 })
      .toMatch(
        `résultats pour «\u00a0formation\u00a0», les ${RESULTS_PER_STEP} plus pertinents affichés.`,
      );
    expect(await resultTitles(page)).toHaveLength(RESULTS_PER_STEP);
    // Titles come first; each result's excerpt follows with the word found marked.
    await expect
      .poll(() => page.locator('[data-search-results] li:has([data-result-excerpt] mark)').count())
      .toBe(RESULTS_PER_STEP);

    const more = page.getByRole('button', { name: 'Afficher plus de résultats' });
    await more.click();
    await expect
      .poll(async () => (await resultTitles(page)).length)
      .toBeGreaterThan(RESULTS_PER_STEP);
    await expect
      .poll(() => page.locator('[data-search-results] li:has([data-result-excerpt] mark)').count())
      .toBe(await page.locator('[data-search-results] li').count());
    // Focus moves to the first result added, so a keyboard user carries on reading from there.
    const firstAdded = page.locator('[data-search-results] li a').nth(RESULTS_PER_STEP);
    expect(await firstAdded.evaluate((link) => link === document.activeElement)).toBe(true);

    await page.getByLabel('Votre recherche').fill('zzqxwv');
    await expect.poll(() => more.isVisible()).toBe(false);
  });

  test('the blog’s search form submits to the results page', async () => {
    page = await site.newPage();
    await page.goto(site.url('/blog/'));
    await page.getByLabel('Rechercher un article, une formation, une réponse').fill('cpf');
    await page.getByRole('search').getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL('**/recherche/?q=cpf');
    await expect
      .poll(async () => (await resultTitles(page)).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
  });

  test('without JavaScript: the page says so and offers plain links to browse', async () => {
    page = await site.newPage({ javaScriptEnabled: false });
    await page.goto(site.url('/recherche/?q=cpf'));
    // Playwright's text selectors skip <noscript>: read the notice through CSS.
    const notice = page.locator('main noscript p');
    expect(await notice.isVisible(), 'notice shown').toBe(true);
    expect(await notice.textContent()).toMatch(/La recherche a besoin de JavaScript/);
    for (const name of [
      'Nos formations certifiantes',
      'Questions fréquentes',
      'Tous les articles du blog',
    ]) {
      expect(await page.getByRole('link', { name, exact: true }).count(), name).toBeGreaterThan(0);
    }
  });
});
