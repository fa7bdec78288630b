// Static server for dist/ that applies netlify.toml the way Netlify does (docs/architecture.md, Local
// serving): [[redirects]] with shadowing and `force`, [[headers]], pretty URLs, dist/404.html, and
// brotli for text when the browser accepts it.
// `npm run preview` runs this file directly with Node 24, so it is erasable TypeScript only.
import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { parseAllHeaders } from '@netlify/headers-parser';
import type { Header } from '@netlify/headers-parser';

const PROJECT_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Where `npm run build` writes the site. */
export const DIST_DIR = join(PROJECT_ROOT, 'dist');

/** The Netlify configuration the server applies. */
export const NETLIFY_CONFIG = join(PROJECT_ROOT, 'netlify.toml');

interface RedirectRule {
  path: string;
  to: string;
  status: number;
  force: boolean;
  proxy: boolean;
  query: Record<string, string>;
  conditions: Record<string, unknown>;
}

interface Rules {
  redirects: RedirectRule[];
  headers: Header[];
}

/** What a request resolves to before the response is written. */
type Outcome =
  | { kind: 'file'; file: string; status: number }
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'not-found' };

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/** Netlify's default for responses without a Cache-Control rule. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Reads and validates the redirect and header rules of a netlify.toml. */
export async function loadRules(configPath: string): Promise<Rules> {
  const [redirectResult, headerResult] = await Promise.all([
    parseAllRedirects({
      redirectsFiles: [],
      netlifyConfigPath: configPath,
      configRedirects: [],
      minimal: false,
    }),
    parseAllHeaders({
      headersFiles: [],
      netlifyConfigPath: configPath,
      configHeaders: [],
      minimal: false,
    }),
  ]);
  const errors = [...redirectResult.errors, ...headerResult.errors];
  if (errors.length > 0) {
    throw new Error(
      `Invalid ${configPath}:\n${errors.map((error) => String(error.message ?? error)).join('\n')}`,
    );
  }
  const redirects = redirectResult.redirects as RedirectRule[];
  const proxy = redirects.find((rule) => rule.proxy);
  if (proxy)
    throw new Error(
      `${configPath}: proxy rule ${proxy.path} → ${proxy.to} is not supported by serve-dist`,
    );
  return { redirects, headers: headerResult.headers as Header[] };
}

/** Netlify ignores a trailing slash when matching rules (except for the root). */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Matches a rule's `from` path (`/blog/*`, `/news/:year/*`) and returns its named captures. */
function matchFrom(from: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = withoutTrailingSlash(from)
    .split('/')
    .map((part) => {
      if (part === '*') {
        names.push('splat');
        return '?(.*)';
      }
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.+?^${}()|[\]\\*]/g, '\\$&');
    })
    .join('/');
  const match = new RegExp(`^${pattern}$`).exec(withoutTrailingSlash(pathname));
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
}

/** Whether the query-string parameters a rule requires are present (`query = { page = ":page" }`). */
function matchQuery(rule: RedirectRule, search: URLSearchParams): boolean {
  return Object.keys(rule.query).every((key) => search.has(key));
}

