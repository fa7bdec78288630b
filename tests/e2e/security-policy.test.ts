// The Content-Security-Policy proven in the browser (a policy that blocks Astro's inline hydration
// scripts still scores A+ while the forms silently stop working): every page of the build, served with
// the netlify.toml headers, opened by a first-time visitor. Zero violation, zero console error, every
// island hydrated, whatever islands the pages hold. The same sweep over the build wired to Supabase is in
// request-forms.test.ts, which already builds it.
import { expect, test } from 'vitest';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';
import { DIST_DIR } from '../support/dist.ts';
import { checkPages, listPagePaths, policyProblems } from '../support/policy-in-browser.ts';
import { listRoutes, NOT_FOUND_PAGES } from '../../local/routes.ts';

describeInBrowser('Content-Security-Policy in Chromium', () => {
  const site = useE2eSite();

  test('chaque page : aucune violation de la politique, aucune erreur en console, chaque îlot hydraté', async () => {
    const paths = listPagePaths(DIST_DIR);
    expect(paths.length, 'every route and not-found page is built').toBeGreaterThanOrEqual(
      listRoutes().length + NOT_FOUND_PAGES.length,
    );

    const checks = await checkPages(site.browser(), site.url('/'), paths);

    expect(policyProblems(checks)).toEqual([]);
    expect(
      checks
        .filter((check) => !check.header?.includes("frame-ancestors 'none'"))
        .map((check) => check.path),
      'pages without the header policy',
    ).toEqual([]);
    const islands = checks.flatMap((check) => check.islands);
    // The sweep must have met every kind of island the site uses, the custom directive included.
    expect([...new Set(islands.map((island) => island.directive))]).toEqual(
      expect.arrayContaining(['consent', 'visible']),
    );
    console.info(
      `CSP in Chromium: ${checks.length} pages, ${islands.length} islands hydrated (${summarise(islands.map((island) => island.directive))}).`,
    );
  }, 300_000);
});

/** `consent ×32, visible ×4`: how many of each value. */
function summarise(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value} ×${count}`).join(', ');
}
