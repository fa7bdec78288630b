// Ships to the team space only. The learner follow-up (issue 43): the learners a team member follows,
// their enrolments, lessons and notifications; staff's invitations and enrolments; the trainers'
// trainings. The database decides who follows whom (private.follows_learner) and refuses what its
// constraints forbid; the forms translate the constraint's name (src/db/team-errors.ts).
import { restSignal, withClient } from './client';
import { teamChange, teamChangeRows, teamRead } from './team-errors';
import type { DbData, DbFailure, DbResult } from './result';

export interface FollowedLearner {
  id: string;
  email: string;
  fullName: string | null;
  emailConfirmedAt: string | null;
  lastSignInAt: string | null;
  /** Invited by e-mail (and not yet through the invitation, while emailConfirmedAt is null). */
  invited: boolean;
}

export interface EnrolmentRow {
  id: string;
  learnerId: string;
  trainingCode: string | null;
  sessionKey: string | null;
  /** What staff typed for an enrolment from before the catalogue (no code, no session). */
  typedTrainingTitle: string | null;
  progress: number;
  /** End of training, AAAA-MM-JJ. */
  endedOn: string | null;
}

export interface LessonRow {
  id: string;
  enrolmentId: string;
  learnerId: string;
  title: string;
  startsAt: string;
  endsAt: string;
  joinUrl: string | null;
  place: string | null;
}

/** What a lesson form sends: instants already converted from Paris time. */
export interface LessonInput {
  title: string;
  startsAt: string;
  endsAt: string;
  joinUrl: string | null;
  place: string | null;
}

export interface NotificationRow {
  id: string;
  learnerId: string;
  kind: 'info' | 'success';
  message: string;
  link: string | null;
  createdAt: string;
}

export interface NotificationInput {
  kind: 'info' | 'success';
  message: string;
  link: string | null;
}

const ENROLMENT_COLUMNS =
  'id, learner_id, training_code, session_key, typed_training_title, progress, ended_on';
const LESSON_COLUMNS = 'id, enrolment_id, learner_id, title, starts_at, ends_at, join_url, place';

function enrolmentOf(row: {
  id: string;
  learner_id: string;
  training_code: string | null;
  session_key: string | null;
  typed_training_title: string | null;
  progress: number;
  ended_on: string | null;
}): EnrolmentRow {
  return {
    id: row.id,
    learnerId: row.learner_id,
    trainingCode: row.training_code,
    sessionKey: row.session_key,
    typedTrainingTitle: row.typed_training_title,
    progress: row.progress,
    endedOn: row.ended_on,
  };
}

function lessonOf(row: {
  id: string;
  enrolment_id: string;
  learner_id: string;
  title: string;
  starts_at: string;
  ends_at: string;
  join_url: string | null;
  place: string | null;
}): LessonRow {
  return {
    id: row.id,
    enrolmentId: row.enrolment_id,
    learnerId: row.learner_id,
    title: row.title,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    joinUrl: row.join_url,
    place: row.place,
  };
}

/** The learners this member follows (staff: every enrolled learner), by name, and their enrolments. */
export function loadFollowUp(): Promise<
  DbData<{ learners: FollowedLearner[]; enrolments: EnrolmentRow[] }>
> {
  return withClient(async (client) => {
    const signal = restSignal();
    const [learners, enrolments] = await Promise.all([
      client.rpc('team_learners').abortSignal(signal),
      client.from('enrolments').select(ENROLMENT_COLUMNS).order('created_at').abortSignal(signal),
    ]);
    const readLearners = teamRead('learner_profiles', learners);
    if (!readLearners.ok) return readLearners;
    const readEnrolments = teamRead('enrolments', enrolments);
    if (!readEnrolments.ok) return readEnrolments;
    return {
      ok: true as const,
      data: {
        learners: readLearners.data.map((row) => ({
          id: row.learner_id,
          email: row.email ?? '',
          fullName: row.full_name,
          emailConfirmedAt: row.email_confirmed_at,
          lastSignInAt: row.last_sign_in_at,
          invited: Boolean(row.invited),
        })),
        enrolments: readEnrolments.data.map(enrolmentOf),
      },
    };
  });
}

