// uploadApplicationFile, the site's resumable upload, against the local Storage (proven faithful in
// local-storage.test.ts) for the real journeys, and against a fake server for answers the stand-in
// cannot be made to give (the wire format of the creation request, 403, 415, 429, 5xx, no server).
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { uploadApplicationFile } from '../../src/db/application-files';
import { setClientForTests } from '../../src/db/client';
import { closedUrl, startFakeServer } from '../support/db-fixtures';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { pdfBytes } from '../../local/sample-files';

const MIB = 1024 * 1024;
let stack: DbStack;

beforeAll(async () => {
  stack = await startDbStack();
});
afterEach(() => {
  setClientForTests(undefined);
  vi.useRealTimers();
});
afterAll(async () => {
  await stack?.stop();
});

/** Points src/db's uploads at `url` with the stack's public key. */
const useProject = (url = stack.url) => setClientForTests(undefined, { url, key: stack.anonKey });

/** A file as the visitor picked it: its own name and an empty declared type, both ignored. */
const VISITOR_FILE_NAME = 'CV été – Zoë.PDF';
const visitorFile = (size: number) => new File([pdfBytes(size)], VISITOR_FILE_NAME, { type: '' });

async function storedObject(key: string) {
  const { rows } = await stack.sql.query<{ metadata: { size: number; mimetype: string } }>(
    'select metadata from storage.objects where name = $1',
    [key],
  );
  return rows;
}

describe('against the local Storage', () => {
  test('stores the file under <uuid>/cv.pdf as application/pdf, reporting progress up to the whole size', async () => {
    useProject();
    const id = randomUUID();
    const progress: Array<[number, number]> = [];
    const result = await uploadApplicationFile(id, 'cv', visitorFile(2 * MIB), {
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(result).toEqual({ ok: true });
    expect(await storedObject(`${id}/cv.pdf`)).toEqual([
      { metadata: expect.objectContaining({ size: 2 * MIB, mimetype: 'application/pdf' }) },
    ]);
    expect(progress.at(-1)).toEqual([2 * MIB, 2 * MIB]);
    expect(progress.every(([, total]) => total === 2 * MIB)).toBe(true);
  });

  test('the cover letter goes to <uuid>/lettre.pdf', async () => {
    useProject();
    const id = randomUUID();
    expect(await uploadApplicationFile(id, 'lettre', visitorFile(1000))).toEqual({ ok: true });
    expect(await storedObject(`${id}/lettre.pdf`)).toHaveLength(1);
  });

  test('a second upload of the same file (a retry after the first one succeeded) is a success, with one object', async () => {
    useProject();
    const id = randomUUID();
    expect(await uploadApplicationFile(id, 'cv', visitorFile(1000))).toEqual({ ok: true });
    expect(await uploadApplicationFile(id, 'cv', visitorFile(1000))).toEqual({ ok: true });
    expect(await storedObject(`${id}/cv.pdf`)).toHaveLength(1);
  });

  test('a file over the bucket limit is refused as too large', async () => {
    useProject();
    expect(await uploadApplicationFile(randomUUID(), 'cv', visitorFile(5 * MIB + 1))).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'cv_url',
      issue: 'too-large',
    });
  });

  test('a connection cut mid-upload is resumed by the automatic retry: one object, the whole file', async () => {
    useProject();
    const id = randomUUID();
    const before = stack.storage.patchOffsets().length;
    stack.storage.cutNextPatchAfter(MIB);
    expect(await uploadApplicationFile(id, 'cv', visitorFile(3 * MIB))).toEqual({ ok: true });
    const offsets = stack.storage.patchOffsets().slice(before);
    expect(offsets[0]).toBe(0);
    expect(offsets[1]).toBeGreaterThan(0);
    expect(await stack.storage.readObject('candidatures', `${id}/cv.pdf`)).toEqual(
      Buffer.from(pdfBytes(3 * MIB)),
    );
  });
});

describe('against a fake server', () => {
  test('creates the upload as Supabase documents it: endpoint, metadata, key and no upsert', async () => {
    const server = await startFakeServer(() => ({
      status: 403,
      body: 'new row violates row-level security policy',
    }));
    try {
      useProject(server.url);
      const id = randomUUID();
      await uploadApplicationFile(id, 'cv', visitorFile(1000));
      const [create] = server.requests;
      expect(create).toMatchObject({ method: 'POST', path: '/storage/v1/upload/resumable' });
      expect(create?.headers).toMatchObject({
        authorization: `Bearer ${stack.anonKey}`,
        apikey: stack.anonKey,
        'x-upsert': 'false',
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
      });
      const metadata = Object.fromEntries(
        String(create?.headers['upload-metadata'])
          .split(',')
          .map((pair) => pair.split(' '))
          .map(([name = '', value = '']) => [name, Buffer.from(value, 'base64').toString('utf8')]),
      );
      expect(metadata).toEqual({
        bucketName: 'candidatures',
        objectName: `${id}/cv.pdf`,
        contentType: 'application/pdf',
        cacheControl: '3600',
      });
      // The visitor's file name (« CV été – Zoë.PDF ») is in no other header, plain or base64. The key
      // and the metadata, checked whole above, are left out: a random JWT or uuid may contain « Zo ».
      const { authorization: _, apikey: __, 'upload-metadata': ___, ...others } = create!.headers;
      const sent = JSON.stringify(others);
      expect(sent).not.toMatch(/Zo|été/);
      expect(sent).not.toContain(Buffer.from(VISITOR_FILE_NAME).toString('base64'));
    } finally {
      await server.close();
    }
  });

  test.each([
    [403, { ok: false, reason: 'unknown' }],
    [415, { ok: false, reason: 'invalid', field: 'lettre_motivation_url', issue: 'not-pdf' }],
    [429, { ok: false, reason: 'rate-limited' }],
  ])('an answer %i is not retried and maps to %o', async (status, expected) => {
    const server = await startFakeServer(() => ({ status, body: 'refused' }));
    try {
      useProject(server.url);
      expect(await uploadApplicationFile(randomUUID(), 'lettre', visitorFile(1000))).toEqual(
        expected,
      );
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  test('a server error is retried, then reported as a network failure the visitor may retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const server = await startFakeServer(() => ({ status: 503, body: 'unavailable' }));
    try {
      useProject(server.url);
      const pending = uploadApplicationFile(randomUUID(), 'cv', visitorFile(1000));
      let settled = false;
      void pending.then(() => (settled = true));
      for (let step = 0; step < 200 && !settled; step += 1)
        await vi.advanceTimersByTimeAsync(1_000);
      expect(await pending).toEqual({ ok: false, reason: 'network' });
      expect(server.requests.length).toBeGreaterThan(1);
    } finally {
      await server.close();
    }
  });

  test('no server at all is a network failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    useProject(await closedUrl());
    const pending = uploadApplicationFile(randomUUID(), 'cv', visitorFile(1000));
    let settled = false;
    void pending.then(() => (settled = true));
    for (let step = 0; step < 200 && !settled; step += 1) await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending).toEqual({ ok: false, reason: 'network' });
  });

  test('without a project the upload answers unavailable and sends nothing', async () => {
    setClientForTests(null);
    expect(await uploadApplicationFile(randomUUID(), 'cv', visitorFile(1000))).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});
