// Ships to browsers. The private `candidatures` bucket (docs/security.md §3a, §4): each application
// uploads under its own browser-generated uuid, with fixed file names, before the row is inserted.
// Uploads use Storage's resumable endpoint (TUS, the protocol Supabase documents for large files and
// weak connections) through tus-js-client: progress per file, automatic retries that resume at the
// last byte the server holds, and no second object when the visitor tries again.
import { APPLICATION_FILES } from '~/config/site';
import { getProject } from './client';
import { resumableUploadResult } from './errors';
import type { DbResult } from './result';
import { thrownFailure, UNAVAILABLE } from './result';

/** The files of an application, in upload order. */
export const APPLICATION_FILE_KINDS = ['cv', 'lettre'] as const;

/** One of the files an application may carry. */
export type ApplicationFileKind = (typeof APPLICATION_FILE_KINDS)[number];

/** The column that stores each file's key: the failing field when Storage or the database refuses the file. */
const APPLICATION_FILE_COLUMNS = {
  cv: 'cv_url',
  lettre: 'lettre_motivation_url',
} as const satisfies Record<ApplicationFileKind, string>;

/** The file whose key a column stores, or undefined for any other column. */
export function fileKindOfColumn(column: string): ApplicationFileKind | undefined {
  return APPLICATION_FILE_KINDS.find((kind) => APPLICATION_FILE_COLUMNS[kind] === column);
}

/** The column whose file the insert trigger did not find: its 23503 message is `<kind>_missing` (A30). */
export function missingFileColumn(message: string): string | undefined {
  const kind = APPLICATION_FILE_KINDS.find((candidate) => message === `${candidate}_missing`);
  return kind && APPLICATION_FILE_COLUMNS[kind];
}

/** Storage requires 6 MiB chunks on its resumable endpoint; our files (≤ 5 MiB) go in one PATCH. */
const CHUNK_BYTES = 6 * 1024 * 1024;

/** Waits between automatic retries of a dropped upload (about a minute in all), then the visitor decides. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 15_000, 20_000];

/**
 * Hands the library the file's bytes rather than the Blob: browsers and Node (where the db tests run
 * this module) both send a Uint8Array, while Node's stack cannot send a Blob. A chunk is at most the
 * whole file (5 MiB), so reading it into memory costs nothing a phone would notice. `size` is what
 * Node's stack reads for Content-Length, as the library's own BufferSource sets it.
 */
const blobReader = {
  openFile: (file: Blob) =>
    Promise.resolve({
      size: file.size,
      slice: async (start: number, end: number) => {
        const bytes = new Uint8Array(await file.slice(start, end).arrayBuffer());
        return { value: Object.assign(bytes, { size: bytes.length }), done: end >= file.size };
      },
      close: () => undefined,
    }),
};

/** Upload URLs of this page, by object key: a new attempt resumes where the previous one stopped. */
const uploadUrls = new Map<string, string>();

/** The object key of a file: `<uuid>/cv.pdf` or `<uuid>/lettre.pdf` (the only keys the policy accepts). */
export function applicationFileKey(applicationId: string, kind: ApplicationFileKind): string {
  return `${applicationId}/${kind}.pdf`;
}

/** Fetches the upload client ahead of the submit, when a project is configured (a file was just picked). */
export function warmUpUploads(): void {
  if (getProject()) void import('tus-js-client').catch(() => undefined);
}

/** What the caller can follow or stop during an upload. */
export interface UploadOptions {
  /** Bytes the server has confirmed or the browser has sent, of `total`. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one PDF of application `applicationId` (already checked by the island: size, `%PDF-`).
 * Never overwrites: a 409 on this key means an earlier attempt stored it, which counts as success.
 */
export async function uploadApplicationFile(
  applicationId: string,
  kind: ApplicationFileKind,
  file: Blob,
  options: UploadOptions = {},
): Promise<DbResult> {
  const project = getProject();
  if (!project) return UNAVAILABLE;
  let tus: typeof import('tus-js-client');
  try {
    tus = await import('tus-js-client');
  } catch {
    return thrownFailure();
  }
  const key = applicationFileKey(applicationId, kind);
  return new Promise<DbResult>((resolve) => {
    const upload = new tus.Upload(file, {
      endpoint: `${project.url}/storage/v1/upload/resumable`,
      uploadUrl: uploadUrls.get(key) ?? null,
      headers: { authorization: `Bearer ${project.key}`, apikey: project.key, 'x-upsert': 'false' },
      // The visitor's file name and declared type are dropped: Storage trusts the declared type (§3a).
      metadata: {
        bucketName: APPLICATION_FILES.bucket,
        objectName: key,
        contentType: APPLICATION_FILES.mimeType,
        cacheControl: '3600',
      },
      chunkSize: CHUNK_BYTES,
      fileReader: blobReader,
      retryDelays: RETRY_DELAYS_MS,
      // Retry what a better connection may fix, and a 409 to a PATCH: the server holds another offset
      // (a browser may resend a cut request by itself), so the library asks where to resume. Other 4xx
      // (refused, too large, already stored at creation) will not change.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        return (
          status === 0 ||
          status === 423 ||
          status >= 500 ||
          (status === 409 && error.originalRequest?.getMethod() === 'PATCH')
        );
      },
      // Resuming is handled above, per key: the library's own URL store would outlive the application.
      storeFingerprintForResuming: false,
      onProgress: (sent, total) => {
        if (upload.url) uploadUrls.set(key, upload.url);
        options.onProgress?.(sent, total);
      },
      onSuccess: () => {
        uploadUrls.delete(key);
        resolve(resumableUploadResult(APPLICATION_FILE_COLUMNS[kind], 'ok'));
      },
      onError: (error) => {
        if (upload.url) uploadUrls.set(key, upload.url);
        const detailed = 'originalResponse' in error ? error : null;
        const status = detailed?.originalResponse?.getStatus() ?? 0;
        // Only a creation's 409 means "already stored"; a PATCH's 409 that retries did not settle is a failure to retry later.
        const created = status !== 409 || detailed?.originalRequest?.getMethod() === 'POST';
        resolve(
          resumableUploadResult(
            APPLICATION_FILE_COLUMNS[kind],
            created ? status : 0,
            detailed?.originalResponse?.getBody() ?? '',
          ),
        );
      },
    });
    options.signal?.addEventListener('abort', () => {
      void upload.abort();
      resolve(thrownFailure());
    });
    upload.start();
  });
}
