// French typography on every built page (docs/architecture.md, Conventions): a non-breaking space before
// « : ; ! ? % € », inside guillemets, between a number's groups of digits and in times (« 12 h 30 », never
// « 12h30 »), never an ordinary one that lets the mark or half the number wrap to the next line;
// the typographic apostrophe ’ and the ellipsis character …, never ' and ... ; « d’Horizon », never « de Horizon » ; no space before a comma
// or a full stop, none inside parentheses, no doubled space, « 1er mars » never « 1 mars », no e-mail address cut by a space, no link
// whose underline runs over a space, no phone number that can wrap between its digit pairs.
import { describe, expect, it } from 'vitest';
import { listHtmlFiles, loadDocument, pagePathOf, requireDist } from '../support/dist';

/** An ordinary space before « : ; ! ? », a closing guillemet, a percent sign or a currency symbol. */
const BREAKABLE_BEFORE_MARK = / [:;!?»%€]/;
/** A number grouped by thousands with ordinary spaces (« 10 000 », « 912 345 675 »): it can wrap inside. */
const BREAKABLE_DIGIT_GROUPS = /\b\d{1,3}(?: \d{3})+\b/;
/**
 * A space before a comma or a full stop (« 2026 , 4 places »): French copy writes none. Astro keeps the
 * line break between a closing tag and the next character, so `</a>` on its own line, then `.`, renders
 * « 01 84 80 42 10 . »; Prettier puts an element's closing tag on its own line: write such a link as
 * `<a … set:text={…} />.`, which Prettier leaves glued to its punctuation, or build the sentence as one
 * string.
 */
const SPACE_BEFORE_POINT = /\s[,.](?:\s|$)/;
/** A space inside parentheses (« ( voir » or « confidentialité ) »), the same line-break slip. */
const SPACE_INSIDE_PARENTHESES = /\(\s|\s\)/;
/** An ordinary space next to a non-breaking one: two spaces wide on screen. */
const DOUBLED_SPACE = / [\u00a0\u202f]|[\u00a0\u202f] /;
const BREAKABLE_AFTER_GUILLEMET = /« /;
/** A time or a duration with an ordinary space before its unit (« 15 h », « 12 h 30 »): it can wrap. */
const BREAKABLE_HOURS = /\b\d+ h\b|\bh \d{2}\b/;
/** The first of a month written « 1 mars » (Intl's way): French writes « 1er mars ». */
const CARDINAL_FIRST_OF_MONTH =
  /(?:^|\s)1 (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\b/;
/** A time written « 9h00 » or « 17h »: French copy writes « 9 h », « 12 h 30 » (no-break spaces). */
const UNSPACED_TIME = /\b\d{1,2}h(?:\d{2})?\b/;
/** A typewriter apostrophe inside or after a word (l'accueil, aujourd'hui): French copy writes ’. */
const STRAIGHT_APOSTROPHE = /\p{L}'/u;
/** « de Horizon »: the h of the organisation's name is mute, so French copy elides, « d’Horizon ». */
const UNELIDED_BEFORE_NAME = /\b(?:de|que|jusque|le|la) Horizon\b/i;
/** Three dots for an ellipsis: French copy writes the single character …. */
const THREE_DOTS = /\.\.\./;

/**
 * Links that carry a space inside them next to the surrounding text: `<a …>\n  politique\n</a> de…`
 * renders the trailing space inside the link, underlined (or before the next mark). A space at a link's
 * edge next to markup or another space collapses and is harmless; next to text it shows.
 */
function linksWithVisibleEdgeSpace(document: Document): string[] {
  return [...document.querySelectorAll('a')]
    .filter((link) => {
      const text = link.textContent ?? '';
      const before = link.previousSibling?.nodeType === 3 ? link.previousSibling.textContent : '';
      const after = link.nextSibling?.nodeType === 3 ? link.nextSibling.textContent : '';
      return (
        (/\s$/.test(text) && /^\s*\S/.test(after ?? '')) ||
        (/^\s/.test(text) && /\S$/.test(before ?? ''))
      );
    })
    .map((link) => (link.textContent ?? '').trim().slice(0, 120));
}

/** A French phone number as displayed, digit pairs separated by ordinary spaces (01 84 80 42 10). */
const PHONE_NUMBER = /\b0\d(?: \d\d){4}\b/;

/**
 * Phone numbers outside the tel: link that keeps them on one line (PhoneLink.astro): a number cut
 * between its digit pairs reads as two numbers, and on a phone it should be one tap away anyway.
 */
function breakablePhoneNumbers(document: Document): string[] {
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const offending: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const link = node.parentElement?.closest('a[href^="tel:"]');
    if (PHONE_NUMBER.test(text) && !link?.classList.contains('whitespace-nowrap'))
      offending.push(text.trim().slice(0, 120));
  }
  return offending;
}

