// The HTML pages of a finished build, and the one pass that rewrites them after `astro build`.
// Several integrations change every page (the cookie banner's runtime, each page's own CSS); each used
// to read and write all of them in turn. At 1,000 articles that I/O cost as much as the changes
// themselves (npm run bench:scale), so the changes now run in order on a page held in memory. The
// integrations that only read the finished pages' text (Pagefind, in its own process) run meanwhile,
// on the other core.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';

/** Every .html file under the build's output folder. */
export async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** What one change does to the pages of a build, once it has read what it needs from the site. */
export interface PageRewrite {
  /** One page's HTML, changed (or as it was). */
  page: (html: string) => string;
  /** Called after the last page (files shared by the pages, a line for the build's log). */
  finish: () => Promise<void>;
}

/** A change to every built page: `start` reads what it needs once (site is dist/'s path). */
export interface PageRewriter {
  name: string;
  start: (site: string, logger: AstroIntegrationLogger) => Promise<PageRewrite>;
}

/** One turn of the event loop, so that what runs alongside the pass gets its messages. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Applies `rewriters` to every page in the order given, reading and writing each page once, while the
 * `astro:build:done` hooks of `readers` run. A reader may read a page before or after its rewrite, so
 * the rewriters must leave what readers read as it was: the text, title and images Pagefind indexes
 * (they change scripts, styles and the policy <meta>: Pagefind's index of the pages before and after
 * is byte for byte the same). Each page is replaced whole (written aside, then renamed), so no reader
 * sees half a page.
 */
export function rewriteBuiltPages(
  rewriters: PageRewriter[],
  readers: AstroIntegration[] = [],
): AstroIntegration {
  return {
    name: 'built-pages',
    hooks: {
      'astro:build:done': async (options) => {
        const { dir, logger } = options;
        const site = fileURLToPath(dir);
        const reading = Promise.all(
          readers.map((reader) =>
            reader.hooks['astro:build:done']?.({ ...options, logger: logger.fork(reader.name) }),
          ),
        );
        // A reader's failure is reported after the pass (below), not as an unhandled rejection.
        reading.catch(() => {});
        const rewrites = await Promise.all(
          rewriters.map((rewriter) => rewriter.start(site, logger.fork(rewriter.name))),
        );
        // Synchronous reads and writes: one page at a time, no trip through the event loop for each
        // of 2,400 file operations; one turn per page lets the readers' messages through.
        for (const file of await htmlFiles(site)) {
          const html = readFileSync(file, 'utf8');
          const rewritten = rewrites.reduce((page, rewrite) => rewrite.page(page), html);
          if (rewritten !== html) {
            writeFileSync(`${file}.rewritten`, rewritten);
            renameSync(`${file}.rewritten`, file);
          }
          await nextTurn();
        }
        for (const rewrite of rewrites) await rewrite.finish();
        await reading;
      },
    },
  };
}
