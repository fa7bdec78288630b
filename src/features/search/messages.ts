// Ships to browsers, on /recherche/ only: what the search says in its status line (the page's own copy
// is in src/pages/recherche.astro).
import { MIN_WORD_LENGTH } from './results';

export const SEARCH_MESSAGES = {
  /** While the query has no word long enough to search. */
  tooShort: `Saisissez au moins ${MIN_WORD_LENGTH} lettres.`,
  /** The index or its WebAssembly could not load. */
  unavailable:
    'La recherche est momentanément indisponible. Parcourez les formations, le blog ou la FAQ.',
} as const;

/** The status line once `shown` of the `total` results for `query` are painted. */
export function resultsStatus(query: string, total: number, shown: number): string {
  const quoted = `«\u00a0${query}\u00a0»`;
  if (total === 0) return `Aucun résultat pour ${quoted}.`;
  const found = `${total} résultat${total > 1 ? 's' : ''} pour ${quoted}`;
  return shown < total ? `${found}, les ${shown} plus pertinents affichés.` : `${found}.`;
}
