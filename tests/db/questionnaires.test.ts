// The questionnaires (issue 44, docs/security.md §4e) through PostgREST with real JWTs: the rights matrix
// of the answers table and of the questionnaire functions (anon, learner, forged learner, trainer, staff
// without and with aal2), a learner's one answer per enrolment in its window, the answers' checks, the
// aggregates the public key reads (nothing under 5 respondents), a new questionnaire version beside the
// old one, and an erased learner's answer kept anonymous without its free text.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn, type Persona, type Session } from '../support/team-sessions';
import { syncTestCatalogue } from '../support/catalogue-fixture';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import {
  enrol as enrolIn,
  insertSession,
  parisToday,
  shiftDate,
} from '../../local/supabase/questionnaires';

const WHO = {
  anon: 'anon',
  learner: 'learner',
  other_learner: 'learner',
  forged_learner: 'forged_learner',
  trainer_aal2: 'trainer_aal2',
  staff_aal1: 'staff_aal1',
  staff_aal2: 'staff_aal2',
} as const satisfies Record<string, Persona>;
type Who = keyof typeof WHO;
const EVERYONE = Object.keys(WHO) as Who[];

type Answer = { error: { code?: string; message?: string } | null; status: number; data: unknown };

/** Calls a function untyped: hostile arguments the generated types would not allow. */
function rpc(client: Session['client'], name: string, args?: unknown): Promise<Answer> {
  return (client as unknown as { rpc(name: string, args?: unknown): Promise<Answer> }).rpc(
    name,
    args,
  );
}

let stack: DbStack;
const as = {} as Record<Who, Session>;
/** Today in Paris, as the database counts windows. */
let today = '';
let sessionCount = 0;

/** A session of `code` that ended on `endsOn`, under a key of its own. */
async function session(endsOn: string, code = 'CV'): Promise<string> {
  sessionCount++;
  const tag = String.fromCharCode(97 + (sessionCount % 26)).repeat(
    1 + Math.floor(sessionCount / 26),
  );
  return insertSession(stack.sql, code, endsOn, `q${tag}`);
}

const enrol = (learnerId: string, sessionKey: string, code = 'CV') =>
  enrolIn(stack.sql, learnerId, code, sessionKey);
const shift = (date: string, days: number) => shiftDate(date, days);

const END = { overall: 5, comment: 'Très bonne formation, merci à Julie.' };
const FOLLOW = { situation: 'cdi', related: true, certified: 'oui' };

function answer(
  client: Session['client'],
  enrolmentId: string,
  questionnaire = 'fin-de-formation',
  answers: unknown = END,
  version = 1,
): Promise<Answer> {
  return rpc(client, 'answer_questionnaire', {
    enrolment_id: enrolmentId,
    questionnaire,
    questionnaire_version: version,
    answers,
  });
}

const sessions = {
  ended: '',
  future: '',
  lastDay: '',
  closed: '',
  followUp: '',
  followUpEarly: '',
};
const enrolments = {} as Record<keyof typeof sessions | 'otherEnded', string>;

beforeAll(async () => {
  stack = await startDbStack();
  await syncTestCatalogue(stack.sql);
  for (const who of EVERYONE) as[who] = await signIn(stack, WHO[who]);
  await stack.sql.query(
    `insert into public.trainer_trainings (trainer_id, training_code) values ($1, 'CV')`,
    [as.trainer_aal2.id],
  );
  today = await parisToday(stack.sql);
  sessions.ended = await session(shift(today, -3));
  sessions.future = await session(shift(today, 10));
  sessions.lastDay = await session(shift(today, -60));
  sessions.closed = await session(shift(today, -61));
  sessions.followUp = await session(shiftDate(today, -2, -6));
  sessions.followUpEarly = await session(shiftDate(today, 1, -6));
  for (const name of Object.keys(sessions) as Array<keyof typeof sessions>)
    enrolments[name] = await enrol(as.learner.id!, sessions[name]);
  enrolments.otherEnded = await enrol(as.other_learner.id!, sessions.ended);
  for (const [who, name] of [
    ['learner', 'Camille Vendeuse'],
    ['other_learner', 'Émile Commerce'],
  ] as const)
    await stack.sql.query('insert into public.learner_profiles (id, full_name) values ($1, $2)', [
      as[who].id,
      name,
    ]);
});
afterAll(async () => {
  await stack?.stop();
});

