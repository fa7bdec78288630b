// The look of a form control and of a button has one home (src/components/ui/button-class.ts, control-class.ts): a class
// string elsewhere that draws one again is a copy that will drift.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { buttonClass } from '~/components/ui/button-class';
import { CONTROL_CLASS } from '~/components/ui/control-class';

const SRC = fileURLToPath(new URL('../../../../src/', import.meta.url));
/** Where the looks are defined; LinkButton.astro holds the links' own variants. */
const HOMES = /^components\/ui\//;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(astro|tsx?)$/.test(entry.name) ? [path] : [];
  });
}

/** Every quoted string of a source file, as the class lists it may hold. */
function classLists(code: string): string[][] {
  return [...code.matchAll(/(["'`])((?:(?!\1)[^\n])*)\1/g)].map(([, , text = '']) =>
    text.split(/\s+/),
  );
}

/** The classes that make each look, taken from its home. */
const LOOKS = {
  control: ['rounded-lg', 'border-slate-500'],
  'primary button': ['rounded-lg', 'bg-brand-700', 'hover:bg-brand-800'],
  'secondary button': ['rounded-lg', 'border-brand-700', 'hover:bg-brand-50'],
};

describe('control and button classes', () => {
  test('the homes still draw these looks (the check below would otherwise look for nothing)', () => {
    const has = (classes: string, look: string[]) =>
      look.every((name) => classes.split(' ').includes(name));
    expect(has(CONTROL_CLASS, LOOKS.control)).toBe(true);
    expect(has(buttonClass(), LOOKS['primary button'])).toBe(true);
    expect(has(buttonClass({ variant: 'secondary' }), LOOKS['secondary button'])).toBe(true);
  });

  test('no other file writes them again', () => {
    const copies = sources(SRC).flatMap((path) => {
      const file = relative(SRC, path).replaceAll('\\', '/');
      if (HOMES.test(file)) return [];
      return classLists(readFileSync(path, 'utf8')).flatMap((list) =>
        Object.entries(LOOKS)
          .filter(([, look]) => look.every((name) => list.includes(name)))
          .map(([name]) => `${file}: a ${name} (${list.join(' ')})`),
      );
    });
    expect(copies).toEqual([]);
  });
});
