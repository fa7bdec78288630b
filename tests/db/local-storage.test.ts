// The local Storage stand-in, proven with the real clients (storage-js inside supabase-js, and
// tus-js-client as the browser uses it) against the answers measured on Supabase's Storage server
// (docs/security.md, "Measured on the real Storage server"): the same statuses, in the same fields.
import { randomUUID } from 'node:crypto';
import { Upload, type DetailedError } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { pdfBytes } from '../../local/sample-files';

let stack: DbStack;

beforeAll(async () => {
  stack = await startDbStack();
});
afterAll(async () => {
  await stack?.stop();
});

const MIB = 1024 * 1024;
const bucket = () => stack.client('anon').storage.from('candidatures');
const newKey = (file = 'cv') => `${randomUUID()}/${file}.pdf`;
const pdfFile = (size = 200 * 1024, type = 'application/pdf') =>
  new File([pdfBytes(size)], 'cv.pdf', { type });

/** The stored row's metadata, or null when nothing was stored. */
async function storedMetadata(key: string) {
  const { rows } = await stack.sql.query<{ metadata: Record<string, unknown> }>(
    "select metadata from storage.objects where bucket_id = 'candidatures' and name = $1",
    [key],
  );
  return rows[0]?.metadata ?? null;
}

describe('REST upload through storage-js', () => {
  test('a PDF under <uuid v4>/cv.pdf is stored with its size and type', async () => {
    const key = newKey();
    const file = pdfFile();
    const { data, error } = await bucket().upload(key, file, { upsert: false });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: key, fullPath: `candidatures/${key}` });
    expect(await storedMetadata(key)).toMatchObject({
      size: file.size,
      mimetype: 'application/pdf',
    });
    expect(await stack.storage.readObject('candidatures', key)).toEqual(
      Buffer.from(await file.arrayBuffer()),
    );
  });

  test.each([
    [
      'a key outside the policy',
      () => 'evil.pdf',
      pdfFile(),
      '403',
      'new row violates row-level security policy',
    ],
    [
      '6 MB (bucket limit 5 MiB)',
      newKey,
      pdfFile(6 * 1000 * 1000),
      '413',
      'The object exceeded the maximum allowed size',
    ],
    [
      'a declared text/plain',
      newKey,
      pdfFile(1024, 'text/plain'),
      '415',
      'mime type text/plain is not supported',
    ],
  ])('%s is refused', async (_label, key, file, statusCode, message) => {
    const path = key();
    const { error } = await bucket().upload(path, file, { upsert: false });
    expect(error).toMatchObject({ statusCode, message });
    expect(await storedMetadata(path)).toBeNull();
  });

  test('non-PDF bytes declared application/pdf are stored: Storage trusts the declared type', async () => {
    const key = newKey();
    const { error } = await bucket().upload(
      key,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'x.pdf', { type: 'application/pdf' }),
    );
    expect(error).toBeNull();
  });

  test('the same key again answers 409 without upsert and 403 with it; nothing is overwritten', async () => {
    const key = newKey();
    await bucket().upload(key, pdfFile(1000));
    expect((await bucket().upload(key, pdfFile(2000), { upsert: false })).error).toMatchObject({
      statusCode: '409',
    });
    expect((await bucket().upload(key, pdfFile(3000), { upsert: true })).error).toMatchObject({
      statusCode: '403',
    });
    expect(await storedMetadata(key)).toMatchObject({ size: 1000 });
  });

  test('a request without a valid JWT is refused', async () => {
    const { error } = await stack
      .client('anon')
      .storage.from('candidatures')
      .upload(newKey(), pdfFile(), { headers: { authorization: 'Bearer nope' } });
    expect(error).toMatchObject({ statusCode: '400' });
  });

  test('reading back is not possible as anon', async () => {
    const key = newKey();
    await bucket().upload(key, pdfFile(1000));
    expect((await bucket().download(key)).data).toBeNull();
  });
});

/** Uploads `bytes` with tus-js-client as the site does; the outcome, the HTTP status of a failure, progress events and the upload URL. */
function tusUpload(
  key: string,
  bytes: Uint8Array,
  contentType = 'application/pdf',
  options: { retryDelays?: number[] } = {},
) {
  const progress: number[] = [];
  return new Promise<{ ok: boolean; status: number; progress: number[]; url: string | null }>(
    (resolve) => {
      const upload = new Upload(Buffer.from(bytes), {
        endpoint: `${stack.url}/storage/v1/upload/resumable`,
        headers: {
          authorization: `Bearer ${stack.anonKey}`,
          apikey: stack.anonKey,
          'x-upsert': 'false',
        },
        metadata: {
          bucketName: 'candidatures',
          objectName: key,
          contentType,
          cacheControl: '3600',
        },
        chunkSize: 6 * MIB,
        retryDelays: options.retryDelays ?? [],
        storeFingerprintForResuming: false,
        onProgress: (sent) => progress.push(sent),
        onSuccess: () => resolve({ ok: true, status: 204, progress, url: upload.url }),
        onError: (error) =>
          resolve({
            ok: false,
            status: (error as DetailedError).originalResponse?.getStatus() ?? 0,
            progress,
            url: upload.url,
          }),
      });
      upload.start();
    },
  );
}

