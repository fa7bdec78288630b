// Runs in the browser, on /recherche/ only. Searches the Pagefind index built after `astro build`
// (src/integrations/pagefind.ts): the index and its WebAssembly load on the first search, then each
// keystroke searches and paints the results; the query is mirrored in the URL (?q=…) so a result list
// can be shared and the header form (GET /recherche/?q=…) lands on its results.

/** The part of Pagefind's browser API used here (pagefind.js, written into dist/ at build). */
interface Pagefind {
  init(): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<ResultData> }[] } | null>;
}

interface ResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; type?: string };
}

/** Results painted per search (the best first): enough to choose, few enough to paint at once. */
const MAX_RESULTS = 10;
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
  if (!form || !input || !list || !status || !template) return;
  let latest = 0;

  const run = async (query: string) => {
    const search = ++latest;
    const params = new URLSearchParams(query.trim() ? { q: query.trim() } : {});
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${params.size ? `?${params}` : ''}`,
    );
    if (!query.trim()) {
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    try {
      const found = await (await loadPagefind()).search(query);
      const data = await Promise.all(
        (found?.results ?? []).slice(0, MAX_RESULTS).map((result) => result.data()),
      );
      if (search !== latest) return;
      list.replaceChildren(...data.map((result) => renderResult(template, result)));
      const total = found?.results.length ?? 0;
      status.textContent =
        total === 0
          ? `Aucun résultat pour «\u00a0${query.trim()}\u00a0».`
          : `${total} résultat${total > 1 ? 's' : ''} pour «\u00a0${query.trim()}\u00a0»${total > MAX_RESULTS ? `, les ${MAX_RESULTS} plus pertinents affichés` : ''}.`;
    } catch {
      if (search !== latest) return;
      list.replaceChildren();
      status.textContent =
        'La recherche est momentanément indisponible. Parcourez les formations, le blog ou la FAQ.';
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run(input.value);
  });
  input.addEventListener('input', () => void run(input.value));
  // Warm the index as soon as the visitor shows intent, so the first keystroke does not wait for it.
  input.addEventListener('focus', () => void loadPagefind().catch(() => undefined), { once: true });
  const initial = new URLSearchParams(location.search).get('q') ?? '';
  if (initial.trim()) {
    input.value = initial;
    void run(initial);
  }
}
