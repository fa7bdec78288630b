// Two rules measured missing on the first backend (migration 20261122100000_application_hardening):
// an application's files must be stored, non-empty PDFs, and the API roles insert one row per request.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STORED_PDF_METADATA, storeObject } from '../support/db-fixtures';
import {
  validApplication,
  validComplaint,
  validContactRequest,
  validTestimonial,
} from '../../local/supabase/sample-rows';
import { startDbStack, type ApiRole, type DbStack } from '../../local/supabase/db-stack';
import { seedLearner } from '../../local/supabase/learners';
import { pdfBytes } from '../../local/sample-files';
import { SESSIONS, syncTestCatalogue } from '../support/catalogue-fixture';
import { enrol, insertSession, parisToday, shiftDate } from '../../local/supabase/questionnaires';

const LEARNER_PASSWORD = 'Apprenant-2026!';

let stack: DbStack;

beforeAll(async () => {
  stack = await startDbStack();
  await syncTestCatalogue(stack.sql);
});
afterAll(async () => {
  await stack?.stop();
});

const insertApplication = (row: ReturnType<typeof validApplication>) =>
  stack.client('anon').from('applications').insert(row);

describe('an application needs its files stored as non-empty PDFs', () => {
  test('a CV uploaded through Storage lets the application in', async () => {
    const row = validApplication();
    const { error: uploadError } = await stack
      .client('anon')
      .storage.from('candidatures')
      .upload(row.cv_url, new File([pdfBytes(2048)], 'cv.pdf', { type: 'application/pdf' }));
    expect(uploadError).toBeNull();
    expect((await insertApplication(row)).error).toBeNull();
  });

  test('a 0-byte CV accepted by Storage is refused by the database (cv_missing)', async () => {
    const row = validApplication();
    const { error: uploadError } = await stack
      .client('anon')
      .storage.from('candidatures')
      .upload(row.cv_url, new File([], 'cv.pdf', { type: 'application/pdf' }));
    expect(uploadError).toBeNull();
    const { error, status } = await insertApplication(row);
    expect({ status, code: error?.code, message: error?.message }).toEqual({
      status: 409,
      code: '23503',
      message: 'cv_missing',
    });
  });

  test.each([
    ['stored as image/png', { mimetype: 'image/png', size: 1024 }],
    ['with no size', { mimetype: 'application/pdf' }],
    ['with a size that is not a number', { mimetype: 'application/pdf', size: 'beaucoup' }],
    ['with no metadata at all', {}],
  ])('a CV %s is refused', async (_label, metadata) => {
    const row = validApplication();
    await storeObject(stack, row.cv_url, 'candidatures', metadata);
    expect((await insertApplication(row)).error).toMatchObject({
      code: '23503',
      message: 'cv_missing',
    });
  });

  test('an empty cover letter is refused (lettre_missing); the valid CV alone is not enough', async () => {
    const row = validApplication();
    row.lettre_motivation_url = `${row.id}/lettre.pdf`;
    await storeObject(stack, row.cv_url);
    await storeObject(stack, row.lettre_motivation_url, 'candidatures', {
      ...STORED_PDF_METADATA,
      size: 0,
    });
    expect((await insertApplication(row)).error).toMatchObject({
      code: '23503',
      message: 'lettre_missing',
    });
  });
});

