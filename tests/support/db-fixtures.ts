// Small helpers shared by tests/db: storing an object as Storage would, reading a row back, a fake
// HTTP server. The valid rows each test changes one thing of are local/supabase/sample-rows.ts.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../src/db/database.types';
import type { ApiRole, DbStack } from '../../local/supabase/db-stack';

type Tables = Database['public']['Tables'];
type Payload = Record<string, unknown>;

/** A string of `count` copies of `char`. */
export function repeat(char: string, count: number): string {
  return char.repeat(count);
}

/** Stores an object in the bucket as the Storage server would after an upload. */
export async function storeObject(
  stack: DbStack,
  key: string,
  bucket = 'candidatures',
  metadata: Payload = STORED_PDF_METADATA,
): Promise<void> {
  await stack.sql.query(
    'insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3)',
    [bucket, key, metadata],
  );
}

/** What Storage writes in `metadata` for a stored 1 KiB PDF (the fields the applications trigger reads). */
export const STORED_PDF_METADATA = { mimetype: 'application/pdf', size: 1024 };

/** Inserts an application through PostgREST, after storing its files (as an upload would). */
export async function submitApplication(stack: DbStack, row: Payload, role: ApiRole = 'anon') {
  for (const key of [row.cv_url, row.lettre_motivation_url]) {
    if (typeof key === 'string' && /^[0-9a-f-]{36}\/(cv|lettre)\.pdf$/.test(key)) {
      await stack.sql.query(
        'insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3) on conflict (bucket_id, name) do nothing',
        ['candidatures', key, STORED_PDF_METADATA],
      );
    }
  }
  // Deliberately untyped: tests send what a hostile caller would.
  return stack
    .client(role)
    .from('applications')
    .insert(row as Tables['applications']['Insert']);
}

/** Reads one row as the superuser, to see what the database stored. */
export async function storedRow(stack: DbStack, table: keyof Tables, id: string | number) {
  const { rows } = await stack.sql.query(`select * from public.${table} where id = $1`, [id]);
  return rows[0] as Payload | undefined;
}

/** One request received by a fake HTTP server. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A local HTTP server answering with `answer`, recording every request; `close` ends it. */
export async function startFakeServer(
  answer: (request: RecordedRequest) => { status: number; body: unknown },
) {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const recorded = {
        method: incoming.method ?? '',
        path: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const { status, body } = answer(recorded);
      outgoing.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A URL on which nothing listens, to simulate a dropped connection. */
export async function closedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