describe('a learner answers', () => {
  test('once, for their own enrolment, while the questionnaire is open', async () => {
    const first = await answer(as.learner.client, enrolments.ended);
    expect(first.error).toBeNull();
    expect(first.data).toMatch(/^[0-9a-f-]{36}$/);
    const again = await answer(as.learner.client, enrolments.ended, 'fin-de-formation', {
      overall: 1,
    });
    expect(again.error?.code).toBe('23505');
    expect((await answer(as.other_learner.client, enrolments.otherEnded)).error).toBeNull();
    const { rows } = await stack.sql.query(
      `select learner_id, training_code, session_key, session_ends_on::text, satisfied, employed, answers
       from public.questionnaire_answers where enrolment_id = $1`,
      [enrolments.ended],
    );
    expect(rows).toEqual([
      {
        learner_id: as.learner.id,
        training_code: 'CV',
        session_key: sessions.ended,
        session_ends_on: shift(today, -3),
        satisfied: true,
        employed: null,
        answers: END,
      },
    ]);
  });

  test.each(['forged_learner', 'other_learner', 'trainer_aal2', 'staff_aal2'] as const)(
    '%s cannot answer for the learner’s enrolment',
    async (who) => {
      const refused = await answer(as[who].client, enrolments.lastDay);
      expect(refused.error?.code).toBe('23514');
      expect(refused.error?.message).toContain('questionnaire_answers_enrolment_check');
    },
  );

  test('anon cannot answer', async () => {
    const refused = await answer(as.anon.client, enrolments.lastDay);
    expect(refused.status).toBe(401);
    expect(refused.error?.code).toBe('42501');
  });

  test('a direct insert naming another learner’s enrolment is refused too', async () => {
    const insert = (await (
      as.other_learner.client.from('questionnaire_answers' as 'enrolments').insert as unknown as (
        row: unknown,
      ) => Promise<Answer>
    )({
      enrolment_id: enrolments.lastDay,
      questionnaire: 'fin-de-formation',
      questionnaire_version: 1,
      answers: END,
    })) as Answer;
    expect(insert.error?.code).toBe('23514');
  });

  test.each([
    ['before the session ends', 'future', 'fin-de-formation'],
    ['61 days after the end', 'closed', 'fin-de-formation'],
    ['the follow-up before 6 months', 'followUpEarly', 'suivi-6-mois'],
    ['the follow-up of a session that just ended', 'ended', 'suivi-6-mois'],
    ['the end-of-training questionnaire 6 months after', 'followUp', 'fin-de-formation'],
  ] as const)('outside the window (%s) is refused', async (_, name, questionnaire) => {
    const refused = await answer(
      as.learner.client,
      enrolments[name],
      questionnaire,
      questionnaire === 'suivi-6-mois' ? FOLLOW : END,
    );
    expect(refused.error?.code).toBe('23514');
    expect(refused.error?.message).toContain('questionnaire_answers_window_check');
  });

  test('the 60th day after the end is still open; the follow-up opens at 6 months', async () => {
    expect((await answer(as.learner.client, enrolments.lastDay)).error).toBeNull();
    expect(
      (await answer(as.learner.client, enrolments.followUp, 'suivi-6-mois', FOLLOW)).error,
    ).toBeNull();
  });

  test.each([
    ['overall out of range', 'fin-de-formation', { overall: 6 }, 'overall'],
    ['overall missing', 'fin-de-formation', { comment: 'Bien' }, 'overall'],
    ['overall as text', 'fin-de-formation', { overall: '5' }, 'overall'],
    [
      'a comment over 2,000 characters',
      'fin-de-formation',
      { overall: 4, comment: 'a'.repeat(2001) },
      'answers',
    ],
    [
      'a key that is no question id',
      'fin-de-formation',
      { overall: 4, 'Mon Avis': 'x' },
      'answers',
    ],
    ['a nested object', 'fin-de-formation', { overall: 4, detail: { a: 1 } }, 'answers'],
    ['an array instead of an object', 'fin-de-formation', [4], 'answers'],
    ['a control character', 'fin-de-formation', { overall: 4, comment: 'a\u0007b' }, 'answers'],
    [
      'more than 16 KiB',
      'fin-de-formation',
      Object.fromEntries([
        ['overall', 4],
        ...Array.from({ length: 10 }, (_, i) => [`q${i}`, 'é'.repeat(1000)]),
      ]),
      'answers',
    ],
    ['an unknown situation', 'suivi-6-mois', { ...FOLLOW, situation: 'chomage' }, 'situation'],
    [
      'employed without the link to the training',
      'suivi-6-mois',
      { situation: 'cdd', certified: 'non' },
      'related',
    ],
    ['the link as text', 'suivi-6-mois', { ...FOLLOW, related: 'oui' }, 'related'],
    ['certification missing', 'suivi-6-mois', { situation: 'recherche' }, 'certified'],
    ['an unknown questionnaire', 'avis-libre', END, 'questionnaire'],
  ] as const)('%s is refused with its constraint', async (_, questionnaire, answers, what) => {
    const other = await session(shift(today, -10));
    const enrolment = await enrol(as.learner.id!, other);
    if (questionnaire === 'suivi-6-mois')
      await stack.sql.query(
        `update public.training_sessions set ends_on = (private.paris_today() - interval '7 months')::date where key = $1`,
        [other],
      );
    const refused = await answer(as.learner.client, enrolment, questionnaire, answers);
    expect(refused.error?.code).toBe('23514');
    expect(refused.error?.message).toContain(`questionnaire_answers_${what}_check`);
  });

  test('a follow-up without a job needs no link to the training', async () => {
    const other = await session(shift(today, -200));
    const enrolment = await enrol(as.learner.id!, other);
    const answered = await answer(as.learner.client, enrolment, 'suivi-6-mois', {
      situation: 'recherche',
      certified: 'en-attente',
    });
    expect(answered.error).toBeNull();
  });

  test('the version must be 1 or more', async () => {
    const refused = await answer(as.learner.client, enrolments.closed, 'fin-de-formation', END, 0);
    expect(refused.error?.code).toBe('23514');
  });
});

