// The learner space's tables through PostgREST with real sessions from the local Auth: each learner
// reads only their own rows, cannot change any, anon reads nothing, staff (service_role) write.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { inDays, seedLearner, type LearnerSeed } from '../../local/supabase/learners';
import type { DbClient } from '../../src/db/client';
import { SESSIONS, syncTestCatalogue } from '../support/catalogue-fixture';

let stack: DbStack;
let learnerA: DbClient;
let learnerB: DbClient;
let idA: string;
let idB: string;

const TABLES = [
  'learner_profiles',
  'enrolments',
  'lessons',
  'learner_notifications',
  'privacy_requests',
] as const;

function learner(name: string, email: string): LearnerSeed {
  return {
    email,
    password: 'Apprenant-2026!',
    fullName: name,
    trainingCode: 'CV',
    sessionKey: SESSIONS.cv,
    progress: 40,
    lessons: [
      {
        title: `Séance de ${name}`,
        startsAt: inDays(3),
        minutes: 180,
        joinUrl: 'https://visio.example/salle',
      },
    ],
    notifications: [
      { kind: 'info', message: `Message pour ${name}`, link: '/dashboard-apprenant/#cours' },
    ],
  };
}

async function signedIn(email: string) {
  const client = stack.visitorClient();
  const { error } = await client.auth.signInWithPassword({ email, password: 'Apprenant-2026!' });
  expect(error).toBeNull();
  return client;
}

beforeAll(async () => {
  stack = await startDbStack();
  await syncTestCatalogue(stack.sql);
  idA = await seedLearner(stack.sql, learner('Alice Durand', 'alice@exemple.fr'));
  idB = await seedLearner(stack.sql, learner('Bruno Petit', 'bruno@exemple.fr'));
  await stack.sql.query(
    "insert into public.privacy_requests (learner_id, kind) values ($1, 'export')",
    [idB],
  );
  learnerA = await signedIn('alice@exemple.fr');
  learnerB = await signedIn('bruno@exemple.fr');
});
afterAll(async () => {
  await stack?.stop();
});

describe('a learner reads only their own rows', () => {
  test.each(TABLES)('%s: A sees no row of B', async (table) => {
    const { data, error } = await learnerA.from(table).select('*');
    expect(error).toBeNull();
    const owners = (data as Array<Record<string, unknown>>).map((row) => row.learner_id ?? row.id);
    expect(owners.every((owner) => owner === idA)).toBe(true);
    // B's own read proves B's rows exist.
    const { data: theirs } = await learnerB.from(table).select('*');
    expect((theirs as Array<Record<string, unknown>>).length).toBeGreaterThan(0);
  });

  test('asking for B’s rows by id answers nothing', async () => {
    const { data } = await learnerA.from('lessons').select('title').eq('learner_id', idB);
    expect(data).toEqual([]);
    const { data: profile } = await learnerA
      .from('learner_profiles')
      .select('full_name')
      .eq('id', idB);
    expect(profile).toEqual([]);
  });

  test('A’s dashboard rows are all there', async () => {
    const { data } = await learnerA.from('lessons').select('title, join_url');
    expect(data).toEqual([
      { title: 'Séance de Alice Durand', join_url: 'https://visio.example/salle' },
    ]);
  });
});

