// What the local Supabase gateway and its services share on loopback: a free port, a server that
// listens there until the stack stops, and a request forwarded to another local server as is.
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** A port nothing listens on now, for a child process (PostgreSQL, PostgREST, Deno) to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Listens on a free loopback port; `cleanups` gets the closing of the server and its connections. */
export async function listenOnLoopback(
  server: Server,
  cleanups: Array<() => Promise<unknown>>,
): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Sends the request on to `port` and `path` of loopback and its answer back; 502 when nothing answers. */
export function forward(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  { port, path }: { port: number | string; path: string },
): void {
  const upstream = request(
    { host: '127.0.0.1', port, method: incoming.method, path, headers: incoming.headers },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on('error', () => outgoing.writeHead(502).end());
  incoming.pipe(upstream);
}
