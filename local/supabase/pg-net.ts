// The background worker of pg_net, for the stand-in of local/supabase/platform.sql: takes the
// requests that committed transactions queued in net.http_request_queue and sends them, as the
// extension's worker does on Supabase (database webhooks, scheduled calls).
import type pg from 'pg';

export interface PgNetResponse {
  id: number;
  url: string;
  status: number | null;
  body: string;
}

export interface PgNetWorker {
  /** Every request sent so far, with the answer (status null: no answer before its timeout). */
  responses: PgNetResponse[];
  /** Resolves once the queue is empty and no request is in flight. */
  drain(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

interface Queued {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer | null;
  timeout_milliseconds: number;
}

export function startPgNetWorker(client: pg.ClientBase, intervalMs = 25): PgNetWorker {
  const responses: PgNetResponse[] = [];
  const inFlight = new Set<Promise<void>>();
  let queued = 0;
  let stopped = false;

  async function send(request: Queued) {
    let status: number | null = null;
    let body = '';
    try {
      const answer = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(request.timeout_milliseconds),
      });
      status = answer.status;
      body = await answer.text();
    } catch (error) {
      body = (error as Error).message;
    }
    responses.push({ id: Number(request.id), url: request.url, status, body });
  }

  async function poll() {
    while (!stopped) {
      try {
        const { rows } = await client.query<Queued>(
          `delete from net.http_request_queue where id in (
             select id from net.http_request_queue order by id limit 200 for update skip locked
           ) returning *`,
        );
        queued = rows.length;
        for (const row of rows) {
          const task = send(row).finally(() => inFlight.delete(task));
          inFlight.add(task);
        }
        queued = 0;
      } catch (error) {
        if (!stopped) console.error('pg_net stand-in:', (error as Error).message);
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
  const loop = poll();

  return {
    responses,
    async drain(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await client.query<{ count: string }>(
          'select count(*) from net.http_request_queue',
        );
        if (Number(rows[0]?.count) === 0 && queued === 0 && inFlight.size === 0) return;
        if (Date.now() > deadline) throw new Error('pg_net stand-in: queue not drained in time');
        await Promise.race([
          ...inFlight,
          new Promise((resolve) => setTimeout(resolve, intervalMs)),
        ]);
      }
    },
    async stop() {
      stopped = true;
      await loop;
      await Promise.allSettled([...inFlight]);
    },
  };
}
