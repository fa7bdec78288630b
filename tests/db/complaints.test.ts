// Complaints, exam results and improvements (issue 44, docs/security.md §4e) through PostgREST with real
// JWTs: a complaint follows the request rules (insert only, one row per call, the caps, 5 per e-mail per
// 24 hours, no read-back); its register is the staff's at aal2, in order; the exam counts are checked
// and published only from 5 entrants; improvements are read by visitors once published. Every cell of
// the rights matrix: anon, learner, forged learner, trainer and staff with and without the second factor.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn, type Persona, type Session } from '../support/team-sessions';
import { syncTestCatalogue } from '../support/catalogue-fixture';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { validComplaint } from '../../local/supabase/sample-rows';
import { COMPLAINTS, LEGAL_FIGURES } from '../../src/config/legal-figures';
import type { Database } from '../../src/db/database.types';
import { frenchPublicHolidays } from '../../src/lib/working-days';

const WHO = {
  anon: 'anon',
  learner: 'learner',
  forged_learner: 'forged_learner',
  trainer_aal2: 'trainer_aal2',
  staff_aal1: 'staff_aal1',
  staff_aal2: 'staff_aal2',
} as const satisfies Record<string, Persona>;
type Who = keyof typeof WHO;
const EVERYONE = Object.keys(WHO) as Who[];
const NOT_STAFF = EVERYONE.filter((who) => who !== 'staff_aal2');

let stack: DbStack;
const as = {} as Record<Who, Session>;
type Answer = { error: { code?: string; message?: string } | null; status: number; data: unknown };

beforeAll(async () => {
  stack = await startDbStack();
  await syncTestCatalogue(stack.sql);
  for (const who of EVERYONE) as[who] = await signIn(stack, WHO[who]);
});
afterAll(async () => {
  await stack?.stop();
});

function complaint(overrides: Record<string, unknown> = {}) {
  return validComplaint(overrides);
}

async function send(row: Record<string, unknown>, who: Who = 'anon') {
  return (await as[who].client
    .from('complaints')
    .insert(row as ReturnType<typeof complaint>)) as Answer;
}

async function stored(id: string) {
  const { rows } = await stack.sql.query<Record<string, unknown>>(
    'select * from public.complaints where id = $1',
    [id],
  );
  return rows[0];
}

async function audited(table: string, rowId: string) {
  const { rows } = await stack.sql.query<{ action: string; actor_id: string }>(
    'select action, actor_id from public.team_audit where table_name = $1 and row_id = $2 order by id',
    [table, rowId],
  );
  return rows;
}

describe('complaints: the request rules', () => {
  test.each(EVERYONE)('%s sends a complaint, normalised, and reads nothing back', async (who) => {
    const row = complaint({ name: '  Camille   Martin ', email: ' Camille.X@Exemple.FR ' });
    const answer = await send(row, who);
    expect(answer.error).toBeNull();
    expect(answer.status).toBe(201);
    const saved = await stored(row.id);
    expect(saved).toMatchObject({
      name: 'Camille Martin',
      email: 'camille.x@exemple.fr',
      acknowledged_at: null,
      closed_at: null,
    });
    await stack.sql.query('delete from public.complaints where id = $1', [row.id]);
    // Reading it back (what .select() after insert would need) is refused to all but staff at aal2.
    const readBack = (await as[who].client
      .from('complaints')
      .insert(complaint())
      .select('id')) as Answer;
    if (who === 'staff_aal2') expect(readBack.error).toBeNull();
    else expect(readBack.error?.code).toBe('42501');
  });

  test('a retry of the same complaint is a 23505, not a second row', async () => {
    const row = complaint();
    expect((await send(row)).error).toBeNull();
    expect((await send(row)).error?.code).toBe('23505');
  });

  test('two rows in one call are refused, none stored', async () => {
    const rows = [complaint(), complaint()];
    const answer = (await as.anon.client.from('complaints').insert(rows)) as Answer;
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('SINGLE_ROW_ONLY');
    expect(await stored(rows[0]!.id)).toBeUndefined();
  });

  test('a sixth complaint from one address within 24 hours answers 429', async () => {
    const email = `quota.${randomUUID().slice(0, 8)}@exemple.fr`;
    for (let i = 0; i < 5; i++) expect((await send(complaint({ email }))).error).toBeNull();
    const sixth = await send(complaint({ email: email.toUpperCase() }));
    expect(sixth.status).toBe(429);
    expect(sixth.error?.code).toBe('RATE_LIMITED');
  });

  test.each([
    ['name', '', 'complaints_name_check'],
    ['name', 'x'.repeat(101), 'complaints_name_check'],
    ['name', '<b>Camille</b>', 'complaints_name_check'],
    ['email', 'pas-une-adresse', 'complaints_email_check'],
    ['email', 'a@b.fr\nBcc: x@y.fr', 'complaints_email_check'],
    ['telephone', '06-AB', 'complaints_telephone_check'],
    ['subject', '   ', 'complaints_subject_check'],
    ['subject', 'x'.repeat(201), 'complaints_subject_check'],
    ['subject', 'deux\nlignes', 'complaints_subject_check'],
    ['message', '', 'complaints_message_check'],
    ['message', 'x'.repeat(5001), 'complaints_message_check'],
    ['message', 'texte \u202e inversé', 'complaints_message_check'],
  ])('%s %j is refused by %s', async (field, value, constraint) => {
    const answer = await send(complaint({ [field]: value }));
    expect(answer.error?.code).toBe('23514');
    expect(answer.error?.message).toContain(constraint);
  });

  test('a training outside the catalogue is refused; none, or an empty phone, is accepted', async () => {
    expect((await send(complaint({ training_code: 'ZZ' }))).error?.code).toBe('23503');
    const row = complaint({ training_code: null, telephone: '' });
    expect((await send(row)).error).toBeNull();
    expect(await stored(row.id)).toMatchObject({ training_code: null, telephone: null });
  });

  test.each(['acknowledged_at', 'closed_at', 'action_taken', 'staff_note', 'created_at'])(
    'a visitor cannot send %s (column grants)',
    async (column) => {
      const answer = await send(
        complaint({ [column]: column.endsWith('_at') ? new Date().toISOString() : 'fait' }),
      );
      expect(answer.error?.code).toBe('42501');
    },
  );
});

