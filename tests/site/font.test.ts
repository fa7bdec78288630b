// The self-hosted font (issue: first visit under 50 KiB): one subset file, preloaded, declared with the
// ranges of src/config/font-subset.ts, and covering every character a visitor can read on the site (a
// character outside would be drawn in the fallback font, in the middle of a word).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_SUBSET } from '../../src/config/font-subset';
import {
  distFileFor,
  listHtmlFiles,
  loadDocument,
  readDistFile,
  requireDist,
} from '../support/dist';

requireDist();

const KIB = 1024;
const FONT_BUDGET = 25 * KIB;

const inSubset = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return FONT_SUBSET.ranges.some(([first, last]) => code >= first && code <= last);
};

/** The code point ranges of a CSS `unicode-range` (`U+20-7E, U+178, …`). */
function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first, 16), parseInt(last, 16)];
  });
}

/** Characters of `text` the font lacks (whitespace the browser collapses is ignored). */
const missing = (text: string) =>
  [...new Set(text.replace(/[\n\r\t]/g, ''))].filter((character) => !inSubset(character));

const home = loadDocument('index.html');
// The page's own CSS (src/integrations/page-css.ts), where the @font-face is.
const stylesheet = home.querySelector('style[data-page-css]')?.textContent ?? '';
const fontFaces = stylesheet.match(/@font-face\{[^}]*\}/g) ?? [];

describe('police Inter en sous-ensemble', () => {
  it('une seule @font-face, sur les plages de FONT_SUBSET, graisses 400 à 800, sans décalage', () => {
    expect(fontFaces).toHaveLength(1);
    const face = fontFaces[0] ?? '';
    const declared = /unicode-range:([^;}]+)/.exec(face)?.[1] ?? '';
    expect(parseUnicodeRange(declared)).toEqual(FONT_SUBSET.ranges);
    expect(face).toMatch(/font-display:optional/);
    expect(face).toMatch(
      new RegExp(`font-weight:${FONT_SUBSET.weights.min} ${FONT_SUBSET.weights.max}`),
    );
  });

  it('le fichier servi pèse ≤ 25 KiB et chaque page le précharge', () => {
    const url = /url\(([^)]+\.woff2)\)/.exec(fontFaces[0] ?? '')?.[1] ?? '';
    const file = distFileFor(url);
    expect(file, `${url} in dist/`).not.toBeNull();
    expect(readDistFile(file ?? '').length).toBeLessThanOrEqual(FONT_BUDGET);
    for (const page of listHtmlFiles()) {
      const preload = loadDocument(page).querySelector('link[rel="preload"][as="font"]');
      expect(preload?.getAttribute('href'), page).toBe(url);
    }
  });

  it('chaque caractère des pages construites est dans le sous-ensemble', () => {
    const outside = listHtmlFiles().flatMap((page) => {
      const body = loadDocument(page).body.cloneNode(true) as HTMLElement;
      for (const code of body.querySelectorAll('script, style')) code.remove();
      return missing(body.textContent ?? '').map((character) => `${page}: ${character}`);
    });
    expect(outside).toEqual([]);
  });

  it('chaque caractère des textes affichés par les îlots est dans le sous-ensemble', () => {
    const root = join(import.meta.dirname, '../../src/config');
    const outside = readdirSync(root)
      .filter((name) => /(messages|outcomes|errors)\.ts$/.test(name))
      .flatMap((name) =>
        missing(readFileSync(join(root, name), 'utf8')).map((character) => `${name}: ${character}`),
      );
    expect(outside).toEqual([]);
  });
});