/** One learner's lessons (by start) and notifications (newest first). */
export function loadLearnerFile(
  learnerId: string,
): Promise<DbData<{ lessons: LessonRow[]; notifications: NotificationRow[] }>> {
  return withClient(async (client) => {
    const signal = restSignal();
    const [lessons, notifications] = await Promise.all([
      client
        .from('lessons')
        .select(LESSON_COLUMNS)
        .eq('learner_id', learnerId)
        .order('starts_at')
        .abortSignal(signal),
      client
        .from('learner_notifications')
        .select('id, learner_id, kind, message, link, created_at')
        .eq('learner_id', learnerId)
        .order('created_at', { ascending: false })
        .abortSignal(signal),
    ]);
    const readLessons = teamRead('lessons', lessons);
    if (!readLessons.ok) return readLessons;
    const readNotifications = teamRead('learner_notifications', notifications);
    if (!readNotifications.ok) return readNotifications;
    return {
      ok: true as const,
      data: {
        lessons: readLessons.data.map(lessonOf),
        notifications: readNotifications.data.map((row) => ({
          id: row.id,
          learnerId: row.learner_id,
          kind: row.kind === 'success' ? ('success' as const) : ('info' as const),
          message: row.message,
          link: row.link,
          createdAt: row.created_at,
        })),
      },
    };
  });
}

/** Changes an enrolment's progress (staff and trainer) or end of training (staff). */
export function changeEnrolment(
  id: string,
  change: { progress?: number; endedOn?: string | null },
): Promise<DbResult> {
  const values = {
    ...(change.progress === undefined ? {} : { progress: change.progress }),
    ...(change.endedOn === undefined ? {} : { ended_on: change.endedOn }),
  };
  return withClient(async (client) =>
    teamChangeRows(
      await client
        .from('enrolments')
        .update(values)
        .eq('id', id)
        .select('id')
        .abortSignal(restSignal()),
    ),
  );
}

function lessonValues(lesson: LessonInput) {
  return {
    title: lesson.title,
    starts_at: lesson.startsAt,
    ends_at: lesson.endsAt,
    join_url: lesson.joinUrl,
    place: lesson.place,
  };
}

/**
 * Adds a lesson to each enrolment given, in one request (one learner, or every learner of a session):
 * all rows or none.
 */
export function addLessons(
  enrolments: readonly Pick<EnrolmentRow, 'id' | 'learnerId'>[],
  lesson: LessonInput,
): Promise<DbResult> {
  return withClient(async (client) =>
    teamChange(
      await client
        .from('lessons')
        .insert(
          enrolments.map((enrolment) => ({
            enrolment_id: enrolment.id,
            learner_id: enrolment.learnerId,
            ...lessonValues(lesson),
          })),
        )
        .abortSignal(restSignal()),
    ),
  );
}

export function changeLesson(id: string, lesson: LessonInput): Promise<DbResult> {
  return withClient(async (client) =>
    teamChangeRows(
      await client
        .from('lessons')
        .update(lessonValues(lesson))
        .eq('id', id)
        .select('id')
        .abortSignal(restSignal()),
    ),
  );
}

/** Deletes lessons by id (one, or the rows a session lesson made). */
export function deleteLessons(ids: readonly string[]): Promise<DbResult> {
  return withClient(async (client) =>
    teamChangeRows(
      await client
        .from('lessons')
        .delete()
        .in('id', [...ids])
        .select('id')
        .abortSignal(restSignal()),
    ),
  );
}

/** The upcoming lessons of these enrolments (a session's), by start. */
export function loadUpcomingLessons(enrolmentIds: readonly string[]): Promise<DbData<LessonRow[]>> {
  return withClient(async (client): Promise<DbData<LessonRow[]>> => {
    if (enrolmentIds.length === 0) return { ok: true, data: [] };
    const read = teamRead(
      'lessons',
      await client
        .from('lessons')
        .select(LESSON_COLUMNS)
        .in('enrolment_id', [...enrolmentIds])
        .gte('ends_at', new Date().toISOString())
        .order('starts_at')
        .abortSignal(restSignal()),
    );
    return read.ok ? { ok: true, data: read.data.map(lessonOf) } : read;
  });
}

export function addNotification(
  learnerId: string,
  notification: NotificationInput,
): Promise<DbResult> {
  return withClient(async (client) =>
    teamChange(
      await client
        .from('learner_notifications')
        .insert({ learner_id: learnerId, ...notification })
        .abortSignal(restSignal()),
    ),
  );
}

export function deleteNotification(id: string): Promise<DbResult> {
  return withClient(async (client) =>
    teamChangeRows(
      await client
        .from('learner_notifications')
        .delete()
        .eq('id', id)
        .select('id')
        .abortSignal(restSignal()),
    ),
  );
}

/** A learner to enrol: the training and one of its sessions, from the catalogue. */
export interface EnrolmentInput {
  fullName: string;
  trainingCode: string;
  sessionKey: string;
}

/** Why the invitation function refused (its answers, contract of issue 43). */
export type InviteFailure =
  | DbFailure
  | { ok: false; reason: 'invalid'; field: 'account_exists' | 'unknown_session' | string };