describe('my_questionnaires', () => {
  test('lists the caller’s opened questionnaires, newest first, with what they answered', async () => {
    const { data, error } = await rpc(as.learner.client, 'my_questionnaires');
    expect(error).toBeNull();
    const rows = data as Array<Record<string, unknown>>;
    const mine = rows.filter((row) =>
      Object.values(enrolments).includes(row.enrolment_id as string),
    );
    const byKey = (name: keyof typeof sessions, questionnaire: string) =>
      mine.find((row) => row.session_key === sessions[name] && row.questionnaire === questionnaire);
    expect(byKey('ended', 'fin-de-formation')).toMatchObject({
      training_code: 'CV',
      training_title: 'Titre professionnel Conseiller de vente',
      session_ends_on: shift(today, -3),
      opens_on: shift(today, -3),
      closes_on: shift(today, 57),
      answers: END,
    });
    expect(byKey('ended', 'fin-de-formation')!.answered_at).toBeTruthy();
    expect(byKey('closed', 'fin-de-formation')).toMatchObject({ answered_at: null, answers: null });
    expect(byKey('followUp', 'suivi-6-mois')).toMatchObject({ answers: FOLLOW });
    // Not yet opened: nothing listed.
    expect(byKey('future', 'fin-de-formation')).toBeUndefined();
    expect(byKey('ended', 'suivi-6-mois')).toBeUndefined();
    expect(byKey('followUpEarly', 'suivi-6-mois')).toBeUndefined();
    const opens = rows.map((row) => row.opens_on as string);
    expect(opens).toEqual([...opens].sort().reverse());
    // Only the caller's enrolments.
    expect(rows.some((row) => row.enrolment_id === enrolments.otherEnded)).toBe(false);
  });

  test.each(EVERYONE.filter((who) => who !== 'learner'))(
    '%s sees none of the learner’s questionnaires',
    async (who) => {
      const { data, error, status } = await rpc(as[who].client, 'my_questionnaires');
      if (who === 'anon') {
        expect(status).toBe(401);
        expect(error?.code).toBe('42501');
        return;
      }
      expect(error).toBeNull();
      const rows = data as Array<Record<string, unknown>>;
      const learners = Object.entries(enrolments).filter(([name]) => name !== 'otherEnded');
      expect(rows.some((row) => learners.some(([, id]) => id === row.enrolment_id))).toBe(false);
    },
  );
});

