// The backend the staff Edge Functions run against in tests and in scripts/load-notifications.ts: the
// db stack (Postgres, PostgREST, local Storage), an SMTP sink, the pg_net worker, and each function
// served by Deno (notify-staff, purge, sync-catalogue, team-erase-learner, team-invite-learner,
// team-rebuild-site, submit-request), with the Vault secrets the webhook and the schedule read pointing at them.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { startDbStack, type DbStack } from './db-stack.ts';
import type { AuthMail } from './auth.ts';
import { startEdgeFunction, type EdgeFunction } from './edge-function.ts';
import { forward, listenOnLoopback } from './gateway.ts';
import { startPgNetWorker, type PgNetWorker } from './pg-net.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './smtp-sink.ts';

export const STAFF_EMAIL = 'equipe@horizon-competences.example';
export const SMTP_FROM = 'Site Horizon Compétences <site@horizon-competences.example>';

export interface FunctionsStack {
  db: DbStack;
  smtp: SmtpSink;
  net: PgNetWorker;
  /** `<origin>/functions/v1`, where each function answers under its name, as on Supabase. */
  functionsUrl: string;
  /** The shared secret of the functions (function secret and Vault's staff_functions_secret). */
  secret: string;
  /** Runs the command pg_cron would run for the named job (cron.job), as the scheduler does. */
  runCronJob(name: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startFunctionsStack(
  options: {
    cvLinkTtlSeconds?: number;
    siteBuildHookUrl?: string;
    /**
     * The public site's origin (SITE_URL): sync-catalogue reads its /catalogue.json, the learner
     * invitation returns to its learner space, submit-request sends the visitor back to its pages. Without it sync-catalogue answers 500 (missing secret).
     */
    siteUrl?: string;
    /** Every e-mail the local Auth "sends" (npm run dev:local prints them). */
    onMail?: (mail: AuthMail) => void;
    /** Every e-mail the functions send to the staff's SMTP server. */
    onStaffMail?: (mail: ReceivedMail) => void;
  } = {},
): Promise<FunctionsStack> {
  const cleanups: Array<() => Promise<unknown>> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const db = await startDbStack(options.onMail ? { onMail: options.onMail } : {});
    cleanups.push(() => db.stop());
    const smtp = await startSmtpSink(options.onStaffMail);
    cleanups.push(() => smtp.stop());
    const secret = randomBytes(24).toString('hex');
    const common = {
      SUPABASE_URL: db.url,
      SUPABASE_SERVICE_ROLE_KEY: db.serviceKey,
      STAFF_FUNCTIONS_SECRET: secret,
    };
    const functions: Record<string, EdgeFunction> = {};
    const started = await Promise.allSettled([
      startEdgeFunction('notify-staff', {
        ...common,
        SMTP_HOST: smtp.host,
        SMTP_PORT: String(smtp.port),
        SMTP_FROM,
        STAFF_EMAIL,
        ...(options.cvLinkTtlSeconds
          ? { CV_LINK_TTL_SECONDS: String(options.cvLinkTtlSeconds) }
          : {}),
      }).then((fn) => (functions['notify-staff'] = fn)),
      startEdgeFunction('purge', common).then((fn) => (functions.purge = fn)),
      startEdgeFunction('sync-catalogue', {
        ...common,
        ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}),
      }).then((fn) => (functions['sync-catalogue'] = fn)),
      // The team's functions take the staff member's session, not the shared secret.
      startEdgeFunction('team-erase-learner', {
        SUPABASE_URL: db.url,
        SUPABASE_SERVICE_ROLE_KEY: db.serviceKey,
      }).then((fn) => (functions['team-erase-learner'] = fn)),
      startEdgeFunction('team-invite-learner', {
        SUPABASE_URL: db.url,
        SUPABASE_SERVICE_ROLE_KEY: db.serviceKey,
        ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}),
      }).then((fn) => (functions['team-invite-learner'] = fn)),
      startEdgeFunction('team-rebuild-site', {
        SUPABASE_URL: db.url,
        SUPABASE_SERVICE_ROLE_KEY: db.serviceKey,
        ...(options.siteBuildHookUrl ? { SITE_BUILD_HOOK_URL: options.siteBuildHookUrl } : {}),
      }).then((fn) => (functions['team-rebuild-site'] = fn)),
      // A visitor's form: the public key only, as on Supabase (SUPABASE_ANON_KEY is a default secret).
      startEdgeFunction('submit-request', {
        SUPABASE_URL: db.url,
        SUPABASE_ANON_KEY: db.anonKey,
        ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}),
      }).then((fn) => (functions['submit-request'] = fn)),
    ]);
    for (const fn of Object.values(functions)) cleanups.push(() => fn.stop());
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    const functionsUrl = await startFunctionsRouter(functions, cleanups);
    // The browser calls the functions at the project's URL, as on Supabase.
    db.mountFunctions(functionsUrl);
    await db.sql.query(
      `select vault.create_secret($1, 'staff_functions_url'), vault.create_secret($2, 'staff_functions_secret')`,
      [functionsUrl, secret],
    );
    const worker = db.connect();
    await worker.connect();
    cleanups.push(() => worker.end());
    const net = startPgNetWorker(worker);
    cleanups.push(() => net.stop());
    return {
      db,
      smtp,
      net,
      functionsUrl,
      secret,
      async runCronJob(name) {
        const { rows } = await db.sql.query<{ command: string }>(
          'select command from cron.job where jobname = $1 and active',
          [name],
        );
        if (!rows[0]) throw new Error(`no cron job ${name}`);
        await db.sql.query(rows[0].command);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Serves `/functions/v1/<name>` from each function's own Deno server, as the Supabase gateway does. */
async function startFunctionsRouter(
  functions: Record<string, EdgeFunction>,
  cleanups: Array<() => Promise<unknown>>,
) {
  const server = createServer((incoming, outgoing) => {
    const match = /^\/functions\/v1\/([^/?]+)/.exec(incoming.url ?? '');
    const target = match?.[1] ? functions[match[1]] : undefined;
    if (!target) {
      outgoing.writeHead(404).end();
      return;
    }
    forward(incoming, outgoing, { port: new URL(target.url).port, path: '/' });
  });
  return `${await listenOnLoopback(server, cleanups)}/functions/v1`;
}
