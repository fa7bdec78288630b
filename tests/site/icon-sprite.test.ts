// The icon sprite as built (src/components/ui/icon-sprite.ts): one file named after its content, holding
// every icon, and every <use> of every built page pointing to a symbol it holds (a wrong name or a
// missing symbol is an empty box on the page, which no other test would notice).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { ICON_NAMES } from '../../src/schemas/icon';
import { ICON_PATHS, spriteVersion } from '../../src/components/ui/icon-sprite';
import {
  DIST_DIR,
  distFileFor,
  listHtmlFiles,
  loadDocument,
  readDistFile,
  requireDist,
} from '../support/dist';

requireDist();

const spriteFiles = readdirSync(join(DIST_DIR, 'icons')).map((name) => `icons/${name}`);
const spriteFile = spriteFiles[0] ?? '';
const spriteText = readDistFile(spriteFile).toString('utf8');
const sprite = new JSDOM(spriteText, { contentType: 'image/svg+xml' }).window.document;
const symbols = new Map(
  [...sprite.querySelectorAll('symbol')].map((symbol) => [symbol.id, symbol] as const),
);

/** Every <use> of the built pages: the page, its href, and the classes of the <svg> around it. */
const uses = listHtmlFiles().flatMap((page) =>
  [...loadDocument(page).querySelectorAll('svg use')].map((use) => ({
    page,
    href: use.getAttribute('href') ?? '',
    svgClass: use.closest('svg')?.getAttribute('class') ?? '',
  })),
);

describe('sprite des icônes', () => {
  test('un seul fichier, nommé d’après son contenu', () => {
    expect(spriteFiles).toEqual([`icons/${spriteVersion(spriteText)}.svg`]);
  });

  test('chaque icône du code est un <symbol> 24 × 24 du sprite, avec ses tracés et son trait', () => {
    expect([...symbols.keys()].sort()).toEqual(Object.keys(ICON_PATHS).sort());
    expect(Object.keys(ICON_PATHS)).toEqual(expect.arrayContaining([...ICON_NAMES]));
    for (const [name, paths] of Object.entries(ICON_PATHS)) {
      const symbol = symbols.get(name);
      expect(symbol?.getAttribute('viewBox'), name).toBe('0 0 24 24');
      expect(symbol?.getAttribute('stroke'), name).toBe('currentColor');
      expect(symbol?.getAttribute('fill'), name).toBe('none');
      expect(symbol?.getAttribute('stroke-width'), name).toBe('1.5');
      const drawn = [...(symbol?.querySelectorAll('path') ?? [])].map((path) =>
        path.getAttribute('d'),
      );
      expect(drawn, name).toEqual(paths);
    }
  });

  test('chaque <use> des pages désigne un symbole du sprite construit', () => {
    expect(uses.length).toBeGreaterThan(0);
    const unresolved = uses.filter(({ href }) => {
      const [path = '', id = ''] = href.split('#');
      return distFileFor(path) !== spriteFile || !symbols.has(id);
    });
    expect(unresolved.map(({ page, href }) => `${page}: ${href}`)).toEqual([]);
  });

  test('chaque icône a sa taille avant l’arrivée du sprite (classe size-*)', () => {
    const unsized = uses.filter(({ svgClass }) => !/(^|\s)size-/.test(svgClass));
    expect(unsized.map(({ page, href }) => `${page}: ${href}`)).toEqual([]);
  });
});
