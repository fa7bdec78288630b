// `/contact/?subject=…` prefills the subject (docs/product.md §2.1): the calls to action of the accompagnement pages
// lead there with a code the visitor reads as a sentence; any other value stays plain text.
import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';
import { hydratedForm, returningVisitor } from '../support/forms-in-browser.ts';
import { CONTACT_MESSAGES } from '../../src/features/requests/messages-contact.ts';

/** The three codes docs/product.md §2.1 lists, and the page whose call to action carries each. */
const LINKED_SUBJECTS = [
  { code: 'Demande_Info_Validation_Bloc', from: '/accompagnement/validation-bloc/' },
  { code: 'Demande_Coaching_Recrutement', from: '/accompagnement/coaching-recrutement/' },
  { code: 'Demande_Coaching_Examen', from: '/accompagnement/coaching-examen/' },
];

describeInBrowser('contact subject prefill', () => {
  const site = useE2eSite();
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  /** The subject field of the contact page once the island has filled it in. */
  async function subjectOf(path: string): Promise<string> {
    page = await site.newPage(returningVisitor(site.url('/')));
    await page.goto(site.url(path));
    return (await hydratedForm(page)).getByLabel(CONTACT_MESSAGES.labels.subject).inputValue();
  }

  test.each(LINKED_SUBJECTS)(
    '$from → /contact/?subject=$code : sujet lisible prérempli',
    async ({ code, from }) => {
      page = await site.newPage(returningVisitor(site.url('/')));
      await page.goto(site.url(from));
      await page.locator(`main a[href="/contact/?subject=${code}"]`).first().click();
      await page.waitForURL(site.url(`/contact/?subject=${code}`));
      const subject = (await hydratedForm(page)).getByLabel(CONTACT_MESSAGES.labels.subject);
      const label = CONTACT_MESSAGES.subjects[code];
      expect(await subject.inputValue()).toBe(label);
      expect(label, 'a sentence, not the code').not.toContain('_');
    },
  );

  test('sans paramètre, le sujet reste vide', async () => {
    expect(await subjectOf('/contact/')).toBe('');
  });

  test('un code inconnu est repris en texte, tirets bas changés en espaces', async () => {
    expect(await subjectOf('/contact/?subject=Demande_Financement__CPF_')).toBe(
      'Demande Financement CPF',
    );
  });

  test('du balisage dans le paramètre reste du texte, rien n’est injecté dans la page', async () => {
    const markup = '<img src=x onerror="window.injected=1">';
    expect(await subjectOf(`/contact/?subject=${encodeURIComponent(markup)}`)).toBe(markup);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });
});
