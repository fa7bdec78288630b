// Registration for a chosen session, the waiting list and the company quote (issue 45) in Chromium,
// against a build wired to the local stack: with JavaScript the islands insert through PostgREST; without
// it the forms post to submit-request, which answers 303 to the site's outcome pages. Each state passes
// axe at 375 and 1280 px; the quote reaches the staff's mailbox (SMTP sink).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeInBrowser } from '../support/browser.ts';
import { axeViolationsOnceLaidOut } from '../support/axe.ts';
import { launchBrowser } from '../../local/chromium.ts';
import { startDistServer, type DistServer } from '../../local/serve-dist.ts';
import { startFunctionsStack, type FunctionsStack } from '../../local/supabase/functions-stack.ts';
import type { Catalogue } from '../../src/features/catalogue/catalogue.ts';
import { hydratedForm, returningVisitor, waitLikeAPerson } from '../support/forms-in-browser.ts';
import {
  buildSiteWithSupabase,
  forwardOrigin,
  type TemporaryBuild,
} from '../support/stored-site.ts';

const WIDTHS = [375, 1280] as const;
const SUPABASE_ORIGIN = 'https://supabase.test';
/** The site's origin as submit-request knows it (SITE_URL): the browser's requests to it reach the dist server. */
const SITE_ORIGIN = 'https://site.test';
const TRAINING = '/formation/tp-conseiller-vente/';
const TITLE = 'Titre professionnel Conseiller de vente';

