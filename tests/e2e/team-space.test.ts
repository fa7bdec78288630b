// The team space in Chromium on the local stack (issue 42): a staff member invited by the secret key
// signs in, enrols the second factor (codes computed here with the TOTP library the local Auth uses),
// opens a fresh application's CV, moves it to « En cours », publishes one testimonial and refuses
// another with the charter's reason, answers a learner's request for a copy of their data, and finds
// each action in the journal; signed out, the pages show nothing. Then the learner follow-up (issue 43):
// staff invite a learner, who sets a password from the e-mail and finds the enrolment; a trainer of
// the training schedules a lesson and hands out a PDF, which the learner sees and opens; the trainer of
// another training sees neither. axe in every state at 375 and 1280 px.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolationsOnceLaidOut } from '../support/axe.ts';
import { describeInBrowser } from '../support/browser.ts';
import { notificationRegion, returningVisitor, shownToast } from '../support/forms-in-browser.ts';
import { launchBrowser } from '../../local/chromium.ts';
import { startDistServer, type DistServer } from '../../local/serve-dist.ts';
import { startFunctionsStack, type FunctionsStack } from '../../local/supabase/functions-stack.ts';
import { seedLearner } from '../../local/supabase/learners.ts';
import { validApplication, validTestimonial } from '../../local/supabase/sample-rows.ts';
import { newTotpSecret, seedTeamMember, totpCode } from '../../local/supabase/team.ts';
import type { Catalogue } from '../../src/features/catalogue/catalogue.ts';
import { inviteTeamMember } from '../../scripts/team-invitation.ts';
import { pdfBytes, pngBytes } from '../../local/sample-files.ts';
import { startFakeServer, type RecordedRequest } from '../support/db-fixtures.ts';
import {
  buildSiteWithSupabase,
  forwardOrigin,
  type TemporaryBuild,
} from '../support/stored-site.ts';

const WIDTHS = [375, 1280] as const;
const SUPABASE_ORIGIN = 'https://supabase.test';
const STAFF = {
  email: 'claire.moreau@horizon-competences.example',
  password: 'Equipe-Claire-2026!',
};

/** axe at both widths on the page as it is now, and nothing wider than the window (a long address). */
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

/** A TOTP code for `secret` that stays valid for a few seconds more (never the last second of a window). */
async function freshCode(secret: string): Promise<string> {
  const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
  if (secondsLeft < 4)
    await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 200));
  return totpCode(secret);
}

