import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rewriteBuiltPages, type PageRewriter } from '~/integrations/built-pages';

let site = '';
afterEach(() => rmSync(site, { recursive: true, force: true }));

/** A built site: two pages and a stylesheet that no rewriter may touch. */
function buildSite() {
  site = mkdtempSync(join(tmpdir(), 'built-pages-'));
  mkdirSync(join(site, 'blog/article'), { recursive: true });
  writeFileSync(join(site, 'index.html'), '<p>accueil</p>');
  writeFileSync(join(site, 'blog/article/index.html'), '<p>article</p>');
  writeFileSync(join(site, 'site.css'), 'p{}');
}

const logger = { fork: () => ({ info: vi.fn() }) };

async function runBuildDone(rewriters: PageRewriter[]) {
  const hook = rewriteBuiltPages(rewriters).hooks['astro:build:done']!;
  // Only dir and logger.fork are used by this hook.
  await hook({ dir: pathToFileURL(`${site}/`), logger } as unknown as Parameters<typeof hook>[0]);
}

const read = (path: string) => readFileSync(join(site, path), 'utf8');

describe('rewriteBuiltPages', () => {
  it('applique les réécritures dans l’ordre donné à chaque page, puis les termine', async () => {
    buildSite();
    const finished: string[] = [];
    const rewriter = (name: string, change: (html: string) => string): PageRewriter => ({
      name,
      start: async (folder) => {
        expect(folder).toBe(`${site}/`);
        return { page: change, finish: async () => void finished.push(name) };
      },
    });
    await runBuildDone([
      rewriter('first', (html) => html.replace('</p>', ' (1)</p>')),
      // Sees the first rewriter's change: one page in memory, in order.
      rewriter('second', (html) => (html.includes('(1)') ? `${html}<i>2</i>` : html)),
    ]);
    expect(read('index.html')).toBe('<p>accueil (1)</p><i>2</i>');
    expect(read('blog/article/index.html')).toBe('<p>article (1)</p><i>2</i>');
    expect(read('site.css')).toBe('p{}');
    expect(finished).toEqual(['first', 'second']);
  });

  it('ne réécrit pas une page que rien ne change', async () => {
    buildSite();
    const before = statSync(join(site, 'index.html')).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await runBuildDone([
      {
        name: 'article-only',
        start: async () => ({
          page: (html) => html.replace('article', 'billet'),
          finish: async () => {},
        }),
      },
    ]);
    expect(statSync(join(site, 'index.html')).mtimeMs).toBe(before);
    expect(read('blog/article/index.html')).toBe('<p>billet</p>');
  });
});
