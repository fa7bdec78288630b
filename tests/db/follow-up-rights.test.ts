// The learner follow-up's rights matrix (issue 43, docs/security.md §4d) through PostgREST and the local
// Storage with real JWTs: who reads and who writes the catalogue, the trainers' assignments, the
// learners' profiles, enrolments, lessons, notifications and documents, the documents bucket and the
// team's functions. A trainer follows only the learners of the trainings assigned to them, at aal2; staff
// at aal2 follow everyone; a learner reads their own rows; every team write lands in the audit. Then the
// hostile input the database refuses, each with the constraint name the team's forms translate.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn, type Persona, type Session } from '../support/team-sessions';
import {
  SESSIONS,
  syncCatalogue,
  syncTestCatalogue,
  TEST_CATALOGUE,
} from '../support/catalogue-fixture';
import { STORED_PDF_METADATA, storeObject, submitApplication } from '../support/db-fixtures';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { validApplication, validContactRequest } from '../../local/supabase/sample-rows';
import { pdfBytes } from '../../local/sample-files';
import { LEARNER_DOCUMENT_FILES } from '../../src/config/site';

/** The cells of the matrix: who calls, with which role, level and training. */
const WHO = {
  anon: 'anon',
  learner_cv: 'learner',
  forged_learner: 'forged_learner',
  learner_ec: 'learner',
  trainer_cv_aal1: 'trainer_aal1',
  trainer_cv_aal2: 'trainer_aal2',
  trainer_ec_aal2: 'trainer_aal2',
  staff_aal1: 'staff_aal1',
  staff_aal2: 'staff_aal2',
} as const satisfies Record<string, Persona>;
type Who = keyof typeof WHO;
const EVERYONE = Object.keys(WHO) as Who[];

let stack: DbStack;
const as = {} as Record<Who, Session>;
/** The learners each training's rows belong to. */
const learner = { cv: '', ec: '' };
const enrolment = { cv: '', ec: '' };
const documents = { cvSession: '', cvOwn: '', ecSession: '' };

beforeAll(async () => {
  stack = await startDbStack();
  await syncTestCatalogue(stack.sql);
  for (const who of EVERYONE) as[who] = await signIn(stack, WHO[who]);
  for (const [who, code] of [
    ['trainer_cv_aal1', 'CV'],
    ['trainer_cv_aal2', 'CV'],
    ['trainer_ec_aal2', 'EC'],
  ] as const)
    await stack.sql.query(
      'insert into public.trainer_trainings (trainer_id, training_code) values ($1, $2)',
      [as[who].id, code],
    );
  learner.cv = as.learner_cv.id!;
  learner.ec = as.learner_ec.id!;
  for (const [tag, code, session, name] of [
    ['cv', 'CV', SESSIONS.cv, 'Camille Vendeuse'],
    ['ec', 'EC', SESSIONS.ec, 'Émile Commerce'],
  ] as const) {
    await stack.sql.query('insert into public.learner_profiles (id, full_name) values ($1, $2)', [
      learner[tag],
      name,
    ]);
    const { rows } = await stack.sql.query<{ id: string }>(
      `insert into public.enrolments (learner_id, training_code, session_key, progress)
       values ($1, $2, $3, 20) returning id`,
      [learner[tag], code, session],
    );
    enrolment[tag] = rows[0]!.id;
    await stack.sql.query(
      `insert into public.lessons (enrolment_id, learner_id, title, starts_at, ends_at, place)
       values ($1, $2, 'Accueil', now() + interval '1 day', now() + interval '1 day 3 hours', 'Salle 2')`,
      [enrolment[tag], learner[tag]],
    );
    await stack.sql.query(
      `insert into public.learner_notifications (learner_id, kind, message) values ($1, 'info', 'Bienvenue parmi nous.')`,
      [learner[tag]],
    );
  }
  documents.cvSession = await document('CV', { session: SESSIONS.cv });
  documents.cvOwn = await document('CV', { learnerId: learner.cv });
  documents.ecSession = await document('EC', { session: SESSIONS.ec });
  // Rows a trainer must never read: an application, a contact request, a privacy request, an audit row.
  expect((await submitApplication(stack, validApplication())).error).toBeNull();
  const request = validContactRequest('contact');
  expect(
    (
      await stack
        .client('anon')
        .from('contact_requests')
        .insert(request as { id: string; kind: string; email: string })
    ).error,
  ).toBeNull();
  await stack.sql.query(
    "insert into public.privacy_requests (learner_id, kind) values ($1, 'export')",
    [learner.cv],
  );
  await stack.sql.query(
    `select public.staff_record_team_action(null, 'dashboard@exemple.fr', 'site.rebuild')`,
  );
});
afterAll(async () => {
  await stack?.stop();
});

/** A stored PDF and its row, made as the owner (Storage's upload as service_role, then SQL). */
async function document(
  code: 'CV' | 'EC',
  target: { session: string } | { learnerId: string },
  title = 'Convocation',
): Promise<string> {
  const folder = 'session' in target ? target.session : target.learnerId;
  const path = `${code.toLowerCase()}/${folder}/${randomUUID()}.pdf`;
  const uploaded = await stack
    .serviceClient()
    .storage.from('documents')
    .upload(path, pdfBytes(1500), { contentType: 'application/pdf' });
  expect(uploaded.error).toBeNull();
  const { rows } = await stack.sql.query<{ id: string }>(
    `insert into public.learner_documents (training_code, session_key, learner_id, title, object_path)
     values ($1, $2, $3, $4, $5) returning id`,
    [
      code,
      'session' in target ? target.session : null,
      'learnerId' in target ? target.learnerId : null,
      title,
      path,
    ],
  );
  return rows[0]!.id;
}

