// Retention (docs/product.md §9, privacy policy): staff_purge_expired deletes exactly what is past its period, at a
// controlled clock (rows back-dated in SQL, one day either side of each limit). The periods are those
// src/config/legal-figures.ts gives the privacy policy, the terms and the forms: a purge that keeps
// longer or shorter than they say fails here, and so do the columns' comments staff read. And
// staff_unreferenced_objects finds the uploads no application references after a day. Both are for
// the staff's secret key only. The files themselves are removed by the purge function
// (tests/functions/purge.test.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { STORED_PDF_METADATA, submitApplication } from '../support/db-fixtures';
import { validApplication, validContactRequest } from '../../local/supabase/sample-rows';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { LEGAL_FIGURES } from '../../src/config/legal-figures';
import { SESSIONS, syncTestCatalogue } from '../support/catalogue-fixture';

const PROSPECTS = LEGAL_FIGURES.retentionYearsProspects;
const LEARNERS = LEGAL_FIGURES.retentionYearsAfterTraining;
/** A day past `years`, and a day short of it, as PostgreSQL intervals. */
const past = (years: number, days = 1) => `${years} years ${days} days`;
const short = (years: number) => `${years - 1} years 364 days`;

let stack: DbStack;

beforeAll(async () => {
  stack = await startDbStack();
  await syncTestCatalogue(stack.sql);
});
afterAll(async () => {
  await stack?.stop();
});

async function contactRequest(lastContact: string) {
  const row = validContactRequest('contact');
  const { error } = await stack
    .client('anon')
    .from('contact_requests')
    .insert(row as { id: string; kind: string; email: string });
  expect(error).toBeNull();
  await stack.sql.query(
    `update public.contact_requests set created_at = now() - $2::interval, last_contact_at = now() - $2::interval where id = $1`,
    [row.id, lastContact],
  );
  return String(row.id);
}

async function application(options: {
  status: string;
  lastContact: string;
  trainingEnded?: string;
}) {
  const row = validApplication();
  const { error } = await submitApplication(stack, row);
  expect(error).toBeNull();
  await stack.sql.query(
    `update public.applications set status = $2, created_at = now() - $3::interval, last_contact_at = now() - $3::interval,
       training_ended_on = (now() - $4::interval)::date where id = $1`,
    [row.id, options.status, options.lastContact, options.trainingEnded ?? null],
  );
  return String(row.id);
}

async function learner(endings: Array<string | null>) {
  const id = randomUUID();
  await stack.sql.query(
    `insert into auth.users (id, aud, role, email, created_at) values ($1, 'authenticated', 'authenticated', $2, now())`,
    [id, `apprenant-${id}@exemple.fr`],
  );
  await stack.sql.query(
    `insert into public.learner_profiles (id, full_name) values ($1, 'Camille Durand')`,
    [id],
  );
  // One session each: a learner is enrolled once per session.
  const sessions = [SESSIONS.cvPast, SESSIONS.cv, SESSIONS.ec, SESSIONS.ecAlternance];
  for (const [index, ended] of endings.entries()) {
    const session = sessions[index]!;
    await stack.sql.query(
      `insert into public.enrolments (learner_id, training_code, session_key, progress, ended_on)
       values ($1, upper(split_part($3, '-', 1)), $3, 100, (now() - $2::interval)::date)`,
      [id, ended, session],
    );
  }
  return id;
}

async function exists(table: string, id: string) {
  const { rowCount } = await stack.sql.query(`select 1 from ${table} where id = $1`, [id]);
  return rowCount === 1;
}

