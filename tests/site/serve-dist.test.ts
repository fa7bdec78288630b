// The local server must serve what Netlify would: these tests run it over a tiny temporary dist/.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { NETLIFY_CONFIG, startDistServer } from '../../local/serve-dist.ts';
import type { DistServer } from '../../local/serve-dist.ts';

const FIXTURE_FILES: Record<string, string> = {
  'index.html': '<h1>Accueil</h1>',
  '404.html': '<h1>Page non trouvée</h1>',
  'faq/index.html': '<h1>FAQ</h1>',
  'formation/tp-employe-commercial/index.html': '<h1>Employé commercial</h1>',
  'formation/introuvable/index.html': '<h1>Formation non trouvée</h1>',
  'formation/tp-employe-commercial/sessions/2027-01-11-presentiel.ics': 'BEGIN:VCALENDAR\r\n',
  'blog/index.html': '<h1>Blog</h1>',
  'blog/introuvable/index.html': '<h1>Article non trouvé</h1>',
  '_astro/page.abc123.js': 'console.log("ok");',
  '_astro/style.abc123.css': 'body{margin:0}',
  'icons/0123456789.svg': '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="check"/></svg>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'rss.xml': '<rss/>',
  'forced.txt': 'original forced',
  'shadowed.txt': 'original shadowed',
};

const EDGE_CASE_RULES = `
[[redirects]]
  from = "/ancienne-faq"
  to = "/faq/"
  status = 301

[[redirects]]
  from = "/news/:year/*"
  to = "/blog/:year-:splat/"
  status = 302

[[redirects]]
  from = "/forced.txt"
  to = "/faq/"
  status = 200
  force = true

[[redirects]]
  from = "/shadowed.txt"
  to = "/faq/"
  status = 200

[[redirects]]
  from = "/faq/*"
  to = "/blog/"
  status = 200

[[headers]]
  for = "/faq/*"
  [headers.values]
    X-Robots-Tag = "noindex"
`;

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request: fetch() would follow redirects and normalise the path. */
function get(
  base: string,
  path: string,
  options: { method?: string; gzip?: boolean } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const req = request(
      {
        hostname,
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.gzip ? { 'Accept-Encoding': 'gzip' } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          done({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
        });
      },
    );
    req.on('error', fail);
    req.end();
  });
}

async function writeFixture(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
}

