// Site search index: once `astro build` has written dist/, Pagefind indexes the pages that
// carry `data-pagefind-body` (trainings, articles, FAQ) and writes its index and its small loader to
// dist/pagefind/. Pages load them only when a visitor searches (src/features/search/site-search.ts).
// Next to them goes the result cards file (RESULT_CARDS_FILE): each indexed page's address, title and
// type, keyed by Pagefind's page id, so that a keystroke paints its results as soon as Pagefind has
// ranked them, without first fetching each result's fragment (one more round trip per keystroke).
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';
import {
  PAGEFIND_PATH,
  RESULT_CARDS_FILE,
  frenchSpaces,
  type ResultCard,
  type ResultCards,
} from '../features/search/results.ts';

/** Pagefind's files start, once gunzipped, with this signature before their JSON. */
const PAGEFIND_SIGNATURE = 'pagefind_dcd';

/** What this integration reads of a Pagefind fragment (its page's data). */
interface Fragment {
  url: string;
  meta: { title?: string; type?: string };
}

/**
 * The result cards held by one fragment file: a page's fragment (the file is named after the page's id),
 * or a group of fragments keyed by page id, which Pagefind writes for large sites and reads back the
 * same way (`group[pageId]` in pagefind.js).
 */
export function resultCardsOf(
  fileId: string,
  content: Fragment | Record<string, Fragment>,
): [string, ResultCard][] {
  const fragments: [string, Fragment][] =
    typeof content.url === 'string'
      ? [[fileId, content as Fragment]]
      : Object.entries(content as Record<string, Fragment>);
  return fragments.map(([id, fragment]) => [
    id,
    [fragment.url, frenchSpaces(fragment.meta.title ?? fragment.url), fragment.meta.type ?? 'Page'],
  ]);
}

/** The result card of every page whose fragment Pagefind wrote into `folder`, keyed by page id. */
async function readResultCards(folder: string): Promise<ResultCards> {
  const files = (await readdir(folder)).filter((name) => name.endsWith('.pf_fragment'));
  const cards = await Promise.all(
    files.map(async (name) => {
      const data = gunzipSync(await readFile(join(folder, name)));
      const signature = data.subarray(0, PAGEFIND_SIGNATURE.length).toString();
      if (signature !== PAGEFIND_SIGNATURE)
        throw new Error(`Pagefind : fragment ${name} illisible (format inattendu)`);
      const content = JSON.parse(data.subarray(PAGEFIND_SIGNATURE.length).toString('utf8')) as
        Fragment | Record<string, Fragment>;
      return resultCardsOf(name.slice(0, -'.pf_fragment'.length), content);
    }),
  );
  return Object.fromEntries(cards.flat());
}

export function pagefindIndex(): AstroIntegration {
  return {
    name: 'pagefind-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const output = join(site, PAGEFIND_PATH.slice(1));
        // Every page is `<html lang="fr">`: French stemming for the whole index.
        const { index, errors } = await createIndex({ forceLanguage: 'fr' });
        if (!index) throw new Error(`Pagefind : ${errors.join(' ; ')}`);
        try {
          const added = await index.addDirectory({ path: site });
          if (added.errors.length > 0) throw new Error(`Pagefind : ${added.errors.join(' ; ')}`);
          const written = await index.writeFiles({ outputPath: output });
          if (written.errors.length > 0)
            throw new Error(`Pagefind : ${written.errors.join(' ; ')}`);
          logger.info(`${added.page_count} pages indexées dans ${PAGEFIND_PATH}`);
        } finally {
          await close();
        }
        const cards = await readResultCards(join(output, 'fragment'));
        await writeFile(join(output, RESULT_CARDS_FILE), JSON.stringify(cards));
      },
    },
  };
}