/** Replaces `:splat` and `:placeholder` in a rule's target. */
function fillTarget(to: string, captures: Record<string, string>): string {
  return to.replace(/:([A-Za-z_]\w*)/g, (token, name: string) => captures[name] ?? token);
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** Resolves a URL path against the root like Netlify's pretty URLs: file, directory index or slash redirect. */
async function resolveStatic(
  root: string,
  pathname: string,
): Promise<{ file: string } | { addSlash: true } | null> {
  const candidate = resolve(root, `.${pathname}`);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  if (pathname.endsWith('/')) {
    const index = join(candidate, 'index.html');
    return (await isFile(index)) ? { file: index } : null;
  }
  if (await isFile(candidate)) return { file: candidate };
  return (await isFile(join(candidate, 'index.html'))) ? { addSlash: true } : null;
}

/** Applies the first matching redirect rule, or returns null to fall through. */
async function applyRedirects(
  root: string,
  rules: RedirectRule[],
  url: URL,
  pathname: string,
  shadowed: boolean,
): Promise<Outcome | null> {
  for (const rule of rules) {
    if (shadowed && !rule.force) continue;
    if (Object.keys(rule.conditions).length > 0 || !matchQuery(rule, url.searchParams)) continue;
    const captures = matchFrom(rule.path, pathname);
    if (!captures) continue;
    const target = fillTarget(rule.to, captures);
    if (rule.status >= 300 && rule.status < 400) {
      return {
        kind: 'redirect',
        location: target + (target.includes('?') ? '' : url.search),
        status: rule.status,
      };
    }
    const resolved = await resolveStatic(root, decodeURIComponent(new URL(target, url).pathname));
    if (resolved && 'file' in resolved)
      return { kind: 'file', file: resolved.file, status: rule.status };
  }
  return null;
}

/** Decides what a request gets: static file, rule, slash redirect or the 404 page. */
async function route(root: string, rules: Rules, url: URL): Promise<Outcome> {
  const pathname = decodeURIComponent(url.pathname);
  const found = await resolveStatic(root, pathname);
  const ruled = await applyRedirects(root, rules.redirects, url, pathname, found !== null);
  if (ruled) return ruled;
  if (found && 'file' in found) return { kind: 'file', file: found.file, status: 200 };
  if (found) return { kind: 'redirect', location: `${url.pathname}/${url.search}`, status: 301 };
  return { kind: 'not-found' };
}

/** Custom headers of every `[[headers]]` block whose `for` matches the request path. */
function headersFor(rules: Header[], pathname: string): Record<string, string> {
  const matching = rules.filter((rule) => rule.forRegExp.test(pathname));
  return Object.assign({}, ...matching.map((rule) => rule.values));
}

function contentType(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Brotli as Netlify serves it to browsers that accept it (Chromium does, on localhost too), computed
 * once per file: quality 11 takes tens of milliseconds on a large module.
 */
const brotliCache = new Map<string, Buffer>();

function brotli(file: string, body: Buffer, modified: number): Buffer {
  const key = `${file}:${modified}`;
  let compressed = brotliCache.get(key);
  if (!compressed) {
    compressed = brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
    });
    brotliCache.set(key, compressed);
  }
  return compressed;
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
): Promise<void> {
  const type = contentType(file);
  let body: Buffer = await readFile(file);
  res.setHeader('Content-Type', type);
  if (COMPRESSIBLE.test(type)) {
    res.setHeader('Vary', 'Accept-Encoding');
    const accepted = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) {
      body = brotli(file, body, (await stat(file)).mtimeMs);
      res.setHeader('Content-Encoding', 'br');
    } else if (/\bgzip\b/.test(accepted)) {
      body = gzipSync(body);
      res.setHeader('Content-Encoding', 'gzip');
    }
  }
  res.setHeader('Content-Length', body.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function handle(
  root: string,
  rules: Rules,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const outcome = await route(root, rules, url).catch((error: unknown): Outcome => {
    if (error instanceof URIError) return { kind: 'not-found' };
    throw error;
  });
  res.setHeader('Cache-Control', DEFAULT_CACHE_CONTROL);
  for (const [name, value] of Object.entries(headersFor(rules.headers, url.pathname)))
    res.setHeader(name, value);
  if (outcome.kind === 'redirect') {
    res.writeHead(outcome.status, { Location: outcome.location }).end();
  } else if (outcome.kind === 'file') {
    await sendFile(req, res, outcome.file, outcome.status);
  } else if (await isFile(join(root, '404.html'))) {
    await sendFile(req, res, join(root, '404.html'), 404);
  } else {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
  }
}

/** Options of {@link startDistServer}; paths default to the project's dist/ and netlify.toml. */
export interface DistServerOptions {
  root?: string;
  config?: string;
  port?: number;
  host?: string;
  /** Serve over https with this PEM key and certificate (the HTTP Observatory scan needs https). */
  tls?: { key: string; cert: string };
}

/** A running server: its base URL (no trailing slash) and a way to stop it. */
export interface DistServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves a built site with Netlify's rules; port 0 picks a free port. */
export async function startDistServer(options: DistServerOptions = {}): Promise<DistServer> {
  const root = resolve(options.root ?? DIST_DIR);
  if (!(await isFile(join(root, 'index.html')))) {
    throw new Error(`${root}/index.html not found: run \`npm run build\` first.`);
  }
  const rules = await loadRules(options.config ?? NETLIFY_CONFIG);
  const host = options.host ?? '127.0.0.1';
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    handle(root, rules, req, res).catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error));
    });
  };
  const server = options.tls ? createTlsServer(options.tls, listener) : createServer(listener);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, done);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://${host}:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? DIST_DIR;
  const server = await startDistServer({
    root,
    port: Number(process.env.PORT ?? 4321),
    host: process.env.HOST,
  });
  console.log(`Serving ${root} with netlify.toml rules at ${server.url}/`);
}
