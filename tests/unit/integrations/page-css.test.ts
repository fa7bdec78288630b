import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuiltModules, inlinePageCss, pageVocabulary } from '~/integrations/page-css';
import { deferModuleScripts } from '~/integrations/idle-module-scripts';
import { indexStylesheet } from '~/integrations/page-css-rules';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const SITE_CSS =
  '@layer base{body{margin:0}}@layer utilities{.flex{display:flex}.text-red-700{color:#b91c1c}.hidden{display:none}}';
const stylesheets = new Map([['/_astro/site.css', indexStylesheet(SITE_CSS)]]);

// A built island: its component imports a shared chunk; the renderer (React) has its own words.
const assets = mkdtempSync(join(tmpdir(), 'page-css-'));
writeFileSync(
  join(assets, 'Form.js'),
  'import{a}from"./shared.js";export default()=>a("p",{className:"text-red-700"});',
);
writeFileSync(join(assets, 'shared.js'), 'export const a=(t,p)=>[t,p];');
writeFileSync(join(assets, 'client.js'), 'import"./shared.js";const x="hidden";');
afterAll(() => rmSync(assets, { recursive: true, force: true }));

const page = (body: string) =>
  '<html><head><meta http-equiv="content-security-policy" content="default-src \'none\'; ' +
  "script-src 'self' 'sha256-site1=' 'sha256-site2='; style-src 'self' 'sha256-site3='\">" +
  `<link rel="stylesheet" href="/_astro/site.css"></head><body>${body}</body></html>`;

describe('pageVocabulary', () => {
  it('ajoute aux classes de la page les mots du code de ses îlots, hors moteur de rendu', async () => {
    const html = page(
      '<div class="flex"><astro-island component-url="/_astro/Form.js" renderer-url="/_astro/client.js" client="visible"></astro-island></div>',
    );
    const vocabulary = await pageVocabulary(html, new BuiltModules(assets));
    expect(vocabulary.classNames.has('flex')).toBe(true);
    expect(vocabulary.classNames.has('text-red-700')).toBe(true);
    expect(vocabulary.elements.has('p')).toBe(true);
    // Only the renderer's code says "hidden": not the island's.
    expect(vocabulary.classNames.has('hidden')).toBe(false);
  });

  it('suit le module qu’un script de la page importe une fois la page chargée', async () => {
    const html = page(deferModuleScripts('<script type="module" src="/_astro/Form.js"></script>'));
    const vocabulary = await pageVocabulary(html, new BuiltModules(assets));
    expect(vocabulary.classNames.has('text-red-700')).toBe(true);
  });
});

describe('inlinePageCss', () => {
  it('remplace la feuille liée par la CSS de la page et ne hache que ses scripts et styles', async () => {
    const html = page('<p class="flex">Texte</p><script>go()</script>');
    const result = inlinePageCss(
      html,
      stylesheets,
      await pageVocabulary(html, new BuiltModules(assets)),
    );
    const css = '@layer base{body{margin:0}}@layer utilities{.flex{display:flex}}';
    expect(result).toContain(`<style data-page-css>${css}</style>`);
    expect(result).not.toContain('<link rel="stylesheet"');
    expect(result).toContain(`script-src 'self' ${hash('go()')}; style-src 'self' ${hash(css)}"`);
    expect(result).not.toContain('sha256-site');
  });
});
