// What Chromium downloads, brotli as Netlify serves it, HTTP cache off (issue: first visit under 50 KiB):
// a page without a form costs ≤ 50 KiB on a first visit and no framework JavaScript, a returning visitor
// (cookieConsent stored) downloads no JavaScript (list pages: their filter enhancer only); a page with a
// form loads ≤ 70 KiB of JavaScript before any interaction and ≤ 80 KiB once a field has had focus.
// tests/site/budgets.test.ts checks the same from the files of dist/; `npm run page-weights`
// prints these figures for every route.
import { describe, expect, test } from 'vitest';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';
import { recordWeight, returningVisitor, settle, weighPage } from '../../local/page-weight.ts';
import { listRoutes, routeFile } from '../../local/routes.ts';
import { loadDocument, requireDist } from '../support/dist.ts';

requireDist();

const KIB = 1024;
const BUDGETS = {
  firstVisitWithoutForm: 50 * KIB,
  /** The list pages' filter enhancer (src/features/list-filters/list-filter.ts), a plain script. */
  enhancerJs: 2 * KIB,
  formJsBeforeInteraction: 70 * KIB,
  formJsAfterFirstFocus: 80 * KIB,
  /** The learner sign-in page: its form loads on first use, or at once for a returning learner. */
  signInFirstVisit: 30 * KIB,
};

/** Islands that a visitor's action hydrates, or that hydrate on their own: any but the banner and the toasts. */
const FORM_ISLAND = 'astro-island:not([client="consent"]):not([client="toast"])';

const routes = listRoutes()
  .filter((route) => !route.isPrivate)
  .map((route) => ({
    path: route.path,
    hasForm: loadDocument(routeFile(route.path)).querySelector(FORM_ISLAND) !== null,
  }));
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

describeInBrowser('poids des pages dans Chromium', () => {
  const site = useE2eSite();

  // Two routes at a time: most of a test is waiting for the network to go quiet (see settle).
  test.concurrent.for(routes.filter((route) => !route.hasForm))(
    '$path (sans formulaire) : première visite ≤ 50 KiB sans JavaScript de framework ; visite de retour sans JavaScript hors filtre',
    { timeout: 60_000 },
    async ({ path }, { expect }) => {
      const first = await weighPage(site.browser(), site.url(path));
      expect(first.total, `first visit: ${kib(first.total)}`).toBeLessThanOrEqual(
        BUDGETS.firstVisitWithoutForm,
      );
      // React alone is ~57 KiB: 2 KiB of JavaScript at most means no framework code.
      const scripts = first.files.filter((file) => file.kind === 'js').map((file) => file.path);
      expect(first.bytes.js, `first visit: ${scripts.join(', ')}`).toBeLessThanOrEqual(
        BUDGETS.enhancerJs,
      );
      // Astro's island runtime waits for the banner to be used (src/integrations/consent-runtime.ts).
      expect(scripts.join(' ')).not.toContain('consent-runtime');

      const returning = await weighPage(
        site.browser(),
        site.url(path),
        returningVisitor(site.url('/')),
      );
      expect(returning.bytes.js, 'returning visit').toBeLessThanOrEqual(BUDGETS.enhancerJs);
      expect(returning.files.map((file) => file.path).join(' ')).not.toContain('consent-runtime');
    },
  );

  describe.each(routes.filter((route) => route.hasForm))('$path (formulaire)', ({ path }) => {
    test('≤ 70 KiB de JavaScript avant toute interaction, ≤ 80 KiB après le premier focus', async () => {
      // A first visit: the cookie banner is shown but costs nothing until used.
      const context = await site.browser().newContext();
      try {
        const page = await context.newPage();
        const weight = await recordWeight(page);
        await page.goto(site.url(path));
        await settle(page);
        const before = await weight();
        expect(before.bytes.js, `before: ${kib(before.bytes.js)}`).toBeLessThanOrEqual(
          BUDGETS.formJsBeforeInteraction,
        );

        // The form's first field, scrolled to and focused as a visitor would: its island hydrates and
        // fetches its validation rules.
        const field = page.locator(`${FORM_ISLAND} form input:not([type="hidden"])`).first();
        await field.scrollIntoViewIfNeeded();
        await field.focus();
        await settle(page);
        const after = await weight();
        expect(after.bytes.js, `after first focus: ${kib(after.bytes.js)}`).toBeLessThanOrEqual(
          BUDGETS.formJsAfterFirstFocus,
        );
      } finally {
        await context.close();
      }
    }, 60_000);
  });

  test('/espace-apprenant/ : première visite ≤ 30 KiB, le formulaire de connexion se charge au premier usage', async () => {
    const first = await weighPage(site.browser(), site.url('/espace-apprenant/'));
    expect(first.total, `first visit: ${kib(first.total)}`).toBeLessThanOrEqual(
      BUDGETS.signInFirstVisit,
    );
  });
});
