// Every Edge Function type-checks under the Deno that runs it (they are outside the site's tsconfig:
// Deno globals and npm: imports), with its npm imports resolved from this repository's node_modules.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { denoBinary } from '../../local/supabase/edge-function';

const functionsDir = fileURLToPath(new URL('../../supabase/functions/', import.meta.url));
const functions = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);

test.each(functions)('deno check supabase/functions/%s', (name) => {
  const result = spawnSync(
    process.execPath,
    [
      denoBinary(),
      'check',
      '--quiet',
      '--no-config',
      '--node-modules-dir=manual',
      `${functionsDir}${name}/index.ts`,
    ],
    { encoding: 'utf8', timeout: 60_000, env: { ...process.env, DENO_NO_UPDATE_CHECK: '1' } },
  );
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});
