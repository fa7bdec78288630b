// A prospect on a phone reaches the registration form from the top of a training page in one tap,
// instead of scrolling ~5,000 px past the facts; on a desktop the form is beside them, so no link.
import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';
import { TRAINING_IDS } from '../../local/routes.ts';

describeInBrowser('training page jump link', () => {
  const site = useE2eSite();
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  test.each(TRAINING_IDS.map((id) => [id]))(
    '%s at 375 px: "Demander mon inscription" brings the form into view',
    async (id) => {
      page = await site.newPage({ viewport: { width: 375, height: 740 } });
      await page.goto(site.url(`/formation/${id}/`));
      // The cookie banner would cover the bottom of the screen: a returning visitor has chosen already.
      await page.getByRole('button', { name: 'Refuser' }).click();
      const form = page.locator('#inscription');
      const firstField = form.getByLabel('Prénom');
      expect(await firstField.isVisible()).toBe(true);
      expect(await form.boundingBox().then((box) => box!.y)).toBeGreaterThan(3000);

      const link = page.getByRole('link', { name: 'Demander mon inscription' });
      expect((await link.boundingBox())!.y).toBeLessThan(740);
      await link.click();
      await page.waitForFunction(() => location.hash === '#inscription');
      // The form's heading is now on screen, below the sticky header.
      await expect
        .poll(async () => (await page.locator('#interested').boundingBox())!.y)
        .toBeLessThan(740);
      expect((await page.locator('#interested').boundingBox())!.y).toBeGreaterThanOrEqual(0);
      await firstField.scrollIntoViewIfNeeded();
      await firstField.fill('Inès');
      expect(await firstField.inputValue()).toBe('Inès');
    },
  );

  test('at 1280 × 720 the form sits beside the facts, its send button in reach, and the jump link is hidden', async () => {
    page = await site.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(site.url('/formation/tp-employe-commercial/'));
    await page.getByRole('button', { name: 'Refuser' }).click();
    expect(await page.getByRole('link', { name: 'Demander mon inscription' }).isVisible()).toBe(
      false,
    );
    expect((await page.locator('#interested').boundingBox())!.y).toBeLessThan(720);
    // A reader a third of the way down the page reaches the send button without scrolling to the end.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
    const send = page.locator('#inscription').getByRole('button', { name: 'Envoyer' });
    await send.scrollIntoViewIfNeeded();
    const box = (await send.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(720);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(
      (await page.evaluate(() => document.body.scrollHeight)) / 2,
    );
  });
});
