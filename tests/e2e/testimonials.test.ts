// /temoignages in Chromium, both ways the site runs (docs/product.md §4, §8; issue: validated reviews in the HTML,
// a rated form, visible moderation): with a local Supabase stack (a proposal stays pending and unlisted
// until staff validate it) and without one (local mode: the testimonial is kept on this device). The
// list refresh must not move the page (CLS 0), and axe-core finds nothing with the toasts open.
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolationsOnceLaidOut } from '../support/axe.ts';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';
import { launchBrowser } from '../../local/chromium.ts';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack.ts';
import { publishExampleTestimonials } from '../../local/supabase/sample-rows.ts';
import {
  returningVisitor,
  sentConfirmation,
  shownToast,
  waitLikeAPerson,
} from '../support/forms-in-browser.ts';
import { layoutShifts, RECORD_LAYOUT_SHIFTS } from '../support/layout-shifts.ts';
import { startDistServer, type DistServer } from '../../local/serve-dist.ts';
import { buildSiteWithSupabase, type TemporaryBuild } from '../support/stored-site.ts';
import { TESTIMONIAL_MESSAGES } from '../../src/features/testimonials/messages.ts';
import { TESTIMONIAL_VALIDATION_MESSAGES } from '../../src/features/testimonials/messages-validation.ts';
import { TESTIMONIALS } from '../../src/config/site.ts';

const TRAINING = 'Titre professionnel Conseiller de vente';

/** Author names of the cards, in order. */
function shownNames(page: Page): Promise<string[]> {
  return page.locator('main li figure figcaption span:first-child').allTextContents();
}

/** The form once hydrated: the island takes over on the first focus inside it. */
async function openForm(page: Page): Promise<Locator> {
  const form = page.locator('main form');
  await form.getByLabel(TESTIMONIAL_MESSAGES.labels.name).focus();
  await page.locator('main form[novalidate]').waitFor();
  await waitLikeAPerson(page);
  return form;
}

/** Fills the form as a visitor would, choosing the rating with the keyboard (Tab into the group, then arrows). */
async function fillForm(page: Page, form: Locator, name: string, text: string): Promise<void> {
  await form.getByLabel(TESTIMONIAL_MESSAGES.labels.name).fill(name);
  await form.getByLabel(TESTIMONIAL_MESSAGES.labels.formation).selectOption({ label: TRAINING });
  const year = form.getByLabel(TESTIMONIAL_MESSAGES.labels.experience_year);
  await year.selectOption('2025');
  await year.focus();
  await page.keyboard.press('Tab');
  const first = form.getByRole('radio', { name: '1 étoile sur 5' });
  expect(
    await first.evaluate((radio) => radio === document.activeElement),
    'Tab reaches the first star',
  ).toBe(true);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const four = form.getByRole('radio', { name: '4 étoiles sur 5' });
  expect(await four.isChecked()).toBe(true);
  // The focused star shows it: the outline is drawn on its label, the radio itself being invisible.
  const outline = await four.evaluate(
    (radio) => getComputedStyle((radio as HTMLInputElement).labels![0]!).outlineStyle,
  );
  expect(outline, 'visible focus on the chosen star').not.toBe('none');
  await form.getByLabel(TESTIMONIAL_MESSAGES.labels.text).fill(text);
}

/** The island hydrates when the browser is idle, later on a loaded machine than expect.poll's default second. */
const ISLAND_WAIT = { timeout: 20_000 };

const submit = (form: Locator) => form.getByRole('button', { name: 'Envoyer' });

