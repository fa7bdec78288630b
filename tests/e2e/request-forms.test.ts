// The registration, company and contact forms (docs/product.md §3, §5, §7, §8; docs/security.md §5.3) in Chromium, both ways
// the site can run: without Supabase (the default dist/: inline errors, then the mail program with an honest
// toast) and with it (a second build pointed at a local Postgres + PostgREST: one stored row, no mail).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { describeInBrowser, focusedControl, useE2eSite } from '../support/browser.ts';
import { launchBrowser } from '../../local/chromium.ts';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack.ts';
import {
  doubleClickLikeAPerson,
  hydratedForm,
  notificationRegion,
  recordMailto,
  returningVisitor,
  sentConfirmation,
  shownToast,
  waitLikeAPerson,
} from '../support/forms-in-browser.ts';
import { readMailto } from '../support/request-forms.ts';
import { syncCatalogue } from '../support/catalogue-fixture.ts';
import {
  checkPages,
  listPagePathsWithFeatureIslands,
  policyProblems,
  watchPolicy,
} from '../support/policy-in-browser.ts';
import { startDistServer, type DistServer } from '../../local/serve-dist.ts';
import {
  buildSiteWithSupabase,
  forwardOrigin,
  type TemporaryBuild,
} from '../support/stored-site.ts';
import { FORM_MESSAGES } from '../../src/components/form/messages.ts';
import { REQUEST_MESSAGES } from '../../src/features/requests/messages.ts';
import { TOASTS } from '../../src/features/toasts/store.ts';
import { CONTACT } from '../../src/config/site.ts';

/** What the visitor types (or picks, for a drop-down) in the field of that accessible name. */
interface Entry {
  label: string;
  value: string;
  pick?: true;
  /** A radio button or a checkbox, checked. */
  check?: true;
}

interface FormCase {
  name: string;
  path: string;
  /** Where the form sits when its page has several (/entreprises/: the quote, then this one). */
  within?: string;
  kind: 'inscription' | 'entreprise' | 'contact';
  entries: Entry[];
  /** Accessible name of the first field, where an empty submit puts the focus. */
  firstField: string;
  /** Error under each field after an empty submit, by field name. */
  emptyErrors: Record<string, string>;
  /** The mail the mail program opens without Supabase. */
  mail: { subject: string; body: string };
  /** What stays in place of the form once the request is stored. */
  confirmation: { title: string; description: string };
  /** Columns of the stored row. */
  row: Record<string, unknown>;
}

const EMAIL_REQUIRED = 'L’adresse e-mail est obligatoire.';
const PHONE_REQUIRED = 'Le numéro de téléphone est obligatoire.';
const MESSAGE_REQUIRED = 'Le message est obligatoire (5\u202f000\u00a0caractères au maximum).';

