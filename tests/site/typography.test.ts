// French typography on every built page (docs/architecture.md, Conventions): a non-breaking space before
// « : ; ! ? » and inside guillemets, never an ordinary one that lets the mark wrap to the next line;
// the typographic apostrophe ’ and the ellipsis character …, never ' and ... .
import { describe, expect, it } from 'vitest';
import { listHtmlFiles, loadDocument, pagePathOf, requireDist } from '../support/dist';

const BREAKABLE_BEFORE_MARK = / [:;!?»]/;
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
    '%s : apostrophes typographiques (’) et points de suspension (…)',
    (_path, file) => {
      const offending = visibleTexts(loadDocument(file))
        .filter((text) => STRAIGHT_APOSTROPHE.test(text) || THREE_DOTS.test(text))
        .map((text) => text.trim().slice(0, 120));
      expect(offending).toEqual([]);
    },
  );
});
