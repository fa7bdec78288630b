// FAQ accordion (docs/product.md §2.3, §4): six questions, one open at a time, a second click closes, no script needed.
import { afterEach, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';

const QUESTION_COUNT = 6;

/** Which answers a visitor can read, in question order. */
async function openAnswers(questions: Locator): Promise<boolean[]> {
  const states: boolean[] = [];
  for (const question of await questions.all()) {
    states.push(await question.locator('xpath=./*[not(self::summary)]').first().isVisible());
  }
  return states;
}

/** Expected visibility when only the question at `index` (or none) is open. */
const onlyOpen = (index: number | null) =>
  Array.from({ length: QUESTION_COUNT }, (_, position) => position === index);

describeInBrowser('FAQ accordion', () => {
  const site = useE2eSite();
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  test.each([
    { javaScriptEnabled: true, mode: 'with JavaScript' },
    { javaScriptEnabled: false, mode: 'without JavaScript' },
  ])(
    '$mode: opening a question closes the other, a second click closes it',
    async ({ javaScriptEnabled }) => {
      page = await site.newPage({ javaScriptEnabled });
      await page.goto(site.url('/faq/'));
      const questions = page.locator('main details');
      expect(await questions.count(), 'questions (<details>) in <main>').toBe(QUESTION_COUNT);
      const summary = (index: number) => questions.nth(index).locator('summary');

      expect(await openAnswers(questions), 'all closed at first').toEqual(onlyOpen(null));
      await summary(0).click();
      expect(await openAnswers(questions)).toEqual(onlyOpen(0));
      await summary(1).click();
      expect(await openAnswers(questions), 'opening the second closes the first').toEqual(
        onlyOpen(1),
      );
      await summary(1).click();
      expect(await openAnswers(questions), 'a second click closes it').toEqual(onlyOpen(null));
    },
  );
});
