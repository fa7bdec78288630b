// Edge Function purge (Deno), run daily by the schedule: deletes the rows past their retention period
// (staff_purge_expired, docs/product.md §9 and the privacy policy), then removes through the Storage API every
// object of the private bucket that no application references a day after its upload: the files of
// the applications just deleted and the uploads of forms never completed; and every learner document
// no row names a day after its upload (the PDFs of learners the purge deleted). Files go through Storage
// because deleting storage.objects rows in SQL leaves the files behind. Idempotent: what a failed run
// leaves is found again by the next one. Secrets: docs/operations.md.
import { createClient } from 'npm:@supabase/supabase-js@^2.109.0';
import { json, refuse } from '../_shared/http.ts';

const BUCKET = 'candidatures';
/** The learners' PDFs (20261128090000_learner_follow_up.sql): those no row names any more go too. */
const DOCUMENTS_BUCKET = 'documents';
/** Keys per Storage delete call (Storage accepts up to 1,000). */
const BATCH = 100;

async function handle(request: Request): Promise<Response> {
  const refusal = await refuse(request, ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY']);
  if (refusal) return refusal;
  const db = createClient(
    Deno.env.get('SUPABASE_URL') ?? '',
    Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    { auth: { persistSession: false, autoRefreshToken: false } },
  );

  const purge = await db.rpc('staff_purge_expired');
  if (purge.error) return json(500, { error: `purge: ${purge.error.message}` });

  // Each bucket: list what no row references any more, remove it through Storage, until none is left.
  const removeUnreferenced = async (bucket: string, list: string) => {
    let removed = 0;
    for (;;) {
      const listed = await db.rpc(list, { max_rows: BATCH });
      if (listed.error)
        return { removed, status: 500, error: `list ${bucket}: ${listed.error.message}` };
      const names = ((listed.data ?? []) as Array<{ name: string }>).map((row) => row.name);
      if (!names.length) return { removed };
      const answer = await db.storage.from(bucket).remove(names);
      if (answer.error)
        return { removed, status: 502, error: `storage ${bucket}: ${answer.error.message}` };
      // Nothing removed from a non-empty list would loop forever: stop and report.
      if (!answer.data.length)
        return {
          removed,
          status: 502,
          error: `storage removed none of the listed objects of ${bucket}`,
        };
      removed += answer.data.length;
    }
  };

  const files = await removeUnreferenced(BUCKET, 'staff_unreferenced_objects');
  const filesRemoved = files.removed;
  if (files.error)
    return json(files.status, { error: files.error, rows: purge.data, filesRemoved });
  const documents = await removeUnreferenced(DOCUMENTS_BUCKET, 'staff_unreferenced_documents');
  const documentsRemoved = documents.removed;
  if (documents.error)
    return json(documents.status, {
      error: documents.error,
      rows: purge.data,
      filesRemoved,
      documentsRemoved,
    });
  return json(200, { rows: purge.data, filesRemoved, documentsRemoved });
}

Deno.serve(handle);