describe('rights on the answers table', () => {
  /** Which answers `who` reads: the learner's own, or all of them. */
  const READS: Record<Who, 'none' | 'own' | 'all'> = {
    anon: 'none',
    learner: 'own',
    other_learner: 'own',
    forged_learner: 'none',
    trainer_aal2: 'none',
    staff_aal1: 'none',
    staff_aal2: 'all',
  };

  test.each(EVERYONE)('%s reads exactly the rows they may', async (who) => {
    const all = (
      await stack.sql.query<{ id: string; learner_id: string | null }>(
        'select id, learner_id from public.questionnaire_answers',
      )
    ).rows;
    const read = (await as[who].client
      .from('questionnaire_answers' as 'enrolments')
      .select('id')) as Answer;
    if (who === 'anon') {
      expect(read.status).toBe(401);
      expect(read.error?.code).toBe('42501');
      return;
    }
    expect(read.error).toBeNull();
    const ids = (read.data as Array<{ id: string }>).map((row) => row.id).sort();
    const expected =
      READS[who] === 'all'
        ? all.map((row) => row.id)
        : READS[who] === 'own'
          ? all.filter((row) => row.learner_id === as[who].id).map((row) => row.id)
          : [];
    expect(ids).toEqual(expected.sort());
    if (READS[who] !== 'none') expect(ids.length).toBeGreaterThan(0);
  });

  test.each(EVERYONE)('%s can neither update nor delete an answer', async (who) => {
    const table = () => as[who].client.from('questionnaire_answers' as 'lessons');
    const update = (await table()
      .update({ answers: {} } as never)
      .eq('enrolment_id' as 'id', enrolments.ended)) as Answer;
    expect(update.error?.code).toBe('42501');
    const remove = (await table()
      .delete()
      .eq('enrolment_id' as 'id', enrolments.ended)) as Answer;
    expect(remove.error?.code).toBe('42501');
    const { rows } = await stack.sql.query(
      'select answers from public.questionnaire_answers where enrolment_id = $1',
      [enrolments.ended],
    );
    expect(rows).toEqual([{ answers: END }]);
  });

  test.each(EVERYONE)('%s cannot call the reminders’ claim and finish', async (who) => {
    const claim = await rpc(as[who].client, 'staff_claim_questionnaire_reminders', {});
    expect(claim.error?.code).toBe('42501');
    const finish = await rpc(as[who].client, 'staff_finish_questionnaire_reminder', {
      enrolment_id: enrolments.ended,
      questionnaire: 'fin-de-formation',
      reminder: 0,
    });
    expect(finish.error?.code).toBe('42501');
  });

  test('the API roles cannot look up the private counts or reminders', async () => {
    for (const role of ['anon', 'authenticated'] as const)
      for (const table of ['questionnaire_cohorts', 'questionnaire_reminders'])
        await expect(
          stack.asRole(role, (sql) => sql.query(`select * from private.${table}`)),
        ).rejects.toThrow(/permission denied for schema private/);
  });
});

