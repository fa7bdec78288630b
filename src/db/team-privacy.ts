// Ships to the team space only. Learners' privacy requests (RGPD art. 15 and 17, answered within a
// month, art. 12.3), the export of a learner's data, the erasure of an account (an Edge Function holds
// the secret key the Auth admin API needs), and the new accounts nobody has linked to a training yet.
import { restSignal, withClient } from './client';
import { functionFailure, teamRead, teamUpdate, type ExplainedFailure } from './team-errors';
import type { DbData, DbResult } from './result';

export interface PrivacyRequestRow {
  id: string;
  learnerId: string;
  kind: 'export' | 'deletion';
  createdAt: string;
  /** The legal due date (one month), a Paris calendar date AAAA-MM-JJ. */
  dueOn: string;
  handledAt: string | null;
  email: string;
  fullName: string | null;
}

export interface NewAccountRow {
  id: string;
  email: string;
  fullName: string | null;
  createdAt: string;
  emailConfirmedAt: string | null;
  lastSignInAt: string | null;
}

/** The privacy requests (unhandled first) and the accounts not yet linked to a training. */
export function loadPrivacyDesk(): Promise<
  DbData<{ requests: PrivacyRequestRow[]; accounts: NewAccountRow[] }>
> {
  return withClient(async (client) => {
    const signal = restSignal();
    const [requests, accounts] = await Promise.all([
      client.rpc('team_privacy_requests').abortSignal(signal),
      client.rpc('team_new_learner_accounts').abortSignal(signal),
    ]);
    const readRequests = teamRead('privacy_requests', requests);
    if (!readRequests.ok) return readRequests;
    const readAccounts = teamRead('learner_profiles', accounts);
    if (!readAccounts.ok) return readAccounts;
    return {
      ok: true as const,
      data: {
        requests: readRequests.data.map((row) => ({
          id: row.id,
          learnerId: row.learner_id,
          kind: row.kind === 'deletion' ? ('deletion' as const) : ('export' as const),
          createdAt: row.created_at,
          dueOn: row.due_on,
          handledAt: row.handled_at,
          email: row.email ?? '',
          fullName: row.full_name,
        })),
        accounts: readAccounts.data.map((row) => ({
          id: row.id,
          email: row.email ?? '',
          fullName: row.full_name,
          createdAt: row.created_at,
          emailConfirmedAt: row.email_confirmed_at,
          lastSignInAt: row.last_sign_in_at,
        })),
      },
    };
  });
}

/** Marks a request answered (the database stamps the time). */
export function markPrivacyRequestHandled(id: string): Promise<DbResult> {
  return withClient(async (client) =>
    teamUpdate(
      'privacy_requests',
      await client
        .from('privacy_requests')
        .update({ handled_at: new Date().toISOString() })
        .eq('id', id)
        .select('id')
        .abortSignal(restSignal()),
    ),
  );
}

/** Everything the site holds about one learner, as the JSON the learner receives (art. 15 and 20). */
export function exportLearnerData(learnerId: string): Promise<DbData<unknown>> {
  return withClient(async (client): Promise<DbData<unknown>> => {
    const response = await client
      .rpc('team_learner_export', { learner_id: learnerId })
      .abortSignal(restSignal());
    return teamRead('learner_profiles', response);
  });
}

/** Erases the learner's account and every row that belongs to it, answering their deletion request. */
export function eraseLearner(
  learnerId: string,
  privacyRequestId: string,
): Promise<DbResult | ExplainedFailure> {
  return withClient(async (client) => {
    const { error } = await client.functions.invoke('team-erase-learner', {
      body: { learner_id: learnerId, privacy_request_id: privacyRequestId },
    });
    return error ? functionFailure(error) : { ok: true as const };
  });
}
