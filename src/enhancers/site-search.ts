// Runs in the browser, on /recherche/ only. Searches the Pagefind index built after `astro build`
// (src/integrations/pagefind.ts): the index and its WebAssembly load on the first search, then each
// keystroke searches and paints the results; the query is mirrored in the URL (?q=…) so a result list
// can be shared and the header form (GET /recherche/?q=…) lands on its results.
// A keystroke paints the best RESULTS_PER_STEP results, « Afficher plus de résultats » the next ones:
// each result painted costs a request for its page's Pagefind fragment (title, address, text of the
// excerpt), and the page must answer a keystroke within about 50 ms.
import { RESULTS_PER_STEP, resultsStatus } from '~/lib/site-search';

/** The part of Pagefind's browser API used here (pagefind.js, written into dist/ at build). */
interface Pagefind {
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

interface PagefindResult {
  data(): Promise<ResultData>;
}

/** One query's results, best first, how many are painted, and whether a step is being fetched. */
interface Search {
  query: string;
  results: PagefindResult[];
  shown: number;
  fetching: boolean;
}

interface ResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; type?: string };
}

const PAGEFIND_MODULE = '/pagefind/pagefind.js';

let pagefind: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  pagefind ??= import(/* @vite-ignore */ PAGEFIND_MODULE).then(async (module: Pagefind) => {
    await module.init();
    return module;
  });
  return pagefind;
}

/**
 * Pagefind's excerpt is HTML (page text with `<mark>` around the matches): copy its text and its marks
 * only, so nothing else from it reaches the page.
 */
function excerptNodes(excerpt: string): Node[] {
  const parsed = new DOMParser().parseFromString(excerpt, 'text/html').body;
  return [...parsed.childNodes].map((node) => {
    if (node instanceof HTMLElement && node.tagName === 'MARK') {
      const mark = document.createElement('mark');
      mark.textContent = node.textContent;
      return mark;
    }
    return document.createTextNode(node.textContent ?? '');
  });
}

function renderResult(template: HTMLTemplateElement, result: ResultData): Node {
  const item = template.content.cloneNode(true) as DocumentFragment;
  const link = item.querySelector('a')!;
  link.href = result.url;
  link.textContent = result.meta.title ?? result.url;
  const type = item.querySelector('[data-result-type]');
  if (type) type.textContent = result.meta.type ?? 'Page';
  item.querySelector('[data-result-excerpt]')?.replaceChildren(...excerptNodes(result.excerpt));
  return item;
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
  let current: Search = { query: '', results: [], shown: 0, fetching: false };

  const unavailable = () => {
    list.replaceChildren();
    more.hidden = true;
    status.textContent =
      'La recherche est momentanément indisponible. Parcourez les formations, le blog ou la FAQ.';
  };

  /** Paints the next step of a search's results; resolves with the first item added. */
  const paintNext = async (search: Search): Promise<Element | undefined> => {
    const from = search.shown;
    search.fetching = true;
    const step = search.results.slice(from, from + RESULTS_PER_STEP);
    const data = await Promise.all(step.map((result) => result.data())).finally(() => {
      search.fetching = false;
    });
    if (search !== current) return undefined;
    const items = data.map((result) => renderResult(template, result));
    if (from === 0) list.replaceChildren(...items);
    else list.append(...items);
    search.shown = from + items.length;
    more.hidden = search.shown >= search.results.length;
    status.textContent = resultsStatus(search.query, search.results.length, search.shown);
    return list.children[from];
  };

  const run = async (query: string) => {
    const search: Search = { query: query.trim(), results: [], shown: 0, fetching: false };
    current = search;
    const params = new URLSearchParams(search.query ? { q: search.query } : {});
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${params.size ? `?${params}` : ''}`,
    );
    if (!search.query) {
      list.replaceChildren();
      more.hidden = true;
      status.textContent = '';
      return;
    }
    try {
      search.results = (await (await loadPagefind()).search(query))?.results ?? [];
      if (search === current) await paintNext(search);
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
    // Until a new query paints its first results, the button on screen belongs to the previous query;
    // and one step is fetched at a time.
    if (search.shown === 0 || search.fetching) return;
    paintNext(search).then(
      // Keyboard and screen-reader users continue from the first new result, not from the button.
      (first) => first?.querySelector('a')?.focus(),
      () => search === current && unavailable(),
    );
  });
  // Warm the index as soon as the visitor shows intent, so the first keystroke does not wait for it.
  input.addEventListener('focus', () => void loadPagefind().catch(() => undefined), { once: true });
  const initial = new URLSearchParams(location.search).get('q') ?? '';
  if (initial.trim()) {
    input.value = initial;
    void run(initial);
  }
}
