// The blog's list pages with JavaScript off: category links and page links are plain links
// a visitor (or a crawler) follows to every article. Pagination needs more than one page of articles:
// a copy of the project with generated articles is built for it (scripts/bench-scale.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import type { Browser, Page } from 'playwright-core';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';
import { launchBrowser } from '../../local/chromium.ts';
import { startDistServer, type DistServer } from '../../local/serve-dist.ts';
import { listArticleSlugs } from '../../local/routes.ts';
import { buildCopy, createScaleCopy, type ScaleCopy } from '../../scripts/bench-scale.ts';

/** Generated articles: with the real ones, three pages of twelve on /blog/. */
const GENERATED = 30;

const cardTitles = (page: Page) => page.locator('main article h3 a').allTextContents();
const trimmed = (titles: string[]) => titles.map((title) => title.trim());

describeInBrowser('blog list pages without JavaScript', () => {
  const site = useE2eSite();

  test('a category link leads to that category’s articles, and back to all', async () => {
    const articles = listArticleSlugs().map(
      (slug) =>
        parse(
          readFileSync(
            new URL(`../../content/articles/${slug}.mdx`, import.meta.url),
            'utf8',
          ).split(/^---$/m)[1] ?? '',
        ) as { title: string; category: string },
    );
    const category = articles[0]!.category;
    const page = await site.newPage({ javaScriptEnabled: false });
    try {
      await page.goto(site.url('/blog/'));
      await page
        .getByRole('navigation', { name: 'Catégories du blog' })
        .getByRole('link', { name: category, exact: true })
        .click();
      await page.waitForURL(/\/blog\/categorie\/[a-z0-9-]+\/$/);
      expect(trimmed(await cardTitles(page)).sort()).toEqual(
        articles
          .filter((article) => article.category === category)
          .map((article) => article.title)
          .sort(),
      );
      await page.getByRole('link', { name: 'Tous les articles' }).click();
      await page.waitForURL(/\/blog\/$/);
      expect(await cardTitles(page)).toHaveLength(articles.length);
    } finally {
      await page.context().close();
    }
  });

  describe('with three pages of articles (generated copy)', () => {
    let copy: ScaleCopy | undefined;
    let server: DistServer | undefined;
    let browser: Browser | undefined;

    beforeAll(async () => {
      copy = createScaleCopy(GENERATED);
      await buildCopy(copy.root);
      server = await startDistServer({ root: join(copy.root, 'dist') });
      browser = await launchBrowser();
    }, 600_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
      copy?.remove();
    });

    test('"Page suivante" walks every article once, newest first; numbers and "Page précédente" work', async () => {
      const context = await browser!.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      try {
        await page.goto(`${server!.url}/blog/`);
        const seen: string[] = [];
        const pagination = page.getByRole('navigation', { name: 'Pages d’articles' });
        for (let number = 1; ; number += 1) {
          const titles = trimmed(await cardTitles(page));
          expect(titles.length, `page ${number}`).toBeGreaterThan(0);
          expect(titles.length, `page ${number}`).toBeLessThanOrEqual(12);
          seen.push(...titles);
          expect(
            await pagination.locator('[aria-current="page"]').textContent(),
            'current page number',
          ).toContain(String(number));
          const next = pagination.getByRole('link', { name: 'Page suivante' });
          if ((await next.count()) === 0) break;
          await next.click();
          await page.waitForURL(`**/blog/page/${number + 1}/`);
        }
        expect(seen).toHaveLength(copy!.articleCount);
        expect(new Set(seen).size, 'no article twice').toBe(seen.length);

        await pagination.getByRole('link', { name: 'Page précédente' }).click();
        await page.waitForURL('**/blog/page/2/');
        await pagination.getByRole('link', { name: 'Page 1', exact: true }).click();
        await page.waitForURL(/\/blog\/$/);
        expect(trimmed(await cardTitles(page))).toEqual(seen.slice(0, 12));
      } finally {
        await context.close();
      }
    });
  });
});
