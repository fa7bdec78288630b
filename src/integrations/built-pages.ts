// The HTML pages of a finished build, and the one pass that rewrites them after `astro build`.
// Several integrations change every page (the cookie banner's runtime, each page's own CSS); each used
// to read and write all of them in turn. At 1,000 articles that I/O cost as much as the changes
// themselves (npm run bench:scale), so the changes now run in order on a page held in memory.
import { readFileSync, writeFileSync } from 'node:fs';
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

/** Applies rewriters to every page in the order given, reading and writing each page once. */
export function rewriteBuiltPages(rewriters: PageRewriter[]): AstroIntegration {
  return {
    name: 'built-pages',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const rewrites = await Promise.all(
          rewriters.map((rewriter) => rewriter.start(site, logger.fork(rewriter.name))),
        );
        // Synchronous reads and writes: one page at a time, nothing to overlap, and no trip through
        // the event loop for each of 2,400 file operations.
        for (const file of await htmlFiles(site)) {
          const html = readFileSync(file, 'utf8');
          const rewritten = rewrites.reduce((page, rewrite) => rewrite.page(page), html);
          if (rewritten !== html) writeFileSync(file, rewritten);
        }
        for (const rewrite of rewrites) await rewrite.finish();
      },
    },
  };
}
