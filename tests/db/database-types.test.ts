// src/db/database.types.ts must describe the migrated schema exactly (columns, nullability,
// defaults, and the columns the API roles may write).
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { renderDatabaseTypes } from '../support/database-types';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';

const typesFile = new URL('../../src/db/database.types.ts', import.meta.url);
let stack: DbStack;

beforeAll(async () => {
  stack = await startDbStack();
});
afterAll(async () => {
  await stack?.stop();
});

test('database.types.ts matches the columns and grants of the migrations', async () => {
  const expected = await renderDatabaseTypes(stack.sql);
  if (process.env.UPDATE_DB_TYPES === '1') await writeFile(typesFile, expected);
  expect(await readFile(typesFile, 'utf8')).toBe(expected);
});
