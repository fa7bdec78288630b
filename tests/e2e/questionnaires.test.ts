// The learner's questionnaires in Chromium (issue 44; docs/product.md, Questionnaires): a signed-out
// visitor is sent to sign in and back; a learner answers once, by keyboard, and reads their answer
// back; a refused answer (network, window just closed, already answered) says why in French and keeps
// everything typed; a closed questionnaire says so with its last day; the public count the next build
// reads moves by one. axe-core in every state at 375 and 1280 px.
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolationsOnceLaidOut } from '../support/axe.ts';
import { describeInBrowser } from '../support/browser.ts';
import { launchBrowser } from '../../local/chromium.ts';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack.ts';
import { returningVisitor } from '../support/forms-in-browser.ts';
import { seedLearner } from '../../local/supabase/learners.ts';
import { startDistServer, type DistServer } from '../../local/serve-dist.ts';
import { syncTestCatalogue } from '../support/catalogue-fixture.ts';
import {
  buildSiteWithSupabase,
  forwardOrigin,
  type TemporaryBuild,
} from '../support/stored-site.ts';

const WIDTHS = [375, 1280] as const;
const PAGE = '/espace-apprenant/questionnaires/';
const EMAIL = 'camille.questionnaire@exemple.fr';
const PASSWORD = 'Camille-Apprenante-2026!';

