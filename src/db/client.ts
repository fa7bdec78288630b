// Ships to browsers. The lazy door to Supabase: supabase-js is fetched with a dynamic import()
// the first time a function needs it, so pages pay for it only when a visitor submits or reads.
import { PUBLIC_SUPABASE_KEY, PUBLIC_SUPABASE_URL } from 'astro:env/client';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import type { DbFailure } from './result';
import { thrownFailure, UNAVAILABLE } from './result';

/** The typed supabase-js client of this project. */
export type DbClient = SupabaseClient<Database>;

/** Uploads may take long on a slow connection; REST calls set their own, shorter, timeout. */
const REQUEST_TIMEOUT_MS = 120_000;
const REST_TIMEOUT_MS = 30_000;

let injected: DbClient | null | undefined;
let injectedProject: Project | null | undefined;
let pending: Promise<DbClient | null> | undefined;

/** The project's address and public key, for the calls that do not go through supabase-js (resumable uploads). */
export interface Project {
  url: string;
  key: string;
}

/** The configured project, or null when the site runs without Supabase. */
export function getProject(): Project | null {
  if (injectedProject !== undefined) return injectedProject;
  return PUBLIC_SUPABASE_URL && PUBLIC_SUPABASE_KEY
    ? { url: PUBLIC_SUPABASE_URL, key: PUBLIC_SUPABASE_KEY }
    : null;
}

/** The shared client, or null when the site runs without Supabase (no env) or supabase-js cannot load. */
export function getClient(): Promise<DbClient | null> {
  if (injected !== undefined) return Promise.resolve(injected);
  if (!PUBLIC_SUPABASE_URL || !PUBLIC_SUPABASE_KEY) return Promise.resolve(null);
  pending ??= loadClient(PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_KEY);
  return pending;
}

/** Whether the site is configured with a Supabase project (without loading supabase-js). */
export function hasBackend(): boolean {
  if (injected !== undefined) return injected !== null;
  return Boolean(PUBLIC_SUPABASE_URL && PUBLIC_SUPABASE_KEY);
}

/** Runs `call` with the client; answers 'unavailable' without one and 'network' if it throws, never rejects. */
export async function withClient<T>(
  call: (client: DbClient) => Promise<T>,
): Promise<T | DbFailure> {
  const client = await getClient();
  if (!client) return UNAVAILABLE;
  try {
    return await call(client);
  } catch {
    return thrownFailure();
  }
}

/** Test seam: every src/db function uses `client` (and `project` for uploads) until reset with `undefined` (null = no backend). */
export function setClientForTests(
  client: DbClient | null | undefined,
  project: Project | null | undefined = client === null ? null : undefined,
): void {
  injected = client;
  injectedProject = project;
}

/** Abort signal of a REST call: 30 s, after which the visitor may retry (docs/security.md A34). */
export function restSignal(): AbortSignal {
  return AbortSignal.timeout(REST_TIMEOUT_MS);
}

async function loadClient(url: string, key: string): Promise<DbClient | null> {
  try {
    const { createClient } = await import('@supabase/supabase-js');
    return createClient<Database>(url, key, {
      global: {
        fetch: (input, init) =>
          fetch(input, {
            ...init,
            signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          }),
      },
    });
  } catch {
    // A chunk that failed to load must not stick: the next call tries again.
    pending = undefined;
    return null;
  }
}
