// The application form of /candidature in Chromium (docs/product.md §2.3, §5, §7, §8; docs/security.md §4, §5.1), both
// ways the site runs: without Supabase (the default dist/: 'Service indisponible' and the e-mail route)
// and with it (a build pointed at the local stack's loopback address, so that the browser's own network
// stack carries the uploads: throttling and upload progress are what a visitor gets): one row and one
// object per file, even over a slow link, after a double click, when the connection drops mid-upload
// or when the answer to the upload's last request is lost.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolationsOnceLaidOut } from '../support/axe.ts';
import { describeInBrowser, throttleLink, useE2eSite } from '../support/browser.ts';
import { launchBrowser } from '../../local/chromium.ts';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack.ts';
import {
  doubleClickLikeAPerson,
  hydratedForm,
  returningVisitor,
  sentConfirmation,
  shownToast,
  waitLikeAPerson,
} from '../support/forms-in-browser.ts';
import { pdfBytes, pngBytes } from '../../local/sample-files.ts';
import { startDistServer, type DistServer } from '../../local/serve-dist.ts';
import { buildSiteWithSupabase, type TemporaryBuild } from '../support/stored-site.ts';
import { APPLICATION_MESSAGES } from '../../src/features/application/messages.ts';
import { APPLICATION_OUTCOMES } from '../../src/features/application/messages-submit.ts';
import { CONTACT } from '../../src/config/site.ts';

const PATH = '/candidature/';
const TRAINING = 'Titre professionnel Conseiller de vente';
const MB = 1000 * 1000;
/** 1.6 Mbit/s, the slow mobile link, in bytes per second. */
const SLOW_LINK_BYTES_PER_SECOND = (1.6 * 1000 * 1000) / 8;

let files: { dir: string; cv4mb: string; letter: string; png: string };

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'hc-application-files-'));
  files = {
    dir,
    cv4mb: join(dir, 'CV été 2025 – Zoë.pdf'),
    letter: join(dir, 'lettre.pdf'),
    png: join(dir, 'photo.pdf'),
  };
  await writeFile(files.cv4mb, pdfBytes(4 * MB));
  await writeFile(files.letter, pdfBytes(120 * 1000));
  await writeFile(files.png, pngBytes(2048));
});
afterAll(async () => {
  await rm(files.dir, { recursive: true, force: true });
});

/** Fills the text fields and the training as a person would. */
async function fillFields(page: Page, email: string) {
  const form = await hydratedForm(page);
  await form.getByLabel('Prénom').fill('Zoë');
  await form.getByLabel('Nom', { exact: true }).fill('N’Diaye');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Formation souhaitée').selectOption(TRAINING);
  await form
    .getByLabel(/^Votre motivation/)
    .fill('Je veux évoluer vers le conseil.\nDisponible dès septembre.');
  return form;
}

