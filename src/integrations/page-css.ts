// Every page carries the CSS it needs in its own <head>, so it renders from its first round trip
// instead of waiting for the site stylesheet (a render-blocking request of ~9.5 KiB brotli on a slow
// connection). After `astro build`, each page's <link rel="stylesheet"> becomes a <style> holding the
// rules of the classes its HTML uses (src/lib/page-css.ts), and the page's policy lists that style's
// hash. The site stylesheet stays linked at the end of <body> for what islands render in the browser
// (form errors, toasts, the learner dashboard):
// - on a page whose islands hydrate on first use (`client:consent`, `client:interaction`,
//   `client:toast`), the link is `disabled`, so it is not even downloaded: the directive enables it
//   while the island's code loads (src/integrations/site-stylesheet.ts);
// - on a page whose islands hydrate by themselves, it loads after the page has rendered.
// Each page's policy also lists the hashes of its own inline scripts only, not the whole site's.
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import {
  indexStylesheet,
  pageStylesheet,
  type StylesheetIndex,
  vocabularyOf,
} from '../lib/page-css';
import { SITE_STYLESHEET_ATTRIBUTE } from './site-stylesheet';

/** Marks the <style> that holds the page's own CSS. */
export const PAGE_CSS_ATTRIBUTE = 'data-page-css';
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"\s*\/?>/g;
/** Islands hydrated by a directive that enables the site stylesheet first (see site-stylesheet.ts). */
const ON_DEMAND_DIRECTIVES = new Set(['consent', 'interaction', 'toast']);
const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;

const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

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

function hydratesOnItsOwn(html: string): boolean {
  return [...html.matchAll(/<astro-island\s[^>]*\bclient="([^"]+)"/g)].some(
    ([, directive = '']) => !ON_DEMAND_DIRECTIVES.has(directive),
  );
}

async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** One page's HTML with its CSS inlined, the site stylesheet moved to the end, its policy updated. */
export function inlinePageCss(html: string, stylesheets: Map<string, StylesheetIndex>): string {
  const links = [...html.matchAll(STYLESHEET_LINK)].map(([, href = '']) => href);
  if (links.length === 0) return html;
  const vocabulary = vocabularyOf(html);
  const css = links
    .map((href) => {
      const index = stylesheets.get(href);
      if (!index) throw new Error(`page-css : feuille de style ${href} introuvable`);
      return pageStylesheet(index, vocabulary);
    })
    .join('');
  if (css.includes('</style')) throw new Error('page-css : « </style » dans la feuille de style');
  const deferred = hydratesOnItsOwn(html) ? '' : ` disabled ${SITE_STYLESHEET_ATTRIBUTE}`;
  const lateLinks = links
    .map((href) => `<link rel="stylesheet" href="${href}"${deferred}>`)
    .join('');
  let first = true;
  const inlined = html
    .replace(STYLESHEET_LINK, () =>
      first ? ((first = false), `<style ${PAGE_CSS_ATTRIBUTE}>${css}</style>`) : '',
    )
    .replace('</body>', `${lateLinks}</body>`);
  return inlined.replace(
    POLICY,
    (_, open: string, policy: string, close: string) =>
      `${open}${withPageHashes(policy, inlined)}${close}`,
  );
}

export function pageCss(): AstroIntegration {
  return {
    name: 'page-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const stylesheets = new Map<string, StylesheetIndex>();
        const files = await htmlFiles(site);
        for (const file of files) {
          const html = await readFile(file, 'utf8');
          for (const [, href = ''] of html.matchAll(STYLESHEET_LINK)) {
            if (!stylesheets.has(href)) {
              stylesheets.set(href, indexStylesheet(await readFile(join(site, href), 'utf8')));
            }
          }
          await writeFile(file, inlinePageCss(html, stylesheets));
        }
        logger.info(`CSS de chaque page intégrée à ${files.length} pages`);
      },
    },
  };
}