describeInBrowser('testimonials with Supabase (moderated)', () => {
  let stack: DbStack | undefined;
  let build: TemporaryBuild | undefined;
  let server: DistServer | undefined;
  let browser: Browser | undefined;
  let page: Page;

  beforeAll(async () => {
    stack = await startDbStack();
    await publishExampleTestimonials(stack.sql);
    // Built with the stack's own address: the page's HTML holds what the browser then reloads.
    build = await buildSiteWithSupabase(stack.url, stack.anonKey);
    server = await startDistServer({ root: build.outDir });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.close()]);
    await Promise.allSettled([build?.remove(), stack?.stop()]);
  });

  afterEach(async () => {
    await page?.context().close();
  });

  /** Opens the page and waits for the island's reload of the validated testimonials. */
  async function openPage(): Promise<void> {
    const reloaded = page.waitForResponse(
      (response) =>
        response.url().includes('/rest/v1/testimonials') && response.request().method() === 'GET',
    );
    await page.goto(`${server!.url}/temoignages/`);
    await reloaded;
    await page.locator('main [aria-busy="false"]').waitFor();
  }

  test('proposé → en attente, absent de la liste ; validé en SQL → affiché après rechargement ; CLS 0 ; axe avec la notification', async () => {
    const context = await browser!.newContext(returningVisitor(server!.url));
    await context.addInitScript(RECORD_LAYOUT_SHIFTS);
    page = await context.newPage();
    await openPage();
    expect(await shownNames(page)).toEqual(['Sarah B.', 'Mehdi K.', 'Julie R.']);
    expect(await layoutShifts(page), 'the reload replaced the list without moving it').toEqual([]);
    await expect
      .poll(
        () => page.evaluate((key) => localStorage.getItem(key), TESTIMONIALS.storageKey),
        ISLAND_WAIT,
      )
      .toContain('Sarah B.');

    const form = await openForm(page);
    await fillForm(
      page,
      form,
      'Inès Moderée',
      'Un accompagnement sérieux,\navec des formateurs présents.',
    );
    await submit(form).click();
    const { again, ...confirmation } = TESTIMONIAL_MESSAGES.sent;
    expect(await sentConfirmation(page)).toEqual({ ...confirmation, focused: true });
    expect(await axeViolationsOnceLaidOut(page), 'axe with the confirmation shown').toEqual([]);
    await page.getByRole('button', { name: again }).click();
    await expect
      .poll(() => form.getByLabel(TESTIMONIAL_MESSAGES.labels.name).inputValue(), ISLAND_WAIT)
      .toBe('');

    const { rows } = await stack!.sql.query(
      'select name, formation, experience_year, rating, text, validated, published_at from public.testimonials where name = $1',
      ['Inès Moderée'],
    );
    expect(rows).toEqual([
      {
        name: 'Inès Moderée',
        formation: TRAINING,
        experience_year: 2025,
        rating: 4,
        text: 'Un accompagnement sérieux,\navec des formateurs présents.',
        validated: false,
        published_at: null,
      },
    ]);
    expect(await shownNames(page)).toEqual(['Sarah B.', 'Mehdi K.', 'Julie R.']);

    await stack!.sql.query(
      "begin; set local role service_role; update public.testimonials set validated = true where name = 'Inès Moderée'; commit;",
    );
    await openPage();
    expect(await shownNames(page)).toEqual(['Inès Moderée', 'Sarah B.', 'Mehdi K.', 'Julie R.']);
    expect(
      await layoutShifts(page),
      'a testimonial validated after the build appears without moving the page',
    ).toEqual([]);
    const card = await page.locator('main li figure').first().innerText();
    expect(card).toContain('Un accompagnement sérieux,\navec des formateurs présents.');
    expect(card).toContain('Formation terminée en 2025');
    expect(card).toMatch(/Avis déposé le \d+ \S+ \d{4}, publié le \d+ \S+ \d{4}/);
  });

  test('note manquante puis refus de la base (quota) : notifications en français, saisie conservée, axe', async () => {
    const context = await browser!.newContext(returningVisitor(server!.url));
    page = await context.newPage();
    await openPage();
    const form = await openForm(page);
    await form.getByLabel(TESTIMONIAL_MESSAGES.labels.name).fill('Léo Sansnote');
    await form.getByLabel(TESTIMONIAL_MESSAGES.labels.formation).selectOption({ label: TRAINING });
    await form.getByLabel(TESTIMONIAL_MESSAGES.labels.experience_year).selectOption('2024');
    await form
      .getByLabel(TESTIMONIAL_MESSAGES.labels.text)
      .fill('Très bonne formation, je recommande.');
    await submit(form).click();
    expect(await shownToast(page)).toEqual({
      title: TESTIMONIAL_MESSAGES.ratingRequiredTitle,
      description: TESTIMONIAL_VALIDATION_MESSAGES.ratingMissing,
    });
    expect(
      await axeViolationsOnceLaidOut(page),
      'axe with the error toast and the field error',
    ).toEqual([]);

    // Three pending testimonials under this name already: the database answers 429.
    await stack!.sql.query(
      "insert into public.testimonials (name, formation, rating, text) select 'Léo Sansnote', 'Formation', 5, 'Déjà envoyé ' || n from generate_series(1, 3) n",
    );
    // A click on the star (the label of its invisible radio), as a visitor does.
    await form.locator('label', { hasText: '5 étoiles sur 5' }).click();
    await submit(form).click();
    // The new toast replaces the 'Note requise' one (one at a time).
    await expect
      .poll(() => shownToast(page), ISLAND_WAIT)
      .toEqual({
        title: TESTIMONIAL_MESSAGES.submitFailed.title,
        description: TESTIMONIAL_MESSAGES.submitFailed.reasons['rate-limited'],
      });
    expect(await form.getByRole('radio', { name: '5 étoiles sur 5' }).isChecked()).toBe(true);
    expect(await form.getByLabel(TESTIMONIAL_MESSAGES.labels.text).inputValue()).toBe(
      'Très bonne formation, je recommande.',
    );
  });
});

