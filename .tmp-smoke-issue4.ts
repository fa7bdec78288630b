// Temporary smoke check (deleted after use).
import { chromium } from 'playwright-core';
import { startDistServer } from './tests/support/serve-dist.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium.ts';

const server = await startDistServer();
const base = (server as any).url ?? `http://127.0.0.1:${(server as any).port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const context = await browser.newContext();
const page = await context.newPage();
const requested: string[] = [];
page.on('request', (r) => requested.push(new URL(r.url()).pathname));
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));

await page.goto(`${base}/a-propos/`);
await page.getByRole('region', { name: 'Cookies et vie privée' }).waitFor({ timeout: 5000 });
console.log('first visit: banner shown; JS', requested.filter((p) => p.endsWith('.js')));
await page.getByRole('button', { name: 'Refuser' }).click();
console.log('stored', await page.evaluate(() => localStorage.getItem('cookieConsent')));

requested.length = 0;
await page.goto(`${base}/a-propos/`);
await page.waitForTimeout(1500);
console.log('returning: JS requested', requested.filter((p) => p.endsWith('.js')), 'banner visible', await page.getByRole('region', { name: 'Cookies et vie privée' }).count());
await page.getByRole('link', { name: 'Gérer les cookies' }).click();
await page.getByRole('region', { name: 'Cookies et vie privée' }).waitFor({ timeout: 5000 });
console.log('after settings click: url', new URL(page.url()).pathname, 'focused', await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby') ? 'banner' : document.activeElement?.tagName));
await page.getByRole('button', { name: 'Accepter' }).click();
console.log('stored', await page.evaluate(() => localStorage.getItem('cookieConsent')));

// Contact form, mail path (no Supabase env in this build).
requested.length = 0;
await page.goto(`${base}/contact/?subject=Demande_Coaching_Examen`);
await page.waitForFunction(() => (document.querySelector('input[name=subject]') as HTMLInputElement)?.value !== '');
console.log('subject', await page.inputValue('input[name=subject]'));
console.log('JS before interaction', requested.filter((p) => p.endsWith('.js')));
await page.evaluate(() => {
  // Record the mail navigation instead of leaving the page.
  Object.defineProperty(window, '__mail', { value: [], writable: true });
});
await page.waitForTimeout(3100);
await page.getByRole('button', { name: 'Envoyer' }).click();
await page.getByLabel('Nom et prénom').waitFor();
console.log('focused after empty submit', await page.evaluate(() => document.activeElement?.getAttribute('name')));
await page.getByLabel('Nom et prénom').fill('Zoë');
await page.getByLabel('E-mail').fill('zoe@example.fr');
await page.getByRole('textbox', { name: 'Message' }).fill('Bonjour & merci #1');
const nav = page.waitForRequest(() => true, { timeout: 3000 }).catch(() => null);
await page.getByRole('button', { name: 'Envoyer' }).click();
await page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Votre messagerie s’est ouverte').waitFor({ timeout: 5000 });
console.log('toast shown; status text:', await page.getByRole('status').last().textContent());
console.log('JS after submit', requested.filter((p) => p.endsWith('.js')));
await page.keyboard.press('F8');
console.log('F8 focus', await page.evaluate(() => document.activeElement?.getAttribute('aria-label')));
await page.keyboard.press('Escape');
console.log('toast after Escape', await page.getByRole('listitem').filter({ hasText: 'messagerie' }).count());
void nav;
await browser.close();
await server.close();
