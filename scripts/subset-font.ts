// Cuts Inter (variable, from @fontsource-variable/inter) down to what French copy uses and to the weights
// the site sets, and writes src/styles/fonts/inter-fr-wght.woff2, the only font the pages load (committed:
// the build does not run this). Rerun after upgrading the font package or when the copy needs a character
// outside CHARACTERS: `node scripts/subset-font.ts`. The font stays variable between 400 and 800.
// Library: subset-font (harfbuzz's hb-subset compiled to WebAssembly, the tool Google Fonts uses).
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { FONT_SUBSET } from '../src/config/font-subset.ts';

const require = createRequire(import.meta.url);
const SOURCE = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const TARGET = new URL('../src/styles/fonts/inter-fr-wght.woff2', import.meta.url);

const text = FONT_SUBSET.ranges
  .flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
  )
  .join('');
const subset = await subsetFont(await readFile(SOURCE), text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: FONT_SUBSET.weights.min, max: FONT_SUBSET.weights.max } },
  // Leaves out glyphs only OpenType features reach (alternates, tabular and case-sensitive forms, which
  // the site does not switch on): 21.8 KiB instead of 28.0. Default kerning and shaping are kept.
  noLayoutClosure: true,
});
await writeFile(TARGET, subset);
console.log(
  `${TARGET.pathname}: ${(subset.length / 1024).toFixed(1)} KiB, ${[...text].length} characters`,
);
