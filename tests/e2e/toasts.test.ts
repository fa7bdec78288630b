// Notifications (docs/product.md §2.2, §4, §9; docs/security.md §5.3 C1, C8) on /contact/ without Supabase: the form opens
// the mail program with the typed text, the toast says so honestly, F8 reaches it and Escape closes it.
import { afterEach, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, axeViolationsOnceLaidOut } from '../support/axe.ts';
import { describeInBrowser, focusedControl, useE2eSite } from '../support/browser.ts';
import {
  hydratedForm,
  notificationRegion,
  recordMailto,
  returningVisitor,
  shownToast,
  waitLikeAPerson,
} from '../support/forms-in-browser.ts';
import { readMailto } from '../support/request-forms.ts';
import { COOKIE_BANNER_MESSAGES } from '../../src/features/consent/messages.ts';
import { FORM_MESSAGES } from '../../src/components/form/messages.ts';
import { REQUEST_MESSAGES } from '../../src/features/requests/messages.ts';
import { TOAST_MESSAGES } from '../../src/features/toasts/messages.ts';
import { CONTACT } from '../../src/config/site.ts';
import { TOASTS } from '../../src/features/toasts/store.ts';
import { APPLICATION_MESSAGES } from '../../src/features/application/messages.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes of the viewport share any pixel. */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The viewport box of what `locator` points to, which must be on screen. */
async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not on screen`);
  return box;
}

/** Fills /contact/'s form as Zoë N’Diaye, at a person's pace, and sends it. */
async function sendContactForm(
  page: Page,
  { subject, message }: { subject: string; message: string },
) {
  const form = await hydratedForm(page);
  await waitLikeAPerson(page);
  await form.getByLabel('Nom et prénom').fill('Zoë N’Diaye');
  await form.getByLabel('E-mail', { exact: true }).fill('zoe.ndiaye@exemple.fr');
  await form.getByLabel('Sujet').fill(subject);
  await form.getByLabel('Message', { exact: true }).fill(message);
  await form.getByRole('button', { name: FORM_MESSAGES.submit }).click();
}

/** The viewport of the banner test: wide enough for the toasts' bottom-right place (sm and up). */
const VIEWPORT = { width: 1280, height: 800 };

describeInBrowser('toasts', () => {
  const site = useE2eSite();
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  test('formulaire de contact sans Supabase : messagerie ouverte, toast honnête, F8, axe, Échap', async () => {
    page = await site.newPage(returningVisitor(site.url('/')));
    const mailto = recordMailto(page);
    const address = site.url('/contact/');
    await page.goto(address);
    await sendContactForm(page, {
      subject: 'Financement CPF & OPCO ?&cc=intrus@exemple.fr #2',
      message: 'Bonjour,\nest-ce possible en alternance ?\n&bcc=intrus@exemple.fr',
    });

    expect(await shownToast(page)).toEqual(REQUEST_MESSAGES.mailOpened);
    const shownAt = Date.now();
    expect(
      REQUEST_MESSAGES.mailOpened.description,
      'the toast gives the address to write to',
    ).toContain(CONTACT.email);
    await expect
      .poll(() => page.getByRole('status').innerText(), { message: 'polite announcement' })
      .toContain(REQUEST_MESSAGES.mailOpened.title);

    expect(mailto, 'mail program opened once').toHaveLength(1);
    expect(readMailto(mailto[0]!)).toEqual({
      to: CONTACT.email,
      keys: ['subject', 'body'],
      subject: 'Financement CPF & OPCO ?&cc=intrus@exemple.fr #2',
      body:
        'Nom et prénom\u00a0: Zoë N’Diaye\r\nE-mail\u00a0: zoe.ndiaye@exemple.fr\r\n' +
        'Sujet\u00a0: Financement CPF & OPCO ?&cc=intrus@exemple.fr #2\r\n' +
        'Message\u00a0:\r\nBonjour,\r\nest-ce possible en alternance ?\r\n&bcc=intrus@exemple.fr',
    });
    expect(page.url(), 'the visitor stays on the page').toBe(address);

    await page.keyboard.press('F8');
    expect(await focusedControl(page), 'F8 focuses the notification area').toMatchObject({
      role: 'region',
      name: TOAST_MESSAGES.regionLabel,
    });

    expect(await axeViolationsOnceLaidOut(page), 'axe with the toast open').toEqual([]);
    // Past its display time, the toast waits while keyboard focus is in the area (WCAG 2.2.1).
    await page.waitForTimeout(Math.max(0, shownAt + TOASTS.durationMs + 500 - Date.now()));
    expect(
      await notificationRegion(page).getByRole('listitem').count(),
      'toast open while focused',
    ).toBe(1);

    await page.keyboard.press('Escape');
    await notificationRegion(page).getByRole('listitem').waitFor({ state: 'detached' });
    expect(await page.getByRole('status').innerText(), 'announcement cleared').toBe('');
  });

  test('axe lu à l’instant où une notification d’erreur paraît : il attend la fin de son fondu (jamais ses couleurs mêlées)', async () => {
    page = await site.newPage(returningVisitor(site.url('/')));
    await page.goto(site.url('/candidature/'));
    const form = await hydratedForm(page);
    await waitLikeAPerson(page);
    await form.getByRole('button', { name: APPLICATION_MESSAGES.submit }).click();
    // No wait of ours: the toast is mid fade-in (200 ms) when axe is asked.
    await notificationRegion(page).getByRole('listitem').waitFor();
    expect(await axeViolations(page, 'section[tabindex="-1"] li')).toEqual([]);
    expect(
      await page.evaluate(() => document.getAnimations().length),
      'read once every animation had finished',
    ).toBe(0);
  });

  test('première visite : le toast ne couvre pas le bandeau cookies, qui reste utilisable', async () => {
    page = await site.newPage({ viewport: VIEWPORT });
    await page.goto(site.url('/contact/'));
    const banner = page.getByRole('region', { name: COOKIE_BANNER_MESSAGES.title });
    await sendContactForm(page, {
      subject: 'Financement',
      message: 'Bonjour, est-ce possible en alternance ?',
    });
    expect(await shownToast(page)).toEqual(REQUEST_MESSAGES.mailOpened);

    const toast = notificationRegion(page).getByRole('listitem');
    // From sm up the toasts sit at the bottom right, where the banner has its buttons.
    for (const width of [VIEWPORT.width, 768]) {
      await page.setViewportSize({ ...VIEWPORT, width });
      expect(
        overlap(await boxOf(toast), await boxOf(banner)),
        `toast over the banner at ${width} px`,
      ).toBe(false);
    }
    await banner.getByRole('button', { name: COOKIE_BANNER_MESSAGES.accept }).click();
    await expect
      .poll(() => banner.count(), { message: 'banner closed by the first click' })
      .toBe(0);
    const { y, height } = await boxOf(toast);
    expect(
      VIEWPORT.height - (y + height),
      'without the banner, the toast is back at the bottom',
    ).toBeLessThan(40);
  });
});
