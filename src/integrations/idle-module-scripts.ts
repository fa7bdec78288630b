// Requests a page's module scripts of /_astro/ once the page has loaded and the browser is idle: they
// only enhance HTML the server rendered complete, and requested during the parse they delay the first
// paint (docs/performance.md, Module scripts after load).
// The page keeps an inline loader that imports the same file: the module, its imports and the chunks
// it shares with the islands are those Astro built. If the file cannot be fetched, the page stays as
// the server rendered it.
import type { PageRewriter } from './built-pages';
import { IDLE_TIMEOUT_MS } from './deferred-code';

const MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[^"]+\.js)"><\/script>/g;

/** The inline module that loads `url` after the load event, when the browser is next idle. */
export function idleLoader(url: string): string {
  const code =
    `const start=()=>import(${JSON.stringify(url)}).catch(()=>{}),` +
    `whenIdle=()=>"requestIdleCallback"in window?requestIdleCallback(start,{timeout:${IDLE_TIMEOUT_MS}}):setTimeout(start,200);` +
    `document.readyState==="complete"?whenIdle():addEventListener("load",whenIdle,{once:!0})`;
  return `<script type="module">${code}</script>`;
}

/** One page with each external module script replaced by its idle loader. */
export function deferModuleScripts(html: string): string {
  return html.replace(MODULE_SCRIPT, (_, url: string) => idleLoader(url));
}

/** The rewrite of the built pages (src/integrations/built-pages.ts); before page-css, which hashes the loaders. */
export function idleModuleScripts(): PageRewriter {
  return {
    name: 'idle-module-scripts',
    start: async (_site, logger) => {
      let pages = 0;
      return {
        page: (html) => {
          const deferred = deferModuleScripts(html);
          if (deferred !== html) pages += 1;
          return deferred;
        },
        finish: async () => {
          logger.info(`scripts de module chargés après le chargement sur ${pages} page(s)`);
        },
      };
    },
  };
}
