// Ships to browsers. The signed-in learner's own rows (RLS on auth.uid(): another learner's rows are
// never returned) and their privacy requests (RGPD art. 15 and 17).
import { restSignal, withClient } from './client';
import type { Database } from './database.types';
import { readResult, writeResult } from './errors';
import type { DbData, DbResult } from './result';

type Tables = Database['public']['Tables'];

/** The training of an enrolment or a document, from the catalogue the database mirrors. */
export interface LearnerTraining {
  code: string;
  slug: string;
  title: string;
}

/** The dated session of an enrolment (its days are AAAA-MM-JJ). */
export interface LearnerSession {
  starts_on: string;
  ends_on: string;
  format: string;
  venue: string;
}

/** An enrolment with its training and session; both null for a row typed by hand before the catalogue. */
export interface LearnerEnrolment {
  id: string;
  progress: number;
  /** What staff typed for a row from before the catalogue; null for every enrolment in a session. */
  typed_training_title: string | null;
  training: LearnerTraining | null;
  session: LearnerSession | null;
}

/** A document of the learner's own or of their session, opened through a short-lived link. */
export interface LearnerDocument {
  id: string;
  title: string;
  object_path: string;
  size_bytes: number | null;
  created_at: string;
}

/** What the dashboard shows. A new account has no profile or enrolment until staff add them. */
export interface LearnerDashboard {
  fullName: string | null;
  enrolments: LearnerEnrolment[];
  /** Lessons not yet over, soonest first; `place` null: the session's venue, or a join link. */
  lessons: {
    id: string;
    enrolment_id: string;
    title: string;
    starts_at: string;
    ends_at: string;
    join_url: string | null;
    place: string | null;
  }[];
  /** The learner's documents and their sessions', newest first. */
  documents: LearnerDocument[];
  /** Newest first. */
  notifications: Pick<
    Tables['learner_notifications']['Row'],
    'id' | 'kind' | 'message' | 'link' | 'created_at'
  >[];
  /** Requests not yet handled, so the settings say what is already asked. */
  pendingRequests: PrivacyRequestKind[];
}

/** The kinds of privacy request a learner can file. */
export type PrivacyRequestKind = 'export' | 'deletion';

/** Reads the parts of the dashboard at once; any failure fails the whole. */
export function loadLearnerDashboard(now = new Date()): Promise<DbData<LearnerDashboard>> {
  return withClient(async (client): Promise<DbData<LearnerDashboard>> => {
    const signal = restSignal();
    const [profile, enrolments, lessons, documents, notifications, requests] = await Promise.all([
      client.from('learner_profiles').select('full_name').abortSignal(signal),
      client
        .from('enrolments')
        .select(
          'id, progress, typed_training_title, training:trainings(code, slug, title), session:training_sessions!enrolments_session_fkey(starts_on, ends_on, format, venue)',
        )
        .order('created_at')
        .abortSignal(signal)
        // The generated types name no relationship: the embedded training and session, typed here.
        .overrideTypes<LearnerEnrolment[], { merge: false }>(),
      client
        .from('lessons')
        .select('id, enrolment_id, title, starts_at, ends_at, join_url, place')
        .gte('ends_at', now.toISOString())
        .order('starts_at')
        .limit(20)
        .abortSignal(signal),
      client
        .from('learner_documents')
        .select('id, title, object_path, size_bytes, created_at')
        .order('created_at', { ascending: false })
        .limit(50)
        .abortSignal(signal),
      client
        .from('learner_notifications')
        .select('id, kind, message, link, created_at')
        .order('created_at', { ascending: false })
        .limit(20)
        .abortSignal(signal),
      client.from('privacy_requests').select('kind').is('handled_at', null).abortSignal(signal),
    ]);
    const results = [
      readResult('learner_profiles', profile),
      readResult('enrolments', enrolments),
      readResult('lessons', lessons),
      readResult('learner_documents', documents),
      readResult('learner_notifications', notifications),
      readResult('privacy_requests', requests),
    ] as const;
    const failure = results.find((result) => !result.ok);
    if (failure && !failure.ok) return failure;
    return {
      ok: true,
      data: {
        fullName: profile.data?.[0]?.full_name ?? null,
        enrolments: enrolments.data ?? [],
        lessons: lessons.data ?? [],
        documents: documents.data ?? [],
        notifications: notifications.data ?? [],
        pendingRequests: (requests.data ?? [])
          .map((request) => request.kind)
          .filter((kind): kind is PrivacyRequestKind => kind === 'export' || kind === 'deletion'),
      },
    };
  });
}

/**
 * Withdraws a pending request: true once it is gone, false when staff handled it meanwhile (a handled
 * request cannot be taken back, and RLS leaves it out of the delete).
 */
export function withdrawPrivacyRequest(kind: PrivacyRequestKind): Promise<DbData<boolean>> {
  return withClient(async (client) => {
    const response = await client
      .from('privacy_requests')
      .delete()
      .eq('kind', kind)
      .is('handled_at', null)
      .select('id')
      .abortSignal(restSignal());
    const result = readResult('privacy_requests', response);
    return result.ok ? { ok: true, data: result.data.length > 0 } : result;
  });
}

/** Files an export or deletion request; asking again while one is pending is a success (it is on file). */
export function requestPrivacyAction(kind: PrivacyRequestKind): Promise<DbResult> {
  return withClient(async (client) => {
    const response = await client
      .from('privacy_requests')
      .insert({ kind })
      .abortSignal(restSignal());
    return writeResult('privacy_requests', response);
  });
}
