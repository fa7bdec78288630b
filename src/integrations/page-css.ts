// Every page carries the CSS it needs in its own <head>, so it renders from its first round trip
// instead of waiting for the site stylesheet (docs/performance.md, One stylesheet per page). After `astro build`, each page's <link rel="stylesheet"> becomes a <style> holding the
// rules it can use (src/integrations/page-css-rules.ts): those of the classes and elements of its HTML, and those of
// the class and element names written in the code of its islands and scripts (what a form renders in
// the browser — an error, a toast — or the search marks in its results are styled without any other
// download). The page's policy then lists that style's hash and
// the hashes of its own inline scripts only, not the whole site's.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageRewriter } from './built-pages';
import {
  indexStylesheet,
  type NameSet,
  pageStylesheet,
  type PageVocabulary,
  type StylesheetIndex,
  vocabularyOf,
} from './page-css-rules';

/** Marks the <style> that holds the page's own CSS. */
export const PAGE_CSS_ATTRIBUTE = 'data-page-css';
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"\s*\/?>/g;
const MODULE_SCRIPT = /<script\s[^>]*\bsrc="(\/_astro\/[^"]+\.js)"/g;
const ISLAND = /<astro-island\s[^>]*\bcomponent-url="([^"]+)"[^>]*\brenderer-url="([^"]+)"/g;
/** A built module's references to other modules of /_astro/ (imports, dynamic imports, Vite's preload lists). */
const MODULE_REFERENCE = /["'`](?:\.\/|\/?_astro\/)([\w.-]+\.js)["'`]/g;
const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;
/**
 * The rule Astro writes in a <style> of its own just before a page's first island, inside <body>, where
 * HTML allows no <style> (the W3C validator, RGAA criterion 8.2): it joins the page's CSS in <head>.
 */
const ISLAND_STYLE =
  /<style>(astro-island,astro-slot,astro-static-slot\{display:contents\})<\/style>/;

/** Hashes already computed: most inline code (the banner's loader, a page kind's CSS) repeats across pages. */
const sourceHashes = new Map<string, string>();

function hashSource(text: string): string {
  let hash = sourceHashes.get(text);
  if (hash === undefined) {
    hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    sourceHashes.set(text, hash);
  }
  return hash;
}

/** Inline scripts that run (JSON data blocks are not scripts for the policy) and inline styles. */
function inlineCode(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(pattern)]
    .filter(([, attributes = '']) => !/\bsrc=|type="application\/(?:ld\+)?json"/.test(attributes))
    .map(([, , code = '']) => code);
}

/** The policy with script-src and style-src hashing exactly this page's inline scripts and styles. */
function withPageHashes(policy: string, html: string): string {
  const inline: Record<string, string[]> = {
    'script-src': inlineCode(html, 'script'),
    'style-src': inlineCode(html, 'style'),
  };
  return policy
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      const code = inline[name];
      if (!code) return directive;
      const others = sources.filter((source) => !source.startsWith("'sha256-"));
      const leading = /^\s*/.exec(directive)?.[0] ?? '';
      return `${leading}${[name, ...others, ...new Set(code.map(hashSource))].join(' ')}`;
    })
    .join(';');
}

/** Every word of some code: class names are string literals there ("mt-1 text-sm text-red-700"), and
 * elements created in the browser are named (jsx("li", …), createElement(`mark`)); the other words match
 * no rule, or a short one. */
