// Ships to browsers. The private `candidatures` bucket (security.md §3a, §4): each application
// uploads under its own browser-generated uuid, with fixed file names, before the row is inserted.
import { APPLICATION_FILES } from '../config/site';
import { withClient } from './client';
import { storageResult } from './errors';
import type { DbResult } from './result';

/** The two files an application may carry. */
export type ApplicationFileKind = 'cv' | 'lettre';

/** The applications column that stores each file's key, used as the failing field. */
const FILE_COLUMNS = { cv: 'cv_url', lettre: 'lettre_motivation_url' } as const satisfies Record<ApplicationFileKind, string>;

/** The object key of a file: `<uuid>/cv.pdf` or `<uuid>/lettre.pdf` (the only keys the policy accepts). */
export function applicationFileKey(applicationId: string, kind: ApplicationFileKind): string {
  return `${applicationId}/${kind}.pdf`;
}

/**
 * Uploads one PDF of application `applicationId` (already checked by the island: size, `%PDF-`).
 * Never overwrites: a 409 on this key means an earlier attempt stored it, which counts as success.
 */
export function uploadApplicationFile(applicationId: string, kind: ApplicationFileKind, file: Blob): Promise<DbResult> {
  return withClient(async (client) => {
    // The visitor's file name and declared type are dropped: Storage trusts the part's own type (§3a).
    const body = new File([file], `${kind}.pdf`, { type: APPLICATION_FILES.mimeType });
    const { error } = await client.storage
      .from(APPLICATION_FILES.bucket)
      .upload(applicationFileKey(applicationId, kind), body, { upsert: false });
    return storageResult(FILE_COLUMNS[kind], error);
  });
}
