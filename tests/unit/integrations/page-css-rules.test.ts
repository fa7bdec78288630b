import { describe, expect, it } from 'vitest';
import { indexStylesheet, pageStylesheet, vocabularyOf } from '~/integrations/page-css-rules';

// A site stylesheet as Tailwind writes it, minified: custom properties, base, then utilities.
const SITE_CSS = [
  '/*! tailwindcss */',
  '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-font-weight:initial;--tw-shadow:0 0 #0000}}}',
  '@layer theme{:root,:host{--color-brand-700:#1a4fb0;--color-ink:#172033;--text-sm:.875rem;--text-sm--line-height:calc(1.25 / .875);--font-sans:"Inter";--default-font-family:var(--font-sans)}}',
  '@layer base{html{font-family:var(--default-font-family)}h2{font-size:inherit}}',
  '@layer components{.container-page{margin-inline:auto}}',
  '@layer utilities{.text-brand-700{color:var(--color-brand-700)}.font-bold{--tw-font-weight:700;font-weight:700}.text-sm{font-size:var(--text-sm);line-height:var(--tw-leading,var(--text-sm--line-height))}',
  '.aria-\\[current\\=page\\]\\:underline[aria-current=page]{text-decoration-line:underline}',
  '.prose :where(blockquote):not(:where([class~=not-prose],[class~=not-prose] *)){font-style:italic}',
  '.prose :where(h1,h2,th):not(:where([class~=not-prose],[class~=not-prose] *)){color:var(--color-ink)}',
  '@media (width>=48rem){.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}}',
  '@media (width>=96rem){.\\32 xl\\:px-3{padding-inline:.75rem}}}',
  '@property --tw-font-weight{syntax:"*";inherits:false}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
].join('');

const index = indexStylesheet(SITE_CSS);
const cssFor = (body: string) =>
  pageStylesheet(index, vocabularyOf(`<html><body>${body}</body></html>`));

describe('vocabularyOf', () => {
  it('lit les classes des attributs class et les noms des éléments', () => {
    expect([
      ...vocabularyOf('<p class="[&amp;_mark]:bg-accent-100 a&#39;b"></p>').classNames,
    ]).toEqual(['[&_mark]:bg-accent-100', "a'b"]);
    const page = vocabularyOf(
      '<main class="md:grid-cols-2  prose"><svg class="size-6"></svg><h2>Titre</h2></main>',
    );
    expect([...page.classNames].sort()).toEqual(['md:grid-cols-2', 'prose', 'size-6']);
    expect([...page.elements].sort()).toEqual(['h2', 'main', 'svg']);
  });
});

describe('pageStylesheet', () => {
  it('garde de la couche de base les règles des éléments de la page', () => {
    const css = cssFor('<p>Texte</p>');
    expect(css).toContain('@layer base{html{font-family:var(--default-font-family)}}');
    expect(css).not.toContain('@layer components');
    expect(css).not.toContain('.text-brand-700');
    expect(cssFor('<h2>Titre</h2>')).toContain(
      '@layer base{html{font-family:var(--default-font-family)}h2{font-size:inherit}}',
    );
    expect(cssFor('<div class="container-page"></div>')).toContain(
      '@layer components{.container-page{margin-inline:auto}}',
    );
  });

  it('ne garde que les utilitaires des classes de la page, échappements compris', () => {
    const css = cssFor(
      '<a class="text-brand-700 aria-[current=page]:underline 2xl:px-3" aria-current="page">Accueil</a>',
    );
    expect(css).toContain('.text-brand-700{color:var(--color-brand-700)}');
    expect(css).toContain('.aria-\\[current\\=page\\]\\:underline[aria-current=page]');
    expect(css).toContain('@media (width>=96rem){.\\32 xl\\:px-3{padding-inline:.75rem}}');
    expect(css).not.toContain('font-weight:700');
    // A media query none of whose rules is kept is left out whole.
    expect(css).not.toContain('(width>=48rem)');
  });

  it('ne garde que les propriétés personnalisées mentionnées, en suivant leurs valeurs', () => {
    const css = cssFor('<p class="text-sm">Petit</p>');
    expect(css).toContain('--text-sm:.875rem;--text-sm--line-height:calc(1.25 / .875)');
    // Read by the base layer (html font-family), through --default-font-family.
    expect(css).toContain('--font-sans:"Inter";--default-font-family:var(--font-sans)');
    expect(css).not.toContain('--color-brand-700');
    expect(css).not.toContain('@property --tw-font-weight');
    expect(css).not.toContain('@layer properties');

    const bold = cssFor('<p class="font-bold">Gras</p>');
    expect(bold).toContain('@property --tw-font-weight{syntax:"*";inherits:false}');
    expect(bold).toContain('*,:before{--tw-font-weight:initial}');
    expect(bold).not.toContain('--tw-shadow');
  });

  it('ne garde une règle de texte éditorial que si la page a ses éléments', () => {
    const withoutQuote = cssFor('<article class="prose"><h2>Titre</h2></article>');
    expect(withoutQuote).not.toContain('blockquote');
    // `:where(h1,h2,th)` needs any of them: kept.
    expect(withoutQuote).toContain(':where(h1,h2,th)');
    expect(cssFor('<article class="prose"><blockquote>Citation</blockquote></article>')).toContain(
      ':where(blockquote)',
    );
  });

  it('garde l’ordre de la feuille du site (la cascade ne change pas)', () => {
    const css = cssFor('<p class="font-bold text-brand-700 md:grid-cols-2">x</p>');
    const positions = ['.text-brand-700', '.font-bold', '.md\\:grid-cols-2'].map((rule) =>
      css.indexOf(rule),
    );
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions.every((position) => position >= 0)).toBe(true);
  });

  it('coupe une fois par combinaison de noms de la feuille, et refait la coupe pour une autre', () => {
    const fresh = indexStylesheet(SITE_CSS);
    const cut = (body: string) =>
      pageStylesheet(fresh, vocabularyOf(`<html><body>${body}</body></html>`));
    const quote = cut(
      '<div class="prose"><blockquote>x</blockquote><em class="other">y</em></div>',
    );
    // Same names of the stylesheet (classes and elements it has rules for), other words: same cut.
    expect(cut('<div class="prose unknown"><blockquote>z</blockquote></div>')).toBe(quote);
    expect(fresh.cuts.size).toBe(1);
    // One element or one class more or less that a rule tests: a cut of its own.
    const paragraph = cut('<div class="prose"><p>x</p></div>');
    const bold = cut('<div class="prose font-bold"><blockquote>x</blockquote></div>');
    expect(quote).toContain('blockquote');
    expect(paragraph).not.toContain('blockquote');
    expect(bold).toContain('font-weight:700');
    expect(quote).not.toContain('font-weight:700');
    expect(fresh.cuts.size).toBe(3);
  });
});
