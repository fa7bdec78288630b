// uploadApplicationFile against a local server speaking Storage's wire format (security.md §3a):
// Storage cannot run here, so the test pins the exact request and maps each documented answer.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { uploadApplicationFile } from '../../src/db/application-files';
import { setClientForTests } from '../../src/db/client';
import { closedUrl, startFakeServer, type RecordedRequest } from '../support/db-fixtures';
import { apiClient } from '../support/db-stack';

const KEY = 'sb_publishable_test-key';
const PDF = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), 0, 1, 2, 255, ...new TextEncoder().encode('\n%%EOF')]);

/** What Storage answers next: status and JSON body. */
let reply: { status: number; body: unknown };
let server: Awaited<ReturnType<typeof startFakeServer>>;

beforeAll(async () => {
  server = await startFakeServer(() => reply);
});
afterEach(() => {
  server.requests.length = 0;
});
afterAll(async () => {
  setClientForTests(undefined);
  await server.close();
});

/** Uploads through a client pointed at the fake Storage; the result and the request it sent. */
async function upload(kind: 'cv' | 'lettre', answer: { status: number; body: unknown }, file: Blob = new File([PDF], 'CV été – Zoë.PDF', { type: '' })) {
  reply = answer;
  setClientForTests(apiClient(server.url, KEY));
  const id = randomUUID();
  const result = await uploadApplicationFile(id, kind, file);
  return { id, result, request: server.requests[0] as RecordedRequest };
}

const storageError = (statusCode: string, error: string) => ({ status: 400, body: { statusCode, error, message: `${error} message` } });

describe('the request', () => {
  test('POSTs the PDF under <uuid>/cv.pdf with the key, no upsert, and the fixed name and type', async () => {
    const { id, result, request } = await upload('cv', { status: 200, body: { Id: randomUUID(), Key: 'candidatures/x/cv.pdf' } });
    expect(result).toEqual({ ok: true });
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/storage/v1/object/candidatures/${id}/cv.pdf`);
    expect(request.headers).toMatchObject({ apikey: KEY, authorization: `Bearer ${KEY}`, 'x-upsert': 'false' });
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);

    const body = request.body.toString('latin1');
    expect(body).toContain('filename="cv.pdf"');
    expect(body).toContain('Content-Type: application/pdf');
    expect(body).not.toContain('Zo');
    expect(body).toMatch(/name="cacheControl"\r\n\r\n3600\r\n/);
    expect(request.body.includes(Buffer.from(PDF))).toBe(true);
  });

  test('the cover letter goes to <uuid>/lettre.pdf', async () => {
    const { id, request } = await upload('lettre', { status: 200, body: { Id: randomUUID(), Key: 'k' } });
    expect(request.path).toBe(`/storage/v1/object/candidatures/${id}/lettre.pdf`);
    expect(request.body.toString('latin1')).toContain('filename="lettre.pdf"');
  });
});

describe('the answers', () => {
  test.each([
    ['409 Duplicate: an earlier attempt stored it', storageError('409', 'Duplicate'), 'cv', { ok: true }],
    ['413 Payload too large', storageError('413', 'Payload too large'), 'cv', { ok: false, reason: 'invalid', field: 'cv_url', issue: 'too-large' }],
    ['415 Invalid mime type', storageError('415', 'invalid_mime_type'), 'lettre', { ok: false, reason: 'invalid', field: 'lettre_motivation_url', issue: 'not-pdf' }],
    ['400 InvalidKey', storageError('400', 'InvalidKey'), 'cv', { ok: false, reason: 'unknown' }],
    ['403 row-level security', storageError('403', 'Unauthorized'), 'cv', { ok: false, reason: 'unknown' }],
    ['404 Bucket not found', storageError('404', 'Bucket not found'), 'cv', { ok: false, reason: 'unknown' }],
    ['500 internal error', { status: 500, body: { statusCode: '500', error: 'internal', message: 'boom' } }, 'cv', { ok: false, reason: 'network' }],
    ['502 from the gateway, no JSON error', { status: 502, body: 'Bad Gateway' }, 'cv', { ok: false, reason: 'network' }],
  ] as const)('%s', async (_label, answer, kind, expected) => {
    const { result } = await upload(kind, answer);
    expect(result).toEqual(expected);
  });

  test('no server at all answers network', async () => {
    setClientForTests(apiClient(await closedUrl(), KEY));
    expect(await uploadApplicationFile(randomUUID(), 'cv', new Blob([PDF]))).toEqual({ ok: false, reason: 'network' });
  });

  test('no Supabase configured answers unavailable', async () => {
    setClientForTests(null);
    expect(await uploadApplicationFile(randomUUID(), 'cv', new Blob([PDF]))).toEqual({ ok: false, reason: 'unavailable' });
  });
});