describe('a learner changes nothing but their own privacy requests', () => {
  /** A text column of each table and the column naming its learner. */
  const WRITABLE_LOOKING = {
    learner_profiles: { text: 'full_name', owner: 'id' },
    enrolments: { text: 'session_key', owner: 'learner_id' },
    lessons: { text: 'title', owner: 'learner_id' },
    learner_notifications: { text: 'message', owner: 'learner_id' },
  } as const;

  test.each(Object.entries(WRITABLE_LOOKING))(
    '%s: no insert, update or delete',
    async (table, { text, owner }) => {
      const stored = async () =>
        (
          await stack.sql.query(
            `select * from public.${table} where ${owner} = any($1) order by ${owner}, 1`,
            [[idA, idB]],
          )
        ).rows;
      const before = await stored();
      expect(before.length).toBeGreaterThan(0);
      const insert = await learnerA
        .from(table as 'lessons')
        .insert({ [owner]: idA, [text]: 'Texte inventé' } as never);
      expect(insert.error?.code).toBe('42501');
      // The team's column grants exist (staff and trainers write these tables): for a learner, the
      // policies either refuse (42501) or match no row; nothing changes either way.
      const update = await learnerA
        .from(table as 'lessons')
        .update({ [text]: 'Texte inventé' } as never)
        .eq(owner, idA)
        .select();
      if (update.error) expect(update.error.code).toBe('42501');
      else expect(update.data).toEqual([]);
      const remove = await learnerA
        .from(table as 'lessons')
        .delete()
        .eq(owner, idB)
        .select();
      if (remove.error) expect(remove.error.code).toBe('42501');
      else expect(remove.data).toEqual([]);
      expect(await stored()).toEqual(before);
    },
  );

  test('the progress of an enrolment stays what staff set', async () => {
    // The column is granted for the team; the learner's own row matches no update policy.
    const { error, data } = await learnerA
      .from('enrolments')
      .update({ progress: 100 } as never)
      .eq('learner_id', idA)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { rows } = await stack.sql.query(
      'select progress from public.enrolments where learner_id = $1',
      [idA],
    );
    expect(rows[0].progress).toBe(40);
  });

  test('a privacy request is stored for the learner, once per kind while pending', async () => {
    expect((await learnerA.from('privacy_requests').insert({ kind: 'deletion' })).error).toBeNull();
    expect((await learnerA.from('privacy_requests').insert({ kind: 'deletion' })).error?.code).toBe(
      '23505',
    );
    const { rows } = await stack.sql.query(
      "select learner_id, handled_at from public.privacy_requests where kind = 'deletion'",
    );
    expect(rows).toEqual([{ learner_id: idA, handled_at: null }]);
  });

  test('a privacy request cannot be filed for someone else, nor marked handled', async () => {
    expect(
      (await learnerA.from('privacy_requests').insert({ kind: 'export', learner_id: idB } as never))
        .error?.code,
    ).toBe('42501');
    expect(
      (
        await learnerA
          .from('privacy_requests')
          .insert({ kind: 'export', handled_at: new Date().toISOString() } as never)
      ).error?.code,
    ).toBe('42501');
    // The column is granted for the team; a learner's update matches no row (team policies only).
    const handled = await learnerA
      .from('privacy_requests')
      .update({ handled_at: new Date().toISOString() } as never)
      .eq('learner_id', idA)
      .select('id');
    expect(handled).toMatchObject({ error: null, data: [] });
    const { rows } = await stack.sql.query(
      'select count(*)::int as handled from public.privacy_requests where learner_id = $1 and handled_at is not null',
      [idA],
    );
    expect(rows[0].handled).toBe(0);
  });

  test('a learner withdraws their own pending request; never another learner’s, never a handled one; anon cannot', async () => {
    const pendingOf = async (learnerId: string) =>
      (
        await stack.sql.query(
          'select kind, handled_at is not null as handled from public.privacy_requests where learner_id = $1 order by kind',
          [learnerId],
        )
      ).rows;
    // B's pending export (seeded): A's delete matches nothing, and B keeps it.
    const foreign = await learnerA
      .from('privacy_requests')
      .delete()
      .eq('learner_id', idB)
      .select('id');
    expect(foreign).toMatchObject({ error: null, data: [] });
    expect(
      await stack.client('anon').from('privacy_requests').delete().eq('learner_id', idB),
    ).toMatchObject({
      error: { code: '42501' },
    });
    expect(await pendingOf(idB)).toEqual([{ kind: 'export', handled: false }]);

    expect((await learnerA.from('privacy_requests').insert({ kind: 'export' })).error).toBeNull();
    const withdrawn = await learnerA
      .from('privacy_requests')
      .delete()
      .eq('kind', 'export')
      .is('handled_at', null)
      .select('id');
    expect(withdrawn.error).toBeNull();
    expect(withdrawn.data).toHaveLength(1);

    // Once staff have handled it, the request stays: the record of what was done.
    expect((await learnerA.from('privacy_requests').insert({ kind: 'export' })).error).toBeNull();
    await stack.sql.query(
      "update public.privacy_requests set handled_at = now() where learner_id = $1 and kind = 'export'",
      [idA],
    );
    const late = await learnerA.from('privacy_requests').delete().eq('kind', 'export').select('id');
    expect(late).toMatchObject({ error: null, data: [] });
    expect((await pendingOf(idA)).filter((row) => row.kind === 'export')).toEqual([
      { kind: 'export', handled: true },
    ]);
  });

  test('an unknown kind is refused by the database', async () => {
    expect((await learnerA.from('privacy_requests').insert({ kind: 'tout' })).error?.code).toBe(
      '23514',
    );
  });
});

