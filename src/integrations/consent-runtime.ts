// Takes Astro's island runtime and the `client:consent` directive out of the pages whose only island is the
// cookie banner: inline in every page with an island, they cost a content page its 14 KiB first round
// trip, for code of no use until the banner is touched (docs/performance.md, Cookie banner runtime out
// of the page).
// After `astro build` they move to one file of /_astro/ (named by its content, so cached for good), and
// the page keeps a small inline loader right after the banner (consent-runtime-loader-entrypoint.ts,
// bundled here by esbuild as Astro bundles directives) that fetches the file only when the banner or
// « Gérer les cookies » is used: a visitor who touches neither downloads no JavaScript at all. Pages with
// other islands (forms, the learner space) need the runtime anyway and keep Astro's scripts as they are.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageRewriter } from './built-pages';
import { build } from 'esbuild';

/** The attribute of the loader script that holds the runtime file's URL. */
export const RUNTIME_ATTRIBUTE = 'data-consent-runtime';
/** Astro's inline scripts have no attributes; ours (modules, JSON-LD) all have some. */
const ASTRO_INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const ISLAND_DIRECTIVE = /<astro-island\s[^>]*\bclient="([^"]*)"/g;
const CONSENT_ISLAND = /<astro-island\s[^>]*\bclient="consent"/;
const ISLAND_END = '</astro-island>';
const isRuntime = (code: string) => code.includes('customElements.define("astro-island"');
const isConsentDirective = (code: string) => code.includes('"astro:consent"');

/** The file a page's runtime moves to: its URL and its code. */
export interface RuntimeFile {
  url: string;
  code: string;
}

/**
 * One page with Astro's runtime and consent directive replaced by the loader, and the file they move to;
 * null when the page has another island or no banner (it keeps Astro's scripts).
 */
export function moveConsentRuntime(
  html: string,
  loader: string,
): { html: string; file: RuntimeFile } | null {
  const directives = [...html.matchAll(ISLAND_DIRECTIVE)].map(([, directive]) => directive);
  if (directives.length === 0 || directives.some((directive) => directive !== 'consent'))
    return null;
  const scripts = [...html.matchAll(ASTRO_INLINE_SCRIPT)];
  const runtime = scripts.find(([, code = '']) => isRuntime(code));
  const directive = scripts.find(([, code = '']) => isConsentDirective(code));
  if (!runtime || !directive) {
    throw new Error('consent-runtime : runtime des îlots ou directive client:consent introuvable');
  }
  // The directive first: it registers itself before the runtime's <astro-island> elements ask for it.
  const code = `${directive[1]}\n${runtime[1]}`;
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
  const file = { url: `/_astro/consent-runtime.${hash}.js`, code };
  const loaderTag = `<script ${RUNTIME_ATTRIBUTE}="${file.url}">${loader}</script>`;
  const moved = html.replace(directive[0], () => '').replace(runtime[0], () => '');
  // Right after the banner: the loader shows it and listens to it as soon as it is parsed.
  const bannerEnd = moved.indexOf(ISLAND_END, moved.search(CONSENT_ISLAND)) + ISLAND_END.length;
  return { html: moved.slice(0, bannerEnd) + loaderTag + moved.slice(bannerEnd), file };
}

/** The loader, bundled and minified for inlining (what Astro does with a directive's entrypoint). */
async function bundleLoader(): Promise<string> {
  const result = await build({
    entryPoints: [
      fileURLToPath(new URL('./consent-runtime-loader-entrypoint.ts', import.meta.url)),
    ],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
  });
  const code = result.outputFiles[0]?.text.trim() ?? '';
  if (code.includes('</script')) throw new Error('consent-runtime : « </script » dans le chargeur');
  return code;
}

/** The rewrite of the built pages (src/integrations/built-pages.ts) that moves the runtime out. */
export function consentRuntime(): PageRewriter {
  return {
    name: 'consent-runtime',
    start: async (site, logger) => {
      const loader = await bundleLoader();
      const files = new Map<string, string>();
      let pages = 0;
      return {
        page: (html) => {
          const moved = moveConsentRuntime(html, loader);
          if (!moved) return html;
          files.set(moved.file.url, moved.file.code);
          pages += 1;
          return moved.html;
        },
        finish: async () => {
          for (const [url, code] of files) await writeFile(join(site, url), code);
          logger.info(
            `runtime des îlots chargé à la demande sur ${pages} pages (${[...files.keys()].join(', ')})`,
          );
        },
      };
    },
  };
}