const FORMS: FormCase[] = [
  {
    name: 'inscription',
    path: '/formation/tp-conseiller-vente/',
    kind: 'inscription',
    entries: [
      { label: 'Être recontacté(e) pour une prochaine session', value: '', check: true },
      { label: 'Prénom', value: 'Zoë' },
      { label: 'Nom', value: 'N’Diaye' },
      { label: 'Date de naissance', value: '1995-04-12' },
      { label: 'Adresse', value: '12 rue des Lilas, 75011 Paris' },
      { label: 'E-mail', value: 'zoe.ndiaye@exemple.fr' },
      { label: 'Téléphone', value: '06 12 34 56 78' },
      { label: 'Modalité', value: 'Alternance', pick: true },
      { label: 'Situation actuelle', value: 'Demandeur d’emploi', pick: true },
      { label: 'Commentaires (facultatif)', value: 'Disponible dès septembre & motivée.' },
    ],
    // The session choice comes first: its first option, the content's first open session.
    firstField: 'Du 18 janvier 2027 au 15 octobre 2027',
    emptyErrors: {
      session_key: 'Choisissez une session, ou d’être recontacté(e) pour une prochaine session.',
      prenom: 'Le prénom est obligatoire.',
      nom: 'Le nom est obligatoire.',
      date_naissance: 'La date de naissance est obligatoire.',
      adresse: 'L’adresse est obligatoire.',
      email: EMAIL_REQUIRED,
      telephone: PHONE_REQUIRED,
      modalite: 'Choisissez une modalité.',
      situation: 'Choisissez votre situation.',
    },
    mail: {
      subject: 'Inscription Formation',
      body: [
        'Prénom\u00a0: Zoë',
        'Nom\u00a0: N’Diaye',
        'Date de naissance\u00a0: 12 avril 1995',
        'Adresse\u00a0: 12 rue des Lilas, 75011 Paris',
        'E-mail\u00a0: zoe.ndiaye@exemple.fr',
        'Téléphone\u00a0: 06 12 34 56 78',
        // The page's training, stated in the form.
        'Formation souhaitée\u00a0: Titre professionnel Conseiller de vente',
        'Session souhaitée\u00a0: Être recontacté(e) pour une prochaine session',
        'Modalité\u00a0: Alternance',
        'Situation actuelle\u00a0: Demandeur d’emploi',
        'Commentaires\u00a0: Disponible dès septembre & motivée.',
      ].join('\r\n'),
    },
    confirmation: {
      title: 'Demande d’inscription envoyée',
      description:
        'Un conseiller vous rappelle sous 48\u00a0heures ouvrées pour la suite de votre inscription.',
    },
    row: {
      email: 'zoe.ndiaye@exemple.fr',
      prenom: 'Zoë',
      nom: 'N’Diaye',
      date_naissance: '1995-04-12',
      adresse: '12 rue des Lilas, 75011 Paris',
      telephone: '06 12 34 56 78',
      formation: 'CV',
      training_title: 'Titre professionnel Conseiller de vente',
      session_key: null,
      waiting_list: false,
      modalite: 'alternance',
      situation: 'demandeur',
      commentaires: 'Disponible dès septembre & motivée.',
    },
  },
  {
    name: 'entreprise',
    path: '/entreprises/',
    within: '#contact-entreprise',
    kind: 'entreprise',
    entries: [
      { label: 'Entreprise', value: 'Boulangerie Martin & Fils' },
      { label: 'Nom du contact', value: 'Claire Martin' },
      { label: 'E-mail', value: 'claire.martin@exemple.fr' },
      { label: 'Téléphone', value: '01 84 80 42 10' },
      { label: 'Message', value: 'Nous cherchons deux apprentis\npour la rentrée.' },
    ],
    firstField: 'Entreprise',
    emptyErrors: {
      entreprise: 'Le nom de l’entreprise est obligatoire.',
      contact: 'Le nom du contact est obligatoire.',
      email: EMAIL_REQUIRED,
      telephone: PHONE_REQUIRED,
      message: MESSAGE_REQUIRED,
    },
    mail: {
      subject: 'Contact Entreprise',
      body: [
        'Entreprise\u00a0: Boulangerie Martin & Fils',
        'Nom du contact\u00a0: Claire Martin',
        'E-mail\u00a0: claire.martin@exemple.fr',
        'Téléphone\u00a0: 01 84 80 42 10',
        'Message\u00a0:',
        'Nous cherchons deux apprentis',
        'pour la rentrée.',
      ].join('\r\n'),
    },
    confirmation: {
      title: 'Demande envoyée',
      description: 'Un chargé de relations entreprises vous répond sous 48\u00a0heures ouvrées.',
    },
    row: {
      email: 'claire.martin@exemple.fr',
      entreprise: 'Boulangerie Martin & Fils',
      contact: 'Claire Martin',
      telephone: '01 84 80 42 10',
      message: 'Nous cherchons deux apprentis\npour la rentrée.',
    },
  },
  {
    name: 'contact',
    path: '/contact/',
    kind: 'contact',
    entries: [
      { label: 'Nom et prénom', value: 'Lucas Petit' },
      { label: 'E-mail', value: 'lucas.petit@exemple.fr' },
      { label: 'Sujet', value: 'Dates de la prochaine session' },
      { label: 'Message', value: 'Bonjour,\nquelles sont les dates ?' },
    ],
    firstField: 'Nom et prénom',
    emptyErrors: {
      name: 'Le nom est obligatoire.',
      email: EMAIL_REQUIRED,
      subject: 'Le sujet est obligatoire.',
      message: MESSAGE_REQUIRED,
    },
    mail: {
      subject: 'Dates de la prochaine session',
      body: [
        'Nom et prénom\u00a0: Lucas Petit',
        'E-mail\u00a0: lucas.petit@exemple.fr',
        'Sujet\u00a0: Dates de la prochaine session',
        'Message\u00a0:',
        'Bonjour,',
        'quelles sont les dates ?',
      ].join('\r\n'),
    },
    confirmation: {
      title: 'Message envoyé',
      description: 'Notre équipe vous répond sous 48\u00a0heures ouvrées.',
    },
    row: {
      email: 'lucas.petit@exemple.fr',
      name: 'Lucas Petit',
      subject: 'Dates de la prochaine session',
      message: 'Bonjour,\nquelles sont les dates ?',
    },
  },
];

