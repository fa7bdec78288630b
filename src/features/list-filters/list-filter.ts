// Runs in the browser. Filters a server-rendered list in place from a <form data-list-filter>:
// text search, <select> and checkbox facets, count announced in a live region, state mirrored in the URL.
// Markup contract: cards carry `data-filter-item`, `data-search` (their text, searchSource) and
// `data-facet-<name>="v1|v2"`; the form's controls are named after the facets (`q` for the text).
import {
  normalizeText,
  criteriaFromSearchParams,
  criteriaToSearchParams,
  matchesCriteria,
  type FilterCriteria,
  type FilterableItem,
} from './filter-criteria';

interface FilterView {
  form: HTMLFormElement;
  cards: { element: HTMLElement; item: FilterableItem }[];
  facetNames: string[];
  status: HTMLElement | null;
  empty: HTMLElement | null;
}

/** Facet names are the names of the form's controls, except the text search. */
function readFacetNames(form: HTMLFormElement): string[] {
  const names = [...form.elements]
    .map((control) => (control as HTMLInputElement).name)
    .filter((name) => name && name !== 'q');
  return [...new Set(names)];
}

function readCard(element: HTMLElement, facetNames: string[]): FilterView['cards'][number] {
  const facets = Object.fromEntries(
    facetNames.map((name) => [
      name,
      element.dataset[`facet${name[0]!.toUpperCase()}${name.slice(1)}`]?.split('|') ?? [],
    ]),
  );
  return { element, item: { text: normalizeText(element.dataset.search ?? ''), facets } };
}

function readCriteria(view: FilterView): FilterCriteria {
  const data = new FormData(view.form);
  const facets = Object.fromEntries(
    view.facetNames.map((name) => [name, data.getAll(name).map(String).filter(Boolean)]),
  );
  return { query: String(data.get('q') ?? ''), facets };
}

function writeControls(view: FilterView, criteria: FilterCriteria): void {
  for (const control of view.form.elements) {
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      control.checked = criteria.facets[control.name]?.includes(control.value) ?? false;
    } else if (control instanceof HTMLSelectElement) {
      control.value = criteria.facets[control.name]?.[0] ?? '';
    } else if (control instanceof HTMLInputElement && control.name === 'q') {
      control.value = criteria.query;
    }
  }
}

/** Shows the matching cards, announces the count and mirrors the criteria in the URL. */
function apply(view: FilterView, criteria: FilterCriteria): void {
  let shown = 0;
  for (const { element, item } of view.cards) {
    const visible = matchesCriteria(item, criteria);
    element.hidden = !visible;
    if (visible) shown += 1;
  }
  if (view.empty) view.empty.hidden = shown > 0;
  if (view.status) {
    const template = (shown > 1 ? view.status.dataset.many : view.status.dataset.one) ?? '{n}';
    view.status.textContent = template.replace('{n}', String(shown));
  }
  const query = criteriaToSearchParams(criteria).toString();
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${query ? `?${query}` : ''}${location.hash}`,
  );
}

/** Wires one filter form to its list (found through the form's `data-list-filter` id). */
function enhance(form: HTMLFormElement): void {
  const list = document.getElementById(form.dataset.listFilter ?? '');
  if (!list) return;
  const facetNames = readFacetNames(form);
  const view: FilterView = {
    form,
    facetNames,
    cards: [...list.querySelectorAll<HTMLElement>('[data-filter-item]')].map((element) =>
      readCard(element, facetNames),
    ),
    status: document.querySelector<HTMLElement>(`[data-filter-status="${list.id}"]`),
    empty: document.querySelector<HTMLElement>(`[data-filter-empty="${list.id}"]`),
  };
  const initial = criteriaFromSearchParams(new URLSearchParams(location.search), facetNames);
  writeControls(view, initial);
  apply(view, initial);

  form.addEventListener('input', () => apply(view, readCriteria(view)));
  form.addEventListener('change', () => apply(view, readCriteria(view)));
  form.addEventListener('submit', (event) => event.preventDefault());
  form.querySelector('[data-filter-clear]')?.addEventListener('click', () => clearSearch(view));
}

/** The clear button empties the text search only, then hands focus back to the search box. */
function clearSearch(view: FilterView): void {
  const search = view.form.elements.namedItem('q');
  if (!(search instanceof HTMLInputElement)) return;
  search.value = '';
  search.focus();
  apply(view, readCriteria(view));
}

/** Enhances every filter form of the page. */
export function enhanceListFilters(): void {
  document.querySelectorAll<HTMLFormElement>('form[data-list-filter]').forEach(enhance);
}
