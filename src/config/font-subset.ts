// What the self-hosted font covers: scripts/subset-font.ts cuts the file from it, global.css declares the
// same ranges as the @font-face unicode-range, and tests/site/font.test.ts checks both, and that the
// built pages use no character outside them (one outside would be drawn in the system font).

/** Code point ranges, inclusive: what French copy uses. */
const ranges: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1 Supplement: accents, « », non-breaking space
  [0x152, 0x153], // Œ œ
  [0x178, 0x178], // Ÿ
  [0x2009, 0x2009], // thin space
  [0x2011, 0x2011], // non-breaking hyphen
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚ (’ is the French apostrophe)
  [0x201c, 0x201e], // “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x202f, 0x202f], // narrow no-break space
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
];

export const FONT_SUBSET = {
  ranges,
  /** The weights the stylesheet uses, normal (400) to extra-bold (800): the variable axis kept. */
  weights: { min: 400, max: 800 },
} as const;
