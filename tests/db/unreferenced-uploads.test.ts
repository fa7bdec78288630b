// A38 (docs/security.md §5.1): the bound on objects of the `candidatures` bucket that no application
// references, hit as a script with the public key would, through the site's own resumable upload
// against the local Storage, and what the site reads from the refusal.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { uploadApplicationFile } from '../../src/db/application-files';
import { setClientForTests } from '../../src/db/client';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { validApplication } from '../../local/supabase/sample-rows';
import { pdfBytes } from '../../local/sample-files';

let stack: DbStack;
let limit: number;

beforeAll(async () => {
  stack = await startDbStack();
  setClientForTests(undefined, { url: stack.url, key: stack.anonKey });
  const { rows } = await stack.sql.query<{ limit: number }>(
    'select private.unreferenced_upload_limit() as limit',
  );
  limit = rows[0]!.limit;
});
afterAll(async () => {
  setClientForTests(undefined);
  await stack?.stop();
});

/** What the site reads when the bound refuses an upload. */
const UPLOADS_FULL = { ok: false, reason: 'rate-limited', quota: 'uploads' };

const upload = (id = randomUUID()) =>
  uploadApplicationFile(id, 'cv', new File([pdfBytes(2048)], 'cv.pdf'));

async function storedCount(): Promise<number> {
  const { rows } = await stack.sql.query<{ n: number }>(
    "select count(*)::int as n from storage.objects where bucket_id = 'candidatures'",
  );
  return rows[0]!.n;
}

test('a burst of parallel uploads without an application stores exactly the bound; the rest are refused as too many uploads', async () => {
  const extra = 20;
  const results = await Promise.all(Array.from({ length: limit + extra }, () => upload()));
  expect(results.filter((result) => result.ok)).toHaveLength(limit);
  expect(results.filter((result) => !result.ok)).toEqual(Array(extra).fill(UPLOADS_FULL));
  expect(await storedCount()).toBe(limit);
  expect(await upload()).toEqual(UPLOADS_FULL);
}, 120_000);

test('an application that references a stored file frees its room, and so does an object older than the 24 hours before the purge', async () => {
  const { rows } = await stack.sql.query<{ name: string }>(
    "select name from storage.objects where bucket_id = 'candidatures' order by name limit 2",
  );
  const [claimed, aged] = rows.map((row) => row.name);
  const id = claimed!.split('/')[0]!;
  const { error } = await stack
    .client('anon')
    .from('applications')
    .insert(validApplication({ id, cv_url: claimed }));
  expect(error).toBeNull();
  expect(await upload()).toEqual({ ok: true });
  expect(await upload()).toEqual(UPLOADS_FULL);

  await stack.sql.query(
    "update storage.objects set created_at = now() - interval '25 hours' where name = $1",
    [aged],
  );
  expect(await upload()).toEqual({ ok: true });
  expect(await upload()).toEqual(UPLOADS_FULL);
});
