// The site is French (lang="fr"); an English word it keeps is marked lang="en", or a screen reader reads it
// with French sounds (WCAG 3.1.2, RGAA 8.7). The terms below are the English ones the site has used.
import { describe, expect, test } from 'vitest';
import { listHtmlFiles, loadDocument, requireDist } from '../support/dist.ts';

/** English words and phrases met on the site, each matched as a whole word. */
const ENGLISH_TERMS = [
  'Data',
  'Data Analyst',
  'Full Stack',
  'Feedback',
  'front-end',
  'frameworks',
  'e-mailing',
  'data visualisation',
];

const ENGLISH = new RegExp(`(?<![\\p{L}-])(${ENGLISH_TERMS.join('|')})(?![\\p{L}-])`, 'u');

describe('English words carry lang="en"', () => {
  requireDist();

  test.for(listHtmlFiles())('%s', (file) => {
    const document = loadDocument(file);
    const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
    const unmarked: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style')) continue;
      const match = ENGLISH.exec(node.textContent ?? '');
      if (match && !parent.closest('[lang]')?.getAttribute('lang')?.startsWith('en'))
        unmarked.push(`${match[1]} in « ${node.textContent?.trim().slice(0, 80)} »`);
    }
    expect(unmarked).toEqual([]);
  });

  test('the check finds a term once (it would otherwise look for nothing)', () => {
    const pages = listHtmlFiles().filter((file) =>
      [...loadDocument(file).querySelectorAll('[lang="en"]')].some((element) =>
        ENGLISH.test(element.textContent ?? ''),
      ),
    );
    expect(pages.length).toBeGreaterThan(0);
  });
});
