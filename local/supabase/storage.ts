// A local stand-in for Supabase Storage, written from its documented wire format and its source
// (supabase/storage v1.70.6: routes/object/createObject.ts, routes/tus/lifecycle.ts, storage/uploader.ts,
// internal/database/postgres/scope.ts, storage/database/errors.ts).
// It answers the two upload endpoints the site calls, the REST upload `POST /storage/v1/object/<bucket>/<key>`
// and the resumable (TUS) endpoint `/storage/v1/upload/resumable`, served by @tus/server as Supabase
// does, and what the staff Edge Functions call: signed URLs (`POST` and `GET /object/sign/…`) and
// deletes (`DELETE /object/<bucket>` with `{ prefixes }`). Like Storage, it decides each call by
// running its SQL on `storage.objects` as the caller's JWT role, so the real RLS policy decides; it
// enforces the bucket's size and MIME limits (413, 415), then records uploads as superuser with
// `metadata.size` and `mimetype`.
// What it does not reproduce is listed in docs/testing.md, Local Storage.
import { createHash, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import { Metadata, type Upload } from '@tus/utils';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Pool, PoolClient } from 'pg';

/** Where Storage lives on a Supabase project's origin. */
export const STORAGE_PREFIX = '/storage/v1';
const OBJECT_PREFIX = `${STORAGE_PREFIX}/object/`;
const TUS_PATH = `${STORAGE_PREFIX}/upload/resumable`;
const SIGN_PREFIX = `${STORAGE_PREFIX}/object/sign/`;

/** Storage's own key rule (storage/limits.ts VALID_OBJECT_KEY): accents, `%`, `#`… are refused. */
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;

/** Storage answers browsers from any origin (its CORS plugin); the site's origin differs from the project's. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers':
    'authorization, apikey, x-client-info, x-upsert, content-type, cache-control',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
};

/** The API roles a JWT may carry. */
const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** A Storage error as the server renders it: `statusCode` is the meaning, the HTTP status is 400 or 500. */
class StorageError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly error: string;

  constructor(statusCode: number, code: string, error: string, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.error = error;
  }

  /** The REST body (routes use the legacy rendering: HTTP 400 unless the error is internal). */
  send(res: ServerResponse) {
    const body = {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.error,
      message: this.message,
    };
    res.writeHead(this.statusCode >= 500 ? 500 : 400, {
      ...CORS_HEADERS,
      'content-type': 'application/json; charset=utf-8',
    });
    res.end(JSON.stringify(body));
  }

  /** The TUS rendering (lifecycle.ts getTusError): the real status, the message as plain text. */
  toTus() {
    return { status_code: this.statusCode, body: this.message };
  }
}

