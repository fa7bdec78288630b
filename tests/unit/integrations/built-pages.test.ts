import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
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

async function runBuildDone(rewriters: PageRewriter[], readers: AstroIntegration[] = []) {
  const hook = rewriteBuiltPages(rewriters, readers).hooks['astro:build:done']!;
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

  it('fait tourner les lecteurs pendant la passe et ne finit qu’avec eux ; une page est remplacée entière', async () => {
    buildSite();
    const seen: string[] = [];
    let passFinished = false;
    let readerDone = false;
    let endPass = () => {};
    const passEnded = new Promise<void>((resolve) => (endPass = resolve));
    const reader: AstroIntegration = {
      name: 'reader',
      hooks: {
        'astro:build:done': async ({ dir }) => {
          expect(passFinished).toBe(false);
          const read = () =>
            seen.push(readFileSync(new URL('blog/article/index.html', dir), 'utf8'));
          read();
          await passEnded;
          read();
          readerDone = true;
        },
      },
    };
    const rewriter: PageRewriter = {
      name: 'bold',
      start: async () => ({
        page: (html) => html.replace('article', '<b>article</b>'),
        finish: async () => {
          passFinished = true;
          endPass();
          // The reader started before the pass and is still at work: the hook must wait for it.
          expect(readerDone).toBe(false);
        },
      }),
    };
    await runBuildDone([rewriter], [reader]);
    expect(readerDone).toBe(true);
    expect(seen).toEqual(['<p>article</p>', '<p><b>article</b></p>']);
    // Written aside, then renamed: nothing left beside the page.
    expect(readdirSync(join(site, 'blog/article'))).toEqual(['index.html']);
  });

  it('rapporte après la passe l’échec d’un lecteur', async () => {
    buildSite();
    const failing: AstroIntegration = {
      name: 'failing',
      hooks: {
        'astro:build:done': async () => {
          throw new Error('index impossible');
        },
      },
    };
    await expect(runBuildDone([], [failing])).rejects.toThrow('index impossible');
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
