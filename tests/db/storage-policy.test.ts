// The candidatures bucket and its single insert policy, exercised as the API roles in SQL on the
// platform stand-in: what Storage runs as the caller before it writes an object (docs/security.md §3a).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storeObject } from '../support/db-fixtures';
import { startDbStack, type ApiRole, type DbStack } from '../../local/supabase/db-stack';
import { APPLICATION_FILES } from '../../src/config/site';

let stack: DbStack;

beforeAll(async () => {
  stack = await startDbStack();
  await stack.sql.query(
    "insert into storage.buckets (id, name, public) values ('avatars', 'avatars', true)",
  );
});
afterAll(async () => {
  await stack?.stop();
});

/** Inserts an object as Storage's permission test does (plain insert, no returning); the SQLSTATE or 'ok'. */
async function insertAs(role: ApiRole, name: string, bucket = 'candidatures', upsert = false) {
  return stack.asRole(role, async (sql) => {
    const conflict = upsert
      ? ' on conflict (bucket_id, name) do update set metadata = excluded.metadata'
      : '';
    try {
      await sql.query(
        `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{}')${conflict}`,
        [bucket, name],
      );
      return 'ok';
    } catch (error) {
      return (error as { code?: string }).code;
    }
  });
}

test('the bucket is private, 5 MiB at most, PDF only: what the form checks', async () => {
  const { rows } = await stack.sql.query(
    'select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [APPLICATION_FILES.bucket],
  );
  expect(rows).toEqual([
    {
      public: false,
      file_size_limit: String(APPLICATION_FILES.maxBytes),
      allowed_mime_types: [APPLICATION_FILES.mimeType],
    },
  ]);
});

describe('insert policy', () => {
  test.each([
    ['anon', 'cv.pdf'],
    ['anon', 'lettre.pdf'],
    ['authenticated', 'cv.pdf'],
  ] as const)('%s may upload <uuid v4>/%s', async (role, file) => {
    expect(await insertAs(role, `${randomUUID()}/${file}`)).toBe('ok');
  });

  const uuid = randomUUID();
  const refusedKeys: Array<[string, string]> = [
    ['another file name', `${uuid}/photo.pdf`],
    ['upper-case extension', `${uuid}/cv.PDF`],
    ['double extension', `${uuid}/cv.pdf.exe`],
    ['no folder', 'cv.pdf'],
    ['legacy timestamp key', '1732140000000_CV Zoë.pdf'],
    ['nested folder', `${uuid}/x/cv.pdf`],
    ['traversal', '../../etc/passwd.pdf'],
    ['traversal inside the folder', `${uuid}/../cv.pdf`],
    ['encoded traversal', '%2e%2e/cv.pdf'],
    ['Windows path', 'C:\\x\\cv.pdf'],
    ['accented name', `${uuid}/CV été 2025 – Zoë.pdf`],
    ['emoji', `${uuid}/😀.pdf`],
    ['right-to-left override', `${uuid}/\u202efdp.exe`],
    ['upper-case uuid', `${uuid.toUpperCase()}/cv.pdf`],
    ['uuid that is not version 4', `${uuid.slice(0, 14)}1${uuid.slice(15)}/cv.pdf`],
    ['trailing newline', `${uuid}/cv.pdf\n`],
  ];

  test.each(refusedKeys)('A8/A9 %s is refused (42501)', async (_label, key) => {
    expect(await insertAs('anon', key)).toBe('42501');
  });

  test('a valid key in another bucket is refused (42501)', async () => {
    expect(await insertAs('anon', `${randomUUID()}/cv.pdf`, 'avatars')).toBe('42501');
  });
});

describe('existing objects stay out of reach', () => {
  test('A12 an existing key can be neither uploaded again (23505 → Storage 409) nor upserted (42501)', async () => {
    const key = `${randomUUID()}/cv.pdf`;
    await storeObject(stack, key);
    expect(await insertAs('anon', key)).toBe('23505');
    expect(await insertAs('anon', key, 'candidatures', true)).toBe('42501');
    const { rows } = await stack.sql.query('select metadata from storage.objects where name = $1', [
      key,
    ]);
    expect(rows[0].metadata).toEqual({ mimetype: 'application/pdf', size: 1024 });
  });

  test.each(['anon', 'authenticated'] as const)(
    'A13 %s can neither list nor update objects, and a delete in SQL is refused (42501) as on the real schema',
    async (role) => {
      const key = `${randomUUID()}/cv.pdf`;
      await storeObject(stack, key);
      const counts = await stack.asRole(role, async (sql) => ({
        listed: (
          await sql.query("select name from storage.objects where bucket_id = 'candidatures'")
        ).rowCount,
        buckets: (await sql.query('select id from storage.buckets')).rowCount,
        updated: (await sql.query("update storage.objects set name = 'x' where name = $1", [key]))
          .rowCount,
      }));
      expect(counts).toEqual({ listed: 0, buckets: 0, updated: 0 });
      const deleted = await stack.asRole(role, (sql) =>
        sql.query('delete from storage.objects where name = $1', [key]).then(
          () => 'deleted',
          (error: { code?: string; message?: string }) => [error.code, error.message],
        ),
      );
      expect(deleted).toEqual([
        '42501',
        'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
      ]);
      const { rowCount } = await stack.sql.query('select 1 from storage.objects where name = $1', [
        key,
      ]);
      expect(rowCount).toBe(1);
    },
  );
});