describe('published aggregates', () => {
  type Result = {
    training_code: string;
    period_label: string;
    period_start: string;
    period_end: string;
    questionnaire: string;
    published: boolean;
    respondents: number | null;
    satisfied: number | null;
    employed: number | null;
  };
  const published = async (who: Who = 'anon') => {
    const { data, error } = await rpc(as[who].client, 'published_questionnaire_results');
    expect(error).toBeNull();
    return data as Result[];
  };
  const cohort = (rows: Result[], code: string, year: string, questionnaire = 'fin-de-formation') =>
    rows.find(
      (row) =>
        row.training_code === code &&
        row.period_label === year &&
        row.questionnaire === questionnaire,
    );

  /** `n` new learners of EC answering the end-of-training questionnaire of one session. */
  async function ecCohort(endsOn: string, overalls: number[], version = 1): Promise<string[]> {
    const key = await session(endsOn, 'EC');
    const ids: string[] = [];
    for (const overall of overalls) {
      const learner = await signIn(stack, 'learner');
      const enrolment = await enrol(learner.id!, key, 'EC');
      const answered = await answer(
        learner.client,
        enrolment,
        'fin-de-formation',
        { overall, comment: 'Un avis.' },
        version,
      );
      expect(answered.error).toBeNull();
      ids.push(learner.id!);
    }
    return ids;
  }

  test('the public key reads aggregates only: nothing under 5 respondents, then the counts', async () => {
    const endsOn = shift(today, -5);
    const year = endsOn.slice(0, 4);
    await ecCohort(endsOn, [5, 4, 2, 1]);
    const under = cohort(await published(), 'EC', year);
    expect(under).toEqual({
      training_code: 'EC',
      period_label: year,
      period_start: `${year}-01-01`,
      period_end: `${year}-12-31`,
      questionnaire: 'fin-de-formation',
      published: false,
      respondents: null,
      satisfied: null,
      employed: null,
    });
    // A new version of the questionnaire: its answers sit beside version 1's and count in the same cohort.
    await ecCohort(endsOn, [4], 2);
    const five = cohort(await published(), 'EC', year);
    expect(five).toMatchObject({ published: true, respondents: 5, satisfied: 3, employed: null });
    const { rows } = await stack.sql.query(
      `select questionnaire_version, count(*)::int as n from public.questionnaire_answers
       where training_code = 'EC' group by 1 order by 1`,
    );
    expect(rows).toEqual([
      { questionnaire_version: 1, n: 4 },
      { questionnaire_version: 2, n: 1 },
    ]);
    for (const who of EVERYONE) expect(cohort(await published(who), 'EC', year)).toEqual(five);
  });

  test('the follow-up counts the employed; the CV cohorts under 5 stay unpublished', async () => {
    const rows = await published();
    for (const row of rows.filter((row) => row.training_code === 'CV'))
      expect(row).toMatchObject({
        published: false,
        respondents: null,
        satisfied: null,
        employed: null,
      });
    const key = await session(shift(today, -190), 'EC');
    const situations = ['cdi', 'interim', 'recherche', 'formation', 'creation'];
    for (const situation of situations) {
      const learner = await signIn(stack, 'learner');
      const enrolment = await enrol(learner.id!, key, 'EC');
      const answers = ['recherche', 'formation'].includes(situation)
        ? { situation, certified: 'non' }
        : { situation, related: situation !== 'interim', certified: 'oui' };
      expect((await answer(learner.client, enrolment, 'suivi-6-mois', answers)).error).toBeNull();
    }
    const year = shift(today, -190).slice(0, 4);
    expect(cohort(await published(), 'EC', year, 'suivi-6-mois')).toMatchObject({
      published: true,
      respondents: 5,
      satisfied: null,
      employed: 3,
    });
  });

  test('erasing a learner keeps their answer, anonymous and without free text', async () => {
    const endsOn = shift(today, -5);
    const year = endsOn.slice(0, 4);
    const before = cohort(await published(), 'EC', year);
    const [gone] = await ecCohort(endsOn, [5]);
    expect(cohort(await published(), 'EC', year)).toMatchObject({
      respondents: before!.respondents! + 1,
      satisfied: before!.satisfied! + 1,
    });
    const { rows: kept } = await stack.sql.query<{ id: string }>(
      'select id from public.questionnaire_answers where learner_id = $1',
      [gone],
    );
    // What team-erase-learner and the retention purge do: delete the account; its rows cascade.
    await stack.sql.query('delete from auth.users where id = $1', [gone]);
    const { rows } = await stack.sql.query(
      `select enrolment_id, learner_id, training_code, answers, satisfied
       from public.questionnaire_answers where id = $1`,
      [kept[0]!.id],
    );
    expect(rows).toEqual([
      {
        enrolment_id: null,
        learner_id: null,
        training_code: 'EC',
        answers: { overall: 5 },
        satisfied: true,
      },
    ]);
    expect(cohort(await published(), 'EC', year)).toMatchObject({
      respondents: before!.respondents! + 1,
      satisfied: before!.satisfied! + 1,
    });
  });
});
