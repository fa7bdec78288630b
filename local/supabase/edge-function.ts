// Runs an Edge Function of supabase/functions/ with Deno from npm (the `deno` package), as the
// Supabase Edge Runtime would serve it: its npm: imports resolve from this repository's node_modules
// (no download), its secrets are environment variables, Deno.serve listens on a free loopback port.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './gateway.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface EdgeFunction {
  /** The function's URL, as `https://<ref>.supabase.co/functions/v1/<name>` would be. */
  url: string;
  /** What the function wrote on stderr (its console.error). */
  log(): string;
  stop(): Promise<void>;
}

/** The Deno binary of the `deno` npm package (its postinstall links the platform package's binary). */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('deno/package.json')), 'bin.cjs');
}

export async function startEdgeFunction(
  name: string,
  secrets: Record<string, string>,
): Promise<EdgeFunction> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      denoBinary(),
      'run',
      '--quiet',
      '--no-prompt',
      '--no-config',
      '--node-modules-dir=manual',
      '--allow-net',
      '--allow-env',
      '--allow-sys',
      `--allow-read=${root}`,
      join(root, 'supabase/functions', name, 'index.ts'),
    ],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DENO_NO_UPDATE_CHECK: '1',
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        ...secrets,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
      // bin.cjs is a Node wrapper that starts the real Deno: a group of their own lets stop() end
      // both (killing the wrapper alone left Deno running after the tests, one per function started).
      detached: true,
    },
  );
  /** Signals the wrapper and Deno together (a negative pid names the process group). */
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killOnExit = () => signal('SIGKILL');
  process.once('exit', killOnExit);
  const stop = () =>
    new Promise<void>((resolve) => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      signal('SIGTERM');
    });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Edge Function ${name} exited: ${stderr}`);
    const up = await fetch(url, { method: 'OPTIONS' }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Edge Function ${name} did not listen within 20 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, log: () => stderr, stop };
}
