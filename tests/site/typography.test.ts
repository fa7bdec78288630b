// French typography on every built page (docs/architecture.md, Conventions): a non-breaking space before
// « : ; ! ? » and inside guillemets, never an ordinary one that lets the mark wrap to the next line;
// the typographic apostrophe ’ and the ellipsis character …, never ' and ... ; no space before a comma
// or a full stop, no doubled space, no e-mail address cut by a space.
import { describe, expect, it } from 'vitest';
import { listHtmlFiles, loadDocument, pagePathOf, requireDist } from '../support/dist';

const BREAKABLE_BEFORE_MARK = / [:;!?»]/;
/**
 * A space before a comma or a full stop (« 2026 , 4 places »): French copy writes none. Astro keeps the
 * line break between a closing tag and the next character, so `</a>` on its own line, then `.`, renders
 * « 01 84 80 42 10 . »; Prettier puts an element's closing tag on its own line: write such a link as
 * `<a … set:text={…} />.`, which Prettier leaves glued to its punctuation, or build the sentence as one
 * string.
 */
const SPACE_BEFORE_POINT = /\s[,.](?:\s|$)/;
/** An ordinary space next to a non-breaking one: two spaces wide on screen. */
const DOUBLED_SPACE = / [\u00a0\u202f]|[\u00a0\u202f] /;
const BREAKABLE_AFTER_GUILLEMET = /« /;
/** A typewriter apostrophe inside or after a word (l'accueil, aujourd'hui): French copy writes ’. */
const STRAIGHT_APOSTROPHE = /\p{L}'/u;
/** Three dots for an ellipsis: French copy writes the single character …. */
const THREE_DOTS = /\.\.\./;

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
    '%s : espaces insécables avant : ; ! ? et dans « »',
    (_path, file) => {
      const offending = visibleTexts(loadDocument(file))
        .map((text) =>
          text.replace(/\s+/g, (space) =>
            space.includes('\u00a0') || space.includes('\u202f') ? '\u00a0' : ' ',
          ),
        )
        .filter((text) => BREAKABLE_BEFORE_MARK.test(text) || BREAKABLE_AFTER_GUILLEMET.test(text))
        .map((text) => text.trim().slice(0, 120));
      expect(offending).toEqual([]);
    },
  );

  it.each(listHtmlFiles().map((file) => [pagePathOf(file), file]))(
    '%s : ni espace avant une virgule ou un point, ni espace doublée, ni adresse coupée',
    (_path, file) => {
      const document = loadDocument(file);
      const offending = visibleTexts(document)
        .map((text) => text.replace(/[ \t\n\r]+/g, ' '))
        .filter((text) => SPACE_BEFORE_POINT.test(text) || DOUBLED_SPACE.test(text))
        .map((text) => text.trim().slice(0, 120));
      // An e-mail address is one word on screen, wherever it may wrap (<wbr>).
      const splitAddresses = [...document.querySelectorAll('a[href^="mailto:"]')]
        .map((link) => link.textContent?.trim() ?? '')
        .filter((text) => text.includes('@') && /\s/.test(text));
      expect([...offending, ...splitAddresses]).toEqual([]);
    },
  );

  it.each(listHtmlFiles().map((file) => [pagePathOf(file), file]))(
    '%s : apostrophes typographiques (’) et points de suspension (…)',
    (_path, file) => {
      const offending = visibleTexts(loadDocument(file))
        .filter((text) => STRAIGHT_APOSTROPHE.test(text) || THREE_DOTS.test(text))
        .map((text) => text.trim().slice(0, 120));
      expect(offending).toEqual([]);
    },
  );
});
