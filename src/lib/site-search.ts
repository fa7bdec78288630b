// Pure helpers of the site search page (src/enhancers/site-search.ts). Safe for the browser.

/**
 * Results painted per keystroke, then per « Afficher plus de résultats » (the best first), as
 * Pagefind's own UI does: each costs a request for its page's fragment, and five stay within one round
 * of the six connections a browser opens per host.
 */
export const RESULTS_PER_STEP = 5;

/** The status line once `shown` of the `total` results for `query` are painted. */
export function resultsStatus(query: string, total: number, shown: number): string {
  const quoted = `«\u00a0${query}\u00a0»`;
  if (total === 0) return `Aucun résultat pour ${quoted}.`;
  const found = `${total} résultat${total > 1 ? 's' : ''} pour ${quoted}`;
  return shown < total ? `${found}, les ${shown} plus pertinents affichés.` : `${found}.`;
}