describe('one row per request for the API roles', () => {
  /** Two valid rows of each table the visitors can write (stored objects included), and who may write it. */
  const writers: Record<string, { roles: ApiRole[]; twoRows: () => Promise<object[]> }> = {
    applications: {
      roles: ['anon', 'authenticated'],
      twoRows: async () => {
        const rows = [validApplication(), validApplication()];
        for (const row of rows) await storeObject(stack, row.cv_url);
        return rows;
      },
    },
    testimonials: {
      roles: ['anon', 'authenticated'],
      twoRows: async () => [validTestimonial(), validTestimonial()],
    },
    contact_requests: {
      roles: ['anon', 'authenticated'],
      twoRows: async () => [validContactRequest('contact'), validContactRequest('entreprise')],
    },
    privacy_requests: {
      roles: ['authenticated'],
      twoRows: async () => [{ kind: 'export' }, { kind: 'deletion' }],
    },
    complaints: {
      roles: ['anon', 'authenticated'],
      twoRows: async () => [validComplaint(), validComplaint()],
    },
    // The learner's own answers to two sessions that ended in the last days (both windows open); each
    // call ends its sessions on other days, so that their keys differ.
    questionnaire_answers: {
      roles: ['authenticated'],
      twoRows: async () => {
        const today = await parisToday(stack.sql);
        answerCalls += 1;
        const sessions = [
          await insertSession(stack.sql, 'CV', shiftDate(today, -answerCalls)),
          await insertSession(stack.sql, 'EC', shiftDate(today, -answerCalls)),
        ];
        const learner = lastLearner!;
        const enrolments = [
          await enrol(stack.sql, learner, 'CV', sessions[0]!),
          await enrol(stack.sql, learner, 'EC', sessions[1]!),
        ];
        return enrolments.map((enrolment_id) => ({
          enrolment_id,
          questionnaire: 'fin-de-formation',
          questionnaire_version: 1,
          answers: { overall: 5 },
        }));
      },
    },
  };

  let answerCalls = 0;
  /** The learner signed in by the last clientFor() of a learner's table (called before twoRows). */
  let lastLearner: string | undefined;
  const LEARNER_TABLES = new Set(['privacy_requests', 'questionnaire_answers']);

  /** A client of the role; privacy requests need a real signed-in learner (their row names the user). */
  async function clientFor(table: string, role: ApiRole) {
    if (!LEARNER_TABLES.has(table) || role === 'anon') return stack.client(role);
    const email = `apprenant.${randomUUID().slice(0, 8)}@exemple.fr`;
    lastLearner = await seedLearner(stack.sql, {
      email,
      password: LEARNER_PASSWORD,
      fullName: 'Léa Martin',
      trainingCode: 'CV',
      sessionKey: SESSIONS.cv,
      progress: 0,
      lessons: [],
      notifications: [],
    });
    const client = stack.visitorClient();
    const { error } = await client.auth.signInWithPassword({ email, password: LEARNER_PASSWORD });
    expect(error).toBeNull();
    return client;
  }

  test('the rule covers every table anon or authenticated may insert into', async () => {
    const { rows } = await stack.sql.query<{ table_name: string }>(`
      select distinct table_name from information_schema.role_table_grants
      where table_schema = 'public' and privilege_type = 'INSERT' and grantee in ('anon', 'authenticated')
      union
      select distinct table_name from information_schema.role_column_grants
      where table_schema = 'public' and privilege_type = 'INSERT' and grantee in ('anon', 'authenticated')`);
    // The team's tables (learner follow-up, quality) are written by staff and trainers at aal2 only,
    // every row audited: a restrictive insert policy asks private.is_team() or private.is_staff(). The
    // rule is for the visitors' and learners' tables.
    const { rows: teamOnly } = await stack.sql.query<{ tablename: string }>(`
      select tablename from pg_policies
      where schemaname = 'public' and cmd = 'INSERT' and permissive = 'RESTRICTIVE'
        and (with_check like '%private.is_team()%' or with_check like '%private.is_staff()%')`);
    const teamTables = new Set(teamOnly.map((row) => row.tablename));
    expect([...teamTables].sort()).toEqual([
      'cohort_exam_results',
      'enrolments',
      'improvements',
      'learner_documents',
      'learner_notifications',
      'learner_profiles',
      'lessons',
      'trainer_trainings',
    ]);
    const writable = rows
      .map((row) => row.table_name)
      .filter((table) => !teamTables.has(table))
      .sort();
    expect(writable).toEqual(Object.keys(writers).sort());
    const { rows: triggers } = await stack.sql.query<{ table: string }>(`
      select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'refuse_multi_row_insert' and c.relnamespace = 'public'::regnamespace`);
    expect(triggers.map((row) => row.table).sort()).toEqual(writable);
  });

  const cases = Object.entries(writers).flatMap(([table, { roles }]) =>
    roles.map((role) => [table, role] as const),
  );

  test.each(cases)(
    '%s: a two-row insert as %s is refused with HTTP 400 and stores nothing',
    async (table, role) => {
      const client = await clientFor(table, role);
      const rows = await writers[table]!.twoRows();
      const { rowCount: before } = await stack.sql.query(`select 1 from public.${table}`);
      const { error, status } = await client.from(table as 'testimonials').insert(rows as never);
      expect({ status, code: error?.code, message: error?.message }).toEqual({
        status: 400,
        code: 'SINGLE_ROW_ONLY',
        message: 'Une seule ligne peut être envoyée par requête.',
      });
      const { rowCount: after } = await stack.sql.query(`select 1 from public.${table}`);
      expect(after).toBe(before);
    },
  );

  test.each(cases)('%s: one row in an array is still accepted from %s', async (table, role) => {
    const client = await clientFor(table, role);
    const [row] = await writers[table]!.twoRows();
    const { error } = await client.from(table as 'testimonials').insert([row] as never);
    expect(error).toBeNull();
  });

  test('staff and migrations (the table owner) may insert several rows at once', async () => {
    const ids = [randomUUID(), randomUUID()];
    await stack.sql.query(
      `insert into public.contact_requests (id, kind, email, name, subject, message)
       select id, 'contact', 'staff@exemple.fr', 'Import', 'Import', 'Import d’anciennes demandes.' from unnest($1::uuid[]) as id`,
      [ids],
    );
    const { rows } = await stack.sql.query(
      'select count(*)::int as n from public.contact_requests where id = any($1::uuid[])',
      [ids],
    );
    expect(rows[0]).toEqual({ n: 2 });
  });
});
