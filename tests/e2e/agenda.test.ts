// The agenda in Chromium (docs/product.md, Calendrier des sessions): complete without JavaScript (no
// dead filter shown); with it, the filters by training, format and month hide the other sessions and
// the emptied months, and mirror the choice in the URL; axe finds nothing at 375 and 1280 px (axe
// runs in the page, so with JavaScript on; the page without it is the same markup, filters hidden).
import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';

const PHONE = { viewport: { width: 375, height: 800 } };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

const visibleKeys = (page: Page) =>
  page
    .locator('[data-session-key]:visible')
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.sessionKey ?? ''));
const visibleMonths = (page: Page) =>
  page.locator('#agenda-list > section:visible h2').allInnerTexts();

describeInBrowser('calendrier des sessions', () => {
  const site = useE2eSite();
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  test('sans JavaScript : toutes les sessions, aucun filtre inopérant', async () => {
    page = await site.newPage({ ...PHONE, javaScriptEnabled: false });
    await page.goto(site.url('/sessions/'));
    const all = await page.locator('[data-session-key]').count();
    expect(all).toBeGreaterThan(1);
    expect(await page.locator('[data-session-key]:visible').count()).toBe(all);
    expect(await page.locator('form[data-agenda-filters]').isVisible()).toBe(false);
    expect(await page.locator('a[href="/sessions.ics"]').isVisible()).toBe(true);
  });

  test('avec JavaScript : filtres par formation, modalité et mois, état dans l’adresse, axe 0', async () => {
    page = await site.newPage(DESKTOP);
    await page.goto(site.url('/sessions/'));
    const form = page.locator('form[data-agenda-filters]');
    await expect.poll(() => form.isVisible()).toBe(true);
    const all = await page.locator('[data-session-key]').evaluateAll((cards) =>
      cards.map((card) => ({
        key: (card as HTMLElement).dataset.sessionKey ?? '',
        training: (card as HTMLElement).dataset.facetFormation ?? '',
        format: (card as HTMLElement).dataset.facetModalite ?? '',
        month: (card as HTMLElement).dataset.facetMois ?? '',
      })),
    );
    expect(await axeViolations(page)).toEqual([]);

    const training = all.at(-1)!.training;
    await page.selectOption('select[name="formation"]', training);
    const ofTraining = all.filter((row) => row.training === training);
    await expect.poll(() => visibleKeys(page)).toEqual(ofTraining.map((row) => row.key));
    expect(new URL(page.url()).searchParams.get('formation')).toBe(training);
    const months = new Set(ofTraining.map((row) => row.month));
    await expect.poll(async () => (await visibleMonths(page)).length).toBe(months.size);
    expect(await page.locator('[role="status"]').first().innerText()).toContain(
      String(ofTraining.length),
    );

    const format = ofTraining[0]!.format;
    await page.selectOption('select[name="modalite"]', format);
    await expect
      .poll(() => visibleKeys(page))
      .toEqual(ofTraining.filter((row) => row.format === format).map((row) => row.key));
    expect(await axeViolations(page)).toEqual([]);

    await page.selectOption('select[name="formation"]', '');
    await page.selectOption('select[name="modalite"]', '');
    const month = all[0]!.month;
    await page.selectOption('select[name="mois"]', month);
    await expect
      .poll(() => visibleKeys(page))
      .toEqual(all.filter((row) => row.month === month).map((row) => row.key));
    await expect.poll(async () => (await visibleMonths(page)).length).toBe(1);

    // The URL's state comes back on a reload: a filtered agenda can be shared.
    await page.reload();
    await expect
      .poll(() => visibleKeys(page))
      .toEqual(all.filter((row) => row.month === month).map((row) => row.key));
  });

  test('avec JavaScript à 375 px : axe 0', async () => {
    page = await site.newPage(PHONE);
    await page.goto(site.url('/sessions/?modalite=Alternance'));
    await expect.poll(() => page.locator('form[data-agenda-filters]').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