describe('anon and staff', () => {
  test.each(TABLES)('%s: anon reads nothing', async (table) => {
    const { error } = await stack.client('anon').from(table).select('*');
    expect(error?.code).toBe('42501');
  });

  test('a token for the authenticated role without an account reads no learner row', async () => {
    for (const table of TABLES) {
      const { data } = await stack.client('authenticated').from(table).select('*');
      expect(data).toEqual([]);
    }
  });

  test('staff (service_role) write a notification that only its learner then sees', async () => {
    const staff = stack.serviceClient();
    const { error } = await staff.from('learner_notifications').insert({
      learner_id: idB,
      kind: 'success',
      message: 'Évaluation validée.',
      link: '/dashboard-apprenant/#notifications',
    });
    expect(error).toBeNull();
    const { data: forB } = await learnerB.from('learner_notifications').select('message');
    expect(forB).toContainEqual({ message: 'Évaluation validée.' });
    const { data: forA } = await learnerA.from('learner_notifications').select('message');
    expect(forA).not.toContainEqual({ message: 'Évaluation validée.' });
  });

  test('the database refuses unsafe links and impossible values, even from staff', async () => {
    const staff = stack.serviceClient();
    const { data: enrolment } = await staff
      .from('enrolments')
      .select('id')
      .eq('learner_id', idA)
      .single();
    const lesson = {
      enrolment_id: enrolment!.id,
      learner_id: idA,
      title: 'Séance',
      starts_at: inDays(5).toISOString(),
      ends_at: inDays(5, 12).toISOString(),
    };
    expect(
      (await staff.from('lessons').insert({ ...lesson, join_url: 'javascript:alert(1)' })).error
        ?.code,
    ).toBe('23514');
    expect((await staff.from('lessons').insert({ ...lesson, learner_id: idB })).error?.code).toBe(
      '23503',
    );
    expect(
      (await staff.from('lessons').insert({ ...lesson, ends_at: lesson.starts_at })).error?.code,
    ).toBe('23514');
    expect(
      (await staff.from('enrolments').update({ progress: 101 }).eq('learner_id', idA)).error?.code,
    ).toBe('23514');
    for (const link of ['//pirate.example/', 'https://pirate.example/', '/\\pirate.example']) {
      const { error } = await staff
        .from('learner_notifications')
        .insert({ learner_id: idA, kind: 'info', message: 'Lien douteux', link });
      expect(error?.code, link).toBe('23514');
    }
  });

  test('deleting the account (RGPD art. 17) erases every learner row', async () => {
    const id = await seedLearner(stack.sql, learner('Chloé Martin', 'chloe@exemple.fr'));
    await stack.sql.query('delete from auth.users where id = $1', [id]);
    for (const table of TABLES) {
      const column = table === 'learner_profiles' ? 'id' : 'learner_id';
      const { rowCount } = await stack.sql.query(
        `select 1 from public.${table} where ${column} = $1`,
        [id],
      );
      expect(rowCount, table).toBe(0);
    }
  });
});
