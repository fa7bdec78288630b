// The backend the staff Edge Functions run against in tests and in scripts/load-notifications.ts: the
// db stack (Postgres, PostgREST, local Storage), an SMTP sink, the pg_net worker, and each function
// served by Deno, with the Vault secrets the webhook and the schedule read pointing at them.
import { randomBytes } from 'node:crypto';
import { startDbStack, type DbStack } from './db-stack.ts';
import { startEdgeFunction, type EdgeFunction } from './edge-function.ts';
import { startPgNetWorker, type PgNetWorker } from './pg-net.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

export const STAFF_EMAIL = 'equipe@horizon-competences.example';
export const SMTP_FROM = 'Site Horizon Compétences <site@horizon-competences.example>';

export interface FunctionsStack {
  db: DbStack;
  smtp: SmtpSink;
  net: PgNetWorker;
  notifyStaff: EdgeFunction;
  /** The shared secret of the functions (function secret and Vault's staff_functions_secret). */
  secret: string;
  /** Runs the command pg_cron would run for the named job (cron.job), as the scheduler does. */
  runCronJob(name: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startFunctionsStack(
  options: { cvLinkTtlSeconds?: number } = {},
): Promise<FunctionsStack> {
  const cleanups: Array<() => Promise<unknown>> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const db = await startDbStack();
    cleanups.push(() => db.stop());
    const smtp = await startSmtpSink();
    cleanups.push(() => smtp.stop());
    const secret = randomBytes(24).toString('hex');
    const notifyStaff = await startEdgeFunction('notify-staff', {
      SUPABASE_URL: db.url,
      SUPABASE_SERVICE_ROLE_KEY: db.serviceKey,
      STAFF_FUNCTIONS_SECRET: secret,
      SMTP_HOST: smtp.host,
      SMTP_PORT: String(smtp.port),
      SMTP_FROM,
      STAFF_EMAIL,
      ...(options.cvLinkTtlSeconds
        ? { CV_LINK_TTL_SECONDS: String(options.cvLinkTtlSeconds) }
        : {}),
    });
    cleanups.push(() => notifyStaff.stop());
    // Every function is served at its own origin here; on Supabase they share /functions/v1/<name>,
    // which call_staff_function appends to the base URL: one base per function is equivalent.
    await db.sql.query(
      `select vault.create_secret($1, 'staff_functions_url'), vault.create_secret($2, 'staff_functions_secret')`,
      [`${notifyStaff.url}/functions/v1`, secret],
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
      notifyStaff,
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
