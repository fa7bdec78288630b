// The built site wired to a Supabase project, for the e2e tests of the stored path: a second build
// with PUBLIC_SUPABASE_URL/KEY set (astro:env inlines them), and browser traffic to that fake project
// origin forwarded to the local PostgREST stack of db-stack.ts.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Request } from 'playwright-core';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ASTRO_BIN = join(PROJECT_ROOT, 'node_modules/astro/bin/astro.mjs');

/** The shared lock of every build of this project (README of the team): builds also rewrite `.astro/`. */
const BUILD_LOCK = '/tmp/build.lock';
/** How long to wait for another build to release the lock before giving up. */
const LOCK_WAIT_SECONDS = 150;
/** flock's exit code when the wait runs out (`-E`). */
const LOCK_TIMEOUT_EXIT = 75;

/** A site built into a temporary folder; `remove` deletes the folder. */
export interface TemporaryBuild {
  outDir: string;
  remove: () => Promise<void>;
}

/** Builds the site with the given Supabase URL and key into a fresh temporary folder (dist/ is left alone). */
export async function buildSiteWithSupabase(
  supabaseUrl: string,
  supabaseKey: string,
): Promise<TemporaryBuild> {
  const outDir = await mkdtemp(join(tmpdir(), 'hc-stored-site-'));
  const remove = () => rm(outDir, { recursive: true, force: true });
  try {
    await run(
      'flock',
      [
        '-E',
        String(LOCK_TIMEOUT_EXIT),
        '-w',
        String(LOCK_WAIT_SECONDS),
        BUILD_LOCK,
        process.execPath,
        ASTRO_BIN,
        'build',
        '--outDir',
        outDir,
      ],
      {
        ...process.env,
        PUBLIC_SUPABASE_URL: supabaseUrl,
        PUBLIC_SUPABASE_KEY: supabaseKey,
      },
    );
  } catch (error) {
    await remove();
    throw error;
  }
  return { outDir, remove };
}

/**
 * Answers every browser request to `fakeOrigin` from `targetUrl` (same path, method, headers and body).
 * Node's fetch carries the request rather than `route.fetch`: that one runs inside the browser context and
 * fails with « Request context disposed » when a test closes the context with a request in flight.
 */
export async function forwardOrigin(
  context: BrowserContext,
  fakeOrigin: string,
  targetUrl: string,
): Promise<void> {
  await context.route(`${fakeOrigin}/**`, async (route) => {
    const request = route.request();
    try {
      // Once more if the connection failed before any answer (Node's fetch says « fetch failed »: a
      // kept-alive socket the stack's proxy had just closed, say); the log shows the first failure.
      const answer = await fetchFrom(targetUrl, request).catch((error: unknown) => {
        if (!String(error).includes('fetch failed')) throw error;
        console.error(
          `forwardOrigin: ${request.method()} ${request.url()}: ${failure(error)}, retried`,
        );
        return fetchFrom(targetUrl, request);
      });
      await route.fulfill(answer);
    } catch (error) {
      // The page navigated or closed while its answer was on the way (the redirect after a sign-in,
      // the end of a test): nobody waits for it any more.
      if (LEFT_BEHIND.test(String(error))) return;
      // Otherwise the stack failed or did not answer in time: the page gets a network error now (its
      // island shows it, the test reports it) rather than waiting on every timeout in turn, and the log
      // says which request it was. A page closed meanwhile cannot be answered: nothing to do then.
      console.error(`forwardOrigin: ${request.method()} ${request.url()}: ${failure(error)}`);
      await route.abort('failed').catch(() => undefined);
    }
  });
}

/** An error and its cause: Node's fetch says only « fetch failed », its cause says why. */
const failure = (error: unknown) =>
  error instanceof Error && error.cause ? `${error} (${String(error.cause)})` : String(error);

/** Playwright's errors for a request whose page navigated away, or whose route was already answered. */
const LEFT_BEHIND = /has been closed|already handled/i;

/**
 * How long the stack may take to answer one request: past it, the page gets a network error. Twice a
 * clean clone's Supabase-wired policy sweep waited to its 300 s timeout, its pages' requests unanswered.
 */
const STACK_ANSWER_TIMEOUT_MS = 10_000;

/** Headers of one connection, which Node's fetch sets itself on each side. */
const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'content-length',
  'keep-alive',
  'transfer-encoding',
]);

async function fetchFrom(
  targetUrl: string,
  request: Request,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const { pathname, search } = new URL(request.url());
  const headers = Object.entries(await request.allHeaders()).filter(
    ([name]) => !HOP_BY_HOP.has(name) && !name.startsWith(':'),
  );
  const body = request.postDataBuffer();
  const response = await fetch(`${targetUrl}${pathname}${search}`, {
    method: request.method(),
    headers,
    body: body ? new Uint8Array(body) : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(STACK_ANSWER_TIMEOUT_MS),
  });
  // Node's fetch hands the body over decoded, so its former encoding no longer applies.
  const answered = [...response.headers].filter(
    ([name]) => !HOP_BY_HOP.has(name) && name !== 'content-encoding',
  );
  return {
    status: response.status,
    headers: Object.fromEntries(answered),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: PROJECT_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else if (code === LOCK_TIMEOUT_EXIT)
        reject(new Error(`Another build held ${BUILD_LOCK} for ${LOCK_WAIT_SECONDS} s.`));
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}