describeInBrowser('team space on the local stack', () => {
  let stack: FunctionsStack | undefined;
  let build: TemporaryBuild | undefined;
  let server: DistServer | undefined;
  let browser: Browser | undefined;
  let hook: { url: string; requests: RecordedRequest[]; close: () => Promise<void> } | undefined;
  const contexts: BrowserContext[] = [];
  let catalogue: Catalogue | undefined;

  /** The key of the first session of `code` that is not over (the one the screens show first). */
  function currentSession(code: string): string {
    const today = new Date().toISOString().slice(0, 10);
    const training = catalogue!.trainings.find((candidate) => candidate.code === code)!;
    return training.sessions.find((session) => session.end >= today)!.key;
  }

  beforeAll(async () => {
    hook = await startFakeServer(() => ({ status: 200, body: '' }));
    stack = await startFunctionsStack({ siteBuildHookUrl: hook.url });
    build = await buildSiteWithSupabase(SUPABASE_ORIGIN, stack.db.anonKey);
    server = await startDistServer({ root: build.outDir });
    stack.db.auth.configure({ siteUrl: server.url });
    browser = await launchBrowser();
    await seedTeamMember(stack.db.sql, { ...STAFF, role: 'staff' });
    // What the hourly sync-catalogue does on Supabase, from this very build's /catalogue.json.
    catalogue = JSON.parse(readFileSync(join(build.outDir, 'catalogue.json'), 'utf8')) as Catalogue;
    await stack.db.sql.query('select public.sync_catalogue($1)', [catalogue]);
  }, 300_000);

  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.close(), hook?.close()]);
    await Promise.allSettled([build?.remove(), stack?.stop()]);
  });

  afterEach(async () => {
    await Promise.allSettled(contexts.splice(0).map((context) => context.close()));
  });

  async function newPage(): Promise<Page> {
    const context = await browser!.newContext({
      ...returningVisitor(server!.url),
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    contexts.push(context);
    await forwardOrigin(context, SUPABASE_ORIGIN, stack!.db.url);
    // Edge Functions answer on their own origin locally; on Supabase they share the project's.
    await forwardOrigin(
      context,
      `${SUPABASE_ORIGIN}/functions`,
      new URL(stack!.functionsUrl).origin,
    );
    return context.newPage();
  }

  test('sign in → enrol TOTP → inbox, CV, status → testimonials → privacy request → journal → sign out', async () => {
    const db = stack!.db;
    // What arrives before staff sign in: an application with its CV, two testimonials, a learner's request.
    const application = validApplication({ first_name: 'Awa', last_name: 'Diallo' });
    const upload = await db
      .serviceClient()
      .storage.from('candidatures')
      .upload(application.cv_url, pdfBytes(2048), { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
    expect((await db.visitorClient().from('applications').insert(application)).error).toBeNull();
    const kept = validTestimonial({
      name: 'Inès R.',
      text: 'Des formateurs <b>présents</b> et un vrai suivi en entreprise.',
    });
    const refused = validTestimonial({
      name: 'Marc T.',
      text: 'Appelez le 06 00 00 00 00 pour mon entreprise de conseil !',
    });
    for (const row of [kept, refused])
      expect((await db.visitorClient().from('testimonials').insert(row)).error).toBeNull();
    const learnerId = await seedLearner(db.sql, {
      email: 'lea.martin.pour.une.adresse.tres.longue@exemple.fr',
      password: 'Lea-Apprenante-2026!',
      fullName: 'Léa Martin',
      trainingCode: 'CV',
      sessionKey: currentSession('CV'),
      progress: 40,
      lessons: [],
      notifications: [],
    });
    await db.sql.query(
      `insert into public.privacy_requests (learner_id, kind) values ($1, 'export')`,
      [learnerId],
    );

    // Password first: the space asks for the second factor and shows nothing else.
    const page = await newPage();
    await page.goto(`${server!.url}/espace-formateur/`);
    await page.getByRole('heading', { name: 'Connexion de l’équipe' }).waitFor();
    await expectNoAxeViolation(page, 'sign-in');
    await page.getByLabel('E-mail').fill(STAFF.email);
    await page.getByLabel('Mot de passe').fill('Mauvais-mot-de-passe-1!');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('E-mail ou mot de passe incorrect.').waitFor();
    await expectNoAxeViolation(page, 'sign-in refused');
    await page.getByLabel('Mot de passe').fill(STAFF.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();

    await page.getByRole('heading', { name: 'Activez la double authentification' }).waitFor();
    const qrCode = page.getByRole('img', { name: /QR code/ });
    await qrCode.waitFor();
    // The image really displays (an unescaped « # » in its data: URL would break it).
    await expect
      .poll(() =>
        qrCode.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expectNoAxeViolation(page, 'TOTP enrolment');
    const secret = ((await page.locator('[data-totp-secret]').textContent()) ?? '').replace(
      /\s/g,
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // At aal1 the database hands out nothing, whatever the page would ask.
    const { rows: before } = await db.sql.query('select count(*)::int as n from public.team_audit');
    await page.getByLabel('Code à 6 chiffres').fill('000000');
    await page.getByRole('button', { name: 'Activer et ouvrir l’espace' }).click();
    await page.getByText(/Ce code ne correspond pas/).waitFor();
    await expectNoAxeViolation(page, 'wrong code');
    await page.getByLabel('Code à 6 chiffres').fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Activer et ouvrir l’espace' }).click();
    await page.getByRole('navigation', { name: 'Sections de l’espace de l’équipe' }).waitFor();
    await page.getByText(/2\s+témoignages à modérer/).waitFor();
    await expectNoAxeViolation(page, 'home');
    expect(before[0].n).toBe(0);

    // The inbox: the fresh application, its CV in the browser's viewer, then « En cours ».
    await page.getByRole('link', { name: 'Demandes et support', exact: true }).click();
    const item = page.locator(`[data-inbox-item="${application.id}"]`);
    await item.getByText('Awa Diallo').click();
    await expect
      .poll(() => item.getByText('Titre Professionnel Conseiller de Vente').count())
      .toBeGreaterThan(0);
    await expectNoAxeViolation(page, 'inbox, application open');
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      item.getByRole('button', { name: 'Ouvrir le CV (PDF)' }).click(),
    ]);
    const pdf = await tab.waitForResponse((response) => response.url().includes('/object/sign/'));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await tab.close();
    await item.getByLabel('Statut de la candidature').selectOption('En cours');
    await item.getByRole('button', { name: 'Changer le statut' }).click();
    expect(await shownToast(page)).toMatchObject({ title: 'Statut enregistré\u00a0: En cours.' });
    const { rows: status } = await db.sql.query(
      'select status from public.applications where id = $1',
      [application.id],
    );
    expect(status[0].status).toBe('En cours');

    // Testimonials: publish one as written, refuse the other with a reason of the charter.
    await page.getByRole('link', { name: 'Démarche qualité', exact: true }).click();
    const card = (name: string) => page.locator('[data-testimonial]').filter({ hasText: name });
    await card('Inès R.')
      .getByText('Des formateurs <b>présents</b> et un vrai suivi en entreprise.')
      .waitFor();
    await expectNoAxeViolation(page, 'moderation queue');
    await card('Inès R.').getByRole('button', { name: 'Publier' }).click();
    await shownToast(page);
    await card('Marc T.').getByRole('button', { name: 'Refuser…' }).click();
    await card('Marc T.').getByRole('button', { name: 'Confirmer le refus' }).click();
    await card('Marc T.').getByText('Choisissez le motif du refus.').waitFor();
    await expectNoAxeViolation(page, 'refusal without a reason');
    const reason = card('Marc T.').getByLabel('Motif du refus (charte des témoignages)');
    await reason.selectOption({ index: 1 });
    await card('Marc T.').getByRole('button', { name: 'Confirmer le refus' }).click();
    await card('Marc T.')
      .getByText(/^Refusé le /)
      .waitFor();
    const { rows: moderated } = await db.sql.query(
      'select name, validated, refusal_reason from public.testimonials where name in ($1, $2) order by name',
      ['Inès R.', 'Marc T.'],
    );
    expect(moderated).toEqual([
      { name: 'Inès R.', validated: true, refusal_reason: null },
      { name: 'Marc T.', validated: false, refusal_reason: expect.any(String) },
    ]);
    await page.getByRole('button', { name: 'Mettre à jour le site maintenant' }).click();
    await page.getByText(/Mise à jour demandée le /).waitFor();
    expect(hook!.requests).toHaveLength(1);
    await expectNoAxeViolation(page, 'moderation done');

    // The learner's request for a copy of their data: its due date, the JSON export, then handled.
    await page.getByRole('link', { name: 'Comptes et données personnelles', exact: true }).click();
    const request = page
      .locator('[data-privacy-request]')
      .filter({ hasText: 'lea.martin.pour.une.adresse.tres.longue@exemple.fr' });
    await request.getByText(/^À traiter avant le /).waitFor();
    await expectNoAxeViolation(page, 'privacy requests');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      request.getByRole('button', { name: 'Télécharger ses données (JSON)' }).click(),
    ]);
    const exported = JSON.parse(await streamText(await download.createReadStream()));
    expect(JSON.stringify(exported)).toContain('Léa Martin');
    await request.getByRole('button', { name: 'Marquer comme traitée' }).click();
    await request.getByText(/^Traitée le /).waitFor();

    // The journal names each action, its author and what changed.
    await page.getByRole('link', { name: 'Journal des actions', exact: true }).click();
    const journal = page.getByRole('table');
    for (const action of [
      'Candidature modifiée',
      'Témoignage publié',
      'Témoignage refusé',
      'Mise à jour du site demandée',
      'Données d’un apprenant exportées',
      'Demande sur les données traitée',
    ])
      await journal.getByRole('cell', { name: action, exact: true }).first().waitFor();
    await journal.getByText('statut : Reçue → En cours').waitFor();
    expect(await journal.getByRole('cell', { name: STAFF.email }).count()).toBeGreaterThanOrEqual(
      6,
    );
    await expectNoAxeViolation(page, 'journal');

    // Signed out everywhere: every page of the space shows the door and nothing else.
    await page.getByRole('button', { name: 'Se déconnecter de tous les appareils' }).click();
    await page.getByRole('heading', { name: 'Connexion de l’équipe' }).waitFor();
    for (const path of ['demandes', 'qualite', 'comptes', 'journal']) {
      await page.goto(`${server!.url}/espace-formateur/${path}/`);
      await page.getByRole('heading', { name: 'Connexion de l’équipe' }).waitFor();
      expect(await page.getByText('Awa Diallo').count()).toBe(0);
      expect(
        await page.getByText('lea.martin.pour.une.adresse.tres.longue@exemple.fr').count(),
      ).toBe(0);
    }

    // Next sign-in: the password, then the code of the enrolled factor (no new QR code).
    await page.getByLabel('E-mail').fill(STAFF.email);
    await page.getByLabel('Mot de passe').fill(STAFF.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Saisissez votre code' }).waitFor();
    await expectNoAxeViolation(page, 'code prompt');
    await page.getByLabel('Code à 6 chiffres').fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Valider le code' }).click();
    await page.getByText('statut : Reçue → En cours').waitFor();
  });

  test('invitation e-mail → password → second factor → a learner’s account erased after its confirmation', async () => {
    const db = stack!.db;
    const email = 'karim.benali@horizon-competences.example';
    const invited = await inviteTeamMember(
      db.serviceClient().auth.admin,
      { email, role: 'staff' },
      server!.url,
    );
    expect(invited.ok, invited.message).toBe(true);
    const mail = db.auth.lastMail(email, 'invite');
    expect(mail?.subject).toBe('Votre accès à l’espace de l’équipe – Horizon Compétences');
    const link = /https?:\/\/\S+token_hash=\S+/.exec(mail!.text)?.[0];
    expect(link).toMatch(`${server!.url}/espace-formateur/invitation/?type=invite&token_hash=`);
    const learnerId = await seedLearner(db.sql, {
      email: 'hugo.lambert@exemple.fr',
      password: 'Hugo-Apprenant-2026!',
      fullName: 'Hugo Lambert',
      trainingCode: 'EC',
      sessionKey: currentSession('EC'),
      progress: 10,
      lessons: [],
      notifications: [],
    });
    await db.sql.query(
      `insert into public.privacy_requests (learner_id, kind) values ($1, 'deletion')`,
      [learnerId],
    );

    // The link's token is spent only by the button: a scanner opening the page changes nothing.
    const page = await newPage();
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Invitation à l’espace de l’équipe' }).waitFor();
    await expectNoAxeViolation(page, 'invitation');
    await page.getByRole('button', { name: 'Accepter l’invitation' }).click();
    await page.getByRole('heading', { name: 'Choisissez votre mot de passe' }).waitFor();
    expect(page.url()).not.toContain('token_hash');
    await page.getByLabel('Nouveau mot de passe').fill('court');
    await page.getByLabel('Confirmez le mot de passe').fill('court');
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await page.getByText(/ne respecte pas les règles/).waitFor();
    await expectNoAxeViolation(page, 'invitation, weak password');
    await page.getByLabel('Nouveau mot de passe').fill('Equipe-Karim-2026!');
    await page.getByLabel('Confirmez le mot de passe').fill('Equipe-Karim-2026!');
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await page.getByRole('heading', { name: 'Activez la double authentification' }).waitFor();
    const secret = ((await page.locator('[data-totp-secret]').textContent()) ?? '').replace(
      /\s/g,
      '',
    );
    await page.getByLabel('Code à 6 chiffres').fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Activer et ouvrir l’espace' }).click();
    await page.getByRole('navigation', { name: 'Sections de l’espace de l’équipe' }).waitFor();

    // The erasure asks first, then goes through the Edge Function that holds the secret key.
    await page.getByRole('link', { name: 'Comptes et données personnelles', exact: true }).click();
    const request = page
      .locator('[data-privacy-request]')
      .filter({ hasText: 'hugo.lambert@exemple.fr' });
    await request.getByRole('button', { name: 'Supprimer le compte…' }).click();
    await request
      .getByText('Supprimer définitivement le compte de hugo.lambert@exemple.fr')
      .waitFor();
    await expectNoAxeViolation(page, 'erasure confirmation');
    await request.getByRole('button', { name: 'Oui, supprimer définitivement' }).click();
    expect(await shownToast(page)).toMatchObject({ title: 'Compte supprimé et demande traitée.' });
    await expect.poll(() => request.count()).toBe(0);
    const { rows: left } = await db.sql.query(
      'select count(*)::int as n from auth.users where id = $1',
      [learnerId],
    );
    expect(left[0].n).toBe(0);
    const { rows: audit } = await db.sql.query(
      "select actor_email from public.team_audit where action = 'learner.erase' and row_id = $1",
      [learnerId],
    );
    expect(audit).toEqual([{ actor_email: email }]);
  });

  /** A member whose factor is enrolled: password, then the code. */
  async function signInMember(
    page: Page,
    member: { email: string; password: string; totpSecret: string },
  ) {
    await page.goto(`${server!.url}/espace-formateur/`);
    await page.getByRole('heading', { name: 'Connexion de l’équipe' }).waitFor();
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByLabel('Mot de passe').fill(member.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Saisissez votre code' }).waitFor();
    await page.getByLabel('Code à 6 chiffres').fill(await freshCode(member.totpSecret));
    await page.getByRole('button', { name: 'Valider le code' }).click();
    await page.getByRole('navigation', { name: 'Sections de l’espace de l’équipe' }).waitFor();
  }

  test('follow-up: staff invite a learner → password → enrolment; a trainer schedules a lesson and hands out a PDF → the learner opens it; another training’s trainer sees none of it', async () => {
    const db = stack!.db;
    const session = currentSession('CV');
    const staff = {
      email: 'nadia.roux@horizon-competences.example',
      password: 'Equipe-Nadia-2026!',
      totpSecret: newTotpSecret(),
    };
    const trainer = {
      email: 'karim.formateur@horizon-competences.example',
      password: 'Formateur-Karim-2026!',
      totpSecret: newTotpSecret(),
    };
    const otherTrainer = {
      email: 'sophie.formatrice@horizon-competences.example',
      password: 'Formatrice-Sophie-2026!',
      totpSecret: newTotpSecret(),
    };
    await seedTeamMember(db.sql, { ...staff, role: 'staff' });
    const trainerId = await seedTeamMember(db.sql, { ...trainer, role: 'trainer' });
    const otherId = await seedTeamMember(db.sql, { ...otherTrainer, role: 'trainer' });
    await db.sql.query(
      `insert into public.trainer_trainings (trainer_id, training_code) values ($1, 'CV'), ($2, 'EC')`,
      [trainerId, otherId],
    );

    // Staff invite a learner into a session of the catalogue.
    const staffPage = await newPage();
    await signInMember(staffPage, staff);
    await staffPage.getByRole('link', { name: 'Suivi des apprenants', exact: true }).click();
    const invite = staffPage.getByRole('region', { name: 'Inviter un apprenant' });
    await invite.waitFor();
    await expectNoAxeViolation(staffPage, 'follow-up, staff');
    const learner = {
      email: 'yasmine.haddad@exemple.fr',
      name: 'Yasmine Haddad',
      password: 'Yasmine-Apprenante-2026!',
    };
    await invite.getByLabel('E-mail').fill(learner.email);
    await invite.getByLabel('Nom et prénom').fill(learner.name);
    await invite.getByLabel('Formation').selectOption('CV');
    await invite.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await invite.getByText('Choisissez la session.').waitFor();
    await expectNoAxeViolation(staffPage, 'invitation without a session');
    expect(await invite.getByLabel('Nom et prénom').inputValue()).toBe(learner.name);
    await invite.getByLabel('Session').selectOption(session);
    await invite.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    expect(await shownToast(staffPage)).toMatchObject({
      title: `Invitation envoyée à ${learner.email}\u00a0; l’apprenant est inscrit.`,
    });
    await staffPage.getByText(learner.name).first().waitFor();
    await expectNoAxeViolation(staffPage, 'follow-up, learner invited');

    // The learner: the e-mailed link, a password, then the dashboard with the enrolment.
    const mail = db.auth.lastMail(learner.email, 'invite');
    expect(mail?.subject).toBe('Votre espace apprenant vous attend – Horizon Compétences');
    const link = /https?:\/\/\S+token_hash=\S+/.exec(mail!.text)?.[0];
    expect(link).toMatch(`${server!.url}/espace-apprenant/verification/`);
    const learnerPage = await newPage();
    await learnerPage.goto(link!);
    await learnerPage.getByRole('heading', { name: 'Accepter l’invitation' }).waitFor();
    await learnerPage.getByRole('button', { name: 'Accepter l’invitation' }).click();
    await learnerPage.waitForURL('**/espace-apprenant/nouveau-mot-de-passe/');
    await learnerPage.getByLabel('Nouveau mot de passe', { exact: true }).fill(learner.password);
    await learnerPage.getByLabel('Confirmer le nouveau mot de passe').fill(learner.password);
    await learnerPage.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await learnerPage.waitForURL('**/dashboard-apprenant/');
    await learnerPage.getByRole('button', { name: 'Se déconnecter' }).click();
    await learnerPage.waitForURL('**/espace-apprenant/');
    await learnerPage.getByLabel('E-mail').fill(learner.email);
    await learnerPage.getByLabel('Mot de passe', { exact: true }).fill(learner.password);
    await learnerPage.getByRole('button', { name: 'Se connecter' }).click();
    await learnerPage.waitForURL('**/dashboard-apprenant/');
    await learnerPage.getByRole('heading', { name: learner.name }).waitFor();
    const courses = learnerPage.getByRole('region', { name: 'Mes cours' });
    await courses.getByText('Titre professionnel Conseiller de vente').first().waitFor();
    await learnerPage
      .getByRole('region', { name: 'Planning' })
      .getByText('Aucune séance à venir pour le moment.')
      .waitFor();
    await expectNoAxeViolation(learnerPage, 'dashboard, enrolled, nothing scheduled');

    // The trainer of the training: only the trainers' sections; a lesson and a PDF for the session.
    const trainerPage = await newPage();
    await signInMember(trainerPage, trainer);
    const nav = trainerPage.getByRole('navigation', { name: 'Sections de l’espace de l’équipe' });
    expect(await nav.getByRole('link', { name: 'Demandes et support' }).count()).toBe(0);
    await trainerPage.getByRole('link', { name: 'Ressources pédagogiques', exact: true }).click();
    const schedule = trainerPage.getByRole('region', {
      name: 'Programmer une séance pour toute la session',
    });
    await schedule.waitFor();
    await expectNoAxeViolation(trainerPage, 'resources, trainer');
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await schedule.getByLabel('Intitulé').fill('Argumenter et conclure la vente');
    await schedule.getByLabel('Date').fill(day);
    await schedule.getByLabel('Début (heure de Paris)').fill('09:00');
    await schedule.getByLabel('Fin (heure de Paris)').fill('12:30');
    await schedule
      .getByLabel('Lien de la classe virtuelle (facultatif)')
      .fill('http://visio.horizon-competences.example/cv');
    await schedule
      .getByRole('button', { name: 'Programmer une séance pour toute la session' })
      .click();
    await schedule
      .getByText('Le lien de la classe virtuelle doit commencer par https://')
      .waitFor();
    await expectNoAxeViolation(trainerPage, 'lesson refused');
    expect(await schedule.getByLabel('Intitulé').inputValue()).toBe(
      'Argumenter et conclure la vente',
    );
    await schedule
      .getByLabel('Lien de la classe virtuelle (facultatif)')
      .fill('https://visio.horizon-competences.example/cv');
    await schedule
      .getByRole('button', { name: 'Programmer une séance pour toute la session' })
      .click();
    expect((await shownToast(trainerPage)).title).toMatch(
      /^Séance programmée pour \d+\sapprenants?\.$/,
    );

    const documents = trainerPage.getByRole('region', { name: 'Documents de la session' });
    await documents.getByLabel('Titre du document').fill('Convocation à la session');
    await documents.getByLabel('Fichier PDF').setInputFiles({
      name: 'convocation.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pngBytes()),
    });
    await documents.getByRole('button', { name: 'Déposer le document' }).click();
    await documents.getByText(/Ce fichier n’est pas un PDF/).waitFor();
    await expectNoAxeViolation(trainerPage, 'document refused');
    const pdf = Buffer.from(pdfBytes(4096));
    await documents.getByLabel('Fichier PDF').setInputFiles({
      name: 'convocation.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await documents.getByRole('button', { name: 'Déposer le document' }).click();
    // The lesson's toast may still be on screen: wait for this one by its words.
    await notificationRegion(trainerPage).getByText('Document déposé.').waitFor();
    await documents.getByText('Convocation à la session', { exact: true }).waitFor();
    await expectNoAxeViolation(trainerPage, 'resources, lesson and document added');

    // The learner sees the lesson in French time and opens the PDF through a one-minute link.
    await learnerPage.reload();
    const planning = learnerPage.getByRole('region', { name: 'Planning' });
    await planning.getByText('Argumenter et conclure la vente', { exact: true }).waitFor();
    await planning.getByText(/9\sh\s–\u2060?\s12\sh\s30/).waitFor();
    const shelf = learnerPage.getByRole('region', { name: 'Documents' });
    await shelf.getByText('Convocation à la session', { exact: true }).waitFor();
    await expectNoAxeViolation(learnerPage, 'dashboard, lesson and document');
    const [tab] = await Promise.all([
      learnerPage.context().waitForEvent('page'),
      shelf.getByRole('button', { name: /Convocation à la session/ }).click(),
    ]);
    const opened = await tab.waitForResponse((response) =>
      response.url().includes('/object/sign/'),
    );
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    // The browser's PDF viewer takes the body; the same one-minute link, fetched again, gives the upload.
    const again = await fetch(opened.url().replace(SUPABASE_ORIGIN, stack!.db.url));
    expect(Buffer.from(await again.arrayBuffer()).equals(pdf)).toBe(true);
    await tab.close();

    // The trainer of another training: neither the learner, nor the lesson, nor the document.
    const otherPage = await newPage();
    await signInMember(otherPage, otherTrainer);
    await otherPage.getByRole('link', { name: 'Suivi des apprenants', exact: true }).click();
    await otherPage.getByRole('heading', { name: /^Apprenants \(\d+\)$/ }).waitFor();
    await expectNoAxeViolation(otherPage, 'follow-up, trainer of another training');
    expect(await otherPage.getByText(learner.name).count()).toBe(0);
    await otherPage.getByRole('link', { name: 'Ressources pédagogiques', exact: true }).click();
    await otherPage.waitForURL('**/espace-formateur/ressources/');
    const training = otherPage.getByLabel('Formation');
    await training.locator('option').first().waitFor({ state: 'attached' });
    expect(await training.locator('option').allTextContents()).toEqual([
      'Titre professionnel Employé commercial',
    ]);
    expect(await otherPage.getByText('Convocation à la session').count()).toBe(0);
    expect(await otherPage.getByText('Argumenter et conclure la vente').count()).toBe(0);

    // Each write is in the journal, under its author.
    const { rows: journal } = await db.sql.query<{ actor_email: string; action: string }>(
      `select actor_email, action from public.team_audit
       where actor_email in ($1, $2) order by id`,
      [staff.email, trainer.email],
    );
    expect(journal).toEqual(
      expect.arrayContaining([
        { actor_email: staff.email, action: 'learner.invite' },
        { actor_email: trainer.email, action: 'lessons.insert' },
        { actor_email: trainer.email, action: 'learner_documents.insert' },
      ]),
    );
  });
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