test('the purge deletes exactly the rows past their period, and nothing younger', async () => {
  const expired = {
    request: await contactRequest(past(PROSPECTS)),
    refused: await application({ status: 'Refusée', lastContact: past(PROSPECTS) }),
    unanswered: await application({ status: 'Reçue', lastContact: past(PROSPECTS) }),
    trained: await application({
      status: 'Acceptée',
      lastContact: past(LEARNERS + 2),
      trainingEnded: past(LEARNERS),
    }),
    learner: await learner([past(LEARNERS, 2), past(LEARNERS)]),
  };
  const kept = {
    request: await contactRequest(short(PROSPECTS)),
    refused: await application({ status: 'Refusée', lastContact: short(PROSPECTS) }),
    trained: await application({
      status: 'Acceptée',
      lastContact: past(LEARNERS + 2),
      trainingEnded: short(LEARNERS),
    }),
    // Accepted, training not ended (or its end not recorded yet): kept whatever the last contact.
    training: await application({ status: 'Acceptée', lastContact: past(PROSPECTS + 1) }),
    learnerRecent: await learner([past(LEARNERS + 3), short(LEARNERS)]),
    learnerInTraining: await learner([past(LEARNERS + 1), null]),
  };

  const { data, error } = await stack.serviceClient().rpc('staff_purge_expired');
  expect(error).toBeNull();
  expect(data).toEqual({
    contact_requests: 1,
    applications: 3,
    learners: 1,
    complaints: 0,
    team_audit: 0,
  });

  expect(await exists('public.contact_requests', expired.request)).toBe(false);
  for (const id of [expired.refused, expired.unanswered, expired.trained])
    expect(await exists('public.applications', id)).toBe(false);
  expect(await exists('auth.users', expired.learner)).toBe(false);
  const { rowCount: learnerRows } = await stack.sql.query(
    `select 1 from public.learner_profiles where id = $1 union all select 1 from public.enrolments where learner_id = $1`,
    [expired.learner],
  );
  expect(learnerRows).toBe(0);

  expect(await exists('public.contact_requests', kept.request)).toBe(true);
  for (const id of [kept.refused, kept.trained, kept.training])
    expect(await exists('public.applications', id)).toBe(true);
  for (const id of [kept.learnerRecent, kept.learnerInTraining])
    expect(await exists('auth.users', id)).toBe(true);

  // A second run finds nothing more.
  const again = await stack.serviceClient().rpc('staff_purge_expired');
  expect(again.data).toEqual({
    contact_requests: 0,
    applications: 0,
    learners: 0,
    complaints: 0,
    team_audit: 0,
  });
});

test('the comments staff read on the dated columns give the same periods', async () => {
  const { rows } = await stack.sql.query<{ comment: string }>(
    `select col_description(attrelid, attnum) as comment from pg_attribute
     where (attrelid, attname) in (('public.contact_requests'::regclass, 'last_contact_at'),
       ('public.applications'::regclass, 'last_contact_at'),
       ('public.applications'::regclass, 'training_ended_on'),
       ('public.enrolments'::regclass, 'ended_on'))
     order by attrelid::regclass::text, attname`,
  );
  expect(rows.map((row) => /(\d+) ans/.exec(row.comment)?.[1])).toEqual(
    [PROSPECTS, LEARNERS, PROSPECTS, LEARNERS].map(String),
  );
});

test('a visitor cannot back-date the last contact of a request', async () => {
  const row = validContactRequest('contact', { last_contact_at: '2000-01-01T00:00:00Z' });
  const { error } = await stack
    .client('anon')
    .from('contact_requests')
    .insert(row as { id: string; kind: string; email: string });
  expect(error?.code).toBe('42501');
});

test('unreferenced uploads are listed a day after upload, referenced ones never', async () => {
  const store = async (name: string, age: string, bucket = 'candidatures') => {
    await stack.sql.query(
      `insert into storage.objects (bucket_id, name, metadata, created_at) values ($1, $2, $3, now() - $4::interval)`,
      [bucket, name, STORED_PDF_METADATA, age],
    );
    return name;
  };
  await stack.sql.query(
    `insert into storage.buckets (id, name) values ('autre', 'autre') on conflict do nothing`,
  );
  const abandoned = await store(`${randomUUID()}/cv.pdf`, '24 hours 1 minute');
  const abandonedLetter = await store(`${randomUUID()}/lettre.pdf`, '3 days');
  await store(`${randomUUID()}/cv.pdf`, '23 hours 59 minutes');
  const otherBucket = await store(`${randomUUID()}/cv.pdf`, '3 days', 'autre');
  const row = validApplication();
  row.lettre_motivation_url = `${row.id}/lettre.pdf`;
  const { error } = await submitApplication(stack, row);
  expect(error).toBeNull();
  await stack.sql.query(
    `update storage.objects set created_at = now() - interval '3 days' where name like $1`,
    [`${row.id}/%`],
  );

  const { data, error: listError } = await stack
    .serviceClient()
    .rpc('staff_unreferenced_objects', { max_rows: 1000 });
  expect(listError).toBeNull();
  const names = (data as Array<{ name: string }>).map((object) => object.name);
  expect(names).toContain(abandoned);
  expect(names).toContain(abandonedLetter);
  expect(names).not.toContain(row.cv_url);
  expect(names).not.toContain(row.lettre_motivation_url);
  const { rows } = await stack.sql.query<{ name: string }>(
    `select name from storage.objects where bucket_id = 'candidatures' and created_at > now() - interval '24 hours'`,
  );
  for (const young of rows) expect(names).not.toContain(young.name);
  expect(names).not.toContain(otherBucket);
});

test('the API roles can neither purge nor list objects', async () => {
  for (const role of ['anon', 'authenticated'] as const) {
    for (const fn of ['staff_purge_expired', 'staff_unreferenced_objects']) {
      const { error } = await stack.client(role).rpc(fn as never, {} as never);
      expect(error?.code).toBe('42501');
    }
  }
});
