// The learner space in Chromium (docs/product.md §2.3, §4, §8; docs/security.md §5.4), both ways the site can run:
// with Supabase (a second build pointed at the local stack: Postgres, PostgREST and the local Auth,
// the French e-mails of supabase/templates/ read from its mailbox) and without it (the default dist/:
// the simulated login). axe-core checks the pages in every state a learner meets.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolationsOnceLaidOut } from '../support/axe.ts';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';
import { launchBrowser } from '../../local/chromium.ts';
import { settle } from '../../local/page-weight.ts';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack.ts';
import { returningVisitor, shownToast } from '../support/forms-in-browser.ts';
import { enrolLearner, inDays, seedLearner } from '../../local/supabase/learners.ts';
import { startDistServer, type DistServer } from '../../local/serve-dist.ts';
import { pdfBytes } from '../../local/sample-files.ts';
import type { Catalogue } from '../../src/features/catalogue/catalogue.ts';
import { syncCatalogue } from '../support/catalogue-fixture.ts';
import {
  buildSiteWithSupabase,
  forwardOrigin,
  type TemporaryBuild,
} from '../support/stored-site.ts';

const WIDTHS = [375, 1280] as const;

/** axe at both widths on the page as it is now. */
async function expectNoAxeViolation(page: Page, state: string) {
  const initial = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolationsOnceLaidOut(page), `${state} at ${width}px`).toEqual([]);
  }
  if (initial) await page.setViewportSize(initial);
}

/** What a mail client without HTML shows, and the link and code a learner reads in it. */
function readMail(stack: DbStack, email: string, type: 'signup' | 'recovery' | 'reauthentication') {
  const mail = stack.auth.lastMail(email, type);
  expect(mail, `${type} e-mail to ${email}`).toBeTruthy();
  const link = /https?:\/\/\S+token_hash=\S+/.exec(mail!.text)?.[0];
  const code = /(?:code\u00a0: |sur la page \S+\u00a0: )(\d{6})/.exec(mail!.text)?.[1];
  expect(code, mail!.text).toMatch(/^\d{6}$/);
  return { ...mail!, link, code: code! };
}

/** Whether the account's address is confirmed, read where Auth keeps it. */
async function isConfirmed(stack: DbStack, email: string): Promise<boolean> {
  const { rows } = await stack.sql.query<{ confirmed: boolean }>(
    'select email_confirmed_at is not null as confirmed from auth.users where email = $1',
    [email],
  );
  return rows[0]?.confirmed ?? false;
}

/**
 * The sign-in form hydrates on first use (client:signin): a focus in its e-mail field starts it, and the
 * journeys wait until it has, so that no click or submit depends on how the directive treats them before.
 */
async function hydratedLogin(page: Page) {
  await page.getByLabel('E-mail').focus();
  await page.locator('main astro-island[client="signin"]:not([ssr])').waitFor();
}