describe('the working days of the complaints’ due dates', () => {
  // Two homes of one rule: the register's due dates (SQL) and the CPF deadline (src/lib/working-days.ts).
  test('the database’s public holidays are the site’s, every day of 2024 to 2040', async () => {
    const { rows } = await stack.sql.query<{ day: string }>(`
      select to_char(d, 'YYYY-MM-DD') as day
      from generate_series('2024-01-01'::date, '2040-12-31'::date, interval '1 day') d
      where private.is_french_holiday(d::date)
      order by 1`);
    const site = Array.from({ length: 17 }, (_, index) =>
      frenchPublicHolidays(2024 + index),
    ).flat();
    expect(rows.map((row) => row.day)).toEqual(site);
  });
});

describe('complaints: the register', () => {
  test.each(EVERYONE)('%s reads the register only as staff at aal2', async (who) => {
    const row = complaint();
    expect((await send(row)).error).toBeNull();
    const answer = (await as[who].client
      .from('complaints')
      .select('id')
      .eq('id', row.id)) as Answer;
    const register = (await as[who].client.rpc('team_complaints')) as Answer;
    if (who === 'anon') {
      expect(answer.status).toBe(401);
      expect(register.status).toBe(401);
      return;
    }
    if (who !== 'staff_aal2') {
      expect(answer.data).toEqual([]);
      expect(register.error?.code).toBe('42501');
      return;
    }
    expect(answer.error).toBeNull();
    expect((answer.data as unknown[]).length).toBe(1);
    const listed = (register.data as Array<Record<string, unknown>>).find(
      (entry) => entry.id === row.id,
    );
    expect(listed).toMatchObject({ training_title: expect.any(String), closed_at: null });
  });

  test.each(NOT_STAFF)('%s cannot acknowledge a complaint', async (who) => {
    const row = complaint();
    expect((await send(row)).error).toBeNull();
    const answer = (await as[who].client
      .from('complaints')
      .update({ acknowledged_at: new Date().toISOString() })
      .eq('id', row.id)) as Answer;
    if (answer.error === null) expect(answer.status).toBe(204);
    expect((await stored(row.id))!.acknowledged_at).toBeNull();
  });

  test('staff at aal2 acknowledge, answer, close, in order, at the server’s time, audited', async () => {
    const row = complaint();
    expect((await send(row)).error).toBeNull();
    const update = async (values: Database['public']['Tables']['complaints']['Update']) =>
      (await as.staff_aal2.client.from('complaints').update(values).eq('id', row.id)) as Answer;

    // Answered before acknowledged, closed before answered: refused, named for the form.
    let answer = await update({ answered_at: new Date().toISOString() });
    expect(answer.error?.message).toContain('complaints_answered_at_check');
    answer = await update({ action_taken: 'Salle changée.', closed_at: new Date().toISOString() });
    expect(answer.error?.message).toContain('complaints_closed_at_check');

    // A date the browser invents is replaced by the server's.
    expect((await update({ acknowledged_at: '2001-01-01T00:00:00Z' })).error).toBeNull();
    const acknowledged = (await stored(row.id))!.acknowledged_at as Date;
    expect(Math.abs(acknowledged.getTime() - Date.now())).toBeLessThan(60_000);

    expect((await update({ answered_at: new Date().toISOString() })).error).toBeNull();
    // Closing needs the action taken.
    answer = await update({ closed_at: new Date().toISOString() });
    expect(answer.error?.message).toContain('complaints_closed_at_check');
    answer = await update({
      action_taken: '  Groupe déplacé en salle 3.  ',
      closed_at: new Date().toISOString(),
    });
    expect(answer.error).toBeNull();
    const closed = await stored(row.id);
    expect(closed!.action_taken).toBe('Groupe déplacé en salle 3.');
    expect(closed!.closed_at).not.toBeNull();
    // A second press keeps the first date.
    expect((await update({ acknowledged_at: new Date().toISOString() })).error).toBeNull();
    expect(((await stored(row.id))!.acknowledged_at as Date).getTime()).toBe(
      acknowledged.getTime(),
    );

    const { data } = await as.staff_aal2.client.rpc('team_complaints');
    const listed = data?.find((entry) => entry.id === row.id);
    expect(listed?.acknowledge_due_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(listed?.action_taken).toBe('Groupe déplacé en salle 3.');
    const audit = await audited('complaints', row.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'complaints.update',
      'complaints.update',
      'complaints.update',
    ]);
    expect(audit.every((entry) => entry.actor_id === as.staff_aal2.id)).toBe(true);
  });

  test('the order checks hold for the owner too: acknowledged on or after receipt', async () => {
    const row = complaint();
    expect((await send(row)).error).toBeNull();
    await expect(
      stack.sql.query(
        `update public.complaints set acknowledged_at = created_at - interval '1 hour' where id = $1`,
        [row.id],
      ),
    ).rejects.toThrow(/complaints_acknowledged_at_check/);
  });

  test('the due dates count the page’s working days, weekends and French holidays skipped', async () => {
    const { rows } = await stack.sql.query<{ day: string; ack: string; answer: string }>(
      `select d::text as day,
         private.add_working_days(d, $1)::text as ack,
         private.add_working_days(d, $2)::text as answer
       from unnest(array['2026-12-24', '2027-05-05', '2026-11-27']::date[]) d`,
      [COMPLAINTS.acknowledgeWorkingDays, COMPLAINTS.answerWorkingDays],
    );
    expect(rows).toEqual([
      // Thursday 24 December: Christmas, a weekend, then Monday 28 and Tuesday 29; 1 January skipped.
      { day: '2026-12-24', ack: '2026-12-29', answer: '2027-01-11' },
      // Wednesday 5 May 2027: Ascension is Thursday 6, 8 May a Saturday, Whit Monday 17 May.
      { day: '2027-05-05', ack: '2027-05-10', answer: '2027-05-21' },
      { day: '2026-11-27', ack: '2026-12-01', answer: '2026-12-11' },
    ]);
    // The computed columns use the page's figures (src/config/legal-figures.ts COMPLAINTS).
    const { rows: defs } = await stack.sql.query<{ body: string }>(
      `select pg_get_functiondef(p.oid) as body from pg_proc p
       where p.proname in ('complaint_acknowledge_due_on', 'complaint_answer_due_on') order by p.proname`,
    );
    expect(defs[0]!.body).toContain(`, ${COMPLAINTS.acknowledgeWorkingDays})`);
    expect(defs[1]!.body).toContain(`, ${COMPLAINTS.answerWorkingDays})`);
  });

  test('a complaint is kept 5 years after it is closed, an open one forever', async () => {
    expect(LEGAL_FIGURES.retentionYearsComplaints).toBe(5);
    const [old, recent, open] = [complaint(), complaint(), complaint()];
    for (const row of [old, recent, open]) expect((await send(row)).error).toBeNull();
    for (const [row, age] of [
      [old, '5 years 1 day'],
      [recent, '4 years 364 days'],
    ] as const)
      await stack.sql.query(
        `update public.complaints set created_at = now() - $2::interval - interval '1 day',
           acknowledged_at = now() - $2::interval - interval '1 day', answered_at = now() - $2::interval,
           action_taken = 'Fait.', closed_at = now() - $2::interval where id = $1`,
        [row.id, age],
      );
    await stack.sql.query(
      `update public.complaints set created_at = now() - interval '9 years' where id = $1`,
      [open.id],
    );
    const { rows } = await stack.sql.query<{ purged: { complaints: number } }>(
      'select public.staff_purge_expired() as purged',
    );
    expect(rows[0]!.purged.complaints).toBe(1);
    expect(await stored(old.id)).toBeUndefined();
    expect(await stored(recent.id)).toBeDefined();
    expect(await stored(open.id)).toBeDefined();
  });
});

