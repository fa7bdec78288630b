// The search index as the search page reads it: the result cards written next to Pagefind's index
// give every indexed page (trainings, articles, FAQ) the address, title and type a visitor sees in the
// results before the excerpt arrives, under the id Pagefind gives that page.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DIST_DIR,
  listHtmlFiles,
  loadDocument,
  pagePathOf,
  readDistFile,
  requireDist,
} from '../support/dist.ts';
import { PAGEFIND_PATH, RESULT_CARDS_FILE, type ResultCards } from '~/features/search/results';

requireDist();

const folder = PAGEFIND_PATH.slice(1);
const cards = JSON.parse(
  readDistFile(`${folder}${RESULT_CARDS_FILE}`).toString('utf8'),
) as ResultCards;
/** The indexed pages: those that carry `data-pagefind-body`. */
const indexed = listHtmlFiles()
  .filter((file) => !file.startsWith(folder))
  .filter((file) => loadDocument(file).querySelector('[data-pagefind-body]'));

describe('search result cards', () => {
  it('hold one card per page Pagefind indexed, under the id of its fragment', () => {
    const fragments = readdirSync(join(DIST_DIR, folder, 'fragment'))
      .map((name) => name.replace(/\.pf_fragment$/, ''))
      .sort();
    expect(Object.keys(cards).sort()).toEqual(fragments);
    expect(indexed.length).toBeGreaterThan(0);
    expect(
      Object.values(cards)
        .map(([url]) => url)
        .sort(),
    ).toEqual(indexed.map(pagePathOf).sort());
  });

  it('give each page the title its h1 shows, French non-breaking spaces included, and its type', () => {
    const byUrl = new Map(Object.values(cards).map((card) => [card[0], card]));
    for (const file of indexed) {
      const document = loadDocument(file);
      const [, title, type] = byUrl.get(pagePathOf(file))!;
      expect(title, file).toBe(
        document
          .querySelector('h1')
          ?.textContent?.replace(/[ \t\n\r]+/g, ' ')
          .trim(),
      );
      expect(`type:${type}`, file).toBe(
        document.querySelector('[data-pagefind-meta]')?.getAttribute('data-pagefind-meta'),
      );
    }
  });
});
