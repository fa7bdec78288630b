// Pure helpers and shared names of the site search (its French strings: ./messages.ts) (src/features/search/site-search.ts in the browser,
// src/integrations/pagefind.ts at build). Safe for the browser.

/**
 * Results painted per keystroke, then per « Afficher plus de résultats » (the best first), as
 * Pagefind's own UI does: each excerpt costs a request for its page's fragment, and five stay within
 * one round of the six connections a browser opens per host.
 */
export const RESULTS_PER_STEP = 5;

/**
 * The shortest word searched: a single letter matches nearly every page, and ranking them made the
 * slowest keystrokes for a list that helps no one (docs/performance.md, One-letter words not searched).
 */
export const MIN_WORD_LENGTH = 2;

/**
 * What is searched for the query typed so far: its words, without a last word shorter than
 * MIN_WORD_LENGTH (being typed: « financement c » searches « financement » until the next letter);
 * '' when no word is long enough.
 */
export function searchedTerms(query: string): string {
  const words = query.trim().split(/\s+/);
  const isShort = (word: string) => [...word].length < MIN_WORD_LENGTH;
  if (isShort(words.at(-1) ?? '')) words.pop();
  return words.some((word) => !isShort(word)) ? words.join(' ') : '';
}

/** Where Pagefind's index and loader are served from (src/integrations/pagefind.ts writes them there). */
export const PAGEFIND_PATH = '/pagefind/';

/**
 * The file, next to Pagefind's index (src/integrations/pagefind.ts), that holds each indexed page's
 * result card keyed by Pagefind's page id: the search page paints a result's title, address and type
 * from it as soon as Pagefind has ranked the result, and only the excerpt waits for the page's fragment.
 */
export const RESULT_CARDS_FILE = 'result-cards.json';

/** A result as painted before its excerpt: the page's address, its title, and its type (« Article »…). */
export type ResultCard = [url: string, title: string, type: string];

/** The contents of RESULT_CARDS_FILE: Pagefind's page id → that page's card. */
export type ResultCards = Record<string, ResultCard>;

/**
 * Pagefind stores a page's title and text with every space made ordinary: puts back the non-breaking
 * space French typography wants before « : ; ! ? » and inside guillemets, so a mark never wraps alone
 * to the next line in a result.
 */
export function frenchSpaces(text: string): string {
  return text.replace(/ (?=[:;!?»])/g, '\u00a0').replace(/« /g, '«\u00a0');
}
