// Edge Function team-erase-learner (Deno): erases a learner's account at their request (RGPD art. 17),
// from the team space. The browser never holds the secret key: it sends the staff member's session,
// checked here (staff at aal2), and the function deletes the account through the Auth admin API. The
// audit row ('learner.erase') is written first and keeps only ids, so it survives the deletion without
// personal data; the learner's own document PDFs are removed from Storage first, then the account, and
// the learner's rows go with it (on delete cascade). Secrets: docs/operations.md.
import { adminClient, answer, staffCaller } from '../_shared/team.ts';

/** The private bucket of the learners' PDFs (20261128090000_learner_follow_up.sql). */
const DOCUMENTS_BUCKET = 'documents';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why the database refused the erasure, as staff read it. */
const REFUSALS: Record<string, string> = {
  team_member: 'Ce compte appartient à l’équipe\u00a0: il ne s’efface pas depuis cet espace.',
  no_pending_request:
    'Cette demande n’est pas une demande de suppression en attente de ce compte (déjà traitée, retirée ou d’un autre compte).',
};

async function handle(request: Request): Promise<Response> {
  const caller = await staffCaller(request, adminClient);
  if (caller instanceof Response) return caller;
  const body = (await request.json().catch(() => null)) as {
    learner_id?: unknown;
    privacy_request_id?: unknown;
  } | null;
  const learnerId = body?.learner_id;
  const requestId = body?.privacy_request_id;
  if (
    typeof learnerId !== 'string' ||
    !UUID.test(learnerId) ||
    typeof requestId !== 'string' ||
    !UUID.test(requestId)
  )
    return answer(400, {
      error: 'Requête invalide\u00a0: learner_id et privacy_request_id sont attendus.',
    });

  const admin = adminClient();
  const begun = await admin.rpc('staff_begin_learner_erasure', {
    actor_id: caller.id,
    actor_email: caller.email,
    learner_id: learnerId,
    privacy_request_id: requestId,
  });
  if (begun.error) {
    console.error(`begin erasure: ${begun.error.message}`);
    return answer(500, { error: 'L’effacement n’a pas pu commencer\u00a0: réessayez.' });
  }
  const refusal = REFUSALS[String(begun.data)];
  if (refusal) return answer(409, { error: refusal });

  // The audit says the erasure was asked; this row says it did not happen.
  const failed = async (message: string) => {
    await admin.rpc('staff_record_team_action', {
      actor_id: caller.id,
      actor_email: caller.email,
      action: 'learner.erase_failed',
      table_name: 'auth.users',
      row_id: learnerId,
      after: { error: message.slice(0, 500) },
    });
    return answer(502, { error: 'L’effacement du compte a échoué\u00a0: réessayez.' });
  };

  // The learner's own documents: their rows go with the account, their PDFs must leave the bucket
  // first (a row of storage.objects deleted in SQL would leave the file behind).
  const documents = await admin.rpc('staff_learner_document_objects', { learner_id: learnerId });
  if (documents.error) {
    console.error(`documents of ${learnerId}: ${documents.error.message}`);
    return failed(documents.error.message);
  }
  const paths = ((documents.data ?? []) as Array<{ name: string }>).map((row) => row.name);
  if (paths.length) {
    const removed = await admin.storage.from(DOCUMENTS_BUCKET).remove(paths);
    if (removed.error) {
      console.error(`remove documents of ${learnerId}: ${removed.error.message}`);
      return failed(removed.error.message);
    }
  }

  const deleted = await admin.auth.admin.deleteUser(learnerId);
  if (deleted.error) {
    console.error(`deleteUser ${learnerId}: ${deleted.error.message}`);
    return failed(deleted.error.message);
  }
  return answer(200, { erased: true, documentsRemoved: paths.length });
}

Deno.serve(handle);
