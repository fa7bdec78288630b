// Complaints in Chromium on the local stack (issue 44, Qualiopi indicators 31 and 32): a visitor sends a
// complaint from /reclamations/ (stored, the staff mailed through the SMTP sink, the page's deadlines
// stated); staff acknowledge it in the register, enter a cohort's exam counts and publish an improvement,
// which the public key then reads as the next build will. The page built against the stack lists the
// improvement published before the build. axe 0 at 375 and 1280 px in each state.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolationsOnceLaidOut } from '../support/axe.ts';
import { describeInBrowser } from '../support/browser.ts';
import {
  hydratedForm,
  returningVisitor,
  sentConfirmation,
  shownToast,
  waitLikeAPerson,
} from '../support/forms-in-browser.ts';
import { launchBrowser } from '../../local/chromium.ts';
import { startDistServer, type DistServer } from '../../local/serve-dist.ts';
import { startFunctionsStack, type FunctionsStack } from '../../local/supabase/functions-stack.ts';
import { newTotpSecret, seedTeamMember, totpCode } from '../../local/supabase/team.ts';
import { buildSiteWithSupabase, type TemporaryBuild } from '../support/stored-site.ts';
import { syncTestCatalogue } from '../support/catalogue-fixture.ts';
import { COMPLAINTS } from '../../src/config/legal-figures.ts';

const WIDTHS = [375, 1280] as const;
const STAFF = {
  email: 'referente.qualite@horizon-competences.example',
  password: 'Equipe-Qualite-2026!',
  totpSecret: newTotpSecret(),
};

