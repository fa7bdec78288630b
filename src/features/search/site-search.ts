// Runs in the browser, on /recherche/ only. Searches the Pagefind index built after `astro build`
// (src/integrations/pagefind.ts): the index, its WebAssembly and the result cards load on the first
// search (or when the box gets focus), then each keystroke searches and paints the results; the query is
// mirrored in the URL (?q=…) so a result list can be shared and the header form (GET /recherche/?q=…)
// lands on its results.
// A keystroke paints the best RESULTS_PER_STEP results, « Afficher plus de résultats » the next ones.
// The page must answer a keystroke within about 50 ms: a result's title, address and type come from
// the result cards loaded with the index, so the list is painted as soon as Pagefind has ranked it; its
// excerpt needs the page's Pagefind fragment (one request per result, a round trip on a phone), and the
// step's excerpts are filled in together once they have all arrived.
import {
  PAGEFIND_PATH,
  RESULT_CARDS_FILE,
  RESULTS_PER_STEP,
  frenchSpaces,
  searchedTerms,
  type ResultCard,
  type ResultCards,
} from './results';
import { resultsStatus, SEARCH_MESSAGES } from './messages';

/** The part of Pagefind's browser API used here (pagefind.js, written into dist/ at build). */
interface Pagefind {
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
  /** Fetches the index chunks a search for `query` would need, without searching. */
  preload(query: string): Promise<void>;
}

interface PagefindResult {
  /** The page's id, the key of its result card. */
  id: string;
  data(): Promise<{ excerpt: string }>;
}

/** What a search needs once loaded: Pagefind, and the result card of every indexed page. */
interface SearchEngine {
  pagefind: Pagefind;
  cards: ResultCards;
}

/** One query's results, best first, and how many are painted. */
interface Search {
  /** What was searched (searchedTerms of what the visitor typed). */
  query: string;
  results: PagefindResult[];
  shown: number;
}

/** A plain string: a template literal in `import()` would make Vite add its preload helper (another file). */
const PAGEFIND_MODULE = `${PAGEFIND_PATH}pagefind.js`;

let engine: Promise<SearchEngine> | undefined;

function loadEngine(): Promise<SearchEngine> {
  engine ??= Promise.all([
    import(/* @vite-ignore */ PAGEFIND_MODULE).then(async (module: Pagefind) => {
      await module.init();
      return module;
    }),
    fetch(`${PAGEFIND_PATH}${RESULT_CARDS_FILE}`).then((response) => {
      if (!response.ok) throw new Error(`${RESULT_CARDS_FILE}: HTTP ${response.status}`);
      return response.json() as Promise<ResultCards>;
    }),
  ]).then(([pagefind, cards]) => ({ pagefind, cards }));
  return engine;
}

/**
 * Pagefind's excerpt is HTML (page text with `<mark>` around the matches): copy its text and its marks
 * only, so nothing else from it reaches the page, with French non-breaking spaces put back.
 */
function excerptNodes(excerpt: string): Node[] {
  const parsed = new DOMParser().parseFromString(excerpt, 'text/html').body;
  return [...parsed.childNodes].map((node) => {
    if (node instanceof HTMLElement && node.tagName === 'MARK') {
      const mark = document.createElement('mark');
      mark.textContent = frenchSpaces(node.textContent);
      return mark;
    }
    return document.createTextNode(frenchSpaces(node.textContent ?? ''));
  });
}

/** A result's list item from its card; its excerpt paragraph stays empty until its fragment arrives. */
function renderCard(template: HTMLTemplateElement, [url, title, type]: ResultCard): HTMLLIElement {
  const item = (template.content.cloneNode(true) as DocumentFragment).firstElementChild!;
  const link = item.querySelector('a')!;
  link.href = url;
  link.textContent = title;
  const typeLabel = item.querySelector('[data-result-type]');
  if (typeLabel) typeLabel.textContent = type;
  return item as HTMLLIElement;
}