describeInBrowser('testimonials without Supabase (local mode)', () => {
  const site = useE2eSite();
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  test('le témoignage arrive en tête, étiqueté, survit au rechargement ; CLS 0 ; axe avec la notification', async () => {
    page = await site.newPage(returningVisitor(site.url('/')));
    await page.context().addInitScript(RECORD_LAYOUT_SHIFTS);
    await page.goto(site.url('/temoignages/'));
    await expect
      .poll(
        () => page.evaluate((key) => localStorage.getItem(key), TESTIMONIALS.storageKey),
        ISLAND_WAIT,
      )
      .toContain('Sarah B.');
    expect(await shownNames(page)).toEqual(['Sarah B.', 'Mehdi K.', 'Julie R.']);
    expect(await layoutShifts(page), 'the local copy replaced the list without moving it').toEqual(
      [],
    );
    expect(await page.getByText(TESTIMONIAL_MESSAGES.exampleBadge, { exact: true }).count()).toBe(
      3,
    );

    const form = await openForm(page);
    await fillForm(page, form, 'Zoë N’Diaye', 'Écrit sur cet appareil <b>sans HTML</b>.');
    await submit(form).click();
    const { again, ...confirmation } = TESTIMONIAL_MESSAGES.added;
    expect(await sentConfirmation(page)).toEqual({ ...confirmation, focused: true });
    expect(await axeViolationsOnceLaidOut(page), 'axe with the confirmation shown').toEqual([]);
    await page.getByRole('button', { name: again }).click();
    expect(await shownNames(page)).toEqual(['Zoë N’Diaye', 'Sarah B.', 'Mehdi K.', 'Julie R.']);
    expect(await page.locator('main li figure').first().innerText()).toContain(
      TESTIMONIAL_MESSAGES.localBadge,
    );
    expect(await page.locator('main li figure b').count(), 'text is never parsed as HTML').toBe(0);

    await page.reload();
    await expect
      .poll(() => shownNames(page), ISLAND_WAIT)
      .toEqual(['Zoë N’Diaye', 'Sarah B.', 'Mehdi K.', 'Julie R.']);
    expect(
      await layoutShifts(page),
      'the local copy, longer than the built list, moved nothing',
    ).toEqual([]);
  });
});
