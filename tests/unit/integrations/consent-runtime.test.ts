import { describe, expect, it } from 'vitest';
import { RUNTIME_ATTRIBUTE, moveConsentRuntime } from '~/integrations/consent-runtime';

// What Astro writes in a page with islands: the directives' scripts, then its island runtime.
const DIRECTIVE =
  '(()=>{var y=()=>{};(self.Astro||(self.Astro={})).consent=y;window.dispatchEvent(new Event("astro:consent"));})();';
const INTERACTION =
  '(()=>{(self.Astro||(self.Astro={})).interaction=()=>{};window.dispatchEvent(new Event("astro:interaction"));})();';
const RUNTIME =
  '(()=>{class f extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const banner =
  '<astro-island uid="b" component-url="/_astro/CookieBanner.js" client="consent"></astro-island>';
const form =
  '<astro-island uid="f" component-url="/_astro/ContactForm.js" client="interaction"></astro-island>';

const page = (islands: string, scripts: string[]) =>
  `<html><head><script type="module">menu()</script></head><body>${islands}<style>astro-island{display:contents}</style>` +
  `${scripts.map((code) => `<script>${code}</script>`).join('')}<script type="application/ld+json">{}</script></body></html>`;

describe('moveConsentRuntime', () => {
  it('remplace, sur une page dont le seul îlot est le bandeau, le runtime et la directive par le chargeur', () => {
    const moved = moveConsentRuntime(page(banner, [DIRECTIVE, RUNTIME]), 'load()');
    expect(moved).not.toBeNull();
    const { html, file } = moved!;
    expect(file.code).toBe(`${DIRECTIVE}\n${RUNTIME}`);
    expect(file.url).toMatch(/^\/_astro\/consent-runtime\.[\w-]{10}\.js$/);
    // Right after the banner, which it shows and listens to.
    expect(html).toContain(`${banner}<script ${RUNTIME_ATTRIBUTE}="${file.url}">load()</script>`);
    expect(html).not.toContain('astro-island",f');
    expect(html).not.toContain('astro:consent');
    // The page's own scripts and data stay.
    expect(html).toContain('<script type="module">menu()</script>');
    expect(html).toContain('<script type="application/ld+json">{}</script>');
  });

  it('nomme le fichier d’après son contenu : le même pour toutes les pages, un autre si le code change', () => {
    const first = moveConsentRuntime(page(banner, [DIRECTIVE, RUNTIME]), 'load()')!;
    const again = moveConsentRuntime(page(banner, [DIRECTIVE, RUNTIME]), 'other()')!;
    const changed = moveConsentRuntime(page(banner, [DIRECTIVE, `${RUNTIME};`]), 'load()')!;
    expect(again.file.url).toBe(first.file.url);
    expect(changed.file.url).not.toBe(first.file.url);
  });

  it('laisse telle quelle une page qui a un autre îlot (un formulaire a besoin du runtime)', () => {
    expect(
      moveConsentRuntime(page(banner + form, [DIRECTIVE, INTERACTION, RUNTIME]), 'load()'),
    ).toBeNull();
  });

  it('laisse telle quelle une page sans îlot', () => {
    expect(moveConsentRuntime(page('', []), 'load()')).toBeNull();
  });

  it('refuse une page dont Astro n’a pas écrit les scripts attendus (Astro a changé)', () => {
    expect(() => moveConsentRuntime(page(banner, [RUNTIME]), 'load()')).toThrow(/introuvable/);
  });
});