async function objectPathOf(documentId: string) {
  const { rows } = await stack.sql.query<{ object_path: string }>(
    'select object_path from public.learner_documents where id = $1',
    [documentId],
  );
  return rows[0]!.object_path;
}

type Answer = { error: { code?: string; message?: string } | null; status: number; data: unknown };

/** Which learners' rows `who` reads in the learners' tables. */
const FOLLOWS: Record<Who, Array<'cv' | 'ec'>> = {
  anon: [],
  learner_cv: ['cv'],
  forged_learner: [],
  learner_ec: ['ec'],
  trainer_cv_aal1: [],
  trainer_cv_aal2: ['cv'],
  trainer_ec_aal2: ['ec'],
  staff_aal1: [],
  staff_aal2: ['cv', 'ec'],
};

// 1. Reads ------------------------------------------------------------------------------------------------

describe('reads', () => {
  test.each(EVERYONE)('%s reads the whole catalogue, trainings and sessions', async (who) => {
    const trainings = await as[who].client.from('trainings').select('code').order('code');
    expect(trainings.data).toEqual([{ code: 'CV' }, { code: 'EC' }]);
    const sessions = await as[who].client.from('training_sessions').select('key');
    // The withdrawn session stays listed, with its withdrawn_at.
    expect(sessions.data?.length).toBe(
      TEST_CATALOGUE.trainings.flatMap((training) => training.sessions).length + 1,
    );
  });

  const TABLES = [
    ['learner_profiles', 'id'],
    ['enrolments', 'learner_id'],
    ['lessons', 'learner_id'],
    ['learner_notifications', 'learner_id'],
  ] as const;
  const cells = TABLES.flatMap(([table, owner]) =>
    EVERYONE.map((who) => [who, table, owner] as const),
  );

  test.each(cells)('%s reads %s of exactly the learners they follow', async (who, table, owner) => {
    const answer = (await as[who].client
      .from(table as 'lessons')
      .select(owner)
      .in(owner as 'learner_id', [learner.cv, learner.ec])) as Answer;
    if (who === 'anon') {
      expect(answer.error?.code).toBe('42501');
      expect(answer.status).toBe(401);
      return;
    }
    expect(answer.error).toBeNull();
    const seen = new Set(
      (answer.data as Array<Record<string, string>>).map((row) =>
        row[owner] === learner.cv ? 'cv' : 'ec',
      ),
    );
    expect([...seen].sort()).toEqual(FOLLOWS[who]);
  });

  const DOCUMENTS_SEEN: Record<Who, Array<keyof typeof documents>> = {
    anon: [],
    learner_cv: ['cvOwn', 'cvSession'],
    forged_learner: [],
    learner_ec: ['ecSession'],
    trainer_cv_aal1: [],
    trainer_cv_aal2: ['cvOwn', 'cvSession'],
    trainer_ec_aal2: ['ecSession'],
    staff_aal1: [],
    staff_aal2: ['cvOwn', 'cvSession', 'ecSession'],
  };

  test.each(EVERYONE)(
    '%s reads the documents of their own session and their own, or of the trainings they teach',
    async (who) => {
      const answer = (await as[who].client
        .from('learner_documents')
        .select('id')
        .in('id', Object.values(documents))) as Answer;
      if (who === 'anon') return expect(answer.status).toBe(401);
      expect(answer.error).toBeNull();
      const names = (answer.data as Array<{ id: string }>)
        .map(
          (row) =>
            Object.entries(documents).find(([, id]) => id === row.id)![0] as keyof typeof documents,
        )
        .sort();
      expect(names).toEqual(DOCUMENTS_SEEN[who]);
      // A signed URL (what the dashboard's download asks) exactly for those.
      for (const [name, id] of Object.entries(documents)) {
        const signed = await as[who].client.storage
          .from('documents')
          .createSignedUrl(await objectPathOf(id), 60);
        expect(signed.error === null, `${who} signs ${name}`).toBe(
          DOCUMENTS_SEEN[who].includes(name as keyof typeof documents),
        );
      }
    },
  );

  test('the learner downloads their document through the signed URL: the stored PDF', async () => {
    const signed = await as.learner_cv.client.storage
      .from('documents')
      .createSignedUrl(await objectPathOf(documents.cvOwn), 60);
    expect(signed.error).toBeNull();
    const download = await fetch(signed.data!.signedUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBe(1500);
  });

  test.each(EVERYONE)(
    '%s reads trainer assignments: staff all, a trainer at aal2 their own',
    async (who) => {
      const answer = (await as[who].client
        .from('trainer_trainings')
        .select('trainer_id, training_code')) as Answer;
      if (who === 'anon') return expect(answer.status).toBe(401);
      const rows = (answer.data as Array<{ trainer_id: string }> | null) ?? [];
      const expected =
        who === 'staff_aal2' ? 3 : who === 'trainer_cv_aal2' || who === 'trainer_ec_aal2' ? 1 : 0;
      expect(rows.length).toBe(expected);
      if (expected === 1) expect(rows[0]!.trainer_id).toBe(as[who].id);
    },
  );

  test.each(['trainer_cv_aal2', 'trainer_ec_aal2'] as const)(
    '%s reads no application, contact request, privacy request nor audit row',
    async (who) => {
      for (const table of [
        'applications',
        'contact_requests',
        'privacy_requests',
        'team_audit',
      ] as const) {
        const answer = (await as[who].client.from(table).select('*')) as Answer;
        expect(answer.error, table).toBeNull();
        expect(answer.data, table).toEqual([]);
      }
      const requests = await as[who].client.rpc('team_privacy_requests');
      expect(requests.error?.code).toBe('42501');
      const accounts = await as[who].client.rpc('team_new_learner_accounts');
      expect(accounts.error?.code).toBe('42501');
      const exported = await as[who].client.rpc('team_learner_export', { learner_id: learner.cv });
      expect(exported.error?.code).toBe('42501');
    },
  );
});

// 2. The team's functions ---------------------------------------------------------------------------------

describe('team_learners, team_trainers, team_enrol_learner, sync_catalogue', () => {
  test.each(EVERYONE)('%s: team_learners lists exactly the learners they follow', async (who) => {
    const answer = (await as[who].client.rpc('team_learners')) as Answer;
    const team = ['trainer_cv_aal2', 'trainer_ec_aal2', 'staff_aal2'].includes(who);
    if (!team) {
      expect(answer.error?.code).toBe('42501');
      expect(answer.status).toBe(who === 'anon' ? 401 : 403);
      return;
    }
    expect(answer.error).toBeNull();
    const rows = answer.data as Array<{ learner_id: string; email: string; full_name: string }>;
    const ours = rows.filter((row) => [learner.cv, learner.ec].includes(row.learner_id));
    expect(ours.map((row) => (row.learner_id === learner.cv ? 'cv' : 'ec')).sort()).toEqual(
      FOLLOWS[who],
    );
    if (who === 'trainer_cv_aal2') {
      expect(rows.map((row) => row.learner_id)).toEqual([learner.cv]);
      expect(rows[0]).toMatchObject({ email: as.learner_cv.email, full_name: 'Camille Vendeuse' });
    }
  });

  test.each(EVERYONE)('%s: team_trainers is staff’s only', async (who) => {
    const answer = (await as[who].client.rpc('team_trainers')) as Answer;
    if (who !== 'staff_aal2') return expect(answer.error?.code).toBe('42501');
    const rows = answer.data as Array<{ trainer_id: string; trainings: string[] }>;
    const byId = new Map(rows.map((row) => [row.trainer_id, row.trainings]));
    expect(byId.get(as.trainer_cv_aal2.id!)).toEqual(['CV']);
    expect(byId.get(as.trainer_ec_aal2.id!)).toEqual(['EC']);
  });

  test.each(EVERYONE)(
    '%s: team_enrol_learner is staff’s only, and audited as two writes',
    async (who) => {
      const account = await newAccount();
      const answer = (await as[who].client.rpc('team_enrol_learner', {
        learner_id: account,
        full_name: 'Sami Nouveau',
        training_code: 'CV',
        session_key: SESSIONS.cv,
      })) as Answer;
      const { rows } = await stack.sql.query(
        'select id from public.enrolments where learner_id = $1',
        [account],
      );
      if (who !== 'staff_aal2') {
        expect(answer.error?.code).toBe('42501');
        expect(rows).toEqual([]);
        return;
      }
      expect(answer.error).toBeNull();
      expect(rows).toEqual([{ id: answer.data }]);
      expect(await auditOf(account)).toEqual([
        { action: 'learner_profiles.insert', actor_id: as.staff_aal2.id, row_id: account },
      ]);
      expect(await auditOf(answer.data as string)).toEqual([
        { action: 'enrolments.insert', actor_id: as.staff_aal2.id, row_id: answer.data },
      ]);
    },
  );

  test('staff’s export of a learner (RGPD art. 15) lists their documents: their own and their session’s', async () => {
    const answer = await as.staff_aal2.client.rpc('team_learner_export', {
      learner_id: learner.cv,
    });
    expect(answer.error).toBeNull();
    const exported = answer.data as {
      documents: Array<{ id: string; title: string; size_bytes: number }>;
      enrolments: Array<{ training_code: string; session_key: string }>;
    };
    expect(exported.documents.map((row) => row.id).sort()).toEqual(
      [documents.cvOwn, documents.cvSession].sort(),
    );
    expect(exported.documents.every((row) => row.size_bytes === 1500)).toBe(true);
    expect(exported.enrolments).toMatchObject([{ training_code: 'CV', session_key: SESSIONS.cv }]);
  });

  test.each(EVERYONE)('%s: sync_catalogue is the secret key’s only', async (who) => {
    const answer = (await as[who].client.rpc(
      'sync_catalogue' as never,
      {
        catalogue: { version: 1, trainings: [] },
      } as never,
    )) as Answer;
    expect(answer.error?.code).toBe('42501');
    const { rows } = await stack.sql.query(
      'select 1 from public.trainings where withdrawn_at is null',
    );
    expect(rows.length).toBe(2);
  });
});

async function newAccount(role?: string) {
  const id = randomUUID();
  await stack.sql.query(
    `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, '{}', now())`,
    [id, `compte.${id.slice(0, 8)}@exemple.fr`, { provider: 'email', ...(role ? { role } : {}) }],
  );
  return id;
}

async function auditOf(rowId: string) {
  const { rows } = await stack.sql.query(
    'select action, actor_id, row_id from public.team_audit where row_id = $1 order by id',
    [rowId],
  );
  return rows;
}

// 3. Writes -----------------------------------------------------------------------------------------------

/**
 * One write on a fresh row of a CV learner: `run` calls the API, `done` says (as the owner) whether it
 * happened, and answers the audit's row_id.
 */
interface Write {
  allowed: Who[];
  action: string;
  run(client: Session['client']): Promise<{ rowId: string; answer: Answer }>;
  done(rowId: string): Promise<boolean>;
}

const exists = async (query: string, values: unknown[]) =>
  ((await stack.sql.query(query, values)).rowCount ?? 0) > 0;
const STAFF_ONLY: Who[] = ['staff_aal2'];
const FOLLOWERS_OF_CV: Who[] = ['staff_aal2', 'trainer_cv_aal2'];

async function freshLesson() {
  const { rows } = await stack.sql.query<{ id: string }>(
    `insert into public.lessons (enrolment_id, learner_id, title, starts_at, ends_at)
     values ($1, $2, 'Séance', now() + interval '2 days', now() + interval '2 days 2 hours') returning id`,
    [enrolment.cv, learner.cv],
  );
  return rows[0]!.id;
}

const WRITES: Record<string, Write> = {
  'learner_profiles insert': {
    allowed: STAFF_ONLY,
    action: 'learner_profiles.insert',
    async run(client) {
      const id = await newAccount();
      const answer = (await client
        .from('learner_profiles')
        .insert({ id, full_name: 'Nina Neuve' })) as Answer;
      return { rowId: id, answer };
    },
    done: (id) => exists('select 1 from public.learner_profiles where id = $1', [id]),
  },
  'learner_profiles update': {
    allowed: STAFF_ONLY,
    action: 'learner_profiles.update',
    async run(client) {
      const name = `Camille V${randomUUID().slice(0, 4).replace(/\d/g, 'x')}`;
      const answer = (await client
        .from('learner_profiles')
        .update({ full_name: name })
        .eq('id', learner.cv)) as Answer;
      return { rowId: name, answer };
    },
    done: (name) => exists('select 1 from public.learner_profiles where full_name = $1', [name]),
  },
  'enrolments insert': {
    allowed: STAFF_ONLY,
    action: 'enrolments.insert',
    async run(client) {
      const id = await newAccount();
      const answer = (await client
        .from('enrolments')
        .insert({ learner_id: id, training_code: 'CV', session_key: SESSIONS.cv })) as Answer;
      return { rowId: id, answer };
    },
    done: (id) => exists('select 1 from public.enrolments where learner_id = $1', [id]),
  },
  'enrolments update (progress)': {
    allowed: FOLLOWERS_OF_CV,
    action: 'enrolments.update',
    async run(client) {
      const progress = 21 + Math.floor(Math.random() * 70);
      const answer = (await client
        .from('enrolments')
        .update({ progress })
        .eq('id', enrolment.cv)) as Answer;
      return { rowId: String(progress), answer };
    },
    done: (progress) =>
      exists('select 1 from public.enrolments where id = $1 and progress = $2', [
        enrolment.cv,
        Number(progress),
      ]),
  },
  'enrolments delete': {
    allowed: STAFF_ONLY,
    action: 'enrolments.delete',
    async run(client) {
      const { rows } = await stack.sql.query<{ id: string }>(
        `insert into public.enrolments (learner_id, training_code, session_key) values ($1, 'CV', $2) returning id`,
        [await newAccount(), SESSIONS.cvPast],
      );
      const answer = (await client.from('enrolments').delete().eq('id', rows[0]!.id)) as Answer;
      return { rowId: rows[0]!.id, answer };
    },
    done: async (id) => !(await exists('select 1 from public.enrolments where id = $1', [id])),
  },
  'lessons insert': {
    allowed: FOLLOWERS_OF_CV,
    action: 'lessons.insert',
    async run(client) {
      const title = `Atelier ${randomUUID().slice(0, 8)}`;
      const answer = (await client.from('lessons').insert({
        enrolment_id: enrolment.cv,
        learner_id: learner.cv,
        title,
        starts_at: '2030-03-04T08:00:00Z',
        ends_at: '2030-03-04T11:30:00Z',
        join_url: 'https://visio.example/salle-cv',
      })) as Answer;
      return { rowId: title, answer };
    },
    done: (title) => exists('select 1 from public.lessons where title = $1', [title]),
  },
  'lessons update': {
    allowed: FOLLOWERS_OF_CV,
    action: 'lessons.update',
    async run(client) {
      const id = await freshLesson();
      const answer = (await client
        .from('lessons')
        .update({ place: 'Salle 4' })
        .eq('id', id)) as Answer;
      return { rowId: id, answer };
    },
    done: (id) => exists("select 1 from public.lessons where id = $1 and place = 'Salle 4'", [id]),
  },
  'lessons delete': {
    allowed: FOLLOWERS_OF_CV,
    action: 'lessons.delete',
    async run(client) {
      const id = await freshLesson();
      const answer = (await client.from('lessons').delete().eq('id', id)) as Answer;
      return { rowId: id, answer };
    },
    done: async (id) => !(await exists('select 1 from public.lessons where id = $1', [id])),
  },
  'learner_notifications insert': {
    allowed: FOLLOWERS_OF_CV,
    action: 'learner_notifications.insert',
    async run(client) {
      const message = `Rendez-vous ${randomUUID().slice(0, 8)}`;
      const answer = (await client.from('learner_notifications').insert({
        learner_id: learner.cv,
        kind: 'info',
        message,
        link: '/dashboard-apprenant/',
      })) as Answer;
      return { rowId: message, answer };
    },
    done: (message) =>
      exists('select 1 from public.learner_notifications where message = $1', [message]),
  },
  'learner_notifications delete': {
    allowed: FOLLOWERS_OF_CV,
    action: 'learner_notifications.delete',
    async run(client) {
      const { rows } = await stack.sql.query<{ id: string }>(
        `insert into public.learner_notifications (learner_id, kind, message) values ($1, 'success', 'Module validé.') returning id`,
        [learner.cv],
      );
      const answer = (await client
        .from('learner_notifications')
        .delete()
        .eq('id', rows[0]!.id)) as Answer;
      return { rowId: rows[0]!.id, answer };
    },
    done: async (id) =>
      !(await exists('select 1 from public.learner_notifications where id = $1', [id])),
  },
  'learner_documents insert': {
    allowed: FOLLOWERS_OF_CV,
    action: 'learner_documents.insert',
    async run(client) {
      const path = `cv/${SESSIONS.cv}/${randomUUID()}.pdf`;
      await storeObject(stack, path, 'documents');
      const answer = (await client.from('learner_documents').insert({
        training_code: 'CV',
        session_key: SESSIONS.cv,
        title: 'Règlement intérieur',
        object_path: path,
      })) as Answer;
      return { rowId: path, answer };
    },
    done: (path) => exists('select 1 from public.learner_documents where object_path = $1', [path]),
  },
  'learner_documents delete': {
    allowed: FOLLOWERS_OF_CV,
    action: 'learner_documents.delete',
    async run(client) {
      const id = await document('CV', { session: SESSIONS.cv }, 'Programme');
      const answer = (await client.from('learner_documents').delete().eq('id', id)) as Answer;
      return { rowId: id, answer };
    },
    done: async (id) =>
      !(await exists('select 1 from public.learner_documents where id = $1', [id])),
  },
  'trainer_trainings insert': {
    allowed: STAFF_ONLY,
    action: 'trainer_trainings.insert',
    async run(client) {
      const trainer = await newAccount('trainer');
      const answer = (await client
        .from('trainer_trainings')
        .insert({ trainer_id: trainer, training_code: 'CV' })) as Answer;
      return { rowId: `${trainer}/CV`, answer };
    },
    done: (rowId) =>
      exists('select 1 from public.trainer_trainings where trainer_id = $1', [rowId.split('/')[0]]),
  },
  'trainer_trainings delete': {
    allowed: STAFF_ONLY,
    action: 'trainer_trainings.delete',
    async run(client) {
      const trainer = await newAccount('trainer');
      await stack.sql.query(
        "insert into public.trainer_trainings (trainer_id, training_code) values ($1, 'EC')",
        [trainer],
      );
      const answer = (await client
        .from('trainer_trainings')
        .delete()
        .eq('trainer_id', trainer)) as Answer;
      return { rowId: `${trainer}/EC`, answer };
    },
    done: async (rowId) =>
      !(await exists('select 1 from public.trainer_trainings where trainer_id = $1', [
        rowId.split('/')[0],
      ])),
  },
};

describe('writes', () => {
  const cells = Object.keys(WRITES).flatMap((write) =>
    EVERYONE.map((who) => [write, who] as const),
  );

  test.each(cells)('%s by %s', async (name, who) => {
    const write = WRITES[name]!;
    const auditBefore = (
      await stack.sql.query<{ n: number }>('select count(*)::int as n from public.team_audit')
    ).rows[0]!.n;
    const { rowId, answer } = await write.run(as[who].client);
    const happened = await write.done(rowId);
    const allowed = write.allowed.includes(who);
    expect(happened, `${answer.status} ${answer.error?.message ?? ''}`).toBe(allowed);
    if (!allowed) {
      // Refused by a grant or a policy (42501), or no row the caller may touch (nothing done).
      if (answer.error) expect(answer.error.code).toBe('42501');
      if (who === 'anon') expect(answer.status).toBe(401);
      expect(
        (await stack.sql.query<{ n: number }>('select count(*)::int as n from public.team_audit'))
          .rows[0]!.n,
      ).toBe(auditBefore);
      return;
    }
    expect(answer.error).toBeNull();
    // Every team write lands in the audit, in the caller's name.
    const { rows } = await stack.sql.query(
      'select action, actor_id, actor_email, table_name, before, after, row_id from public.team_audit where id > (select max(id) from public.team_audit) - 5 and action = $1 and actor_id = $2 order by id desc limit 1',
      [write.action, as[who].id],
    );
    expect(rows[0]).toMatchObject({
      action: write.action,
      actor_id: as[who].id,
      actor_email: as[who].email,
      table_name: write.action.split('.')[0],
    });
    const op = write.action.split('.')[1];
    if (op === 'insert') expect(rows[0].before).toBeNull();
    if (op === 'delete') expect(rows[0].after).toBeNull();
    if (op === 'update') expect(Object.keys(rows[0].after as object).length).toBeGreaterThan(0);
  });

  test('a trainer changes an enrolment’s progress only, never its session', async () => {
    const answer = await as.trainer_cv_aal2.client
      .from('enrolments')
      .update({ session_key: SESSIONS.cvPast })
      .eq('id', enrolment.cv);
    expect(answer.error?.code).toBe('42501');
    expect(answer.error?.message).toBe('trainer_progress_only');
    expect(
      await exists('select 1 from public.enrolments where id = $1 and session_key = $2', [
        enrolment.cv,
        SESSIONS.cv,
      ]),
    ).toBe(true);
  });

  test('the trainer of EC writes nothing for a CV learner, even naming a CV enrolment', async () => {
    const lesson = await as.trainer_ec_aal2.client.from('lessons').insert({
      enrolment_id: enrolment.cv,
      learner_id: learner.cv,
      title: 'Intrusion',
      starts_at: '2030-03-04T08:00:00Z',
      ends_at: '2030-03-04T09:00:00Z',
    });
    expect(lesson.error?.code).toBe('42501');
    const document = await as.trainer_ec_aal2.client.from('learner_documents').insert({
      training_code: 'CV',
      learner_id: learner.cv,
      title: 'Intrusion',
      object_path: `cv/${learner.cv}/${randomUUID()}.pdf`,
    });
    expect(document.error?.code).toBe('42501');
  });

  test.each(EVERYONE)('%s writes nothing in the catalogue', async (who) => {
    const client = as[who].client;
    const answers = [
      await client.from('trainings').insert({ code: 'ZZ', slug: 'zz', title: 'Intrus' } as never),
      await client
        .from('trainings')
        .update({ title: 'Intrus' } as never)
        .eq('code', 'CV'),
      await client.from('trainings').delete().eq('code', 'CV'),
      await client
        .from('training_sessions')
        .update({ venue: 'Ailleurs' } as never)
        .eq('key', SESSIONS.cv),
      await client.from('training_sessions').delete().eq('key', SESSIONS.cv),
    ];
    for (const answer of answers) expect(answer.error?.code).toBe('42501');
    const { rows } = await stack.sql.query(
      "select title from public.trainings where code = 'CV' union all select venue from public.training_sessions where key = $1",
      [SESSIONS.cv],
    );
    expect(rows).toEqual([
      { title: 'Titre professionnel Conseiller de vente' },
      { title: 'Lyon 3e' },
    ]);
  });
});

// 4. The documents bucket ---------------------------------------------------------------------------------

describe('the documents bucket', () => {
  const UPLOADERS: Who[] = ['staff_aal2', 'trainer_cv_aal2'];

  test.each(EVERYONE)(
    '%s uploads a CV session PDF only as staff or a CV trainer at aal2, and removes it likewise',
    async (who) => {
      const path = `cv/${SESSIONS.cv}/${randomUUID()}.pdf`;
      const bucket = as[who].client.storage.from('documents');
      const uploaded = await bucket.upload(path, pdfBytes(2000), {
        contentType: 'application/pdf',
      });
      const stored = await stack.storage.readObject('documents', path);
      expect(uploaded.error === null, uploaded.error?.message).toBe(UPLOADERS.includes(who));
      expect(stored !== null).toBe(UPLOADERS.includes(who));
      if (!stored) {
        // Someone else's upload, to try removing it.
        await stack
          .serviceClient()
          .storage.from('documents')
          .upload(path, pdfBytes(2000), { contentType: 'application/pdf' });
      }
      await bucket.remove([path]);
      const left = await stack.storage.readObject('documents', path);
      expect(left === null).toBe(UPLOADERS.includes(who));
    },
  );

  test('a CV trainer uploads nothing under the EC folder, nor under a name that is not the rows’ format', async () => {
    const bucket = as.trainer_cv_aal2.client.storage.from('documents');
    for (const path of [
      `ec/${SESSIONS.ec}/${randomUUID()}.pdf`,
      `cv/${SESSIONS.cv}/programme.pdf`,
      `cv/${randomUUID()}.pdf`,
    ]) {
      const uploaded = await bucket.upload(path, pdfBytes(2000), {
        contentType: 'application/pdf',
      });
      expect(uploaded.error, path).not.toBeNull();
      expect(await stack.storage.readObject('documents', path)).toBeNull();
    }
  });

  test('the bucket’s size limit is the site’s LEARNER_DOCUMENT_FILES.maxBytes, and PDFs only', async () => {
    const { rows } = await stack.sql.query(
      "select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'documents'",
    );
    expect(rows).toEqual([
      {
        public: false,
        file_size_limit: String(LEARNER_DOCUMENT_FILES.maxBytes),
        allowed_mime_types: ['application/pdf'],
      },
    ]);
    expect(LEARNER_DOCUMENT_FILES.maxBytes).toBe(10 * 1024 * 1024);
  });
});

// 5. Hostile input ----------------------------------------------------------------------------------------

describe('hostile input, refused by the database with the constraint the forms translate', () => {
  const staff = () => as.staff_aal2.client;

  async function expectConstraint(answer: Answer, constraint: string) {
    expect(answer.error?.message ?? '', JSON.stringify(answer.error)).toContain(`"${constraint}"`);
  }

  const lesson = (overrides: Record<string, unknown>) => ({
    enrolment_id: enrolment.cv,
    learner_id: learner.cv,
    title: 'Séance refusée',
    starts_at: '2030-03-04T08:00:00Z',
    ends_at: '2030-03-04T11:00:00Z',
    ...overrides,
  });

  test.each([
    [
      'a join link that is not https',
      { join_url: 'http://visio.example/salle' },
      'lessons_join_url_check',
    ],
    ['a javascript: join link', { join_url: 'javascript:alert(1)' }, 'lessons_join_url_check'],
    [
      'a lesson ending before it starts',
      { ends_at: '2030-03-04T07:00:00Z' },
      'lessons_ends_at_check',
    ],
    [
      'a lesson ending when it starts',
      { ends_at: '2030-03-04T08:00:00Z' },
      'lessons_ends_at_check',
    ],
    ['a one-letter place', { place: 'A' }, 'lessons_place_check'],
    ['a place with a line break', { place: 'Salle 2\nÉtage 3' }, 'lessons_place_check'],
    ['an empty title', { title: 'x' }, 'lessons_title_check'],
  ])('a lesson: %s', async (_label, overrides, constraint) => {
    for (const who of ['staff_aal2', 'trainer_cv_aal2'] as const) {
      const answer = (await as[who].client.from('lessons').insert(lesson(overrides))) as Answer;
      expect(answer.error?.code).toBe('23514');
      await expectConstraint(answer, constraint);
    }
  });

  test.each([
    ['a link off the site', 'https://evil.example/', 'learner_notifications_link_check'],
    ['a protocol-relative link', '//evil.example/', 'learner_notifications_link_check'],
    ['a javascript: link', 'javascript:alert(1)', 'learner_notifications_link_check'],
  ])('a notification: %s', async (_label, link, constraint) => {
    const answer = (await staff().from('learner_notifications').insert({
      learner_id: learner.cv,
      kind: 'info',
      message: 'Un lien douteux.',
      link,
    })) as Answer;
    await expectConstraint(answer, constraint);
  });

  test('a notification of four characters', async () => {
    const answer = (await staff()
      .from('learner_notifications')
      .insert({ learner_id: learner.cv, kind: 'info', message: 'Bof.' })) as Answer;
    await expectConstraint(answer, 'learner_notifications_message_check');
  });

  test.each([
    ['an unknown session', 'CV', 'cv-2031-01-01-presentiel', 'enrolments_session_fkey'],
    ['a session of another training', 'EC', SESSIONS.cv, 'enrolments_session_fkey'],
    [
      'a training code not in the catalogue',
      'ZZ',
      'zz-2030-01-14-presentiel',
      'enrolments_session_fkey',
    ],
    ['a withdrawn session', 'EC', SESSIONS.ecWithdrawn, 'enrolments_session_open_check'],
    ['the same session twice', 'CV', SESSIONS.cv, 'enrolments_learner_session_key'],
  ])('an enrolment: %s', async (_label, code, session, constraint) => {
    const account = _label === 'the same session twice' ? learner.cv : await newAccount();
    const answer = (await staff()
      .from('enrolments')
      .insert({ learner_id: account, training_code: code, session_key: session })) as Answer;
    await expectConstraint(answer, constraint);
    const viaFunction = (await staff().rpc('team_enrol_learner', {
      learner_id: account,
      full_name: 'Refusé Deux',
      training_code: code,
      session_key: session,
    })) as Answer;
    await expectConstraint(viaFunction, constraint);
  });

  test('an enrolment without its session (the hand-typed rows of before stay; new ones do not)', async () => {
    const answer = (await staff()
      .from('enrolments')
      .insert({ learner_id: await newAccount(), training_code: 'CV' })) as Answer;
    await expectConstraint(answer, 'enrolments_training_check');
  });

  test('a progress over 100, by a trainer', async () => {
    const answer = (await as.trainer_cv_aal2.client
      .from('enrolments')
      .update({ progress: 101 })
      .eq('id', enrolment.cv)) as Answer;
    await expectConstraint(answer, 'enrolments_progress_check');
  });

  const documentRow = (path: string, overrides: Record<string, unknown> = {}) => ({
    training_code: 'CV',
    session_key: SESSIONS.cv,
    title: 'Convocation',
    object_path: path,
    ...overrides,
  });
  const sessionPath = () => `cv/${SESSIONS.cv}/${randomUUID()}.pdf`;

  test.each([
    ['stored as another type', { mimetype: 'image/png', size: 1024 }],
    ['empty', { mimetype: 'application/pdf', size: 0 }],
    ['without metadata', {}],
  ])('a document whose object is %s', async (_label, metadata) => {
    const path = sessionPath();
    await storeObject(stack, path, 'documents', metadata);
    const answer = (await staff().from('learner_documents').insert(documentRow(path))) as Answer;
    await expectConstraint(answer, 'learner_documents_stored_pdf_check');
  });

  test('a document row naming a missing object, or an object of another bucket', async () => {
    const missing = (await staff()
      .from('learner_documents')
      .insert(documentRow(sessionPath()))) as Answer;
    await expectConstraint(missing, 'learner_documents_stored_pdf_check');
    const path = sessionPath();
    await storeObject(stack, path, 'candidatures', STORED_PDF_METADATA);
    const elsewhere = (await staff().from('learner_documents').insert(documentRow(path))) as Answer;
    await expectConstraint(elsewhere, 'learner_documents_stored_pdf_check');
  });

  test('a document takes its size from Storage, whatever the row says', async () => {
    const path = sessionPath();
    await storeObject(stack, path, 'documents', { mimetype: 'application/pdf', size: 4321 });
    const answer = await staff()
      .from('learner_documents')
      .insert(documentRow(path))
      .select('size_bytes, created_by')
      .single();
    expect(answer.data).toEqual({ size_bytes: 4321, created_by: as.staff_aal2.id });
  });

  test.each([
    [
      'both a session and a learner',
      { learner_id: null },
      { learner_id: 'cv' },
      'learner_documents_target_check',
    ],
    [
      'neither a session nor a learner',
      { session_key: null },
      {},
      'learner_documents_target_check',
    ],
    ['a one-letter title', { title: 'A' }, {}, 'learner_documents_title_check'],
    [
      'a title with a line break',
      { title: 'Convocation\nBis' },
      {},
      'learner_documents_title_check',
    ],
    [
      'a path of another training',
      { training_code: 'CV' },
      { folder: 'ec' },
      'learner_documents_object_path_check',
    ],
    [
      'a path that is not a uuid',
      {},
      { file: 'convocation.pdf' },
      'learner_documents_object_path_check',
    ],
  ])('a document with %s', async (_label, overrides, shape, constraint) => {
    const file = (shape as { file?: string }).file ?? `${randomUUID()}.pdf`;
    const folder = (shape as { folder?: string }).folder ?? 'cv';
    const path = `${folder}/${SESSIONS.cv}/${file}`;
    await storeObject(stack, path, 'documents', STORED_PDF_METADATA);
    const row = documentRow(path, overrides);
    if ((shape as { learner_id?: string }).learner_id)
      Object.assign(row, { learner_id: learner.cv });
    const answer = (await staff().from('learner_documents').insert(row)) as Answer;
    await expectConstraint(answer, constraint);
  });

  test('a learner’s document for a training they do not follow', async () => {
    const path = `ec/${learner.cv}/${randomUUID()}.pdf`;
    await storeObject(stack, path, 'documents', STORED_PDF_METADATA);
    const answer = (await staff().from('learner_documents').insert({
      training_code: 'EC',
      learner_id: learner.cv,
      title: 'Attestation',
      object_path: path,
    })) as Answer;
    await expectConstraint(answer, 'learner_documents_learner_enrolled_check');
  });

  test('a document for a training code not in the catalogue', async () => {
    const path = `zz/zz-2030-01-14-presentiel/${randomUUID()}.pdf`;
    await storeObject(stack, path, 'documents', STORED_PDF_METADATA);
    const answer = (await staff().from('learner_documents').insert({
      training_code: 'ZZ',
      session_key: 'zz-2030-01-14-presentiel',
      title: 'Attestation',
      object_path: path,
    })) as Answer;
    expect(answer.error?.code).toBe('23503');
  });

  test('Storage refuses a PDF over 10 MiB (413) and another type (415); nothing is stored', async () => {
    const bucket = as.staff_aal2.client.storage.from('documents');
    const large = sessionPath();
    const tooLarge = await bucket.upload(large, pdfBytes(LEARNER_DOCUMENT_FILES.maxBytes + 1), {
      contentType: 'application/pdf',
    });
    expect((tooLarge.error as { statusCode?: string } | null)?.statusCode).toBe('413');
    expect(await stack.storage.readObject('documents', large)).toBeNull();
    const image = sessionPath();
    const wrongType = await bucket.upload(image, pdfBytes(2000), { contentType: 'image/png' });
    expect((wrongType.error as { statusCode?: string } | null)?.statusCode).toBe('415');
    expect(await stack.storage.readObject('documents', image)).toBeNull();
    // Exactly the limit is accepted.
    const limit = sessionPath();
    const atLimit = await bucket.upload(limit, pdfBytes(LEARNER_DOCUMENT_FILES.maxBytes), {
      contentType: 'application/pdf',
    });
    expect(atLimit.error).toBeNull();
  });

  test('assigning an account that is not a trainer', async () => {
    for (const role of [undefined, 'staff']) {
      const answer = (await staff()
        .from('trainer_trainings')
        .insert({ trainer_id: await newAccount(role), training_code: 'CV' })) as Answer;
      await expectConstraint(answer, 'trainer_trainings_trainer_check');
    }
    // A learner who wrote role: trainer in their own user_metadata is still a learner.
    const forged = await newAccount();
    await stack.sql.query(
      `update auth.users set raw_user_meta_data = '{"role": "trainer"}' where id = $1`,
      [forged],
    );
    const answer = (await staff()
      .from('trainer_trainings')
      .insert({ trainer_id: forged, training_code: 'CV' })) as Answer;
    await expectConstraint(answer, 'trainer_trainings_trainer_check');
  });

  test('assigning a training code not in the catalogue', async () => {
    const answer = (await staff()
      .from('trainer_trainings')
      .insert({ trainer_id: await newAccount('trainer'), training_code: 'ZZ' })) as Answer;
    expect(answer.error?.code).toBe('23503');
    await expectConstraint(answer, 'trainer_trainings_training_code_fkey');
  });
});

// 6. The catalogue mirror ------------------------------------------------------------------------------

describe('sync_catalogue (as the secret key’s function runs it)', () => {
  test.each([
    ['another version', { ...TEST_CATALOGUE, version: 2 }],
    ['no version', { trainings: TEST_CATALOGUE.trainings }],
    ['no list of trainings', { version: 1, trainings: {} }],
    ['null', null],
  ])('refuses %s and changes nothing', async (_label, catalogue) => {
    await expect(syncCatalogue(stack.sql, catalogue)).rejects.toThrow('catalogue_version');
    const { rows } = await stack.sql.query(
      'select count(*)::int as n from public.trainings where withdrawn_at is null',
    );
    expect(rows[0]).toEqual({ n: 2 });
  });

  test('an edited session keeps its key and its enrolments; a withdrawn one keeps them too, and comes back', async () => {
    const [cv, ec] = TEST_CATALOGUE.trainings;
    const edited = {
      ...TEST_CATALOGUE,
      trainings: [
        {
          ...cv!,
          title: 'Titre professionnel Conseiller de vente (nouvelle version)',
          sessions: cv!.sessions.map((session) =>
            session.key === SESSIONS.cv ? { ...session, venue: 'Lyon 7e', seatsLeft: 2 } : session,
          ),
        },
        ec!,
      ],
    };
    try {
      expect(await syncCatalogue(stack.sql, edited)).toEqual({
        trainings: 2,
        sessions: 4,
        trainings_withdrawn: 0,
        sessions_withdrawn: 0,
      });
      const { rows } = await stack.sql.query(
        `select t.title, s.venue, s.seats_left, s.withdrawn_at from public.training_sessions s
         join public.trainings t on t.code = s.training_code where s.key = $1`,
        [SESSIONS.cv],
      );
      expect(rows).toEqual([
        {
          title: 'Titre professionnel Conseiller de vente (nouvelle version)',
          venue: 'Lyon 7e',
          seats_left: 2,
          withdrawn_at: null,
        },
      ]);
      // The CV session leaves the site: withdrawn, the learner's enrolment and documents untouched.
      const without = {
        ...edited,
        trainings: [
          { ...edited.trainings[0]!, sessions: edited.trainings[0]!.sessions.slice(0, 1) },
          ec!,
        ],
      };
      expect(await syncCatalogue(stack.sql, without)).toMatchObject({ sessions_withdrawn: 1 });
      const enrolled = await as.learner_cv.client.from('enrolments').select('session_key');
      expect(enrolled.data).toEqual([{ session_key: SESSIONS.cv }]);
      expect(
        await exists('select 1 from public.learner_documents where id = $1', [documents.cvSession]),
      ).toBe(true);
      // Nobody enrols in it any more.
      const refused = (await as.staff_aal2.client.from('enrolments').insert({
        learner_id: await newAccount(),
        training_code: 'CV',
        session_key: SESSIONS.cv,
      })) as Answer;
      expect(refused.error?.message).toContain('"enrolments_session_open_check"');
    } finally {
      await syncTestCatalogue(stack.sql);
    }
    const { rows } = await stack.sql.query(
      'select title from public.trainings t join public.training_sessions s on s.training_code = t.code where s.key = $1 and s.withdrawn_at is null',
      [SESSIONS.cv],
    );
    expect(rows).toEqual([{ title: 'Titre professionnel Conseiller de vente' }]);
  });
});
