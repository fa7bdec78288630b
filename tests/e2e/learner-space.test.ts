// The learner space in Chromium (docs/product.md §2.3, §4, §8; docs/security.md §5.4), both ways the site can run:
// with Supabase (a second build pointed at the local stack: Postgres, PostgREST and the local Auth,
// e-mailed links read from its mailbox) and without it (the default dist/: the simulated login).
// axe-core checks both pages in every state a learner meets.
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

async function signIn(page: Page, email: string, password: string) {
  // Typed before hydration or after, the values must reach the island.
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
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

  beforeAll(async () => {
    stack = await startDbStack();
    build = await buildSiteWithSupabase(SUPABASE_ORIGIN, stack.anonKey);
    server = await startDistServer({ root: build.outDir });
    stack.auth.configure({ siteUrl: server.url });
    browser = await launchBrowser();
    // Another learner, already enrolled: nothing of theirs may ever show on someone else's dashboard.
    await seedLearner(stack.sql, {
      email: 'bruno@exemple.fr',
      password: 'Bruno-Apprenant-2026!',
      fullName: 'Bruno Petit',
      training: 'Titre professionnel Manager d’unité marchande',
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
    await page.getByRole('button', { name: 'Pas encore de compte\u00a0? Créer un compte' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Suggérer un mot de passe' }).click();
    const password = (await page.locator('code').textContent()) ?? '';
    expect(password).toHaveLength(16);
    expect(await page.getByLabel('Confirmer le mot de passe').inputValue()).toBe(password);
    await expectNoAxeViolation(page, 'sign-up form with a suggested password');
    await page.getByRole('button', { name: 'Créer un compte', exact: true }).click();
    expect(await shownToast(page)).toMatchObject({ title: 'Compte créé avec succès\u00a0!' });
    await expectNoAxeViolation(page, 'after sign-up, toast open');

    // The e-mailed link confirms the address and signs in: on to the dashboard.
    const link = stack!.auth.lastMail(email, 'signup')?.link;
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.waitForURL('**/dashboard-apprenant/');
    expect(await shownToast(page)).toMatchObject({ title: 'Adresse confirmée' });
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
      training: 'Titre professionnel Employé commercial',
      progress: 35,
      lessons: [
        {
          title: 'Tenir le rayon',
          startsAt: inDays(2),
          minutes: 210,
          joinUrl: 'https://visio.example/alice',
        },
      ],
      notifications: [
        {
          kind: 'info',
          message: 'Nouveau module disponible : «\u00a0Tenir le rayon\u00a0».',
          link: '/dashboard-apprenant/#planning',
        },
      ],
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Alice Durand' }).waitFor();
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('Titre professionnel Employé commercial');
    expect(await main.getByRole('link', { name: /Rejoindre la séance/ }).getAttribute('href')).toBe(
      'https://visio.example/alice',
    );
    expect(await main.textContent()).not.toMatch(
      /Bruno|Manager d’unité marchande|Piloter le compte/,
    );
    await expectNoAxeViolation(page, 'dashboard signed in');

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
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('Piloter le compte d’exploitation');
    expect(text).not.toMatch(/Alice|Employé commercial|Tenir le rayon/);
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

  test('password recovery: the e-mailed link opens the page that sets a new password', async () => {
    await seedLearner(stack!.sql, {
      email: 'chloe@exemple.fr',
      password: 'Chloe-Apprenant-2026!',
      fullName: 'Chloé Martin',
      training: 'Titre professionnel Conseiller de vente',
      progress: 10,
      lessons: [],
      notifications: [],
    });
    const page = await newPage();
    await page.goto(`${server!.url}/espace-apprenant/`);
    // Clicked before the island has loaded: client:signin holds the click and gives it to React.
    await page.getByRole('button', { name: 'Mot de passe oublié\u00a0?' }).click();
    await page.getByLabel('E-mail').fill('chloe@exemple.fr');
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    expect(await shownToast(page)).toMatchObject({ title: 'E-mail envoyé' });
    await page.goto(stack!.auth.lastMail('chloe@exemple.fr', 'recovery')!.link);
    await page.waitForURL('**/espace-apprenant/nouveau-mot-de-passe/**');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Chloe-Nouveau-2026!');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('Chloe-Nouveau-2026!');
    await expectNoAxeViolation(page, 'new password page');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.waitForURL('**/dashboard-apprenant/');
    expect(await shownToast(page)).toMatchObject({ title: 'Mot de passe modifié' });
    await page.getByRole('heading', { name: 'Chloé Martin' }).waitFor();
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