describeInBrowser('sans Supabase', () => {
  const site = useE2eSite();

  test('erreurs en ligne, « CV manquant », fichier refusé, puis « Service indisponible » et la voie e-mail ; axe ne signale rien', async () => {
    const page = await site.newPage(returningVisitor(site.url('/')));
    try {
      await page.goto(site.url(PATH));
      const form = await hydratedForm(page);
      await waitLikeAPerson(page);
      await form.getByRole('button', { name: APPLICATION_MESSAGES.submit }).click();
      expect(await shownToast(page)).toEqual(APPLICATION_OUTCOMES.cvMissing);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('first_name');
      expect(await axeViolationsOnceLaidOut(page), 'axe with errors and a toast shown').toEqual([]);

      await form.getByLabel('CV').setInputFiles(files.png);
      await form.getByText(APPLICATION_MESSAGES.fileErrors['not-pdf']).waitFor();
      expect(
        await form.getByLabel('CV').evaluate((input: HTMLInputElement) => input.files?.length),
      ).toBe(0);

      await fillFields(page, 'zoe.ndiaye@exemple.fr');
      await form.getByLabel('CV').setInputFiles(files.letter);
      await form.getByRole('button', { name: APPLICATION_MESSAGES.submit }).click();
      await expect
        .poll(async () => (await shownToast(page)).title)
        .toBe(APPLICATION_OUTCOMES.unavailable.title);
      await form.getByRole('heading', { name: APPLICATION_OUTCOMES.mailRoute.title }).waitFor();
      expect(await form.getByText(CONTACT.email, { exact: true }).isVisible()).toBe(true);
      expect(await form.getByLabel('Prénom').inputValue()).toBe('Zoë');
      expect(
        await form.getByLabel('CV').evaluate((input: HTMLInputElement) => input.files?.length),
      ).toBe(1);
      expect(
        await axeViolationsOnceLaidOut(page),
        'axe with the e-mail route and a toast shown',
      ).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  test('sans JavaScript : le bouton dit qu’il ne peut pas envoyer (jamais « Chargement du formulaire… » pour toujours)', async () => {
    const page = await site.newPage({ javaScriptEnabled: false });
    try {
      await page.goto(site.url(PATH));
      const button = page.locator('main form button[type="submit"]');
      expect(await button.innerText()).toBe(APPLICATION_MESSAGES.needsScript);
      expect(await button.isDisabled()).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});

describeInBrowser('avec Supabase (pile locale)', () => {
  let stack: DbStack | undefined;
  let build: TemporaryBuild | undefined;
  let server: DistServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    stack = await startDbStack();
    build = await buildSiteWithSupabase(stack.url, stack.anonKey);
    server = await startDistServer({ root: build.outDir });
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await build?.remove();
    await stack?.stop();
  });

  const openForm = async () => {
    const context = await browser!.newContext(returningVisitor(server!.url));
    const page = await context.newPage();
    await page.goto(new URL(PATH, server!.url).href);
    return page;
  };

  /** The stored applications of an address, with their objects' sizes. */
  async function storedFor(email: string) {
    const { rows } = await stack!.sql.query<{
      id: string;
      cv_url: string;
      lettre_motivation_url: string | null;
      formation_souhaitee: string;
    }>(
      'select id, cv_url, lettre_motivation_url, formation_souhaitee from public.applications where email = $1',
      [email],
    );
    const { rows: objects } = await stack!.sql.query<{ name: string; size: string }>(
      "select name, metadata->>'size' as size from storage.objects where bucket_id = 'candidatures' and name like any($1) order by name",
      [rows.map((row) => `${row.id}/%`)],
    );
    return { rows, objects };
  }

  test('un CV de 4 Mo et une lettre sur une liaison à 1,6 Mbit/s : progression au moins toutes les 2 s, une ligne, deux objets', async () => {
    const page = await openForm();
    try {
      const email = 'zoe.lente@exemple.fr';
      const form = await fillFields(page, email);
      await form.getByLabel('CV').setInputFiles(files.cv4mb);
      await form.getByLabel(/^Lettre de motivation/).setInputFiles(files.letter);
      await form.getByText('CV été 2025 – Zoë.pdf').waitFor();
      await waitLikeAPerson(page);

      // Every change of a progress bar's value, with its time, as the page sees it.
      await page.evaluate(() => {
        const changes: Array<[number, string]> = [];
        (window as unknown as { progressChanges: typeof changes }).progressChanges = changes;
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.target instanceof HTMLProgressElement)
              changes.push([performance.now(), `${record.target.value}/${record.target.max}`]);
          }
        }).observe(document.body, {
          subtree: true,
          attributes: true,
          attributeFilter: ['value'],
          childList: true,
        });
      });
      await throttleLink(page, { bytesPerSecond: SLOW_LINK_BYTES_PER_SECOND, latencyMs: 150 });

      const started = Date.now();
      await form.getByRole('button', { name: APPLICATION_MESSAGES.submit }).click();
      await form
        .getByRole('progressbar', { name: APPLICATION_MESSAGES.progressLabel('CV') })
        .waitFor();
      expect((await sentConfirmation(page, 120_000)).title).toBe(
        APPLICATION_OUTCOMES.confirmation.title,
      );
      const seconds = (Date.now() - started) / 1000;

      const changes = await page.evaluate(
        () => (window as unknown as { progressChanges: Array<[number, string]> }).progressChanges,
      );
      const gaps = changes.slice(1).map(([time], index) => time - (changes[index]?.[0] ?? time));
      const longestGap = Math.max(...gaps);
      console.info(
        `4 MB CV + 120 KB letter at 1.6 Mbit/s: stored after ${seconds.toFixed(1)} s; ${changes.length} progress updates, longest gap ${(longestGap / 1000).toFixed(2)} s`,
      );
      expect(seconds, 'the throttle really slowed the upload').toBeGreaterThan(
        ((4 * MB) / SLOW_LINK_BYTES_PER_SECOND) * 0.8,
      );
      expect(changes.length).toBeGreaterThan(10);
      expect(longestGap).toBeLessThanOrEqual(2_000);

      const { rows, objects } = await storedFor(email);
      expect(rows).toEqual([
        {
          id: expect.any(String),
          cv_url: `${rows[0]?.id}/cv.pdf`,
          lettre_motivation_url: `${rows[0]?.id}/lettre.pdf`,
          formation_souhaitee: TRAINING,
        },
      ]);
      expect(objects).toEqual([
        { name: `${rows[0]?.id}/cv.pdf`, size: String(4 * MB) },
        { name: `${rows[0]?.id}/lettre.pdf`, size: String(120 * 1000) },
      ]);
      expect(await axeViolationsOnceLaidOut(page), 'axe with the confirmation shown').toEqual([]);
      // The confirmation offers an empty form for another application.
      await page.getByRole('button', { name: APPLICATION_OUTCOMES.confirmation.again }).click();
      expect(await form.getByLabel('Prénom').inputValue()).toBe('');
      expect(
        await form.getByLabel('CV').evaluate((input: HTMLInputElement) => input.files?.length),
      ).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  test('connexion coupée au milieu du CV : l’envoi reprend seul là où il s’était arrêté, une ligne, un objet par fichier', async () => {
    const page = await openForm();
    try {
      const email = 'zoe.coupee@exemple.fr';
      const form = await fillFields(page, email);
      await form.getByLabel('CV').setInputFiles(files.cv4mb);
      await form.getByText('CV été 2025 – Zoë.pdf').waitFor();
      await waitLikeAPerson(page);
      const before = stack!.storage.patchOffsets().length;
      stack!.storage.cutNextPatchAfter(1.5 * MB);
      await form.getByRole('button', { name: APPLICATION_MESSAGES.submit }).click();
      expect((await sentConfirmation(page, 60_000)).title).toBe(
        APPLICATION_OUTCOMES.confirmation.title,
      );
      // The cut PATCH started at 0 (Chromium may resend it once at 0, which the server refuses with 409);
      // the upload then finished with a PATCH that started after the bytes already stored.
      const offsets = stack!.storage.patchOffsets().slice(before);
      expect(offsets[0]).toBe(0);
      expect(offsets.at(-1), 'the retry resumed after the bytes already stored').toBeGreaterThan(0);
      const { rows, objects } = await storedFor(email);
      expect(rows).toHaveLength(1);
      expect(objects).toEqual([{ name: `${rows[0]?.id}/cv.pdf`, size: String(4 * MB) }]);
    } finally {
      await page.context().close();
    }
  });

  test('la réponse au dernier envoi du CV se perd : le navigateur termine sur un HEAD (200, tout reçu), une candidature, un objet', async () => {
    const page = await openForm();
    try {
      const email = 'zoe.sans-reponse@exemple.fr';
      const form = await fillFields(page, email);
      await form.getByLabel('CV').setInputFiles(files.letter);
      await form.getByText('lettre.pdf').waitFor();
      await waitLikeAPerson(page);
      const before = stack!.storage.tusAnswers().length;
      stack!.storage.loseNextPatchAnswer();
      await form.getByRole('button', { name: APPLICATION_MESSAGES.submit }).click();
      expect((await sentConfirmation(page, 60_000)).title).toBe(
        APPLICATION_OUTCOMES.confirmation.title,
      );
      // The PATCH that carried the whole file got no answer; the library asked where the upload stood
      // and finished there, without creating a second upload (Chromium may resend the PATCH: 409).
      const answers = stack!.storage.tusAnswers().slice(before);
      expect(answers.filter((answer) => answer.method === 'POST')).toEqual([
        expect.objectContaining({ status: 201 }),
      ]);
      expect(answers.find((answer) => answer.method === 'PATCH')).toMatchObject({ status: 0 });
      expect(answers.at(-1)).toEqual({ method: 'HEAD', status: 200, offset: 120 * 1000 });
      const { rows, objects } = await storedFor(email);
      expect(rows).toHaveLength(1);
      expect(objects).toEqual([{ name: `${rows[0]?.id}/cv.pdf`, size: String(120 * 1000) }]);
    } finally {
      await page.context().close();
    }
  });

  test('un double clic sur « Envoyer ma candidature » : une seule candidature', async () => {
    const page = await openForm();
    try {
      const email = 'zoe.double@exemple.fr';
      const form = await fillFields(page, email);
      await form.getByLabel('CV').setInputFiles(files.letter);
      await form.getByText('lettre.pdf').waitFor();
      await waitLikeAPerson(page);
      await doubleClickLikeAPerson(form.getByRole('button', { name: APPLICATION_MESSAGES.submit }));
      expect((await sentConfirmation(page, 30_000)).title).toBe(
        APPLICATION_OUTCOMES.confirmation.title,
      );
      const { rows, objects } = await storedFor(email);
      expect(rows).toHaveLength(1);
      expect(objects).toHaveLength(1);
    } finally {
      await page.context().close();
    }
  });
});
