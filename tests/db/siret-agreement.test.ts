// The browser's SIRET check (src/features/requests/siret.ts) and the database's (private.is_siret)
// give the same verdict on every sample, La Poste's 356 000 000 exception included.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { isSiret } from '../../src/features/requests/siret';
import { SIRET_SAMPLES } from '../support/siret-samples';

let stack: DbStack;

beforeAll(async () => {
  stack = await startDbStack();
});
afterAll(async () => {
  await stack?.stop();
});

test.each(SIRET_SAMPLES)('%s (%s): the database and the form agree', async (_label, siret) => {
  const { rows } = await stack.sql.query<{ valid: boolean }>(
    'select private.is_siret($1) as valid',
    [siret],
  );
  expect(isSiret(siret)).toBe(rows[0]!.valid);
});