/** Where SHOTS_DIR asks for them, a full-page screenshot of each state at each width (to look at). */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function expectNoAxeViolation(page: Page, state: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS_DIR)
      await page.screenshot({
        path: `${SHOTS_DIR}/${state.replace(/[^a-z0-9]+/gi, '-')}-${width}.png`,
        fullPage: true,
      });
    expect(await axeViolationsOnceLaidOut(page), `${state} at ${width}px`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${state}: page width at ${width}px`,
    ).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function freshCode(secret: string): Promise<string> {
  const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
  if (secondsLeft < 4)
    await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 200));
  return totpCode(secret);
}

describeInBrowser('complaints on the local stack', () => {
  let stack: FunctionsStack | undefined;
  let build: TemporaryBuild | undefined;
  let server: DistServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    stack = await startFunctionsStack();
    await syncTestCatalogue(stack.db.sql);
    // Published before the build: the page lists it; a draft it must not show.
    await stack.db.sql.query(
      `insert into public.improvements (decided_on, origin, title, description, published_at) values
       ('2026-09-14', 'questionnaire', 'Supports de cours remis dès le premier jour', 'Les apprenants reçoivent tous les supports à l’accueil.', now()),
       ('2026-10-01', 'audit', 'Brouillon jamais publié', 'Une action encore en préparation.', null)`,
    );
    build = await buildSiteWithSupabase(stack.db.url, stack.db.anonKey);
    server = await startDistServer({ root: build.outDir });
    stack.db.auth.configure({ siteUrl: server.url });
    browser = await launchBrowser();
    await seedTeamMember(stack.db.sql, { ...STAFF, role: 'staff' });
  }, 300_000);

  afterAll(async () => {
    await Promise.allSettled(contexts.map((context) => context.close()));
    await Promise.allSettled([browser?.close(), server?.close()]);
    await Promise.allSettled([build?.remove(), stack?.stop()]);
  });

  async function newPage(): Promise<Page> {
    const context = await browser!.newContext({
      ...returningVisitor(server!.url),
      viewport: { width: 1280, height: 900 },
    });
    contexts.push(context);
    return context.newPage();
  }

  test('a visitor complains → stored, mailed, deadlines stated → staff acknowledge, enter results, publish an improvement', async () => {
    const db = stack!.db;
    const page = await newPage();
    await page.goto(`${server!.url}/reclamations/`);
    const improvements = page.getByRole('region', { name: 'Ce que nous avons amélioré' });
    await improvements.getByText('Supports de cours remis dès le premier jour').waitFor();
    expect(await improvements.getByText('Brouillon jamais publié').count()).toBe(0);
    await improvements.getByText('14 septembre 2026').waitFor();
    await improvements.getByText('Suite aux questionnaires des apprenants').waitFor();

    const form = await hydratedForm(page);
    await expectNoAxeViolation(page, 'complaint form');
    // Nothing typed: the form says what is missing, nothing is stored.
    await waitLikeAPerson(page);
    await form.getByRole('button', { name: /Envoyer/ }).click();
    await form.getByText('Le nom est obligatoire.').waitFor();
    await expectNoAxeViolation(page, 'complaint form with errors');

    await form.getByLabel('Nom et prénom').fill('Camille Martin');
    await form.getByLabel('E-mail').fill('camille.martin@exemple.fr');
    await form.getByLabel(/Formation concernée/).selectOption('CV');
    await form.getByLabel('Objet de la réclamation').fill('Salle trop petite');
    await form.getByLabel('Votre réclamation').fill('La salle du 12 mars était trop petite.');
    const before = stack!.smtp.mails.length;
    await form.getByRole('button', { name: /Envoyer/ }).click();
    const confirmation = await sentConfirmation(page);
    expect(confirmation.title).toBe('Réclamation envoyée');
    expect(confirmation.description).toContain(
      `sous ${COMPLAINTS.acknowledgeWorkingDays}\u00a0jours ouvrés`,
    );
    expect(confirmation.description).toContain(
      `sous ${COMPLAINTS.answerWorkingDays}\u00a0jours ouvrés`,
    );
    expect(confirmation.focused).toBe(true);
    await expectNoAxeViolation(page, 'complaint sent');

    const { rows } = await db.sql.query<{ id: string; training_code: string }>(
      `select id, training_code from public.complaints where email = 'camille.martin@exemple.fr'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.training_code).toBe('CV');
    await stack!.smtp.waitFor(before + 1);
    await stack!.net.drain();
    const mails = stack!.smtp.mails.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.subject).toBe('Réclamation\u00a0: Camille Martin — Salle trop petite');

    // Staff: the register, then the acknowledgement at the server's time.
    const staff = await newPage();
    await staff.goto(`${server!.url}/espace-formateur/reclamations/`);
    await staff.getByLabel('E-mail').fill(STAFF.email);
    await staff.getByLabel('Mot de passe').fill(STAFF.password);
    await staff.getByRole('button', { name: 'Se connecter' }).click();
    await staff.getByRole('heading', { name: 'Saisissez votre code' }).waitFor();
    await staff.getByLabel('Code à 6 chiffres').fill(await freshCode(STAFF.totpSecret));
    await staff.getByRole('button', { name: 'Valider le code' }).click();
    const entry = staff.getByRole('article', { name: 'Salle trop petite' });
    await entry
      .getByText(/à faire au plus tard le/)
      .first()
      .waitFor();
    await expectNoAxeViolation(staff, 'register');
    await entry
      .getByRole('button', { name: 'Accusé de réception envoyé pour « Salle trop petite »' })
      .click();
    expect(await shownToast(staff)).toMatchObject({ title: 'Accusé de réception enregistré' });
    await entry.getByText(/^fait le /).waitFor();
    const { rows: register } = await db.sql.query(
      `select acknowledged_at from public.complaints where id = $1`,
      [rows[0]!.id],
    );
    expect(register[0].acknowledged_at).toBeInstanceOf(Date);
    await expectNoAxeViolation(staff, 'register, acknowledged');

    // Exam counts: the database's rule said before sending, then the cohort entered.
    await staff.getByRole('link', { name: 'Résultats des promotions', exact: true }).click();
    await staff.getByRole('heading', { name: 'Saisir une promotion' }).waitFor();
    await staff.getByLabel('Formation', { exact: true }).selectOption('CV');
    // The questionnaires' answers, read as staff: none yet on this stack.
    await staff.getByText('Aucune réponse reçue pour le moment.').waitFor();
    await staff.getByLabel('Promotion (année de fin de session)').fill('2025');
    await staff.getByLabel(/^Entrants/).fill('8');
    await staff.getByLabel(/^Abandons/).fill('1');
    await staff.getByLabel('Présentés à l’examen').fill('7');
    await staff.getByLabel('Reçus au titre complet').fill('9');
    await staff.getByLabel(/^Source/).fill('Procès-verbal du jury DREETS');
    await staff.getByRole('button', { name: 'Enregistrer la promotion' }).click();
    await staff.getByText('Les reçus ne peuvent pas dépasser les présentés.').waitFor();
    await expectNoAxeViolation(staff, 'exam counts refused');
    await staff.getByLabel('Reçus au titre complet').fill('6');
    await staff.getByRole('button', { name: 'Enregistrer la promotion' }).click();
    await staff.getByText(/Publié\s*: 86\s*% de réussite/).waitFor();
    await expectNoAxeViolation(staff, 'exam counts entered');
    const published = await db.visitorClient().rpc('published_exam_results');
    expect(published.data).toMatchObject([{ period_label: '2025', published: true, passed: 6 }]);

    // An improvement: added as a draft, then published; the public key reads it as the next build will.
    await staff.getByRole('link', { name: 'Améliorations', exact: true }).click();
    await staff.getByRole('heading', { name: 'Ajouter une action' }).waitFor();
    await staff.getByLabel('Intitulé').fill('Salles choisies selon la taille du groupe');
    await staff
      .getByLabel('Description')
      .fill('Chaque session a désormais une salle adaptée à son effectif.');
    await staff.getByRole('button', { name: 'Ajouter (non publiée)' }).click();
    expect(await shownToast(staff)).toMatchObject({ title: 'Action ajoutée, non publiée' });
    await expectNoAxeViolation(staff, 'improvement draft');
    await staff
      .getByRole('button', { name: 'Publier « Salles choisies selon la taille du groupe »' })
      .click();
    await staff
      .getByText(/^Publiée le /)
      .first()
      .waitFor();
    await expectNoAxeViolation(staff, 'improvement published');
    const visible = await db
      .visitorClient()
      .from('improvements')
      .select('title')
      .eq('title', 'Salles choisies selon la taille du groupe');
    expect(visible.data).toEqual([{ title: 'Salles choisies selon la taille du groupe' }]);
  }, 180_000);
});