/** Types and picks every entry, as a visitor would. */
async function fillForm(form: Locator, entries: Entry[]): Promise<void> {
  for (const { label, value, pick, check } of entries) {
    const field = form.getByLabel(label, { exact: true });
    if (check) await field.check();
    else if (pick) await field.selectOption({ label: value });
    else await field.fill(value);
  }
}

/** The error message tied (aria-describedby) to each control marked aria-invalid, by control name. */
function shownErrors(form: Locator): Promise<Record<string, string>> {
  return form.evaluate((element) =>
    Object.fromEntries(
      Array.from(element.querySelectorAll('[aria-invalid="true"]'), (control) => [
        // A radio group's fieldset carries aria-invalid for its radios: their name is the field's.
        control.getAttribute('name') ?? control.querySelector('[name]')?.getAttribute('name'),
        // A radio is described by its facts too: the error is the description ending in -error.
        document.getElementById(
          (control.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .find((id) => id.endsWith('-error')) ?? '',
        )?.textContent ?? '(no aria-describedby message)',
      ]),
    ),
  );
}

/** Opens the form's page as a returning visitor (no cookie banner over the form), ready to submit. */
async function openForm(page: Page, url: string, within?: string): Promise<Locator> {
  await page.goto(url);
  const form = await hydratedForm(page, within);
  await waitLikeAPerson(page);
  return form;
}

const submitButton = (form: Locator) => form.getByRole('button', { name: FORM_MESSAGES.submit });

describeInBrowser('request forms without Supabase (mail program)', () => {
  const site = useE2eSite();
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  test.each(FORMS)(
    '$name ($path) : erreurs en ligne sur envoi vide, puis une seule messagerie ouverte et un toast honnête',
    async (form) => {
      page = await site.newPage(returningVisitor(site.url('/')));
      const mailto = recordMailto(page);
      const policy = await watchPolicy(page);
      const element = await openForm(page, site.url(form.path), form.within);

      await submitButton(element).click();
      await expect.poll(() => shownErrors(element)).toEqual(form.emptyErrors);
      expect(await focusedControl(page), 'focus on the first invalid field').toMatchObject({
        name: form.firstField,
      });
      expect(mailto, 'no mail program for an invalid form').toEqual([]);

      await fillForm(element, form.entries);
      await doubleClickLikeAPerson(submitButton(element));
      expect(await shownToast(page)).toEqual(REQUEST_MESSAGES.mailOpened);
      expect(await shownErrors(element), 'errors cleared').toEqual({});
      expect(mailto, 'one mail program for a double click').toHaveLength(1);
      expect(readMailto(mailto[0]!)).toEqual({
        to: CONTACT.email,
        keys: ['subject', 'body'],
        ...form.mail,
      });
      expect({ violations: await policy.violations(), errors: policy.errors }).toEqual({
        violations: [],
        errors: [],
      });
    },
  );
});

describeInBrowser('request forms with Supabase (stored requests)', () => {
  /**
   * Origin the second build is given as its Supabase URL; the browser's requests to it reach the local stack.
   * https like a real project: the policy's upgrade-insecure-requests would turn http into https anyway.
   */
  const SUPABASE_ORIGIN = 'https://supabase.test';
  let stack: DbStack | undefined;
  let build: TemporaryBuild | undefined;
  let server: DistServer | undefined;
  let browser: Browser | undefined;
  let page: Page;

  beforeAll(async () => {
    stack = await startDbStack();
    build = await buildSiteWithSupabase(SUPABASE_ORIGIN, stack.anonKey);
    // What the hourly sync-catalogue does on Supabase: a registration names a training of the mirror.
    await syncCatalogue(
      stack.sql,
      JSON.parse(readFileSync(join(build.outDir, 'catalogue.json'), 'utf8')) as unknown,
    );
    server = await startDistServer({ root: build.outDir });
    browser = await launchBrowser();
  }, 200_000);

  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.close()]);
    await Promise.allSettled([build?.remove(), stack?.stop()]);
  });

  afterEach(async () => {
    await page?.context().close();
  });

  /** Every stored request of a kind, as staff would read it (superuser, server-owned columns left out). */
  async function storedRequests(kind: FormCase['kind']): Promise<Record<string, unknown>[]> {
    const { rows } = await stack!.sql.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(request) - 'id' - 'created_at' as row from public.contact_requests request where kind = $1`,
      [kind],
    );
    return rows.map(({ row }) => row);
  }

  test.each(FORMS)(
    '$name ($path) : demande enregistrée une seule fois malgré un double clic, la confirmation à la place du formulaire, pas de messagerie',
    async (form) => {
      const context = await browser!.newContext(returningVisitor(server!.url));
      await forwardOrigin(context, SUPABASE_ORIGIN, stack!.url);
      page = await context.newPage();
      const mailto = recordMailto(page);
      const policy = await watchPolicy(page);
      const element = await openForm(page, `${server!.url}${form.path}`, form.within);

      await fillForm(element, form.entries);
      await doubleClickLikeAPerson(submitButton(element));
      // Not its focus: the double click's second press may land on the confirmation's text, which takes
      // the focus away as any click does (the single send below checks the focus).
      const { focused: _, ...shown } = await sentConfirmation(page);
      expect(shown).toEqual(form.confirmation);

      const rows = await storedRequests(form.kind);
      expect(rows, `${form.kind} rows`).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: form.kind, handled: false, ...form.row });
      expect(mailto, 'no mail program when the request is stored').toEqual([]);
      // The request went to the Supabase origin: the policy's connect-src allowed it.
      expect({ violations: await policy.violations(), errors: policy.errors }).toEqual({
        violations: [],
        errors: [],
      });
    },
  );

  test('envoi 1 s après le chargement : formulaire vide → erreurs des champs, jamais de succès ; rempli et envoyé aussitôt (robot scripté) → rien d’enregistré, saisie gardée, dit honnêtement', async () => {
    const contact = FORMS.find((form) => form.kind === 'contact')!;
    const context = await browser!.newContext(returningVisitor(server!.url));
    await forwardOrigin(context, SUPABASE_ORIGIN, stack!.url);
    // The page reads 1 s since its load whatever the machine's pace: the time trap's view, made certain.
    await context.addInitScript(() => {
      Object.defineProperty(performance, 'now', { value: () => 1000 });
    });
    page = await context.newPage();
    const storedBefore = (await storedRequests('contact')).length;
    await page.goto(`${server!.url}${contact.path}`);
    const element = await hydratedForm(page);

    await submitButton(element).click();
    await expect.poll(() => shownErrors(element)).toEqual(contact.emptyErrors);
    expect(await notificationRegion(page).getByRole('listitem').count(), 'no toast').toBe(0);

    await fillForm(element, contact.entries);
    await submitButton(element).click();
    expect(await shownToast(page)).toEqual(FORM_MESSAGES.notSent);
    expect(await page.locator('main p[tabindex="-1"]').count(), 'no confirmation').toBe(0);
    expect(await element.getByLabel(contact.firstField, { exact: true }).inputValue()).not.toBe('');
    expect(await storedRequests('contact'), 'nothing stored').toHaveLength(storedBefore);
  });

  test('la confirmation reste en place une fois les notifications parties', async () => {
    const company = FORMS.find((form) => form.kind === 'entreprise')!;
    const context = await browser!.newContext(returningVisitor(server!.url));
    await forwardOrigin(context, SUPABASE_ORIGIN, stack!.url);
    page = await context.newPage();
    const element = await openForm(page, `${server!.url}${company.path}`, company.within);
    await fillForm(element, company.entries);
    await submitButton(element).click();
    expect(await sentConfirmation(page)).toEqual({ ...company.confirmation, focused: true });
    // A toast lasts 5 s at most (src/features/toasts/store.ts): the confirmation outlives them all.
    await page.waitForTimeout(TOASTS.durationMs + 1000);
    expect((await sentConfirmation(page)).title).toBe(company.confirmation.title);
  });

  // Every page is swept under the policy on the default build (security-policy.test.ts); here, the pages
  // whose islands may call Supabase, so that its origin is proved allowed where it is used.
  test('chaque page du site relié à Supabase dont un îlot peut l’appeler : aucune violation de la politique, aucune erreur en console, chaque îlot hydraté', async () => {
    const checks = await checkPages(
      browser!,
      server!.url,
      listPagePathsWithFeatureIslands(build!.outDir),
      (context) => forwardOrigin(context, SUPABASE_ORIGIN, stack!.url),
    );
    expect(policyProblems(checks)).toEqual([]);
    const islands = checks.flatMap((check) => check.islands).length;
    expect(islands, 'islands met').toBeGreaterThan(checks.length);
    console.info(
      `CSP in Chromium, build wired to Supabase: ${checks.length} pages, ${islands} islands hydrated.`,
    );
  }, 300_000);
});