const ERRORS = {
  invalidJwt: (message = 'Invalid JWT') =>
    new StorageError(400, 'InvalidJWT', 'Unauthorized', message),
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  invalidKey: (key: string) =>
    new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  alreadyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  tooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  invalidMime: (mime: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${mime} is not supported`,
    ),
};

interface Bucket {
  id: string;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** What an object row carries in `metadata`, as Storage's backend adapter reports it. */
interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

/** The handle db-stack mounts on its proxy, plus what tests read and the fault they can inject. */
export interface LocalStorage {
  /** Answers the request if it is for Storage; false lets the proxy try its other services. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** The bytes stored under `bucket/name`, or null. */
  readObject(bucket: string, name: string): Promise<Buffer | null>;
  /** The folder of the stored bytes and TUS uploads, removed by close(). */
  readonly dataDir: string;
  /** Cuts the connection of the next TUS PATCH once `bytes` of its body have arrived (a dropped mobile link). */
  cutNextPatchAfter(bytes: number): void;
  /** The `Upload-Offset` of every TUS PATCH received, in order: where each attempt started. */
  patchOffsets(): number[];
  /** Lets the next TUS PATCH be processed in full, then cuts its connection instead of answering. */
  loseNextPatchAnswer(): void;
  /** Every TUS request answered, in order: its method, status (0: answer lost) and `Upload-Offset`. */
  tusAnswers(): TusAnswer[];
  close(): Promise<void>;
}

/** A TUS request as the server answered it. */
export interface TusAnswer {
  method: string;
  status: number;
  offset: number | null;
}

interface Options {
  /** Superuser pool of the stack's Postgres. */
  pool: Pool;
  jwtSecret: string;
  /** Folder for the stored bytes and TUS partial uploads; removed by close(). */
  dataDir: string;
  /** The project's global upload limit (config.toml [storage] file_size_limit). */
  globalFileSizeLimit: number;
}

/** Starts the stand-in; it serves through the caller's HTTP server. */
export async function createLocalStorage({
  pool,
  jwtSecret,
  dataDir,
  globalFileSizeLimit,
}: Options): Promise<LocalStorage> {
  const objectsDir = join(dataDir, 'objects');
  const tusDir = join(dataDir, 'tus');
  await mkdir(objectsDir, { recursive: true });
  await mkdir(tusDir, { recursive: true });
  const secret = new TextEncoder().encode(jwtSecret);
  let cutAfter: number | null = null;
  let loseAnswer = false;
  const offsets: number[] = [];
  const answers: TusAnswer[] = [];

  const objectPath = (bucket: string, name: string) => join(objectsDir, bucket, name);

  async function claimsOf(req: IncomingMessage): Promise<JWTPayload> {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer) throw ERRORS.invalidJwt('Missing authorization header');
    try {
      const { payload } = await jwtVerify(bearer, secret, { algorithms: ['HS256'] });
      if (typeof payload.role !== 'string' || !ROLES.has(payload.role))
        throw ERRORS.invalidJwt('Invalid role');
      return payload;
    } catch (error) {
      throw error instanceof StorageError ? error : ERRORS.invalidJwt((error as Error).message);
    }
  }

  async function findBucket(id: string): Promise<Bucket> {
    const { rows } = await pool.query<Bucket>(
      'select id, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    const bucket = rows[0];
    if (!bucket) throw ERRORS.noSuchBucket();
    return {
      ...bucket,
      file_size_limit: bucket.file_size_limit === null ? null : Number(bucket.file_size_limit),
    };
  }

  /** Storage's limit: the bucket's if set and below the project's, else the project's (limits.ts). */
  const sizeLimitOf = (bucket: Bucket) =>
    Math.min(bucket.file_size_limit ?? globalFileSizeLimit, globalFileSizeLimit);

  /** What Storage sets in each transaction before its SQL (scope.ts): the role, the claims, and the leave to delete. */
  async function setScope(client: PoolClient, claims: JWTPayload) {
    await client.query(
      `select set_config('role', $1, true), set_config('request.jwt.claim.role', $1, true),
        set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true),
        set_config('storage.allow_delete_query', 'true', true)`,
      [claims.role, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : ''],
    );
  }

  /** Uploader.canUpload: the INSERT Storage runs as the caller, rolled back; RLS and the key's uniqueness decide. */
  async function testPermission(
    claims: JWTPayload,
    bucketId: string,
    name: string,
    metadata: Record<string, unknown>,
    isUpsert: boolean,
  ) {
    if (!VALID_OBJECT_KEY.test(name)) throw ERRORS.invalidKey(name);
    const client = await pool.connect();
    try {
      await client.query('begin');
      await setScope(client, claims);
      const insert = `insert into storage.objects (bucket_id, name, owner, version, metadata) values ($1, $2, $3, '1', $4)`;
      const conflict = isUpsert
        ? ' on conflict (bucket_id, name) do update set version = excluded.version, metadata = excluded.metadata'
        : '';
      await client.query(insert + conflict, [
        bucketId,
        name,
        typeof claims.sub === 'string' ? claims.sub : null,
        metadata,
      ]);
    } catch (error) {
      throw permissionError(error);
    } finally {
      await client.query('rollback').catch(() => undefined);
      client.release();
    }
  }

  /**
   * Uploader.completeUpload: the row is written as service_role (Storage's asSuperUser, past RLS) once the
   * bytes are stored; if the database refuses it, the bytes are deleted.
   */
  async function completeUpload(
    bucketId: string,
    name: string,
    owner: unknown,
    metadata: ObjectMetadata,
  ) {
    try {
      await asCaller(
        { role: 'service_role' },
        `insert into storage.objects (bucket_id, name, owner, version, metadata) values ($1, $2, $3, $4, $5)
         on conflict (bucket_id, name) do update set version = excluded.version, metadata = excluded.metadata, updated_at = now()`,
        [bucketId, name, typeof owner === 'string' ? owner : null, randomUUID(), metadata],
        true,
      );
    } catch (error) {
      await rm(objectPath(bucketId, name), { force: true });
      throw error;
    }
  }

  async function storeBytes(
    bucket: string,
    name: string,
    bytes: Buffer,
    mimetype: string,
    cacheControl: string,
  ): Promise<ObjectMetadata> {
    const path = objectPath(bucket, name);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    return describeObject(bytes, mimetype, cacheControl);
  }

  async function handleRestUpload(req: IncomingMessage, res: ServerResponse) {
    const [bucketId = '', ...rest] = decodeURIComponent(
      (req.url ?? '').slice(OBJECT_PREFIX.length).split('?')[0] ?? '',
    ).split('/');
    const name = rest.join('/');
    const claims = await claimsOf(req);
    const bucket = await findBucket(bucketId);
    const isUpsert = req.headers['x-upsert'] === 'true';
    const limit = sizeLimitOf(bucket);
    const file = await readUploadBody(req);
    if (bucket.allowed_mime_types) validateMimeType(file.mimetype, bucket.allowed_mime_types);
    if (file.declaredLength !== null && file.declaredLength > limit) throw ERRORS.tooLarge();
    await testPermission(
      claims,
      bucketId,
      name,
      { mimetype: file.mimetype, contentLength: file.declaredLength },
      isUpsert,
    );
    if (file.bytes.length > limit) throw ERRORS.tooLarge();
    const metadata = await storeBytes(bucketId, name, file.bytes, file.mimetype, file.cacheControl);
    await completeUpload(bucketId, name, claims.sub, metadata);
    res.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ Id: randomUUID(), Key: `${bucketId}/${name}` }));
  }

  /** Runs `query` as the caller's JWT role in a transaction (committed when `commit`), as Storage's database layer does. */
  async function asCaller<T>(
    claims: JWTPayload,
    query: string,
    values: unknown[],
    commit: boolean,
  ): Promise<T[]> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await setScope(client, claims);
      const { rows } = await client.query(query, values);
      await client.query(commit ? 'commit' : 'rollback');
      return rows as T[];
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw permissionError(error);
    } finally {
      client.release();
    }
  }

  /** `POST /object/sign/<bucket>/<key>`: a token for a download, if the caller may read the object (RLS). */
  async function handleSign(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    name: string,
  ) {
    const claims = await claimsOf(req);
    const { expiresIn } = JSON.parse((await readText(req)) || '{}') as { expiresIn?: number };
    if (!Number.isInteger(expiresIn) || (expiresIn ?? 0) < 1)
      throw new StorageError(
        400,
        'InvalidRequest',
        'InvalidRequest',
        'expiresIn must be a positive integer',
      );
    const found = await asCaller(
      claims,
      'select 1 from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
      false,
    );
    if (!found.length) throw ERRORS.noSuchKey();
    const token = await new SignJWT({ url: `${bucketId}/${name}` })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (expiresIn ?? 0))
      .sign(secret);
    const signedURL = `/object/sign/${bucketId}/${name}?token=${token}`;
    res.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ signedURL }));
  }

  /** `GET /object/sign/<bucket>/<key>?token=…`: the bytes, while the token is valid and names this object. */
  async function handleSignedDownload(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    name: string,
  ) {
    const query = new URL(req.url ?? '', 'http://storage.local').searchParams;
    let url: unknown;
    try {
      ({
        payload: { url },
      } = await jwtVerify(query.get('token') ?? '', secret, { algorithms: ['HS256'] }));
    } catch (error) {
      throw ERRORS.invalidJwt((error as Error).message);
    }
    if (url !== `${bucketId}/${name}`) throw ERRORS.invalidJwt('Invalid signature');
    const { rows } = await pool.query<{ metadata: ObjectMetadata | null }>(
      'select metadata from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
    );
    const bytes = rows[0] ? await readFile(objectPath(bucketId, name)).catch(() => null) : null;
    if (!bytes) throw ERRORS.noSuchKey();
    const download = query.get('download');
    res.writeHead(200, {
      ...CORS_HEADERS,
      'content-type': rows[0]?.metadata?.mimetype ?? 'application/octet-stream',
      'content-length': bytes.length,
      ...(download !== null
        ? { 'content-disposition': `attachment; filename="${download || name.split('/').pop()}"` }
        : {}),
    });
    res.end(bytes);
  }

  /** `DELETE /object/<bucket>` with `{ prefixes }`: deletes the rows the caller may delete (RLS), then their bytes. */
  async function handleRemove(req: IncomingMessage, res: ServerResponse, bucketId: string) {
    const claims = await claimsOf(req);
    await findBucket(bucketId);
    const { prefixes } = JSON.parse((await readText(req)) || '{}') as { prefixes?: unknown };
    if (!Array.isArray(prefixes) || !prefixes.every((prefix) => typeof prefix === 'string'))
      throw new StorageError(
        400,
        'InvalidRequest',
        'InvalidRequest',
        'prefixes must be a list of keys',
      );
    const deleted = await asCaller<Record<string, unknown>>(
      claims,
      'delete from storage.objects where bucket_id = $1 and name = any($2) returning *',
      [bucketId, prefixes],
      true,
    );
    for (const row of deleted) await rm(objectPath(bucketId, String(row.name)), { force: true });
    res.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(deleted));
  }

  const datastore = new FileStore({ directory: tusDir });
  const tus = new TusServer({
    path: TUS_PATH,
    datastore,
    respectForwardedHeaders: true,
    disableTerminationForFinishedUploads: true,
    allowedHeaders: ['Authorization', 'X-Upsert', 'Upload-Expires', 'ApiKey', 'x-signature'],
    // The upload URL is `<path>/<base64url of bucket/object/version>`, as Supabase's generateUrl makes it.
    namingFunction: (_req, metadata) => {
      if (!metadata?.bucketName || !metadata.objectName)
        throw { status_code: 400, body: 'Metadata header is required' };
      return Buffer.from(`${metadata.bucketName}/${metadata.objectName}/${randomUUID()}`).toString(
        'base64url',
      );
    },
    generateUrl: (_req, { proto, host, path, id }) => `${proto}://${host}${path}/${id}`,
    getFileIdFromRequest: (req) => /([^/]+)\/?$/.exec(new URL(req.url).pathname)?.[1],
    // At creation Storage only knows the project's limit; once the upload exists, the bucket's applies.
    maxSize: async (_req, uploadId) =>
      uploadId
        ? sizeLimitOf(await findBucket(parseUploadId(uploadId).bucket))
        : globalFileSizeLimit,
    onIncomingRequest: async (req, id) => {
      if (req.method === 'OPTIONS' || req.method === 'HEAD') return;
      const node = nodeRequestOf(req);
      const claims = await claimsOf(node).catch(rethrowForTus);
      node.storageClaims = claims;
      const { bucket, objectName } = parseUploadId(id);
      let contentType: string | undefined;
      let contentLength: number | undefined;
      if (req.method === 'POST') {
        contentType =
          Metadata.parse(req.headers.get('upload-metadata') ?? '')?.contentType ?? undefined;
        contentLength = Number(req.headers.get('upload-length') ?? '') || undefined;
      } else {
        const upload = await datastore.getUpload(id);
        contentType = upload.metadata?.contentType ?? undefined;
        contentLength = upload.size;
      }
      const isUpsert = req.headers.get('x-upsert') === 'true';
      await testPermission(
        claims,
        bucket,
        objectName,
        { mimetype: contentType, contentLength },
        isUpsert,
      ).catch(rethrowForTus);
    },
    onUploadCreate: async (_req, upload) => {
      const bucket = await findBucket(parseUploadId(upload.id).bucket).catch(rethrowForTus);
      const metadata = { ...upload.metadata };
      metadata.cacheControl = /^-?\d+$/.test(metadata.cacheControl ?? '')
        ? `max-age=${metadata.cacheControl}`
        : 'no-cache';
      if (metadata.contentType && bucket.allowed_mime_types) {
        try {
          validateMimeType(metadata.contentType, bucket.allowed_mime_types);
        } catch (error) {
          rethrowForTus(error);
        }
      }
      return { metadata };
    },
    onUploadFinish: async (req, upload: Upload) => {
      const { bucket, objectName } = parseUploadId(upload.id);
      const path = objectPath(bucket, objectName);
      await mkdir(dirname(path), { recursive: true });
      await rm(path, { force: true });
      // Linked, not moved: Storage's TUS store writes the object itself, so a HEAD after the end still
      // finds the upload and answers 200 with the full offset (a client whose last answer was lost finishes).
      await link(join(tusDir, upload.id), path);
      const bytes = await readFile(path);
      const metadata = describeObject(
        bytes,
        upload.metadata?.contentType ?? 'application/octet-stream',
        upload.metadata?.cacheControl ?? 'no-cache',
      );
      await completeUpload(
        bucket,
        objectName,
        nodeRequestOf(req).storageClaims?.sub,
        metadata,
      ).catch(async (error: unknown) => {
        // The upload's file is the object's: refused, it goes too.
        await rm(join(tusDir, upload.id), { force: true });
        rethrowForTus(error);
      });
      return { headers: { 'Tus-Complete': '1' } };
    },
  });

  return {
    handle(req, res) {
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (path === TUS_PATH || path.startsWith(`${TUS_PATH}/`)) {
        if (req.method === 'PATCH') {
          offsets.push(Number(req.headers['upload-offset']));
          if (cutAfter !== null) cutConnectionAfter(req, cutAfter);
          cutAfter = null;
          if (loseAnswer) dropAnswer(res);
          loseAnswer = false;
        }
        if (req.method !== 'OPTIONS') recordAnswer(req, res, answers);
        void tus.handle(req, res);
        return true;
      }
      if (req.method === 'OPTIONS' && path.startsWith(STORAGE_PREFIX)) {
        res.writeHead(204, CORS_HEADERS).end();
        return true;
      }
      if (path.startsWith(SIGN_PREFIX) && (req.method === 'POST' || req.method === 'GET')) {
        const [bucketId = '', ...rest] = decodeURIComponent(path.slice(SIGN_PREFIX.length)).split(
          '/',
        );
        const run = req.method === 'POST' ? handleSign : handleSignedDownload;
        run(req, res, bucketId, rest.join('/')).catch((error: unknown) => sendError(res, error));
        return true;
      }
      if (req.method === 'DELETE' && path.startsWith(OBJECT_PREFIX)) {
        const bucketId = decodeURIComponent(path.slice(OBJECT_PREFIX.length)).replace(/\/$/, '');
        handleRemove(req, res, bucketId).catch((error: unknown) => sendError(res, error));
        return true;
      }
      if (req.method === 'POST' && path.startsWith(OBJECT_PREFIX)) {
        handleRestUpload(req, res).catch((error: unknown) => sendError(res, error));
        return true;
      }
      if (path.startsWith(`${STORAGE_PREFIX}/`)) {
        // Listing, public and authenticated downloads, moves and copies are not part of the stand-in.
        ERRORS.noSuchBucket().send(res);
        return true;
      }
      return false;
    },
    readObject: (bucket, name) => readFile(objectPath(bucket, name)).catch(() => null),
    dataDir,
    cutNextPatchAfter(bytes) {
      cutAfter = bytes;
    },
    patchOffsets: () => [...offsets],
    loseNextPatchAnswer() {
      loseAnswer = true;
    },
    tusAnswers: () => [...answers],
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

function sendError(res: ServerResponse, error: unknown) {
  if (error instanceof StorageError) error.send(res);
  else new StorageError(500, 'InternalError', 'Internal', (error as Error).message).send(res);
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

type NodeRequest = IncomingMessage & { storageClaims?: JWTPayload };

/** The Node request behind @tus/server's web request (it serves through `handle(req, res)`, so there is one). */
function nodeRequestOf(req: { runtime?: { node?: { req?: unknown } } }): NodeRequest {
  const node = req.runtime?.node?.req;
  if (!node) throw new Error('@tus/server did not expose the Node request');
  return node as NodeRequest;
}

/** `bucket/object/version` from the base64url upload id. */
function parseUploadId(id: string) {
  const parts = Buffer.from(id, 'base64url').toString('utf8').split('/');
  const version = parts.pop() ?? '';
  const [bucket = '', ...object] = parts;
  return { bucket, objectName: object.join('/'), version };
}

/** @tus/server sends `{ status_code, body }` thrown from its hooks as the answer. */
function rethrowForTus(error: unknown): never {
  if (error instanceof StorageError) throw error.toTus();
  throw error;
}

/** Maps a failed query as Storage's database layer does (DBError.fromDBError). */
function permissionError(error: unknown): StorageError {
  const { code, message = '' } = error as { code?: string; message?: string };
  if (code === '23505') return ERRORS.alreadyExists();
  if (code === '42501')
    return ERRORS.accessDenied(
      message.includes('row-level security')
        ? 'new row violates row-level security policy'
        : message,
    );
  return new StorageError(500, 'DatabaseError', 'Internal', message || 'database error');
}

/** uploader.ts validateMimeType: `type/subtype` against the allow-list, `type/*` wildcards allowed. */
function validateMimeType(mimeType: string, allowed: string[]) {
  const [type, subtype] = mimeType.split(';')[0]?.trim().split('/') ?? [];
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return type === allowedType && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!type || !subtype || !ok) throw ERRORS.invalidMime(mimeType);
}

/** The metadata Storage's backend adapter returns for a stored object. */
function describeObject(bytes: Buffer, mimetype: string, cacheControl: string): ObjectMetadata {
  return {
    eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    size: bytes.length,
    mimetype,
    cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: bytes.length,
    httpStatusCode: 200,
  };
}

/**
 * The file of a REST upload: a multipart form (what supabase-js sends for a Blob: `cacheControl`, then
 * the file part, whose own type is the MIME type) or a raw body typed by its Content-Type header.
 */
async function readUploadBody(req: IncomingMessage) {
  const contentType = req.headers['content-type'] ?? 'application/octet-stream';
  const declared = Number(req.headers['content-length']);
  const request = new Request('http://storage.local/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: Readable.toWeb(req) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  if (contentType.startsWith('multipart/form-data')) {
    const form = await request.formData();
    const file = [...form.values()].find((value): value is File => value instanceof File);
    if (!file)
      throw new StorageError(400, 'InvalidRequest', 'InvalidRequest', 'No file in the form');
    const cacheControl = String(form.get('cacheControl') ?? '3600');
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      mimetype: file.type || 'text/plain',
      cacheControl: `max-age=${cacheControl}`,
      declaredLength: null,
    };
  }
  return {
    bytes: Buffer.from(await request.arrayBuffer()),
    mimetype: contentType,
    cacheControl: req.headers['cache-control'] ?? 'no-cache',
    declaredLength: Number.isFinite(declared) ? declared : null,
  };
}

