// Audience measurement in Chromium, on a build with Matomo configured (a fake https origin answered by
// the test): matomo.js is never requested before 'Accepter', is requested right after it and on the
// next pages, never after 'Refuser', and the Content-Security-Policy lets exactly that origin through.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { describeInBrowser } from '../support/browser.ts';
import { launchBrowser } from '../../local/chromium.ts';
import { startDistServer, type DistServer } from '../../local/serve-dist.ts';
import { watchPolicy } from '../support/policy-in-browser.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const OUT_DIR = join(ROOT, '.tmp/dist-matomo');
const MATOMO = 'https://matomo.test';

describeInBrowser('mesure d’audience Matomo', () => {
  let server: DistServer;
  let browser: Browser;

  beforeAll(async () => {
    rmSync(OUT_DIR, { recursive: true, force: true });
    execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', OUT_DIR],
      {
        cwd: ROOT,
        env: { ...process.env, PUBLIC_MATOMO_URL: `${MATOMO}/`, PUBLIC_MATOMO_SITE_ID: '7' },
        stdio: 'ignore',
        timeout: 240_000,
      },
    );
    server = await startDistServer({ root: OUT_DIR });
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(OUT_DIR, { recursive: true, force: true });
  });

  /** A page whose requests to the Matomo origin are answered here and counted. */
  async function openPage(): Promise<{ page: Page; requested: string[] }> {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requested: string[] = [];
    await context.route(`${MATOMO}/**`, (route) => {
      requested.push(new URL(route.request().url()).pathname);
      const isScript = route.request().url().endsWith('.js');
      return route.fulfill({
        status: isScript ? 200 : 204,
        contentType: isScript ? 'text/javascript' : 'text/plain',
        body: isScript ? 'window.matomoLoaded = true;' : '',
      });
    });
    return { page, requested };
  }

  test('rien avant « Accepter », matomo.js juste après et aux visites suivantes, sans violation', async () => {
    const { page, requested } = await openPage();
    const policy = await watchPolicy(page);
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const banner = page.getByRole('region', { name: 'Cookies et vie privée' });
    await expect.poll(() => banner.textContent()).toContain('avec Matomo');
    expect(requested).toEqual([]);

    await banner.getByRole('button', { name: 'Accepter' }).click();
    await expect.poll(() => page.evaluate(() => 'matomoLoaded' in window)).toBe(true);
    expect(requested).toEqual(['/matomo.js']);

    await page.goto(`${server.url}/financement/`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.evaluate(() => 'matomoLoaded' in window)).toBe(true);
    expect(await policy.violations()).toEqual([]);
    expect(policy.errors).toEqual([]);
    await page.context().close();
  });

  test('« Refuser » : matomo.js n’est jamais demandé', async () => {
    const { page, requested } = await openPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page
      .getByRole('region', { name: 'Cookies et vie privée' })
      .getByRole('button', { name: 'Refuser' })
      .click();
    await page.goto(`${server.url}/contact/`, { waitUntil: 'networkidle' });
    expect(requested).toEqual([]);
    await page.context().close();
  });
});
