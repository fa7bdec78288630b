// The sprite file is written from the icons' paths alone, and its name follows its content.
import { describe, expect, it } from 'vitest';
import {
  ICON_PATHS,
  ICON_SPRITE,
  ICON_SPRITE_URL,
  buildIconSprite,
  spriteVersion,
} from '~/components/ui/icon-sprite';

const PATHS = { check: ['m4.5 12.75 6 6 9-13.5'], pin: ['M15 10.5a3 3 0 1 1-6 0Z', 'M19.5 10.5Z'] };

describe('buildIconSprite', () => {
  it('un <symbol> par icône, ses tracés dans l’ordre, le trait des icônes sur le symbole', () => {
    expect(buildIconSprite(PATHS)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="check" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"><path d="m4.5 12.75 6 6 9-13.5"/></symbol>' +
        '<symbol id="pin" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"><path d="M15 10.5a3 3 0 1 1-6 0Z"/><path d="M19.5 10.5Z"/></symbol>' +
        '</svg>\n',
    );
  });

  it('le sprite du site tient toutes les icônes, sous des identifiants utilisables dans une URL', () => {
    const ids = [...ICON_SPRITE.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual(Object.keys(ICON_PATHS));
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
  });
});

describe('spriteVersion', () => {
  it('change dès qu’un tracé change, et nomme le fichier servi', () => {
    const version = spriteVersion(buildIconSprite(PATHS));
    expect(version).toMatch(/^[0-9a-f]{10}$/);
    expect(spriteVersion(buildIconSprite(PATHS))).toBe(version);
    expect(spriteVersion(buildIconSprite({ ...PATHS, check: ['m4.5 12.75 6 6 9-13'] }))).not.toBe(
      version,
    );
    expect(ICON_SPRITE_URL).toBe(`/icons/${spriteVersion(ICON_SPRITE)}.svg`);
  });
});