/** axe at both widths on the page as it is now, and nothing wider than the window. */
async function expectNoAxeViolation(page: Page, state: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolationsOnceLaidOut(page), `${state} at ${width}px`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${state}: page width at ${width}px`,
    ).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describeInBrowser('session registration, waiting list and quote on the local stack', () => {
  let stack: FunctionsStack | undefined;
  let build: TemporaryBuild | undefined;
  let server: DistServer | undefined;
  let browser: Browser | undefined;
  let catalogue: Catalogue;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    stack = await startFunctionsStack({ siteUrl: SITE_ORIGIN });
    build = await buildSiteWithSupabase(SUPABASE_ORIGIN, stack.db.anonKey);
    server = await startDistServer({ root: build.outDir });
    browser = await launchBrowser();
    catalogue = JSON.parse(readFileSync(join(build.outDir, 'catalogue.json'), 'utf8')) as Catalogue;
    await stack.db.sql.query('select public.sync_catalogue($1)', [catalogue]);
  }, 300_000);

  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.close()]);
    await Promise.allSettled([build?.remove(), stack?.stop()]);
  });

  afterEach(async () => {
    await Promise.allSettled(contexts.splice(0).map((context) => context.close()));
  });

  async function newPage(javaScriptEnabled: boolean): Promise<Page> {
    const context = await browser!.newContext({
      ...returningVisitor(SITE_ORIGIN),
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled,
    });
    contexts.push(context);
    await forwardOrigin(context, SITE_ORIGIN, server!.url);
    await forwardOrigin(context, SUPABASE_ORIGIN, stack!.db.url);
    // Edge Functions answer on their own origin locally; on Supabase they share the project's.
    await forwardOrigin(
      context,
      `${SUPABASE_ORIGIN}/functions`,
      new URL(stack!.functionsUrl).origin,
    );
    return context.newPage();
  }

  /**
   * axe needs JavaScript in the page: a state reached without it is checked on the same address in a
   * page with JavaScript, untouched (the forms hydrate only on first focus, so their HTML is the same).
   */
  async function expectNoAxeViolationWithoutScript(url: string, state: string) {
    const page = await newPage(true);
    await page.goto(url);
    await expectNoAxeViolation(page, state);
    await page.context().close();
  }

  /** The CV sessions of the build's catalogue, soonest first: [présentiel with counted seats, alternance]. */
  const cvSession = (format: string) => {
    const session = catalogue.trainings
      .find((training) => training.code === 'CV')!
      .sessions.find((candidate) => candidate.format === format);
    if (!session) throw new Error(`no CV ${format} session in /catalogue.json`);
    return session;
  };

  /** The stored request of this e-mail, as staff read it. */
  async function stored(email: string): Promise<Record<string, unknown>[]> {
    const { rows } = await stack!.db.sql.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(request) - 'id' - 'created_at' as row from public.contact_requests request
       where email = $1`,
      [email],
    );
    return rows.map(({ row }) => row);
  }

  async function fillPerson(page: Page, email: string) {
    const form = page.locator('#inscription form');
    await form.getByLabel('Prénom', { exact: true }).fill('Zoë');
    await form.getByLabel('Nom', { exact: true }).fill('N’Diaye');
    await form.getByLabel('Date de naissance', { exact: true }).fill('1995-04-12');
    await form.getByLabel('Adresse', { exact: true }).fill('12 rue des Lilas, 75011 Paris');
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByLabel('Téléphone', { exact: true }).fill('06 12 34 56 78');
    await form
      .getByLabel('Situation actuelle', { exact: true })
      .selectOption({ label: 'Demandeur d’emploi' });
    return form;
  }

  test('JavaScript on: a session chosen → stored with its key and title, positioning included; the seat count changed → waiting list', async () => {
    const page = await newPage(true);
    await page.goto(`${SITE_ORIGIN}${TRAINING}`);
    await hydratedForm(page, '#inscription');
    await waitLikeAPerson(page);
    const alternance = cvSession('Alternance');
    const form = await fillPerson(page, 'zoe.session@exemple.fr');
    await form.getByRole('radio', { name: /^Du 20 septembre 2027/ }).check();
    await form.getByText('Répondre au questionnaire de positionnement (facultatif)').click();
    await form
      .getByLabel(/Avez-vous déjà conseillé ou vendu/)
      .selectOption({ label: 'Un an ou plus' });
    await expectNoAxeViolation(page, 'session chosen, positioning open');
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Demande d’inscription envoyée').waitFor();
    await expectNoAxeViolation(page, 'registration sent');
    expect(await stored('zoe.session@exemple.fr')).toEqual([
      expect.objectContaining({
        kind: 'inscription',
        formation: 'CV',
        training_title: TITLE,
        session_key: alternance.key,
        waiting_list: false,
        modalite: 'alternance',
        positioning: [
          {
            question:
              'Avez-vous déjà conseillé ou vendu à des clients (magasin, marché, téléphone)\u00a0?',
            answer: 'Un an ou plus',
          },
        ],
      }),
    ]);

    // The présentiel session filled up after the build: the database says so, the form offers its waiting list.
    const presentiel = cvSession('Présentiel');
    await stack!.db.sql.query('update public.training_sessions set seats_left = 0 where key = $1', [
      presentiel.key,
    ]);
    try {
      const again = await newPage(true);
      await again.goto(`${SITE_ORIGIN}${TRAINING}`);
      await hydratedForm(again, '#inscription');
      await waitLikeAPerson(again);
      const second = await fillPerson(again, 'zoe.attente@exemple.fr');
      await second.getByRole('radio', { name: /^Du 18 janvier 2027/ }).check();
      await second.getByRole('button', { name: 'Envoyer' }).click();
      await second.getByText(/Le nombre de places de cette session vient de changer/).waitFor();
      await expect
        .poll(() => second.getByText(/aucune place ne vous est garantie/).count())
        .toBe(1);
      expect(await second.getByLabel('Prénom', { exact: true }).inputValue()).toBe('Zoë');
      await expectNoAxeViolation(again, 'seat count changed, waiting list offered');
      await second
        .getByLabel('Je demande une place sur la liste d’attente de cette session')
        .first()
        .check();
      await second.getByRole('button', { name: 'Envoyer' }).click();
      await again.getByText('Demande de liste d’attente envoyée').waitFor();
      await expectNoAxeViolation(again, 'waiting list sent');
      expect(await stored('zoe.attente@exemple.fr')).toEqual([
        expect.objectContaining({
          session_key: presentiel.key,
          waiting_list: true,
          training_title: TITLE,
        }),
      ]);
    } finally {
      await stack!.db.sql.query(
        'update public.training_sessions set seats_left = $2 where key = $1',
        [presentiel.key, presentiel.seatsLeft],
      );
    }
  });

  test('JavaScript off: the form posts to submit-request → stored with key and title; a session full meanwhile → « session fermée », nothing stored', async () => {
    const page = await newPage(false);
    await page.goto(`${SITE_ORIGIN}${TRAINING}`);
    const alternance = cvSession('Alternance');
    let form = await fillPerson(page, 'zoe.sansjs@exemple.fr');
    await form.getByRole('radio', { name: /^Du 20 septembre 2027/ }).check();
    // Without JavaScript the format is asked as a question (the island answers it from the session).
    await form.getByLabel('Modalité').selectOption({ label: 'Alternance' });
    await expectNoAxeViolationWithoutScript(page.url(), 'no JavaScript, session list');
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await page.waitForURL(`${SITE_ORIGIN}/demande-envoyee/inscription/`, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Demande d’inscription envoyée' }).waitFor();
    await expectNoAxeViolationWithoutScript(page.url(), 'no JavaScript, registration stored');
    expect(await stored('zoe.sansjs@exemple.fr')).toEqual([
      expect.objectContaining({
        formation: 'CV',
        training_title: TITLE,
        session_key: alternance.key,
        waiting_list: false,
      }),
    ]);

    await stack!.db.sql.query('update public.training_sessions set seats_left = 0 where key = $1', [
      alternance.key,
    ]);
    try {
      await page.goto(`${SITE_ORIGIN}${TRAINING}`);
      form = await fillPerson(page, 'zoe.complet@exemple.fr');
      await form.getByRole('radio', { name: /^Du 20 septembre 2027/ }).check();
      await form.getByLabel('Modalité').selectOption({ label: 'Alternance' });
      await form.getByRole('button', { name: 'Envoyer' }).click();
      await page.waitForURL(`${SITE_ORIGIN}/demande-non-envoyee/session-fermee/`, {
        timeout: 20_000,
      });
      await page.getByText(/Votre demande n’a pas été enregistrée/).waitFor();
      await expectNoAxeViolationWithoutScript(page.url(), 'no JavaScript, session refused');
      expect(await stored('zoe.complet@exemple.fr')).toEqual([]);
      // Back brings the form back as it was typed.
      await page.goBack();
      expect(
        await page.locator('#inscription').getByLabel('Prénom', { exact: true }).inputValue(),
      ).toBe('Zoë');
    } finally {
      await stack!.db.sql.query(
        'update public.training_sessions set seats_left = null where key = $1',
        [alternance.key],
      );
    }
  });

  test.each([true, false])(
    'quote request (JavaScript %s): stored as « devis » and mailed to the staff',
    async (javaScript) => {
      const email = `rh.${javaScript ? 'js' : 'sansjs'}@boulangeries-martin.example`;
      const page = await newPage(javaScript);
      await page.goto(`${SITE_ORIGIN}/entreprises/`);
      const form = javaScript ? await hydratedForm(page, '#devis') : page.locator('#devis form');
      if (javaScript) {
        await waitLikeAPerson(page);
        await form.getByRole('button', { name: 'Envoyer' }).click();
        await form.getByLabel(/^Formation/).waitFor();
        await form.getByLabel('SIRET').fill('732 829 320 00075');
        await form.getByRole('button', { name: 'Envoyer' }).click();
        await form.getByText(/Ce numéro de SIRET n’est pas valide/).waitFor();
        await expectNoAxeViolation(page, 'quote form with errors');
      }
      await form.getByLabel('Formation', { exact: true }).selectOption({ label: TITLE });
      await form.getByLabel('Nombre de stagiaires').fill('6');
      await form.getByLabel('Période souhaitée').fill('mars 2027');
      await form.getByLabel('Format', { exact: true }).selectOption('intra');
      await form.getByLabel('Lieu de la formation').fill('12 rue du Four, 69002 Lyon');
      await form.getByLabel('SIRET').fill('732 829 320 00074');
      await form.getByLabel('Entreprise').fill('Boulangeries Martin');
      await form.getByLabel('Nom du contact').fill('Claire Martin');
      await form.getByLabel('E-mail', { exact: true }).fill(email);
      await form.getByLabel('Téléphone', { exact: true }).fill('04 72 00 00 00');
      const mailsBefore = stack!.smtp.mails.length;
      await form.getByRole('button', { name: 'Envoyer' }).click();
      if (javaScript) await page.getByText('Demande de devis envoyée').waitFor();
      else {
        await page.waitForURL(`${SITE_ORIGIN}/demande-envoyee/devis/`, { timeout: 20_000 });
        await page.getByRole('heading', { name: 'Demande de devis envoyée' }).waitFor();
      }
      if (javaScript) await expectNoAxeViolation(page, 'quote sent');
      else await expectNoAxeViolationWithoutScript(page.url(), 'no JavaScript, quote sent');
      expect(await stored(email)).toEqual([
        expect.objectContaining({
          kind: 'devis',
          formation: 'CV',
          training_title: TITLE,
          trainees: 6,
          preferred_period: 'mars 2027',
          quote_format: 'intra',
          place: '12 rue du Four, 69002 Lyon',
          siret: '73282932000074',
          entreprise: 'Boulangeries Martin',
        }),
      ]);
      const mails = await stack!.smtp.waitFor(mailsBefore + 1, 30_000);
      const mail = mails
        .slice(mailsBefore)
        .find((candidate) => candidate.parsed.text?.includes(email));
      expect(mail?.parsed.text).toContain(TITLE);
    },
  );
});
