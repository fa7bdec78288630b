// Long-form text (src/styles/prose.css) as a reader sees it in Chromium: lists keep their bullets and
// numbers (the reset removes them elsewhere), links in the text are underlined, headings stand out from
// the text, and a blockquote gets no quotation marks from the stylesheet (English “ ” in French copy).
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';

/**
 * One page of each kind that renders Markdown inside `.prose`, with the lists and links its text has
 * (a training page's text is one heading and one paragraph).
 */
const PAGES = [
  {
    path: '/blog/financer-formation-cpf-2025/',
    lists: { ul: 'disc', ol: 'decimal' },
    links: true,
    severalParagraphs: true,
  },
  { path: '/cgv/', lists: { ul: 'disc', ol: 'decimal' }, links: true, severalParagraphs: true },
  {
    path: '/declaration-accessibilite/',
    lists: { ul: 'disc' },
    links: true,
    severalParagraphs: true,
  },
  { path: '/formation/tp-conseiller-vente/', lists: {}, links: false, severalParagraphs: false },
];

/** What a reader notices of a page's text styles, computed by the browser. */
function readTextStyles(page: Page) {
  return page
    .locator('.prose')
    .first()
    .evaluate((prose) => {
      const style = (selector: string) => {
        const element = prose.querySelector(selector);
        return element ? getComputedStyle(element) : null;
      };
      const paragraph = style('p');
      const heading = style('h2');
      const lists: Record<string, string> = {};
      for (const list of ['ul', 'ol']) {
        const listStyle = style(list)?.listStyleType;
        if (listStyle) lists[list] = listStyle;
      }
      return {
        lists,
        linkLine: style('a')?.textDecorationLine ?? null,
        spaceUnderHeading: Number.parseFloat(heading?.marginBottom ?? '0'),
        spaceBetweenParagraphs: Math.max(
          ...[...prose.querySelectorAll('p')].map((p) =>
            Number.parseFloat(getComputedStyle(p).marginBottom),
          ),
        ),
        headingLarger:
          Number.parseFloat(heading?.fontSize ?? '0') >
          Number.parseFloat(paragraph?.fontSize ?? '0'),
        headingBolder: Number(heading?.fontWeight) >= 700,
      };
    });
}

describeInBrowser('long-form text styles', () => {
  const site = useE2eSite();
  let page: Page;

  beforeAll(async () => {
    page = await site.newPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  test.each(PAGES)(
    '$path: bullets and numbers, underlined links, spaced paragraphs, headings',
    async ({ path, lists, links, severalParagraphs }) => {
      await page.goto(site.url(path));
      const styles = await readTextStyles(page);
      expect(styles.lists).toEqual(lists);
      expect(styles.linkLine).toBe(links ? 'underline' : null);
      expect(styles.spaceUnderHeading).toBeGreaterThan(10);
      // Space between paragraphs, none after the last one (the container spaces its text from what follows).
      expect(styles.spaceBetweenParagraphs > 10).toBe(severalParagraphs);
      expect(styles.headingLarger && styles.headingBolder, 'h2 larger and bolder than p').toBe(
        true,
      );
    },
  );

  test('an article’s blockquote is set off, with no quotation marks added', async () => {
    await page.goto(site.url('/blog/financer-formation-cpf-2025/'));
    const quote = page.locator('.prose blockquote').first();
    const marks = await quote.evaluate((blockquote) => {
      const generated = [...blockquote.querySelectorAll('*'), blockquote].flatMap((element) =>
        ['::before', '::after'].map((pseudo) => getComputedStyle(element, pseudo).content),
      );
      return {
        generated: generated.filter((content) => content !== 'none' && content !== 'normal'),
        border: Number.parseFloat(getComputedStyle(blockquote).borderInlineStartWidth),
      };
    });
    expect(marks.generated).toEqual([]);
    expect(marks.border).toBeGreaterThan(0);
    expect((await quote.innerText()).trim()).toMatch(/^Mise à jour/);
  });
});
