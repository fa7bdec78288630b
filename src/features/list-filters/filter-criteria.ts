// Pure filtering of the catalogue and sample-catalogue lists (docs/product.md §4, §5). Ships to browsers
// through src/features/list-filters/list-filter.ts, and runs at build time to prepare each card's search text.

/** One filterable card: its searchable text and its value(s) for each facet. */
export interface FilterableItem {
  text: string;
  facets: Record<string, readonly string[]>;
}

/** What the visitor asked for: free text and, per facet, the values ticked (empty = no constraint). */
export interface FilterCriteria {
  query: string;
  facets: Record<string, readonly string[]>;
}

/**
 * Lower-cases and strips accents so that searches are case- and accent-insensitive.
 * @example normalizeText('Employé  Commercial') → 'employe commercial'
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What a card's `data-search` holds: its fields (title, description, tags…) as written, normalised by the
 * filter when the page loads. Written as the card shows them, they cost the page little once compressed
 * (the normalised copy cost /formations/ about 60 B of its 14 KiB first round trip).
 */
export function searchSource(fields: readonly (string | readonly string[])[]): string {
  return fields.flat().join(' ');
}

/** Whether every word of the query appears in the item's text (an empty query matches all). */
export function matchesQuery(itemText: string, query: string): boolean {
  const words = normalizeText(query).split(' ').filter(Boolean);
  return words.every((word) => itemText.includes(word));
}

/**
 * Whether an item passes the facets: groups add up (AND), values within a group are alternatives (OR),
 * and a multi-valued item (e.g. several financings) passes when any of its values is selected (docs/product.md §4).
 */
export function matchesFacets(
  itemFacets: FilterableItem['facets'],
  selected: FilterCriteria['facets'],
): boolean {
  return Object.entries(selected).every(
    ([facet, values]) =>
      values.length === 0 || (itemFacets[facet] ?? []).some((value) => values.includes(value)),
  );
}

/** Whether an item passes both the text search and the facets. */
export function matchesCriteria(item: FilterableItem, criteria: FilterCriteria): boolean {
  return matchesQuery(item.text, criteria.query) && matchesFacets(item.facets, criteria.facets);
}

/** Reads criteria from a URL query string (`?q=…&niveau=4`), keeping only the known facets. */
export function criteriaFromSearchParams(
  params: URLSearchParams,
  facetNames: readonly string[],
): FilterCriteria {
  const facets = Object.fromEntries(
    facetNames.map((name) => [name, params.getAll(name).filter(Boolean)]),
  );
  return { query: params.get('q')?.trim() ?? '', facets };
}

/** Writes criteria as a URL query string, omitting what is empty so a clear filter leaves a clean URL. */
export function criteriaToSearchParams(criteria: FilterCriteria): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.query.trim()) params.set('q', criteria.query.trim());
  for (const [facet, values] of Object.entries(criteria.facets)) {
    for (const value of values) params.append(facet, value);
  }
  return params;
}
