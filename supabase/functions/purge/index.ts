// Edge Function purge (Deno), run daily by the schedule: deletes the rows past their retention period
// (staff_purge_expired, docs/product.md §9 and the privacy policy), then removes through the Storage API every
// object of the private bucket that no application references a day after its upload: the files of
// the applications just deleted and the uploads of forms never completed. Files go through Storage
// because deleting storage.objects rows in SQL leaves the files behind. Idempotent: what a failed run
// leaves is found again by the next one. Secrets: docs/operations.md.
import { createClient } from 'npm:@supabase/supabase-js@^2.109.0';
import { json, refuse } from '../_shared/http.ts';

const BUCKET = 'candidatures';
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

  let filesRemoved = 0;
  for (;;) {
    const listed = await db.rpc('staff_unreferenced_objects', { max_rows: BATCH });
    if (listed.error)
      return json(500, { error: `list: ${listed.error.message}`, rows: purge.data });
    const names = ((listed.data ?? []) as Array<{ name: string }>).map((row) => row.name);
    if (!names.length) break;
    const removed = await db.storage.from(BUCKET).remove(names);
    if (removed.error)
      return json(502, {
        error: `storage: ${removed.error.message}`,
        rows: purge.data,
        filesRemoved,
      });
    // Nothing removed from a non-empty list would loop forever: stop and report.
    if (!removed.data.length)
      return json(502, {
        error: 'storage removed none of the listed objects',
        rows: purge.data,
        filesRemoved,
      });
    filesRemoved += removed.data.length;
  }
  return json(200, { rows: purge.data, filesRemoved });
}

Deno.serve(handle);