describe('exam results per cohort', () => {
  const counts = (overrides: Record<string, unknown> = {}) => ({
    training_code: 'CV',
    period_label: '2026',
    entrants: 12,
    dropouts: 1,
    exam_candidates: 11,
    passed: 10,
    source: 'Procès-verbal du jury de la session',
    jury_on: null as string | null,
    ...overrides,
  });

  test.each(NOT_STAFF)('%s neither reads nor writes the counts', async (who) => {
    const insert = (await as[who].client
      .from('cohort_exam_results')
      .insert(counts({ period_label: '2019' }))) as Answer;
    expect(insert.error?.code).toBe('42501');
    const read = (await as[who].client.from('cohort_exam_results').select('entrants')) as Answer;
    if (who === 'anon') expect(read.error?.code).toBe('42501');
    else expect(read.data).toEqual([]);
  });

  test('staff at aal2 enter, correct and delete a cohort; the period follows the year; audited', async () => {
    const table = () => as.staff_aal2.client.from('cohort_exam_results');
    expect(
      (await table().insert(counts({ period_label: '2025', jury_on: '2026-02-03' }))).error,
    ).toBeNull();
    const { rows } = await stack.sql.query(
      `select period_start::text, period_end::text, updated_by from public.cohort_exam_results
       where training_code = 'CV' and period_label = '2025'`,
    );
    expect(rows[0]).toEqual({
      period_start: '2025-01-01',
      period_end: '2025-12-31',
      updated_by: as.staff_aal2.id,
    });
    expect(
      (await table().update({ passed: 9 }).eq('training_code', 'CV').eq('period_label', '2025'))
        .error,
    ).toBeNull();
    // The same cohort twice: the primary key.
    expect((await table().insert(counts({ period_label: '2025' }))).error?.code).toBe('23505');
    expect(
      (await table().delete().eq('training_code', 'CV').eq('period_label', '2025')).error,
    ).toBeNull();
    expect((await audited('cohort_exam_results', 'CV/2025')).map((row) => row.action)).toEqual([
      'cohort_exam_results.insert',
      'cohort_exam_results.update',
      'cohort_exam_results.delete',
    ]);
  });

  test.each([
    [{ passed: 12 }, 'cohort_exam_results_passed_check'],
    [{ exam_candidates: 12, dropouts: 1 }, 'cohort_exam_results_exam_candidates_check'],
    [{ dropouts: -1 }, 'cohort_exam_results_dropouts_check'],
    [{ entrants: -3 }, 'cohort_exam_results_entrants_check'],
    [{ source: 'PV' }, 'cohort_exam_results_source_check'],
    [{ period_label: '26' }, 'cohort_exam_results_period_label_check'],
    [{ jury_on: '2023-06-01' }, 'cohort_exam_results_jury_on_check'],
    [{ jury_on: '2026-01-01' }, 'cohort_exam_results_jury_on_check'],
  ])('%j is refused by %s', async (overrides, constraint) => {
    const answer = (await as.staff_aal2.client
      .from('cohort_exam_results')
      .insert(counts({ period_label: '2024', ...overrides }))) as Answer;
    expect(answer.error?.code).toBe('23514');
    expect(answer.error?.message).toContain(constraint);
  });

  test('a training outside the catalogue is refused', async () => {
    const answer = (await as.staff_aal2.client
      .from('cohort_exam_results')
      .insert(counts({ training_code: 'ZZ' }))) as Answer;
    expect(answer.error?.code).toBe('23503');
  });

  test.each(EVERYONE)(
    '%s reads the published results: counts from 5 entrants only',
    async (who) => {
      await stack.sql.query('delete from public.cohort_exam_results');
      await stack.sql.query(
        `insert into public.cohort_exam_results (training_code, period_label, entrants, dropouts, exam_candidates, passed, source)
         values ('CV', '2026', 5, 0, 5, 4, 'Procès-verbal du jury'), ('EC', '2026', 4, 0, 4, 4, 'Procès-verbal du jury')`,
      );
      const answer = (await as[who].client.rpc('published_exam_results')) as Answer;
      expect(answer.error).toBeNull();
      expect(answer.data).toMatchObject([
        {
          training_code: 'CV',
          period_label: '2026',
          period_start: '2026-01-01',
          period_end: '2026-12-31',
          published: true,
          entrants: 5,
          passed: 4,
        },
        {
          training_code: 'EC',
          published: false,
          entrants: null,
          dropouts: null,
          exam_candidates: null,
          passed: null,
        },
      ]);
    },
  );
});

