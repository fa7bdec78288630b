// Ships to the team space only. The documents staff and trainers give learners (issue 43): PDFs in the
// private bucket `documents`, one row of public.learner_documents each, for a whole session or for one
// learner. Upload first, then the row (whose trigger checks the object is a stored PDF); delete the row,
// then the object. Opened through a link signed for 60 seconds.
import { restSignal, withClient } from './client';
import { storageFailure, teamChange, teamChangeRows, teamRead } from './team-errors';
import type { DbData, DbResult } from './result';

const BUCKET = 'documents';

/** How long a signed link to a document works, in seconds. */
export const DOCUMENT_LINK_SECONDS = 60;

/** Whose documents: a session's (every learner enrolled in it) or one learner's. */
export type DocumentTarget =
  { trainingCode: string; sessionKey: string } | { trainingCode: string; learnerId: string };

export interface DocumentRow {
  id: string;
  trainingCode: string;
  sessionKey: string | null;
  learnerId: string | null;
  title: string;
  objectPath: string;
  sizeBytes: number | null;
  createdAt: string;
}

/** `<training code lower>/<session key | learner uuid>/<uuid v4>.pdf`, as the database checks it. */
export function documentPath(target: DocumentTarget, id: string = crypto.randomUUID()): string {
  const folder = 'sessionKey' in target ? target.sessionKey : target.learnerId;
  return `${target.trainingCode.toLowerCase()}/${folder}/${id}.pdf`;
}

/** The documents of a session or of a learner, newest first. */
export function loadDocuments(target: DocumentTarget): Promise<DbData<DocumentRow[]>> {
  return withClient(async (client): Promise<DbData<DocumentRow[]>> => {
    const query = client
      .from('learner_documents')
      .select(
        'id, training_code, session_key, learner_id, title, object_path, size_bytes, created_at',
      )
      .eq('training_code', target.trainingCode);
    const read = teamRead(
      'learner_documents',
      await (
        'sessionKey' in target
          ? query.eq('session_key', target.sessionKey)
          : query.eq('learner_id', target.learnerId)
      )
        .order('created_at', { ascending: false })
        .abortSignal(restSignal()),
    );
    if (!read.ok) return read;
    return {
      ok: true,
      data: read.data.map((row) => ({
        id: row.id,
        trainingCode: row.training_code,
        sessionKey: row.session_key,
        learnerId: row.learner_id,
        title: row.title,
        objectPath: row.object_path,
        sizeBytes: row.size_bytes,
        createdAt: row.created_at,
      })),
    };
  });
}

/**
 * Stores a PDF and its row. Storage refuses a file over the bucket's limit (413) or not a PDF (415);
 * the row's trigger checks what was stored. A row refused leaves no object behind.
 */
export function uploadDocument(
  target: DocumentTarget,
  title: string,
  file: Blob,
): Promise<DbResult> {
  return withClient(async (client): Promise<DbResult> => {
    const path = documentPath(target);
    // supabase-js sends a Blob as a form part typed by the Blob itself. The type the system gave the
    // file goes as it is (Storage answers 415 to anything but a PDF); a file it did not type is sent as
    // a PDF, which the form recognised by its first bytes.
    const type = file.type || 'application/pdf';
    const stored = await client.storage
      .from(BUCKET)
      .upload(path, new Blob([file], { type }), { contentType: type, upsert: false });
    if (stored.error) return storageFailure(stored.error);
    const result = teamChange(
      await client
        .from('learner_documents')
        .insert({
          training_code: target.trainingCode,
          session_key: 'sessionKey' in target ? target.sessionKey : null,
          learner_id: 'learnerId' in target ? target.learnerId : null,
          title,
          object_path: path,
        })
        .abortSignal(restSignal()),
    );
    if (!result.ok) await client.storage.from(BUCKET).remove([path]);
    return result;
  });
}

/** Deletes the row, then its object. */
export function deleteDocument(
  document: Pick<DocumentRow, 'id' | 'objectPath'>,
): Promise<DbResult> {
  return withClient(async (client): Promise<DbResult> => {
    const result = teamChangeRows(
      await client
        .from('learner_documents')
        .delete()
        .eq('id', document.id)
        .select('id')
        .abortSignal(restSignal()),
    );
    if (!result.ok) return result;
    const removed = await client.storage.from(BUCKET).remove([document.objectPath]);
    return removed.error ? storageFailure(removed.error) : { ok: true };
  });
}

/** A link to the document that works for 60 seconds. */
export function documentLink(objectPath: string): Promise<DbData<string>> {
  return withClient(async (client): Promise<DbData<string>> => {
    const { data, error } = await client.storage
      .from(BUCKET)
      .createSignedUrl(objectPath, DOCUMENT_LINK_SECONDS);
    if (error || !data) return storageFailure(error);
    return { ok: true, data: data.signedUrl };
  });
}