let workDir = '';

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'serve-dist-'));
  await writeFixture(join(workDir, 'dist'), FIXTURE_FILES);
  await writeFile(join(workDir, 'netlify.toml'), EDGE_CASE_RULES);
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe("serve-dist with the project's netlify.toml", () => {
  let server: DistServer;
  beforeAll(async () => {
    server = await startDistServer({ root: join(workDir, 'dist'), config: NETLIFY_CONFIG });
  });
  afterAll(() => server.close());

  test('serves directory indexes with status 200 and an HTML content type', async () => {
    const res = await get(server.url, '/faq/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('<h1>FAQ</h1>');
  });

  test('redirects a directory without its trailing slash (301), keeping the query string', async () => {
    const res = await get(server.url, '/faq?source=menu');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/faq/?source=menu');
  });

  test('an existing training page shadows the /formation/* 404 rule', async () => {
    const res = await get(server.url, '/formation/tp-employe-commercial/');
    expect(res.status).toBe(200);
    expect(res.body).toContain('Employé commercial');
  });

  test.each(['/formation/inconnue/', '/formation/inconnue', '/formation/'])(
    'unknown training %s gets the training not-found page with status 404',
    async (path) => {
      const res = await get(server.url, path);
      expect(res.status).toBe(404);
      expect(res.body).toContain('Formation non trouvée');
    },
  );

  test('unknown article gets the article not-found page with status 404', async () => {
    const res = await get(server.url, '/blog/inconnu/');
    expect(res.status).toBe(404);
    expect(res.body).toContain('Article non trouvé');
  });

  test('any other unknown path gets dist/404.html with status 404', async () => {
    const res = await get(server.url, '/nimporte-quoi/');
    expect(res.status).toBe(404);
    expect(res.body).toContain('Page non trouvée');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('sets the security headers on pages, assets and 404 responses', async () => {
    for (const path of ['/', '/_astro/page.abc123.js', '/nimporte-quoi/']) {
      const { headers } = await get(server.url, path);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d+/);
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      // The rest of the policy, with its hashes, is the page's <meta> (tests/site/content-security-policy.test.ts).
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });

  test('caches fingerprinted /_astro/ files and the icon sprite for a year, and has HTML revalidated at each visit', async () => {
    for (const path of ['/_astro/style.abc123.css', '/icons/0123456789.svg']) {
      expect((await get(server.url, path)).headers['cache-control'], path).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    expect((await get(server.url, '/')).headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    );
  });

  test.each([
    ['/_astro/page.abc123.js', 'text/javascript; charset=utf-8'],
    ['/_astro/style.abc123.css', 'text/css; charset=utf-8'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/icons/0123456789.svg', 'image/svg+xml'],
    ['/rss.xml', 'application/xml; charset=utf-8'],
  ])('serves %s as %s', async (path, type) => {
    expect((await get(server.url, path)).headers['content-type']).toBe(type);
  });

  test('a session’s calendar file is a UTF-8 calendar, saved as a file', async () => {
    const { headers } = await get(
      server.url,
      '/formation/tp-employe-commercial/sessions/2027-01-11-presentiel.ics',
    );
    expect(headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(headers['content-disposition']).toBe('attachment');
  });

  test.each([
    ['/blog/categorie/success-stories/', /^\/blog\/categorie\/parcours-de-reussite\/$/],
    // The splat may lose its trailing slash; the directory redirect then adds it.
    [
      '/blog/categorie/success-stories/page/2/',
      /^\/blog\/categorie\/parcours-de-reussite\/page\/2\/?$/,
    ],
  ])('the English blog category %s redirects for good to its French name', async (from, to) => {
    const res = await get(server.url, from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toMatch(to);
  });

  test('the Permissions-Policy names only features Chromium recognises (an unknown one is a warning on every page)', async () => {
    const { headers } = await get(server.url, '/');
    expect(headers['permissions-policy']).not.toMatch(/\b(bluetooth|web-share)=/);
  });

  test('gzips text when the client accepts it, and answers HEAD without a body', async () => {
    const zipped = await get(server.url, '/faq/', { gzip: true });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toBe('<h1>FAQ</h1>');
    const head = await get(server.url, '/faq/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  test('never serves files outside dist/', async () => {
    const res = await get(server.url, '/..%2fnetlify.toml');
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('[[redirects]]');
  });
});

describe('serve-dist redirect semantics', () => {
  let server: DistServer;
  beforeAll(async () => {
    server = await startDistServer({
      root: join(workDir, 'dist'),
      config: join(workDir, 'netlify.toml'),
    });
  });
  afterAll(() => server.close());

  test('a 301 rule redirects an unknown path', async () => {
    const res = await get(server.url, '/ancienne-faq');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/faq/');
  });

  test('placeholders and :splat are substituted in the target', async () => {
    const res = await get(server.url, '/news/2024/rentree');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/blog/2024-rentree/');
  });

  test('force = true applies a rule even where a file exists', async () => {
    const res = await get(server.url, '/forced.txt');
    expect(res.status).toBe(200);
    expect(res.body).toBe('<h1>FAQ</h1>');
  });

  test('without force, an existing file shadows the rule', async () => {
    expect((await get(server.url, '/shadowed.txt')).body).toBe('original shadowed');
    expect((await get(server.url, '/faq/')).body).toBe('<h1>FAQ</h1>');
  });

  test('a 200 rule rewrites an unknown path without changing the URL', async () => {
    const res = await get(server.url, '/faq/question-inconnue/');
    expect(res.status).toBe(200);
    expect(res.body).toBe('<h1>Blog</h1>');
  });

  test('header rules apply only to the paths they name', async () => {
    expect((await get(server.url, '/faq/')).headers['x-robots-tag']).toBe('noindex');
    expect((await get(server.url, '/')).headers['x-robots-tag']).toBeUndefined();
  });
});

test('refuses to start without a built site', async () => {
  await expect(
    startDistServer({ root: join(workDir, 'absent'), config: NETLIFY_CONFIG }),
  ).rejects.toThrow(/run `npm run build` first/);
});