describe('improvements', () => {
  const improvement = (overrides: Record<string, unknown> = {}) => ({
    decided_on: '2026-10-15',
    origin: 'reclamation',
    title: 'Salles réservées selon la taille du groupe',
    description: 'Chaque session a désormais une salle adaptée à son effectif.',
    ...overrides,
  });

  test.each(NOT_STAFF)('%s cannot add, change or delete an improvement', async (who) => {
    const insert = (await as[who].client.from('improvements').insert(improvement())) as Answer;
    expect(insert.error?.code).toBe('42501');
    const { rows } = await stack.sql.query<{ id: string }>(
      `insert into public.improvements (decided_on, origin, title, description, published_at)
       values ('2026-01-10', 'audit', 'Une action publiée', 'Une description suffisante.', now()) returning id`,
    );
    const id = rows[0]!.id;
    await as[who].client.from('improvements').update({ title: 'Changé' }).eq('id', id);
    await as[who].client.from('improvements').delete().eq('id', id);
    const { rows: after } = await stack.sql.query(
      'select title from public.improvements where id = $1',
      [id],
    );
    expect(after).toEqual([{ title: 'Une action publiée' }]);
  });

  test.each(EVERYONE)(
    '%s reads published improvements only; staff at aal2 read all',
    async (who) => {
      await stack.sql.query('delete from public.improvements');
      await stack.sql.query(
        `insert into public.improvements (decided_on, origin, title, description, published_at) values
       ('2026-01-10', 'audit', 'Publiée', 'Une description suffisante.', now()),
       ('2026-02-10', 'questionnaire', 'Brouillon', 'Une description suffisante.', null)`,
      );
      const answer = (await as[who].client
        .from('improvements')
        .select('id, decided_on, origin, title, description, published_at')
        .order('decided_on')) as Answer;
      expect(answer.error).toBeNull();
      const titles = (answer.data as Array<{ title: string }>).map((row) => row.title);
      expect(titles).toEqual(who === 'staff_aal2' ? ['Publiée', 'Brouillon'] : ['Publiée']);
    },
  );

  test('anon cannot read the row’s own times', async () => {
    const answer = (await as.anon.client.from('improvements').select('created_at')) as Answer;
    expect(answer.error?.code).toBe('42501');
  });

  test('staff at aal2 add, publish at the server’s time, unpublish, delete; audited', async () => {
    const table = () => as.staff_aal2.client.from('improvements');
    const id = randomUUID();
    // The id is the database's: staff cannot choose it.
    expect((await table().insert({ ...improvement(), id } as never)).error?.code).toBe('42501');
    const inserted = await table().insert(improvement()).select('id').single();
    expect(inserted.error).toBeNull();
    const rowId = inserted.data!.id;
    expect(
      (await table().update({ published_at: '2001-01-01T00:00:00Z' }).eq('id', rowId)).error,
    ).toBeNull();
    const published = (
      await as.anon.client.from('improvements').select('published_at').eq('id', rowId)
    ).data?.[0]?.published_at as string;
    expect(Math.abs(Date.parse(published) - Date.now())).toBeLessThan(60_000);
    expect((await table().update({ published_at: null }).eq('id', rowId)).error).toBeNull();
    expect((await as.anon.client.from('improvements').select('id').eq('id', rowId)).data).toEqual(
      [],
    );
    expect((await table().delete().eq('id', rowId)).error).toBeNull();
    expect((await audited('improvements', rowId)).map((row) => row.action)).toEqual([
      'improvements.insert',
      'improvements.update',
      'improvements.update',
      'improvements.delete',
    ]);
  });

  test.each([
    [{ origin: 'presse' }, 'improvements_origin_check'],
    [{ title: 'ab' }, 'improvements_title_check'],
    [{ description: 'court' }, 'improvements_description_check'],
    [{ decided_on: '2999-01-01' }, 'improvements_decided_on_check'],
  ])('%j is refused by %s', async (overrides, constraint) => {
    const answer = (await as.staff_aal2.client
      .from('improvements')
      .insert(improvement(overrides))) as Answer;
    expect(answer.error?.code).toBe('23514');
    expect(answer.error?.message).toContain(constraint);
  });
});