/** Invites a learner by e-mail (the French invitation), then creates their profile and enrolment. */
export function inviteLearner(
  input: EnrolmentInput & { email: string },
): Promise<DbData<{ learnerId: string; enrolmentId: string }> | InviteFailure> {
  return withClient(async (client) => {
    const { data, error } = await client.functions.invoke<{
      learnerId: string;
      enrolmentId: string;
    }>('team-invite-learner', { body: { ...input, email: input.email.trim().toLowerCase() } });
    if (!error && data) return { ok: true as const, data };
    return inviteFailure(error);
  });
}

/** The function's answer: 409 an existing account, 422 an unknown session, 400 the field it names. */
export async function inviteFailure(error: unknown): Promise<InviteFailure> {
  const response = (error as { context?: unknown } | null)?.context;
  if (!(response instanceof Response)) return { ok: false, reason: 'network' };
  const body = (await response.json().catch(() => null)) as { field?: unknown } | null;
  switch (response.status) {
    case 400:
      return { ok: false, reason: 'invalid', field: String(body?.field ?? 'unknown') };
    case 401:
    case 403:
      return { ok: false, reason: 'signed-out' };
    case 409:
      return { ok: false, reason: 'invalid', field: 'account_exists' };
    case 422:
      return { ok: false, reason: 'invalid', field: 'unknown_session' };
    case 503:
      return { ok: false, reason: 'unavailable' };
    default:
      return response.status >= 500
        ? { ok: false, reason: 'unknown' }
        : { ok: false, reason: 'network' };
  }
}

export interface NewAccount {
  id: string;
  email: string;
  fullName: string | null;
}

/** The accounts no enrolment links yet (staff): the ones to enrol. */
export function loadNewAccounts(): Promise<DbData<NewAccount[]>> {
  return withClient(async (client): Promise<DbData<NewAccount[]>> => {
    const read = teamRead(
      'learner_profiles',
      await client.rpc('team_new_learner_accounts').abortSignal(restSignal()),
    );
    if (!read.ok) return read;
    return {
      ok: true,
      data: read.data.map((row) => ({
        id: row.id,
        email: row.email ?? '',
        fullName: row.full_name,
      })),
    };
  });
}

/** Enrols an existing account (staff): its name, the training and the session, in one transaction. */
export function enrolLearner(learnerId: string, input: EnrolmentInput): Promise<DbData<string>> {
  return withClient(async (client): Promise<DbData<string>> => {
    const response = await client
      .rpc('team_enrol_learner', {
        learner_id: learnerId,
        full_name: input.fullName,
        training_code: input.trainingCode,
        session_key: input.sessionKey,
      })
      .abortSignal(restSignal());
    const result = teamChange(response);
    if (!result.ok) return result;
    return typeof response.data === 'string'
      ? { ok: true, data: response.data }
      : { ok: false, reason: 'unknown' };
  });
}

export interface TrainerRow {
  id: string;
  email: string;
  trainings: string[];
}

/** Every trainer account and the trainings each teaches (staff). */
export function loadTrainers(): Promise<DbData<TrainerRow[]>> {
  return withClient(async (client): Promise<DbData<TrainerRow[]>> => {
    const read = teamRead(
      'trainer_trainings',
      await client.rpc('team_trainers').abortSignal(restSignal()),
    );
    if (!read.ok) return read;
    return {
      ok: true,
      data: read.data.map((row) => ({
        id: row.trainer_id,
        email: row.email ?? '',
        trainings: [...(row.trainings ?? [])].sort(),
      })),
    };
  });
}

/** Assigns a training to a trainer (staff). */
export function assignTraining(trainerId: string, trainingCode: string): Promise<DbResult> {
  return withClient(async (client) =>
    teamChange(
      await client
        .from('trainer_trainings')
        .insert({ trainer_id: trainerId, training_code: trainingCode })
        .abortSignal(restSignal()),
    ),
  );
}

/** Removes a training from a trainer (staff). */
export function unassignTraining(trainerId: string, trainingCode: string): Promise<DbResult> {
  return withClient(async (client) =>
    teamChangeRows(
      await client
        .from('trainer_trainings')
        .delete()
        .eq('trainer_id', trainerId)
        .eq('training_code', trainingCode)
        .select('trainer_id')
        .abortSignal(restSignal()),
    ),
  );
}

/** The trainings this trainer teaches (the policies show a trainer their own assignments only). */
export function loadTaughtTrainings(): Promise<DbData<string[]>> {
  return withClient(async (client): Promise<DbData<string[]>> => {
    const read = teamRead(
      'trainer_trainings',
      await client.from('trainer_trainings').select('training_code').abortSignal(restSignal()),
    );
    return read.ok
      ? { ok: true, data: [...new Set(read.data.map((row) => row.training_code))].sort() }
      : read;
  });
}