async function expectNoAxeViolation(page: Page, state: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolationsOnceLaidOut(page), `${state} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Adds months then days to a YYYY-MM-DD date. */
function shift(iso: string, months: number, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

describeInBrowser('questionnaires de l’apprenant', () => {
  const SUPABASE_ORIGIN = 'https://supabase.test';
  let stack: DbStack | undefined;
  let build: TemporaryBuild | undefined;
  let server: DistServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  let tag = 0;
  const keys = { open: '', closed: '', follow: '', closing: '' };
  let learnerId = '';
  let year = '';

  /** A session of `code` that ended on `endsOn`, as the sync would insert it; its key. */
  async function session(code: string, endsOn: string): Promise<string> {
    const startsOn = shift(endsOn, -3, 0);
    const key = `${code.toLowerCase()}-${startsOn}-${'qrstuvwxyz'[tag++]}`;
    await stack!.sql.query(
      `insert into public.training_sessions (key, training_code, starts_on, ends_on, format, venue, registration_deadline)
       values ($1, $2, $3, $4, 'Présentiel', 'Lyon 3e', $3)`,
      [key, code, startsOn, endsOn],
    );
    return key;
  }

  async function enrol(code: string, key: string): Promise<string> {
    const { rows } = await stack!.sql.query<{ id: string }>(
      `insert into public.enrolments (learner_id, training_code, session_key) values ($1, $2, $3) returning id`,
      [learnerId, code, key],
    );
    return rows[0]!.id;
  }

  /** The respondents the next build publishes for Conseiller de vente's end-of-training questionnaire. */
  async function publishedRespondents(): Promise<number | null> {
    const { data, error } = await stack!.client('anon').rpc('published_questionnaire_results');
    expect(error).toBeNull();
    return (
      data!.find(
        (row) =>
          row.training_code === 'CV' &&
          row.questionnaire === 'fin-de-formation' &&
          row.period_label === year,
      )?.respondents ?? null
    );
  }

  beforeAll(async () => {
    stack = await startDbStack();
    build = await buildSiteWithSupabase(SUPABASE_ORIGIN, stack.anonKey);
    server = await startDistServer({ root: build.outDir });
    stack.auth.configure({ siteUrl: server.url });
    browser = await launchBrowser();
    await syncTestCatalogue(stack.sql);
    const today = (
      await stack.sql.query<{ today: string }>(
        `select to_char(private.paris_today(), 'YYYY-MM-DD') as today`,
      )
    ).rows[0]!.today;
    const endedOn = shift(today, 0, -10);
    year = endedOn.slice(0, 4);
    keys.open = await session('CV', endedOn);
    keys.closed = await session('EC', shift(today, 0, -75));
    keys.follow = await session('CV', shift(today, -6, -10));
    keys.closing = await session('EC', endedOn);
    learnerId = await seedLearner(stack.sql, {
      email: EMAIL,
      password: PASSWORD,
      fullName: 'Camille Martin',
      trainingCode: 'CV',
      sessionKey: keys.open,
      progress: 100,
      lessons: [],
      notifications: [],
    });
    for (const [code, key] of [
      ['EC', keys.closed],
      ['CV', keys.follow],
      ['EC', keys.closing],
    ] as const)
      await enrol(code, key);
    // Five classmates answered already: the cohort is published, so one more answer shows in the count.
    await stack.sql.query(
      `with learners as (
         insert into auth.users (id, aud, role, email, created_at, updated_at)
         select gen_random_uuid(), 'authenticated', 'authenticated', 'camarade' || g || '@exemple.fr', now(), now()
         from generate_series(1, 5) g returning id),
       enrolled as (
         insert into public.enrolments (learner_id, training_code, session_key)
         select id, 'CV', $1 from learners returning id)
       insert into public.questionnaire_answers (enrolment_id, questionnaire, questionnaire_version, answers)
       select id, 'fin-de-formation', 1, '{"overall": 4}'::jsonb from enrolled`,
      [keys.open],
    );
  }, 600_000);

  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.close()]);
    await Promise.allSettled([build?.remove(), stack?.stop()]);
  });

  afterEach(async () => {
    await Promise.allSettled(contexts.splice(0).map((context) => context.close()));
  });

  async function newPage(): Promise<Page> {
    const context = await browser!.newContext({
      ...returningVisitor(server!.url),
      viewport: { width: 1280, height: 900 },
    });
    contexts.push(context);
    await forwardOrigin(context, SUPABASE_ORIGIN, stack!.url);
    return context.newPage();
  }

  /** The card of one questionnaire, by its heading. */
  const card = (page: Page, heading: RegExp) =>
    page.locator('main section').filter({ has: page.getByRole('heading', { name: heading }) });

  test('signed out → sign in → back; open, closed; refused by the network then stored; read back; the count moves by one', async () => {
    const page = await newPage();
    await page.goto(`${server!.url}${PAGE}`);
    await page.waitForURL(/\/espace-apprenant\/\?retour=/);
    expect(new URL(page.url()).searchParams.get('retour')).toBe(PAGE);
    await page.getByLabel('E-mail').focus();
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.locator('main astro-island[client="signin"]:not([ssr])').waitFor();
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${server!.url}${PAGE}`);

    const end = card(page, /^Fin de formation · Titre professionnel Conseiller de vente/);
    await end.getByRole('button', { name: 'Envoyer mes réponses' }).waitFor();
    // Closed: said with its last day, no form.
    const closed = card(page, /^Fin de formation · Titre professionnel Employé commercial/).filter({
      hasText: 'il est fermé',
    });
    await expect(closed.textContent()).resolves.toMatch(
      /était ouvert jusqu’au \d+ \S+ \d{4} inclus/,
    );
    expect(await closed.getByRole('button').count()).toBe(0);
    await expectNoAxeViolation(page, 'open and closed questionnaires');

    // Nothing sent without the required rating: said, nothing lost.
    await end.getByLabel('Un commentaire, une suggestion ?').fill('Très bon suivi, merci.');
    await end.getByRole('button', { name: 'Envoyer mes réponses' }).click();
    await end.getByRole('alert').getByText('Répondez aux questions obligatoires').waitFor();
    await expectNoAxeViolation(page, 'required question missing');

    // By keyboard: the rating group takes the arrows, like any radio group.
    const overall = end.getByRole('group', { name: /Dans l’ensemble/ });
    await overall.getByLabel('1', { exact: true }).focus();
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    expect(await overall.getByLabel('4', { exact: true }).isChecked()).toBe(true);

    // The network fails: the answer is not called sent, and everything typed stays.
    const before = await publishedRespondents();
    expect(before).toBe(5);
    await page
      .context()
      .route(`${SUPABASE_ORIGIN}/rest/v1/rpc/answer_questionnaire`, (route) =>
        route.abort('failed'),
      );
    await end.getByRole('button', { name: 'Envoyer mes réponses' }).focus();
    await page.keyboard.press('Enter');
    await end.getByRole('alert').getByText('Vos réponses n’ont pas pu être envoyées').waitFor();
    expect(await overall.getByLabel('4', { exact: true }).isChecked()).toBe(true);
    expect(await end.getByLabel('Un commentaire, une suggestion ?').inputValue()).toBe(
      'Très bon suivi, merci.',
    );
    await expectNoAxeViolation(page, 'answer refused by the network');
    expect(await publishedRespondents()).toBe(5);

    // Again, with the network back: stored, thanked only now, read back as answered.
    await page.context().unroute(`${SUPABASE_ORIGIN}/rest/v1/rpc/answer_questionnaire`);
    await end.getByRole('button', { name: 'Envoyer mes réponses' }).click();
    const answered = card(page, /^Fin de formation · Titre professionnel Conseiller de vente/);
    await answered
      .getByRole('status')
      .getByText('Merci : vos réponses sont enregistrées.')
      .waitFor();
    const readBack = (await answered.locator('dl').textContent())!.replace(/\s+/g, ' ');
    expect(readBack).toContain('Dans l’ensemble, êtes-vous satisfait(e) de la formation ?4 sur 5');
    expect(readBack).toContain('Très bon suivi, merci.');
    expect(await answered.getByRole('button').count()).toBe(0);
    await expectNoAxeViolation(page, 'answered');

    // What the next build reads with the public key: one more respondent, one more satisfied.
    expect(await publishedRespondents()).toBe(6);
    const { rows } = await stack!.sql.query(
      `select questionnaire_version, answers from public.questionnaire_answers where learner_id = $1`,
      [learnerId],
    );
    expect(rows).toEqual([
      { questionnaire_version: 1, answers: { overall: 4, comment: 'Très bon suivi, merci.' } },
    ]);

    // Reloaded later: the same answer, read-only.
    await page.reload();
    await answered.locator('dl').waitFor();
    expect(await answered.getByRole('button').count()).toBe(0);
  });

  test('a questionnaire answered elsewhere, one that closes meanwhile: refused in French, what was typed stays', async () => {
    const page = await newPage();
    await page.goto(`${server!.url}/espace-apprenant/`);
    await page.getByLabel('E-mail').focus();
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.locator('main astro-island[client="signin"]:not([ssr])').waitFor();
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/dashboard-apprenant/);
    await page.goto(`${server!.url}${PAGE}`);

    // The follow-up: « in connection with the training? » is asked only of someone in a job.
    const follow = card(page, /^Suivi à 6 mois · Titre professionnel Conseiller de vente/);
    await follow.getByRole('button', { name: 'Envoyer mes réponses' }).waitFor();
    const situation = follow.getByRole('group', { name: /Quelle est votre situation/ });
    await situation.getByLabel('En recherche d’emploi').check();
    expect(await follow.getByRole('group', { name: /en lien avec la formation/ }).count()).toBe(0);
    await situation.getByLabel('En emploi, CDI').check();
    await follow
      .getByRole('group', { name: /en lien avec la formation/ })
      .getByLabel('Oui')
      .check();
    await follow
      .getByRole('group', { name: /certification/ })
      .getByLabel('En attente des résultats')
      .check();
    await expectNoAxeViolation(page, 'follow-up form filled in');

    // Answered meanwhile (another tab, say): the database refuses a second answer.
    const { rows } = await stack!.sql.query<{ id: string }>(
      `select id from public.enrolments where learner_id = $1 and session_key = $2`,
      [learnerId, keys.follow],
    );
    await stack!.sql.query(
      `insert into public.questionnaire_answers (enrolment_id, questionnaire, questionnaire_version, answers)
       values ($1, 'suivi-6-mois', 1, '{"situation": "formation", "certified": "non"}')`,
      [rows[0]!.id],
    );
    await follow.getByRole('button', { name: 'Envoyer mes réponses' }).click();
    await follow
      .getByRole('alert')
      .getByText('Vous avez déjà répondu à ce questionnaire')
      .waitFor();
    expect(await situation.getByLabel('En emploi, CDI').isChecked()).toBe(true);
    await expectNoAxeViolation(page, 'already answered');
    await follow.getByRole('button', { name: 'Afficher ma réponse enregistrée' }).click();
    const stored = card(page, /^Suivi à 6 mois · Titre professionnel Conseiller de vente/);
    await expect(stored.locator('dl').textContent()).resolves.toContain('En formation');

    // The window closes between loading and sending (the session's end moved back by staff).
    const closing = card(page, /^Fin de formation · Titre professionnel Employé commercial/).filter(
      {
        has: page.getByRole('button', { name: 'Envoyer mes réponses' }),
      },
    );
    await closing
      .getByRole('group', { name: /Dans l’ensemble/ })
      .getByLabel('2', { exact: true })
      .check();
    await closing.getByLabel('Un commentaire, une suggestion ?').fill('Trop de théorie.');
    await stack!.sql.query(
      `update public.training_sessions set ends_on = ends_on - 90, starts_on = starts_on - 90,
         registration_deadline = registration_deadline - 90 where key = $1`,
      [keys.closing],
    );
    await closing.getByRole('button', { name: 'Envoyer mes réponses' }).click();
    await closing.getByRole('alert').getByText('Ce questionnaire vient de fermer').waitFor();
    expect(await closing.getByLabel('Un commentaire, une suggestion ?').inputValue()).toBe(
      'Trop de théorie.',
    );
    await expectNoAxeViolation(page, 'window closed meanwhile');
  });
});