describe('resumable (TUS) upload through tus-js-client', () => {
  test('a 1 MB PDF is stored whole, with its size and type', async () => {
    const key = newKey();
    const bytes = pdfBytes(MIB);
    expect(await tusUpload(key, bytes)).toMatchObject({ ok: true });
    expect(await storedMetadata(key)).toMatchObject({ size: MIB, mimetype: 'application/pdf' });
    expect(await stack.storage.readObject('candidatures', key)).toEqual(Buffer.from(bytes));
  });

  test.each([
    ['a key outside the policy', 'evil.pdf', pdfBytes(1024), 'application/pdf', 403],
    ['6 MB', newKey(), pdfBytes(6 * 1000 * 1000), 'application/pdf', 413],
    ['a declared text/plain', newKey(), pdfBytes(1024), 'text/plain', 415],
  ])('%s is refused with %s', async (_label, key, bytes, type, status) => {
    expect(await tusUpload(key, bytes, type)).toMatchObject({ ok: false, status });
    expect(await storedMetadata(key)).toBeNull();
  });

  test('a HEAD once the upload has finished answers 200 with the whole size as Upload-Offset', async () => {
    const { ok, url } = await tusUpload(newKey(), pdfBytes(300 * 1024));
    expect(ok).toBe(true);
    const head = await fetch(url ?? '', {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${stack.anonKey}` },
    });
    expect([head.status, head.headers.get('upload-offset')]).toEqual([200, String(300 * 1024)]);
  });

  test('an upload to a key already stored answers 409', async () => {
    const key = newKey();
    await tusUpload(key, pdfBytes(2048));
    expect(await tusUpload(key, pdfBytes(4096))).toMatchObject({ ok: false, status: 409 });
    expect(await storedMetadata(key)).toMatchObject({ size: 2048 });
  });

  test('a connection cut mid-upload resumes at the offset the server holds and stores one object', async () => {
    const key = newKey();
    const bytes = pdfBytes(3 * MIB);
    const before = stack.storage.patchOffsets().length;
    stack.storage.cutNextPatchAfter(MIB);
    const result = await tusUpload(key, bytes, 'application/pdf', { retryDelays: [100, 500] });
    expect(result.ok).toBe(true);
    // The first PATCH started at 0 and was cut; the retry started where the server's copy ended.
    const [first, retry, ...more] = stack.storage.patchOffsets().slice(before);
    expect(first).toBe(0);
    expect(retry).toBeGreaterThan(0);
    expect(more).toEqual([]);
    expect(await stack.storage.readObject('candidatures', key)).toEqual(Buffer.from(bytes));
    const { rows } = await stack.sql.query(
      'select count(*)::int as n from storage.objects where name = $1',
      [key],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });
});

describe('signed URLs and deletes (what the staff functions call)', () => {
  test('a visitor can neither sign a link to a stored CV nor delete it; the secret key can do both', async () => {
    const key = newKey();
    const file = pdfFile(4096);
    expect((await bucket().upload(key, file)).error).toBeNull();

    const signed = await bucket().createSignedUrl(key, 60);
    expect(signed.data).toBeNull();
    expect(signed.error).toMatchObject({ statusCode: '404' });
    const removed = await bucket().remove([key]);
    expect(removed.data).toEqual([]);
    expect(await stack.storage.readObject('candidatures', key)).not.toBeNull();

    const staff = stack.serviceClient().storage.from('candidatures');
    const link = await staff.createSignedUrl(key, 60);
    expect(link.error).toBeNull();
    const download = await fetch(link.data?.signedUrl ?? '');
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(
      Buffer.from(await file.arrayBuffer()),
    );
    // A token names one object: it does not open another key.
    const other = (link.data?.signedUrl ?? '').replace(key, newKey());
    expect((await fetch(other)).status).toBe(400);

    const deleted = await staff.remove([key]);
    expect(deleted.error).toBeNull();
    expect(deleted.data?.map((object) => object.name)).toEqual([key]);
    expect(await storedMetadata(key)).toBeNull();
    expect(await stack.storage.readObject('candidatures', key)).toBeNull();
  });
});
