// src/schemas/field-limits.ts is the one table of field limits: the Zod schemas read it, and this test
// reads the limits the migrations actually created (CHECK constraints, helper functions, the bucket,
// supabase/config.toml) back from PostgreSQL, so a migration and the table cannot drift apart.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  APPLICATION_FILE_BYTES,
  BIRTH_AGE_RANGE,
  EXPERIENCE_FIRST_YEAR,
  FIELD_LIMITS,
  PHONE_LIMITS,
  RATING_LIMITS,
  STAFF_NOTE_LIMITS,
  TEAM_FIELD_LIMITS,
} from '../../src/schemas/field-limits';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { LEARNER_DOCUMENT_FILES } from '../../src/config/site';

let stack: DbStack;
/** Definition of each CHECK constraint of the public schema, by name, as PostgreSQL prints it. */
const checks = new Map<string, string>();

beforeAll(async () => {
  stack = await startDbStack();
  const { rows } = await stack.sql.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where contype = 'c' and connamespace = 'public'::regnamespace`,
  );
  for (const row of rows) checks.set(row.name, row.definition);
});
afterAll(async () => {
  await stack?.stop();
});

/** The bound `(expression op N)` a definition holds (PostgreSQL prints `between` as `>=` and `<=`), or null. */
function bound(definition: string, expression: string, op: '>=' | '<='): number | null {
  const escaped = expression.replace(/[()]/g, '\\$&');
  const match = new RegExp(`\\(${escaped} ${op} (\\d+)\\)`).exec(definition);
  return match ? Number(match[1]) : null;
}

/** The length bounds of `column` in `<table>_<column>_check`; a missing lower bound reads 0. */
function lengthBounds(table: string, column: string): { min: number; max: number | null } {
  const definition = checks.get(`${table}_${column}_check`);
  if (!definition) throw new Error(`no constraint ${table}_${column}_check`);
  return {
    min: bound(definition, `char_length(${column})`, '>=') ?? 0,
    max: bound(definition, `char_length(${column})`, '<='),
  };
}

const columns = Object.entries(FIELD_LIMITS).flatMap(([table, fields]) =>
  Object.entries(fields).map(([column, limits]) => ({ table, column, limits })),
);

describe('text lengths', () => {
  test.each(columns)(
    '$table.$column: the CHECK allows what the table says',
    ({ table, column, limits }) => {
      expect(lengthBounds(table, column)).toEqual(limits);
    },
  );

  test('every length CHECK of a table visitors write has its row in the table', () => {
    const constrained = [...checks]
      .filter(
        ([name, definition]) =>
          /^(applications|testimonials|contact_requests|complaints)_/.test(name) &&
          !name.endsWith('_staff_note_check') &&
          // The register's text is the team's, bounded like its notes.
          name !== 'complaints_action_taken_check' &&
          definition.includes('char_length('),
      )
      .map(([name]) => name)
      .sort();
    const listed = columns.map(({ table, column }) => `${table}_${column}_check`).sort();
    expect(listed).toEqual(constrained);
  });
});

describe('the learner follow-up’s text lengths (the team writes them)', () => {
  const teamColumns = Object.entries(TEAM_FIELD_LIMITS).flatMap(([table, fields]) =>
    Object.entries(fields).map(([column, limits]) => ({ table, column, limits })),
  );

  test.each(teamColumns)(
    '$table.$column: the CHECK allows what TEAM_FIELD_LIMITS says',
    ({ table, column, limits }) => {
      expect(lengthBounds(table, column)).toEqual(limits);
    },
  );

  test('every length CHECK of those tables has its row in TEAM_FIELD_LIMITS', () => {
    const constrained = [...checks]
      .filter(
        ([name, definition]) =>
          /^(learner_profiles|lessons|learner_notifications|learner_documents)_/.test(name) &&
          definition.includes('char_length('),
      )
      .map(([name]) => name)
      .sort();
    expect(teamColumns.map(({ table, column }) => `${table}_${column}_check`).sort()).toEqual(
      constrained,
    );
  });
});

test.each(['applications', 'contact_requests', 'complaints'])(
  'the team’s note on %s: the CHECK allows what STAFF_NOTE_LIMITS says',
  (table) => {
    expect(lengthBounds(table, 'staff_note')).toEqual(STAFF_NOTE_LIMITS);
  },
);

describe('numbers, dates and files', () => {
  test('the rating of a testimonial', () => {
    const definition = checks.get('testimonials_rating_check') ?? '';
    expect(bound(definition, 'rating', '>=')).toBe(RATING_LIMITS.min);
    expect(bound(definition, 'rating', '<=')).toBe(RATING_LIMITS.max);
  });

  test('the first year a testimonial may give', () => {
    const definition = checks.get('testimonials_experience_year_check') ?? '';
    expect(bound(definition, 'experience_year', '>=')).toBe(EXPERIENCE_FIRST_YEAR);
  });

  test('the age range of a registrant', () => {
    const definition = checks.get('contact_requests_date_naissance_check') ?? '';
    const years = [...definition.matchAll(/'(\d+) years'::interval/g)].map((match) =>
      Number(match[1]),
    );
    expect(years.sort((a, b) => a - b)).toEqual([BIRTH_AGE_RANGE.min, BIRTH_AGE_RANGE.max]);
  });

  test('a phone number: characters and digits (private.is_phone)', async () => {
    const { rows } = await stack.sql.query<{ body: string }>(
      `select pg_get_functiondef('private.is_phone(text)'::regprocedure) as body`,
    );
    const body = rows[0]?.body ?? '';
    expect(body).toContain(`{${PHONE_LIMITS.length.min},${PHONE_LIMITS.length.max}}`);
    const digits = (op: string) =>
      Number(new RegExp(`'g'::text\\)\\) ${op} (\\d+)\\)`).exec(body)?.[1]);
    expect({ min: digits('>='), max: digits('<=') }).toEqual(PHONE_LIMITS.digits);
  });

  test('an application PDF: the bucket and both limits of supabase/config.toml', async () => {
    const { rows } = await stack.sql.query<{ file_size_limit: string }>(
      `select file_size_limit from storage.buckets where id = 'candidatures'`,
    );
    expect(Number(rows[0]?.file_size_limit)).toBe(APPLICATION_FILE_BYTES.max);

    const config = await readFile(new URL('../../supabase/config.toml', import.meta.url), 'utf8');
    const limits = [...config.matchAll(/^file_size_limit = "(\d+)MiB"$/gm)].map(
      (match) => Number(match[1]) * 1024 * 1024,
    );
    // The project's ceiling is the documents bucket's (LEARNER_DOCUMENT_FILES), above the applications'.
    expect(limits).toEqual([
      LEARNER_DOCUMENT_FILES.maxBytes,
      APPLICATION_FILE_BYTES.max,
      LEARNER_DOCUMENT_FILES.maxBytes,
    ]);
  });
});