/**
 * Parts of an e-mail address that a browser may break at a hyphen (« contact@horizon- » then
 * « competences.example »): the address may wrap only after its « @ » (EmailAddress.astro keeps each
 * side on one line).
 */
function addressesBreakableAtHyphen(document: Document): string[] {
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const offending: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const address = node.parentElement?.closest('a[href^="mailto:"]')?.textContent?.trim() ?? '';
    if (
      address.includes('@') &&
      text.includes('-') &&
      !node.parentElement?.closest('.whitespace-nowrap')
    )
      offending.push(`${address} (« ${text} »)`);
  }
  return offending;
}

/** The visible text of a page and of its user-facing attributes, one string per text node. */
function visibleTexts(document: Document): string[] {
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('script, style')) texts.push(node.textContent ?? '');
  }
  const attributes = document.querySelectorAll('[aria-label], [placeholder], [alt], [title]');
  for (const element of attributes) {
    for (const name of ['aria-label', 'placeholder', 'alt', 'title'])
      texts.push(element.getAttribute(name) ?? '');
  }
  texts.push(
    document.title,
    document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  );
  return texts;
}

describe('typographie française', () => {
  requireDist();

  it.each(listHtmlFiles().map((file) => [pagePathOf(file), file]))(
    '%s : espaces insécables avant : ; ! ? % €, dans « », dans les nombres et les heures',
    (_path, file) => {
      const offending = visibleTexts(loadDocument(file))
        .map((text) =>
          text.replace(/\s+/g, (space) =>
            space.includes('\u00a0') || space.includes('\u202f') ? '\u00a0' : ' ',
          ),
        )
        .filter((text) =>
          [
            BREAKABLE_BEFORE_MARK,
            BREAKABLE_AFTER_GUILLEMET,
            BREAKABLE_DIGIT_GROUPS,
            BREAKABLE_HOURS,
            UNSPACED_TIME,
          ].some((rule) => rule.test(text)),
        )
        .map((text) => text.trim().slice(0, 120));
      expect(offending).toEqual([]);
    },
  );

  it.each(listHtmlFiles().map((file) => [pagePathOf(file), file]))(
    '%s : ni espace avant une virgule ou un point ni dans des parenthèses, ni espace doublée, ni adresse, lien ou numéro coupé, « 1er » du mois',
    (_path, file) => {
      const document = loadDocument(file);
      const offending = visibleTexts(document)
        .map((text) => text.replace(/[ \t\n\r]+/g, ' '))
        .filter((text) =>
          [
            SPACE_BEFORE_POINT,
            SPACE_INSIDE_PARENTHESES,
            DOUBLED_SPACE,
            CARDINAL_FIRST_OF_MONTH,
          ].some((rule) => rule.test(text)),
        )
        .map((text) => text.trim().slice(0, 120));
      // An e-mail address is one word on screen, wherever it may wrap (<wbr>).
      const splitAddresses = [...document.querySelectorAll('a[href^="mailto:"]')]
        .map((link) => link.textContent?.trim() ?? '')
        .filter((text) => text.includes('@') && /\s/.test(text));
      expect([
        ...offending,
        ...splitAddresses,
        ...linksWithVisibleEdgeSpace(document),
        ...breakablePhoneNumbers(document),
        ...addressesBreakableAtHyphen(document),
      ]).toEqual([]);
    },
  );

  it.each(listHtmlFiles().map((file) => [pagePathOf(file), file]))(
    '%s : apostrophes typographiques (’), élision devant « Horizon » et points de suspension (…)',
    (_path, file) => {
      const offending = visibleTexts(loadDocument(file))
        .filter((text) =>
          [STRAIGHT_APOSTROPHE, UNELIDED_BEFORE_NAME, THREE_DOTS].some((rule) => rule.test(text)),
        )
        .map((text) => text.trim().slice(0, 120));
      expect(offending).toEqual([]);
    },
  );
});
