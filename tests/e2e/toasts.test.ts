// Notifications (docs/product.md §2.2, §4, §9; docs/security.md §5.3 C1, C8) on /contact/ without Supabase: the form opens
// the mail program with the typed text, the toast says so honestly, F8 reaches it and Escape closes it.
import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { describeInBrowser, focusedControl, useE2eSite } from '../support/browser.ts';
import {
  axeViolations,
  hydratedForm,
  notificationRegion,
  recordMailto,
  returningVisitor,
  shownToast,
  waitLikeAPerson,
} from '../support/forms-in-browser.ts';
import { readMailto } from '../support/request-forms.ts';
import { FORM_MESSAGES, TOAST_MESSAGES } from '../../src/config/messages.ts';
import { CONTACT, TOASTS } from '../../src/config/site.ts';

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
    const form = await hydratedForm(page);
    await waitLikeAPerson(page);
    await form.getByLabel('Nom et prénom').fill('Zoë N’Diaye');
    await form.getByLabel('E-mail', { exact: true }).fill('zoe.ndiaye@exemple.fr');
    await form.getByLabel('Sujet').fill('Financement CPF & OPCO ?&cc=intrus@exemple.fr #2');
    await form
      .getByLabel('Message', { exact: true })
      .fill('Bonjour,\nest-ce possible en alternance ?\n&bcc=intrus@exemple.fr');
    await form.getByRole('button', { name: FORM_MESSAGES.submit }).click();

    expect(await shownToast(page)).toEqual(FORM_MESSAGES.mailOpened);
    const shownAt = Date.now();
    expect(
      FORM_MESSAGES.mailOpened.description,
      'the toast gives the address to write to',
    ).toContain(CONTACT.email);
    await expect
      .poll(() => page.getByRole('status').innerText(), { message: 'polite announcement' })
      .toContain(FORM_MESSAGES.mailOpened.title);

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

    expect(await axeViolations(page), 'axe with the toast open').toEqual([]);
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
});
