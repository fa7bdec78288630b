// Site search index: once `astro build` has written dist/, Pagefind indexes the pages that
// carry `data-pagefind-body` (trainings, articles, FAQ) and writes its index and its small loader to
// dist/pagefind/. Pages load them only when a visitor searches (src/enhancers/site-search.ts).
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';

/** Where the index is served from, as the search page imports it. */
export const PAGEFIND_PATH = '/pagefind/';

export function pagefindIndex(): AstroIntegration {
  return {
    name: 'pagefind-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        // Every page is `<html lang="fr">`: French stemming for the whole index.
        const { index, errors } = await createIndex({ forceLanguage: 'fr' });
        if (!index) throw new Error(`Pagefind : ${errors.join(' ; ')}`);
        try {
          const added = await index.addDirectory({ path: site });
          if (added.errors.length > 0) throw new Error(`Pagefind : ${added.errors.join(' ; ')}`);
          const written = await index.writeFiles({
            outputPath: join(site, PAGEFIND_PATH.slice(1)),
          });
          if (written.errors.length > 0)
            throw new Error(`Pagefind : ${written.errors.join(' ; ')}`);
          logger.info(`${added.page_count} pages indexées dans ${PAGEFIND_PATH}`);
        } finally {
          await close();
        }
      },
    },
  };
}