const wordsOf = (code: string) => code.split(/[\s"'`{}()<>;,=]+/);

/** The words of inline scripts, split once: the same scripts come back on every page. */
const inlineWords = new Map<string, ReadonlySet<string>>();

function wordsOfInline(code: string): ReadonlySet<string> {
  let words = inlineWords.get(code);
  if (!words) {
    words = new Set(wordsOf(code));
    inlineWords.set(code, words);
  }
  return words;
}

/** The built modules of /_astro/, read once per build: their text and the modules they refer to. */
export class BuiltModules {
  private readonly cache = new Map<string, { words: string[]; references: string[] }>();
  private readonly vocabularies = new Map<string, ReadonlySet<string>>();
  constructor(private readonly assets: string) {}

  private read(name: string) {
    let module = this.cache.get(name);
    if (!module) {
      const code = readFileSync(join(this.assets, name), 'utf8');
      module = {
        words: wordsOf(code),
        references: [...code.matchAll(MODULE_REFERENCE)].map(([, file = '']) => file),
      };
      this.cache.set(name, module);
    }
    return module;
  }

  /** A module and every module it refers to, directly or not. */
  closure(entry: string): Set<string> {
    const seen = new Set<string>();
    for (const queue = [entry]; queue.length > 0;) {
      const name = queue.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      queue.push(...this.read(name).references);
    }
    return seen;
  }

  /**
   * The words of a module and of what it loads, except the modules of `aside` (React's renderer); made
   * once per island or script, which hundreds of pages share.
   */
  wordsFrom(url: string, aside?: string): ReadonlySet<string> {
    const key = `${url} ${aside ?? ''}`;
    let vocabulary = this.vocabularies.get(key);
    if (!vocabulary) {
      const name = (path: string) => path.slice(path.lastIndexOf('/') + 1);
      const skipped = aside ? this.closure(name(aside)) : new Set<string>();
      const words = new Set<string>();
      for (const module of this.closure(name(url))) {
        if (!skipped.has(module)) for (const word of this.read(module).words) words.add(word);
      }
      vocabulary = words;
      this.vocabularies.set(key, vocabulary);
    }
    return vocabulary;
  }
}

/** Holds a name when one of the sets does (a page's own names and its scripts' shared word sets). */
const union = (sets: NameSet[]): NameSet => ({ has: (name) => sets.some((set) => set.has(name)) });

export function pageVocabulary(html: string, modules: BuiltModules): PageVocabulary {
  const page = vocabularyOf(html);
  const words = inlineCode(html, 'script').map(wordsOfInline);
  for (const [, componentUrl = '', rendererUrl = ''] of html.matchAll(ISLAND)) {
    words.push(modules.wordsFrom(componentUrl, rendererUrl));
  }
  for (const [, src = ''] of html.matchAll(MODULE_SCRIPT)) words.push(modules.wordsFrom(src));
  // The loaders of idle-module-scripts.ts import their module: its code draws on the page too.
  for (const code of inlineCode(html, 'script')) {
    for (const [, file = ''] of code.matchAll(MODULE_REFERENCE))
      words.push(modules.wordsFrom(file));
  }
  return {
    classNames: union([page.classNames, ...words]),
    elements: union([page.elements, ...words]),
  };
}

/** One page's HTML with its CSS inline instead of the site stylesheet, and its policy updated. */
export function inlinePageCss(
  html: string,
  stylesheets: Map<string, StylesheetIndex>,
  vocabulary: PageVocabulary,
): string {
  const islandRule = html.match(ISLAND_STYLE)?.[1] ?? '';
  const css =
    islandRule +
    [...html.matchAll(STYLESHEET_LINK)]
      .map(([, href = '']) => {
        const index = stylesheets.get(href);
        if (!index) throw new Error(`page-css : feuille de style ${href} introuvable`);
        return pageStylesheet(index, vocabulary);
      })
      .join('');
  if (css.includes('</style')) throw new Error('page-css : « </style » dans la feuille de style');
  // In the place of the first link: appended to <head> instead, the Matomo build's audience e2e test
  // failed (cause not found).
  let first = true;
  const inlined = html
    .replace(ISLAND_STYLE, '')
    .replace(STYLESHEET_LINK, () =>
      first ? ((first = false), `<style ${PAGE_CSS_ATTRIBUTE}>${css}</style>`) : '',
    );
  return inlined.replace(
    POLICY,
    (_, open: string, policy: string, close: string) =>
      `${open}${withPageHashes(policy, inlined)}${close}`,
  );
}

/** The rewrite of the built pages (src/integrations/built-pages.ts) that inlines each page's CSS. */
export function pageCss(): PageRewriter {
  return {
    name: 'page-css',
    start: async (site, logger) => {
      const modules = new BuiltModules(join(site, '_astro'));
      const stylesheets = new Map<string, StylesheetIndex>();
      let pages = 0;
      return {
        page: (html) => {
          for (const [, href = ''] of html.matchAll(STYLESHEET_LINK)) {
            if (!stylesheets.has(href)) {
              stylesheets.set(href, indexStylesheet(readFileSync(join(site, href), 'utf8')));
            }
          }
          pages += 1;
          return inlinePageCss(html, stylesheets, pageVocabulary(html, modules));
        },
        finish: async () => {
          logger.info(`CSS de chaque page intégrée à ${pages} pages`);
        },
      };
    },
  };
}
