// Ships to browsers, imported on the click that opens a document: the learner dashboard's documents
// (learner_documents, bucket `documents`) open through a link Storage signs for a minute. Storage's
// policy signs it only for a learner who may read the document's row (their own, or their session's).
import { withClient } from './client';
import type { DbData } from './result';

/** Seconds a document's link works: long enough to open it, too short to pass it on (issue 43). */
export const DOCUMENT_LINK_SECONDS = 60;

/** A link to one of the learner's documents, valid DOCUMENT_LINK_SECONDS; the page opens it and forgets it. */
export function learnerDocumentLink(objectPath: string): Promise<DbData<string>> {
  return withClient(async (client): Promise<DbData<string>> => {
    const signed = await client.storage
      .from('documents')
      .createSignedUrl(objectPath, DOCUMENT_LINK_SECONDS);
    if (signed.data) return { ok: true, data: signed.data.signedUrl };
    const status = Number((signed.error as { status?: unknown } | null)?.status);
    // Storage answers "not found" alike for a document this session may not read and a missing one.
    if (status === 401 || status === 403) return { ok: false, reason: 'signed-out' };
    return { ok: false, reason: status >= 400 && status < 500 ? 'unknown' : 'network' };
  });
}