/** Wires the search page's form to the index. */
export function enhanceSiteSearch(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-site-search]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const list = document.querySelector<HTMLOListElement>('[data-search-results]');
  const status = document.querySelector<HTMLElement>('[data-search-status]');
  const template = document.querySelector<HTMLTemplateElement>('template[data-search-result]');
  const more = document.querySelector<HTMLButtonElement>('button[data-search-more]');
  if (!form || !input || !list || !status || !template || !more) return;
  /** The search on screen: a newer keystroke replaces it, and the answers of older ones are dropped. */
  let current: Search = { query: '', results: [], shown: 0 };

  /** An empty list, and `message` in the status line. */
  const clear = (message: string) => {
    list.replaceChildren();
    more.hidden = true;
    status.textContent = message;
  };
  const unavailable = () => clear(SEARCH_MESSAGES.unavailable);

  /**
   * Paints the next step of a search's results, in one batch, then their excerpts in a second one once
   * every fragment of the step has arrived; returns the first item added.
   */
  const paintNext = (search: Search, cards: ResultCards): HTMLLIElement | undefined => {
    const from = search.shown;
    const step = search.results.slice(from, from + RESULTS_PER_STEP);
    // Requested first, so the fragments are on their way while the cards are painted.
    const fragments = Promise.all(step.map((result) => result.data()));
    const items = step.map((result) => {
      const card = cards[result.id];
      // The cards and the index come from the same build: a missing card means a broken deployment.
      if (!card) throw new Error(`no result card for ${result.id}`);
      return renderCard(template, card);
    });
    if (from === 0) list.replaceChildren(...items);
    else list.append(...items);
    search.shown = from + items.length;
    more.hidden = search.shown >= search.results.length;
    status.textContent = resultsStatus(search.query, search.results.length, search.shown);
    fragments.then(
      (loaded) => {
        if (search !== current) return;
        loaded.forEach((fragment, index) =>
          items[index]!.querySelector('[data-result-excerpt]')?.replaceChildren(
            ...excerptNodes(fragment.excerpt),
          ),
        );
      },
      () => search === current && unavailable(),
    );
    return items[0];
  };

  const run = async (query: string) => {
    const typed = query.trim();
    const search: Search = { query: searchedTerms(typed), results: [], shown: 0 };
    current = search;
    const params = new URLSearchParams(typed ? { q: typed } : {});
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${params.size ? `?${params}` : ''}`,
    );
    // A last word too short to search is the start of the next one: its index chunks are fetched now,
    // so that the keystroke that makes it long enough only has to search.
    if (search.query !== typed) {
      void loadEngine()
        .then(({ pagefind }) => pagefind.preload(typed))
        .catch(() => undefined);
    }
    if (!search.query) {
      clear(typed ? SEARCH_MESSAGES.tooShort : '');
      return;
    }
    try {
      const { pagefind, cards } = await loadEngine();
      search.results = (await pagefind.search(search.query))?.results ?? [];
      if (search === current) paintNext(search, cards);
    } catch {
      if (search === current) unavailable();
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run(input.value);
  });
  input.addEventListener('input', () => void run(input.value));
  more.addEventListener('click', () => {
    const search = current;
    // Until a new query paints its first results, the button on screen belongs to the previous query.
    if (search.shown === 0) return;
    loadEngine()
      // Keyboard and screen-reader users continue from the first new result, not from the button.
      .then(({ cards }) => paintNext(search, cards)?.querySelector('a')?.focus())
      .catch(() => search === current && unavailable());
  });
  // Warm the index as soon as the visitor shows intent, so the first keystroke does not wait for it.
  input.addEventListener('focus', () => void loadEngine().catch(() => undefined), { once: true });
  const initial = new URLSearchParams(location.search).get('q') ?? '';
  if (initial.trim()) {
    input.value = initial;
    void run(initial);
  }
}
