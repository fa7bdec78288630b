// Reading the built site for the site tier: files, parsed pages, internal URL resolution, gzip sizes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { DIST_DIR } from '../../local/serve-dist.ts';

export { DIST_DIR };

/** Fails with a clear message when the site has not been built. */
export function requireDist(): void {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    throw new Error(
      'dist/index.html is missing: run `npm run build` first (npm test does it for you).',
    );
  }
}

/** Whether a file exists in dist/ (path relative to dist/, `/`-separated). */
export function hasDistFile(file: string): boolean {
  const path = join(DIST_DIR, file);
  return existsSync(path) && statSync(path).isFile();
}

/** The bytes of a file of dist/. */
export function readDistFile(file: string): Buffer {
  return readFileSync(join(DIST_DIR, file));
}

/** Every HTML file of dist/ (or of another build folder), relative and `/`-separated, sorted. */
export function listHtmlFiles(root: string = DIST_DIR): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The URL path a dist/ HTML file is served at: `faq/index.html` → `/faq/`. */
export function pagePathOf(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

const documents = new Map<string, Document>();

/** The parsed document of a dist/ HTML file (cached: each page is parsed once per test file). */
export function loadDocument(file: string): Document {
  let document = documents.get(file);
  if (!document) {
    document = new JSDOM(readDistFile(file).toString('utf8')).window.document;
    documents.set(file, document);
  }
  return document;
}

/**
 * The dist/ file an internal URL path is served from, or null when none is.
 * @example distFileFor('/faq/') === 'faq/index.html'; distFileFor('/rss.xml') === 'rss.xml'
 */
export function distFileFor(urlPath: string): string | null {
  const file = urlPath.endsWith('/') ? `${urlPath.slice(1)}index.html` : urlPath.slice(1);
  return hasDistFile(file) ? file : null;
}

/**
 * Resolves an href/src against the page URL to a decoded URL path; null for what leaves the site
 * (other origins, mailto:, tel:, data:, javascript:) or stays on the page (`#top`).
 */
export function resolveInternal(ref: string, pageUrl: URL): string | null {
  const trimmed = ref.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  const url = new URL(trimmed, pageUrl);
  if (url.origin !== pageUrl.origin) return null;
  return decodeURIComponent(url.pathname);
}

/** Gzip size (level 9, like a CDN) of some bytes. */
export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Brotli size at the highest quality, as a CDN that pre-compresses static files serves it. */
export function brotliSize(content: Buffer | string): number {
  return brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
    .length;
}

/** The site's public origin, read from the home page's canonical link (the build's `site`). */
export function siteOrigin(): string {
  const canonical = loadDocument('index.html')
    .querySelector('link[rel="canonical"]')
    ?.getAttribute('href');
  if (!canonical || !URL.canParse(canonical)) {
    throw new Error(
      'dist/index.html has no absolute <link rel="canonical">: cannot tell the site origin.',
    );
  }
  return new URL(canonical).origin;
}