/** Cuts the connection when the answer starts, once the request has been processed in full. */
function dropAnswer(res: ServerResponse) {
  const socket = res.socket;
  if (!socket) return;
  socket.write = () => {
    socket.destroy();
    return false;
  };
}

/** Logs the request's answer once sent, or status 0 if its connection closed first. */
function recordAnswer(req: IncomingMessage, res: ServerResponse, answers: TusAnswer[]) {
  const answer: TusAnswer = { method: req.method ?? '', status: 0, offset: null };
  answers.push(answer);
  let offset: number | null = null;
  // @tus/server passes its headers to writeHead, where getHeader() cannot read them back.
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const headers = args.find((arg) => typeof arg === 'object' && arg !== null) ?? {};
    // An object, pairs or srvx's flat list of names and values: flattened, a name precedes its value.
    const flat = (Array.isArray(headers) ? headers : Object.entries(headers)).flat() as unknown[];
    const at = flat.findIndex((item) => String(item).toLowerCase() === 'upload-offset');
    if (at >= 0) offset = Number(flat[at + 1]);
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
  res.once('finish', () => {
    answer.status = res.statusCode;
    const header = res.getHeader('upload-offset');
    answer.offset = header === undefined ? offset : Number(header);
  });
}

/**
 * Destroys the request's socket once about `bytes` of it have arrived. It watches the socket's byte
 * count rather than listening to 'data', which would start the body flowing before @tus/server reads it.
 */
function cutConnectionAfter(req: IncomingMessage, bytes: number) {
  const start = req.socket.bytesRead;
  const timer = setInterval(() => {
    if (req.socket.bytesRead - start >= bytes) req.socket.destroy();
  }, 5);
  req.socket.once('close', () => clearInterval(timer));
}