async function signIn(page: Page, email: string, password: string) {
  // Typed before hydration or after, the values must reach the island.
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.locator('main astro-island[client="signin"]:not([ssr])').waitFor();
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

describeInBrowser('learner space with Supabase (local Auth and RLS)', () => {
  /** Origin the second build is given as its Supabase URL; the browser's requests to it reach the local stack. */
  const SUPABASE_ORIGIN = 'https://supabase.test';
  let stack: DbStack | undefined;
  let build: TemporaryBuild | undefined;
  let server: DistServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  /** The first session of each training of the built site's /catalogue.json, by page slug. */
  const sessions = new Map<string, { code: string; key: string }>();
  /** The first session of a training (by its page's slug), as staff enrol learners in it. */
  const enrolIn = (slug: string) => {
    const session = sessions.get(slug);
    if (!session) throw new Error(`no session of ${slug} in /catalogue.json`);
    return { trainingCode: session.code, sessionKey: session.key };
  };

  /** A PDF staff stored for a session or a learner (service role, then its row); its path. */
  async function storeDocument(
    slug: string,
    target: { session: true } | { learnerId: string },
    title: string,
  ): Promise<string> {
    const { trainingCode, sessionKey } = enrolIn(slug);
    const folder = 'learnerId' in target ? target.learnerId : sessionKey;
    const path = `${trainingCode.toLowerCase()}/${folder}/${randomUUID()}.pdf`;
    const stored = await stack!
      .serviceClient()
      .storage.from('documents')
      .upload(path, pdfBytes(120_000), { contentType: 'application/pdf' });
    expect(stored.error).toBeNull();
    await stack!.sql.query(
      `insert into public.learner_documents (training_code, session_key, learner_id, title, object_path)
       values ($1, $2, $3, $4, $5)`,
      [
        trainingCode,
        'learnerId' in target ? null : sessionKey,
        'learnerId' in target ? target.learnerId : null,
        title,
        path,
      ],
    );
    return path;
  }

  beforeAll(async () => {
    stack = await startDbStack();
    build = await buildSiteWithSupabase(SUPABASE_ORIGIN, stack.anonKey);
    server = await startDistServer({ root: build.outDir });
    stack.auth.configure({ siteUrl: server.url });
    browser = await launchBrowser();
    // The catalogue as the hourly sync copies it from the site: its real trainings and sessions.
    const catalogue = JSON.parse(
      await readFile(join(build.outDir, 'catalogue.json'), 'utf8'),
    ) as Catalogue;
    await syncCatalogue(stack.sql, catalogue);
    for (const training of catalogue.trainings)
      sessions.set(training.slug, { code: training.code, key: training.sessions[0]!.key });
    // Another learner, already enrolled: nothing of theirs may ever show on someone else's dashboard.
    const bruno = await seedLearner(stack.sql, {
      email: 'bruno@exemple.fr',
      password: 'Bruno-Apprenant-2026!',
      fullName: 'Bruno Petit',
      ...enrolIn('tp-manager-unite-marchande'),
      progress: 80,
      lessons: [
        {
          title: 'Piloter le compte d’exploitation',
          startsAt: inDays(3),
          minutes: 180,
          joinUrl: 'https://visio.example/bruno',
        },
      ],
      notifications: [
        {
          kind: 'success',
          message: 'Bruno : évaluation de gestion validée.',
          link: '/dashboard-apprenant/#cours',
        },
      ],
    });
    await storeDocument('tp-manager-unite-marchande', { learnerId: bruno }, 'Attestation de Bruno');
  }, 240_000);

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

  test('sign up → confirm through the link → own data only → change password → sign out → wrong then right password', async () => {
    const email = 'alice.durand@exemple.fr';
    const page = await newPage();
    await page.goto(`${server!.url}/espace-apprenant/`);
    await expectNoAxeViolation(page, 'login form');

    // Sign up with a suggested password, read from the screen as a learner would save it.
    await hydratedLogin(page);
    await page.getByRole('button', { name: 'Pas encore de compte\u00a0? Créer un compte' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Suggérer un mot de passe' }).click();
    const password = (await page.locator('code').textContent()) ?? '';
    expect(password).toHaveLength(16);
    expect(await page.getByLabel('Confirmer le mot de passe').inputValue()).toBe(password);
    await expectNoAxeViolation(page, 'sign-up form with a suggested password');
    await page.getByRole('button', { name: 'Créer un compte', exact: true }).click();
    expect(await shownToast(page)).toMatchObject({ title: 'Vérifiez votre messagerie' });
    await expectNoAxeViolation(page, 'after sign-up, toast open');

    // The French e-mail, as a mail client without HTML shows it: subject, link, code, lifetime.
    const mail = readMail(stack!, email, 'signup');
    expect(mail.subject).toBe('Confirmez votre adresse e-mail – Horizon Compétences');
    expect(mail.text).toContain('Ce lien et ce code sont valables 1\u00a0heure');
    expect(mail.link).toMatch(
      `${server!.url}/espace-apprenant/verification/?type=email&token_hash=`,
    );

    // A mail scanner opens the link first: a plain GET, then a browser that runs the page. Nothing changes.
    expect((await page.request.get(mail.link!)).status()).toBe(200);
    const scanner = await newPage();
    await scanner.goto(mail.link!);
    await scanner.getByRole('button', { name: 'Confirmer mon adresse' }).waitFor();
    await scanner.waitForLoadState('networkidle');
    expect(await isConfirmed(stack!, email)).toBe(false);

    // The learner's page says what the button does; only the press confirms and signs in.
    await page.goto(mail.link!);
    await page.getByRole('heading', { name: 'Confirmer votre adresse e-mail' }).waitFor();
    await expectNoAxeViolation(page, 'verification page, link');
    expect(await isConfirmed(stack!, email)).toBe(false);
    await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
    await page.waitForURL('**/dashboard-apprenant/');
    expect(await shownToast(page)).toMatchObject({ title: 'Adresse confirmée' });
    expect(await isConfirmed(stack!, email)).toBe(true);
    await expect
      .poll(() => page.getByText(/pas encore rattaché à une formation/).count())
      .toBeGreaterThan(0);

    // Staff enrol the learner; the dashboard shows this learner's rows, and none of Bruno's.
    const { rows } = await stack!.sql.query<{ id: string }>(
      'select id from auth.users where email = $1',
      [email],
    );
    await enrolLearner(stack!.sql, rows[0]!.id, {
      fullName: 'Alice Durand',
      ...enrolIn('tp-employe-commercial'),
      progress: 35,
      lessons: [
        {
          title: 'Tenir le rayon',
          startsAt: inDays(2),
          minutes: 210,
          joinUrl: 'https://visio.example/alice',
        },
        { title: 'Atelier caisse', startsAt: inDays(3), minutes: 180, place: 'Salle 2' },
      ],
      notifications: [
        {
          kind: 'info',
          message: 'Nouveau module disponible : «\u00a0Tenir le rayon\u00a0».',
          link: '/dashboard-apprenant/#planning',
        },
      ],
    });
    const convocation = await storeDocument(
      'tp-employe-commercial',
      { session: true },
      'Convocation',
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Alice Durand' }).waitFor();
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('Titre professionnel Employé commercial');
    // The session, in words; lessons in the site's format, online or on site.
    expect(await main.locator('#profil-title + p + p').textContent()).toMatch(
      /^Titre professionnel Employé commercialDu \d{1,2}(er)? \p{L}+( \d{4})? au \d{1,2}(er)? \p{L}+ \d{4} · \p{L}+$/u,
    );
    expect(await main.getByRole('link', { name: /Rejoindre la séance/ }).getAttribute('href')).toBe(
      'https://visio.example/alice',
    );
    const planning = main.locator('#planning');
    expect(await planning.textContent()).toMatch(
      /Atelier caisse\p{L}+ \d{1,2}(er)? \p{L}+, \d{1,2}\u00a0h(\u00a0\d\d)?\u00a0–\u2060\u00a0\d{1,2}\u00a0h(\u00a0\d\d)?Sur place\u00a0: Salle 2/u,
    );
    expect(await main.textContent()).not.toMatch(
      /Bruno|Manager d’unité marchande|Piloter le compte/,
    );
    // Documents: the session's convocation opens in a new tab through its one-minute link; the
    // programme of the training and the terms are the site's own pages.
    const documents = main.locator('#documents');
    expect(
      await documents
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/formation/tp-employe-commercial/programme.pdf', '/reglement-interieur/', '/cgv/']);
    await expectNoAxeViolation(page, 'dashboard signed in');
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      documents.getByRole('button', { name: /Ouvrir \(PDF\).*Convocation/ }).click(),
    ]);
    await tab.waitForURL(/\/storage\/v1\/object\/sign\/documents\/.*token=/);
    expect(new URL(tab.url()).pathname).toBe(`/storage/v1/object/sign/documents/${convocation}`);
    await tab.close();
    for (const path of [
      '/formation/tp-employe-commercial/programme.pdf',
      '/reglement-interieur/',
      '/cgv/',
    ])
      expect((await page.request.get(`${server!.url}${path}`)).status(), path).toBe(200);

    // Change the password from the settings.
    const newPassword = 'Nouveau-Passe-2026!';
    await page.getByRole('button', { name: 'Changer de mot de passe' }).click();
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmer le nouveau mot de passe').fill(newPassword);
    await expectNoAxeViolation(page, 'password change form');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    expect(await shownToast(page)).toMatchObject({ title: 'Mot de passe modifié' });

    // Sign out: back to the login page, and the dashboard is closed.
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/espace-apprenant/');
    expect(await shownToast(page)).toMatchObject({ title: 'Déconnexion réussie' });
    await page.goto(`${server!.url}/dashboard-apprenant/`);
    await page.waitForURL(/\/espace-apprenant\/\?retour=/);

    // The old password no longer works; the French sentence says what to do.
    await signIn(page, email, password);
    expect(await shownToast(page)).toEqual({
      title: 'Connexion impossible',
      description:
        'E-mail ou mot de passe incorrect. Vérifiez-les, ou utilisez «\u00a0Mot de passe oublié\u00a0?\u00a0».',
    });
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
    await expectNoAxeViolation(page, 'login after a wrong password, toast open');

    // The new one does, and brings the learner back where they were going.
    await page.getByLabel('Mot de passe', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/dashboard-apprenant/');
    expect(await shownToast(page)).toMatchObject({ title: 'Connexion réussie\u00a0!' });
    await page.getByRole('heading', { name: 'Alice Durand' }).waitFor();
  });

  test('a second learner sees only their own data, none of another learner’s', async () => {
    const page = await newPage();
    await page.goto(`${server!.url}/espace-apprenant/`);
    await signIn(page, 'bruno@exemple.fr', 'Bruno-Apprenant-2026!');
    await page.waitForURL('**/dashboard-apprenant/');
    await page.getByRole('heading', { name: 'Bruno Petit' }).waitFor();
    await page.getByText('Attestation de Bruno', { exact: true }).waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('Piloter le compte d’exploitation');
    expect(text).not.toMatch(/Alice|Employé commercial|Tenir le rayon|Convocation/);
  });

  test('account deletion: one click files nothing, « Oui » files it, « Retirer » withdraws it; the database follows; axe in each state', async () => {
    const page = await newPage();
    const deletions = async () =>
      (
        await stack!.sql.query(
          "select count(*)::int as count from public.privacy_requests r join auth.users u on u.id = r.learner_id where u.email = 'bruno@exemple.fr' and r.kind = 'deletion'",
        )
      ).rows[0].count;
    await page.goto(`${server!.url}/espace-apprenant/`);
    await signIn(page, 'bruno@exemple.fr', 'Bruno-Apprenant-2026!');
    await page.waitForURL('**/dashboard-apprenant/');
    const ask = page.getByRole('button', { name: 'Demander la suppression de mon compte' });
    await ask.click();
    const question = page.getByRole('group', {
      name: 'Confirmez-vous la demande de suppression de votre compte\u00a0?',
    });
    await question.waitFor();
    expect(await deletions(), 'nothing filed before the confirmation').toBe(0);
    await expectNoAxeViolation(page, 'deletion confirmation');

    await page.getByRole('button', { name: 'Oui, demander la suppression' }).click();
    await page.getByText(/^Demande de suppression enregistrée/).waitFor();
    expect(await deletions()).toBe(1);
    await expectNoAxeViolation(page, 'deletion pending');

    await page.getByRole('button', { name: 'Retirer ma demande de suppression' }).click();
    await ask.waitFor();
    expect(await deletions(), 'withdrawn before staff acted').toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Demander la suppression de mon compte',
    );
  });

  test('sign-up confirmed with the 6-digit code typed on the verification page', async () => {
    const email = 'code.tape@exemple.fr';
    const page = await newPage();
    await page.goto(`${server!.url}/espace-apprenant/`);
    await hydratedLogin(page);
    await page.getByRole('button', { name: 'Pas encore de compte\u00a0? Créer un compte' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Code-Tape-2026!');
    await page.getByLabel('Confirmer le mot de passe').fill('Code-Tape-2026!');
    await page.getByRole('button', { name: 'Créer un compte', exact: true }).click();
    expect(await shownToast(page)).toMatchObject({ title: 'Vérifiez votre messagerie' });
    await expectNoAxeViolation(page, 'after sign-up, the code link');
    const { code } = readMail(stack!, email, 'signup');

    await page.getByRole('link', { name: 'saisir le code' }).click();
    await page.getByRole('heading', { name: 'Saisir le code reçu par e-mail' }).waitFor();
    await expectNoAxeViolation(page, 'verification page, code form');
    // exact: the form's name, « Saisir le code reçu par e-mail », contains « e-mail » too.
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Code à 6 chiffres').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Valider le code' }).click();
    await page.getByText(/^Ce code ne correspond pas ou n’est plus valable/).waitFor();
    expect(await page.getByLabel('Code à 6 chiffres').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    await expectNoAxeViolation(page, 'verification page, wrong code');
    expect(await isConfirmed(stack!, email)).toBe(false);

    await page.getByLabel('Code à 6 chiffres').fill(code);
    await page.getByRole('button', { name: 'Valider le code' }).click();
    await page.waitForURL('**/dashboard-apprenant/');
    expect(await shownToast(page)).toMatchObject({ title: 'Adresse confirmée' });
    expect(await isConfirmed(stack!, email)).toBe(true);
  });

  test('password recovery: a second request within 60 s says how long to wait, and the first link still sets a new password', async () => {
    await seedLearner(stack!.sql, {
      email: 'chloe@exemple.fr',
      password: 'Chloe-Apprenant-2026!',
      fullName: 'Chloé Martin',
      ...enrolIn('tp-conseiller-vente'),
      progress: 10,
      lessons: [],
      notifications: [],
    });
    const page = await newPage();
    await page.goto(`${server!.url}/espace-apprenant/`);
    const askForLink = async () => {
      await page.getByRole('button', { name: 'Mot de passe oublié\u00a0?' }).click();
      await page.getByLabel('E-mail').fill('chloe@exemple.fr');
      await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    };
    await hydratedLogin(page);
    await askForLink();
    expect(await shownToast(page)).toMatchObject({ title: 'E-mail envoyé' });
    const first = readMail(stack!, 'chloe@exemple.fr', 'recovery');
    expect(first.subject).toBe('Choisissez un nouveau mot de passe – Horizon Compétences');

    await page
      .getByRole('button', { name: 'Fermer' })
      .click()
      .catch(() => undefined);
    await askForLink();
    const refused = await shownToast(page);
    expect(refused.title).toBe('Envoi impossible');
    expect(refused.description).toMatch(
      /^Un e-mail vient déjà d’être envoyé à cette adresse\. Patientez \d{1,2}\u00a0secondes? avant d’en demander un autre/,
    );
    expect(await page.getByLabel('E-mail').inputValue()).toBe('chloe@exemple.fr');
    await expectNoAxeViolation(page, 'second reset request refused, toast open');
    expect(stack!.auth.lastMail('chloe@exemple.fr', 'recovery')?.code).toBe(first.code);

    await page.goto(first.link!);
    await page.getByRole('heading', { name: 'Choisir un nouveau mot de passe' }).waitFor();
    await page.getByRole('button', { name: 'Continuer vers le nouveau mot de passe' }).click();
    await page.waitForURL('**/espace-apprenant/nouveau-mot-de-passe/');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Chloe-Nouveau-2026!');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('Chloe-Nouveau-2026!');
    await expectNoAxeViolation(page, 'new password page');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.waitForURL('**/dashboard-apprenant/');
    expect(await shownToast(page)).toMatchObject({ title: 'Mot de passe modifié' });
    await page.getByRole('heading', { name: 'Chloé Martin' }).waitFor();
  });

  test('password change from a session made 25 hours earlier: the e-mailed code is asked, then accepted', async () => {
    const email = 'denis@exemple.fr';
    await seedLearner(stack!.sql, {
      email,
      password: 'Denis-Apprenant-2026!',
      fullName: 'Denis Laurent',
      ...enrolIn('tp-conseiller-vente'),
      progress: 20,
      lessons: [],
      notifications: [],
    });
    const page = await newPage();
    await page.goto(`${server!.url}/espace-apprenant/`);
    await signIn(page, email, 'Denis-Apprenant-2026!');
    await page.waitForURL('**/dashboard-apprenant/');
    await page.getByRole('heading', { name: 'Denis Laurent' }).waitFor();
    // The clock moves on: the session was made 25 hours ago.
    await stack!.sql.query(
      "update auth.sessions set created_at = now() - interval '25 hours' where user_id = (select id from auth.users where email = $1)",
      [email],
    );

    const newPassword = 'Denis-Nouveau-2026!';
    await page.getByRole('button', { name: 'Changer de mot de passe' }).click();
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmer le nouveau mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    const codeField = page.getByLabel('Code reçu par e-mail');
    await codeField.waitFor();
    // The sign-in's « Connexion réussie » may still be shown above it (the settings load with the data).
    await page
      .getByRole('listitem')
      .filter({ hasText: /^Code envoyé/ })
      .waitFor();
    await page.getByText(/votre connexion date de plus de 24\u00a0heures/).waitFor();
    // What was typed is still there.
    expect(await page.getByLabel('Nouveau mot de passe', { exact: true }).inputValue()).toBe(
      newPassword,
    );
    expect(await page.getByLabel('Confirmer le nouveau mot de passe').inputValue()).toBe(
      newPassword,
    );
    await expectNoAxeViolation(page, 'password change, code asked');

    const mail = readMail(stack!, email, 'reauthentication');
    expect(mail.subject).toBe('Votre code de sécurité – Horizon Compétences');
    await codeField.fill(mail.code);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect.poll(() => shownToast(page)).toMatchObject({ title: 'Mot de passe modifié' });
    const again = await stack!
      .visitorClient()
      .auth.signInWithPassword({ email, password: newPassword });
    expect(again.error).toBeNull();
  });

  test('a 40-character accented password (over 72 bytes) is refused in the form, in French, before anything is sent', async () => {
    const page = await newPage();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${SUPABASE_ORIGIN}/auth/`)) sent.push(request.url());
    });
    await page.goto(`${server!.url}/espace-apprenant/`);
    await hydratedLogin(page);
    await page.getByRole('button', { name: 'Pas encore de compte\u00a0? Créer un compte' }).click();
    const accented = `${'é'.repeat(18)}${'à'.repeat(18)}Aa1!`;
    expect(accented).toHaveLength(40);
    await page.getByLabel('E-mail').fill('accents@exemple.fr');
    await page.getByLabel('Mot de passe', { exact: true }).fill(accented);
    await page.getByLabel('Confirmer le mot de passe').fill(accented);
    await page.getByRole('button', { name: 'Créer un compte', exact: true }).click();
    const passwordField = page.getByLabel('Mot de passe', { exact: true });
    await expect.poll(() => passwordField.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[id$="-password-error"]').textContent()).toMatch(
      /^Le mot de passe est trop long\u00a0: 72\u00a0octets au plus\. Les lettres accentuées \(é, à, ç…\) comptent pour 2/,
    );
    await expectNoAxeViolation(page, 'sign-up, password over 72 bytes');
    expect(sent).toEqual([]);
    const { rowCount } = await stack!.sql.query('select 1 from auth.users where email = $1', [
      'accents@exemple.fr',
    ]);
    expect(rowCount).toBe(0);
  });

  test('a duplicated refresh within the reuse interval keeps the learner signed in', async () => {
    const email = 'emma@exemple.fr';
    await seedLearner(stack!.sql, {
      email,
      password: 'Emma-Apprenant-2026!',
      fullName: 'Emma Roux',
      ...enrolIn('tp-conseiller-vente'),
      progress: 50,
      lessons: [],
      notifications: [],
    });
    const page = await newPage();
    await page.goto(`${server!.url}/espace-apprenant/`);
    await signIn(page, email, 'Emma-Apprenant-2026!');
    await page.waitForURL('**/dashboard-apprenant/');
    await page.getByRole('heading', { name: 'Emma Roux' }).waitFor();

    // Another tab refreshes first with the token this tab holds; this tab's answer never arrives.
    const key = 'sb-supabase-auth-token';
    const stored = JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key))!);
    const other = await fetch(`${stack!.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: stack!.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: stored.refresh_token }),
    });
    expect(other.status).toBe(200);
    // This tab's access token has expired: on the next page it refreshes with the same (now rotated) token.
    await page.evaluate(([name, session]) => localStorage.setItem(name, session), [
      key,
      JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 }),
    ] as const);
    const refresh = page.waitForResponse((response) =>
      response.url().includes('/auth/v1/token?grant_type=refresh_token'),
    );
    await page.reload();
    expect((await refresh).status()).toBe(200);
    await page.getByRole('heading', { name: 'Emma Roux' }).waitFor();
    expect(page.url()).toMatch(/\/dashboard-apprenant\/$/);
  });

  // Last of this stack: it spends the project's hourly e-mail budget.
  test('the project’s hourly e-mail budget spent: a French message, and nothing typed is lost', async () => {
    const { rows } = await stack!.sql.query<{ email: string }>(
      `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, created_at, updated_at)
       select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
         'cohorte' || n || '@exemple.fr', now(), now(), now()
       from generate_series(1, 100) as n returning email`,
    );
    for (const { email } of rows) {
      const answer = await fetch(`${stack!.url}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: stack!.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      if (answer.status === 429) break;
    }
    const page = await newPage();
    await page.goto(`${server!.url}/espace-apprenant/`);
    await hydratedLogin(page);
    await page.getByRole('button', { name: 'Pas encore de compte\u00a0? Créer un compte' }).click();
    await page.getByLabel('E-mail').fill('trop.tard@exemple.fr');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Trop-Tard-2026!');
    await page.getByLabel('Confirmer le mot de passe').fill('Trop-Tard-2026!');
    await page.getByRole('button', { name: 'Créer un compte', exact: true }).click();
    expect(await shownToast(page)).toEqual({
      title: 'Inscription impossible',
      description:
        'Notre service d’envoi d’e-mails a atteint sa limite pour cette heure. Réessayez dans une heure\u00a0: ce que vous avez saisi reste dans le formulaire.',
    });
    expect(await page.getByLabel('E-mail').inputValue()).toBe('trop.tard@exemple.fr');
    expect(await page.getByLabel('Mot de passe', { exact: true }).inputValue()).toBe(
      'Trop-Tard-2026!',
    );
    expect(await page.getByLabel('Confirmer le mot de passe').inputValue()).toBe('Trop-Tard-2026!');
    await expectNoAxeViolation(page, 'sign-up refused, hourly budget spent');
  });
});

describeInBrowser('learner space without Supabase (demonstration)', () => {
  const site = useE2eSite();
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  test('labelled as a demonstration; 1 s, «\u00a0Connexion réussie\u00a0!\u00a0», the sample dashboard, then sign-out', async () => {
    page = await site.newPage(returningVisitor(site.url('/')));
    await page.goto(site.url('/espace-apprenant/'));
    await page
      .getByText(/^Démonstration\u00a0: ce site n’est relié à aucun service de comptes/)
      .waitFor();
    await expectNoAxeViolation(page, 'demo login');
    await signIn(page, 'visiteur@exemple.fr', 'nimporte');
    await page.waitForURL('**/dashboard-apprenant/');
    expect(await shownToast(page)).toMatchObject({ title: 'Connexion réussie\u00a0!' });
    await page.getByText(/^Démonstration\u00a0: ces données sont des exemples/).waitFor();
    await page.getByRole('heading', { name: 'Léa Martin' }).waitFor();
    // The sample's training is the catalogue's, its legal documents the site's real files; no document
    // of its own is made up.
    const documents = page.locator('#documents');
    expect(await documents.getByRole('button').count()).toBe(0);
    await documents.getByText(/^Aucun document pour le moment\./).waitFor();
    for (const href of await documents
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
      expect((await page.request.get(site.url(href))).status(), href).toBe(200);
    await expectNoAxeViolation(page, 'demo dashboard, toast open');
    for (const section of ['Mes cours', 'Planning', 'Documents', 'Notifications', 'Paramètres']) {
      const href = await page
        .getByRole('navigation', { name: 'Sections du tableau de bord' })
        .getByRole('link', { name: section })
        .getAttribute('href');
      expect(await page.locator(href!).count(), `${section} → ${href}`).toBe(1);
    }
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/espace-apprenant/');
    expect(await shownToast(page)).toMatchObject({ title: 'Déconnexion réussie' });
  });

  test('before React: « Créer un compte » clicked on a first visit (no download yet) is answered once the form has loaded', async () => {
    page = await site.newPage(returningVisitor(site.url('/')));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(request.url());
    });
    await page.goto(site.url('/espace-apprenant/'));
    await settle(page);
    expect(scripts, 'no JavaScript before the form is used').toEqual([]);
    await page.getByRole('button', { name: 'Pas encore de compte\u00a0? Créer un compte' }).click();
    await page.getByRole('heading', { name: 'Création de votre compte' }).waitFor();
  });

  test('the English paths of docs/product.md §2.1 are permanent redirects', async () => {
    page = await site.newPage();
    for (const [from, to] of [
      ['/student-dashboard', '/dashboard-apprenant/'],
      ['/student-space', '/espace-apprenant/'],
    ]) {
      const response = await page.request.get(site.url(from), { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers().location ?? '', site.url('/')).pathname).toBe(to);
    }
  });
});
