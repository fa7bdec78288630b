// The learner dashboard's src/db modules against the real stack (PostgREST, Storage, Auth), as a signed-in
// learner's browser calls them: loadLearnerDashboard() embeds each enrolment's training and session,
// reads the lessons with their place and the learner's documents (their own and their session's, newest
// first, nobody else's); learnerDocumentLink() signs a one-minute link that downloads the PDF's bytes,
// and signs none for another learner's document nor without a session.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { inDays, seedLearner, type LearnerSeed } from '../../local/supabase/learners';
import { pdfBytes } from '../../local/sample-files';
import { setClientForTests, type DbClient } from '../../src/db/client';
import { loadLearnerDashboard } from '../../src/db/learner-space';
import { DOCUMENT_LINK_SECONDS, learnerDocumentLink } from '../../src/db/learner-documents';
import { SESSIONS, TRAINING_TITLES, syncTestCatalogue } from '../support/catalogue-fixture';

const PASSWORD = 'Apprenant-2026!';

let stack: DbStack;
let alice: DbClient;
let idAlice: string;
let idBruno: string;
/** Object paths by what they are, and the bytes stored under each. */
const paths: Record<'aliceOwn' | 'cvSession' | 'brunoOwn' | 'ecSession', string> = {
  aliceOwn: '',
  cvSession: '',
  brunoOwn: '',
  ecSession: '',
};
const bytes = new Map<string, Uint8Array>();

function learner(fullName: string, email: string, sessionKey: string, code = 'CV'): LearnerSeed {
  return {
    email,
    password: PASSWORD,
    fullName,
    trainingCode: code,
    sessionKey,
    progress: 30,
    lessons: [
      {
        title: 'Classe virtuelle',
        startsAt: inDays(2),
        minutes: 180,
        joinUrl: 'https://v.example/s',
      },
      { title: 'Atelier en salle', startsAt: inDays(3), minutes: 120, place: 'Salle 3, 2e étage' },
      { title: 'Mise en situation', startsAt: inDays(4), minutes: 90 },
    ],
    notifications: [],
  };
}

/** Uploads a PDF as staff tools do (service role), then its row (superuser); `ageMinutes` orders them. */
async function storeDocument(
  code: 'CV' | 'EC',
  target: { session: string } | { learnerId: string },
  title: string,
  size: number,
  ageMinutes: number,
): Promise<string> {
  const folder = 'session' in target ? target.session : target.learnerId;
  const path = `${code.toLowerCase()}/${folder}/${randomUUID()}.pdf`;
  const content = pdfBytes(size);
  const uploaded = await stack
    .serviceClient()
    .storage.from('documents')
    .upload(path, content, { contentType: 'application/pdf' });
  expect(uploaded.error).toBeNull();
  await stack.sql.query(
    `insert into public.learner_documents (training_code, session_key, learner_id, title, object_path, created_at)
     values ($1, $2, $3, $4, $5, now() - make_interval(mins => $6))`,
    [
      code,
      'session' in target ? target.session : null,
      'learnerId' in target ? target.learnerId : null,
      title,
      path,
      ageMinutes,
    ],
  );
  bytes.set(path, content);
  return path;
}

async function signedIn(email: string): Promise<DbClient> {
  const client = stack.visitorClient();
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return client;
}

beforeAll(async () => {
  stack = await startDbStack();
  await syncTestCatalogue(stack.sql);
  idAlice = await seedLearner(stack.sql, learner('Alice Durand', 'alice@exemple.fr', SESSIONS.cv));
  // Bruno follows the same CV session; Carole another training.
  idBruno = await seedLearner(stack.sql, learner('Bruno Petit', 'bruno@exemple.fr', SESSIONS.cv));
  await seedLearner(stack.sql, learner('Carole Roux', 'carole@exemple.fr', SESSIONS.ec, 'EC'));
  paths.cvSession = await storeDocument('CV', { session: SESSIONS.cv }, 'Convocation', 2_000, 30);
  paths.aliceOwn = await storeDocument(
    'CV',
    { learnerId: idAlice },
    'Attestation d’entrée en formation',
    150_000,
    10,
  );
  paths.brunoOwn = await storeDocument(
    'CV',
    { learnerId: idBruno },
    'Attestation de Bruno',
    3_000,
    5,
  );
  paths.ecSession = await storeDocument('EC', { session: SESSIONS.ec }, 'Planning EC', 4_000, 1);
  alice = await signedIn('alice@exemple.fr');
}, 120_000);
afterEach(() => setClientForTests(undefined));
afterAll(async () => {
  await stack?.stop();
});

describe('loadLearnerDashboard as a signed-in learner', () => {
  test('each enrolment with its training (title, slug, code) and session (days, format, venue)', async () => {
    setClientForTests(alice);
    const result = await loadLearnerDashboard();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.enrolments).toEqual([
      {
        id: expect.any(String),
        progress: 30,
        typed_training_title: null,
        training: { code: 'CV', slug: 'tp-conseiller-vente', title: TRAINING_TITLES.CV },
        session: {
          starts_on: '2030-01-14',
          ends_on: '2030-07-12',
          format: 'Présentiel',
          venue: 'Lyon 3e',
        },
      },
    ]);
    // Lessons soonest first, each naming its enrolment, with a join link, a place, or neither.
    const [enrolment] = result.data.enrolments;
    expect(
      result.data.lessons.map(({ title, join_url, place, enrolment_id }) => [
        title,
        join_url,
        place,
        enrolment_id === enrolment!.id,
      ]),
    ).toEqual([
      ['Classe virtuelle', 'https://v.example/s', null, true],
      ['Atelier en salle', null, 'Salle 3, 2e étage', true],
      ['Mise en situation', null, null, true],
    ]);
  });

  test('documents: their own and their session’s, newest first, sized by Storage; not another learner’s nor another session’s', async () => {
    setClientForTests(alice);
    const result = await loadLearnerDashboard();
    if (!result.ok) throw new Error(result.reason);
    expect(
      result.data.documents.map(({ title, object_path, size_bytes }) => [
        title,
        object_path,
        size_bytes,
      ]),
    ).toEqual([
      ['Attestation d’entrée en formation', paths.aliceOwn, 150_000],
      ['Convocation', paths.cvSession, 2_000],
    ]);
    // Bruno (same session) reads the session's document and his own, not Alice's.
    const bruno = await signedIn('bruno@exemple.fr');
    setClientForTests(bruno);
    const his = await loadLearnerDashboard();
    if (!his.ok) throw new Error(his.reason);
    expect(his.data.documents.map(({ object_path }) => object_path)).toEqual([
      paths.brunoOwn,
      paths.cvSession,
    ]);
  });
});

describe('learnerDocumentLink', () => {
  test.each(['aliceOwn', 'cvSession'] as const)(
    '%s: a link valid %i seconds that downloads the PDF’s very bytes',
    async (which) => {
      setClientForTests(alice);
      const link = await learnerDocumentLink(paths[which]);
      if (!link.ok) throw new Error(link.reason);
      const token = new URL(link.data).searchParams.get('token') ?? '';
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
        exp: number;
        iat: number;
      };
      expect(claims.exp - claims.iat).toBe(DOCUMENT_LINK_SECONDS);
      expect(DOCUMENT_LINK_SECONDS).toBe(60);
      const answer = await fetch(link.data);
      expect(answer.status).toBe(200);
      expect(new Uint8Array(await answer.arrayBuffer())).toEqual(bytes.get(paths[which]));
    },
  );

  test('no link for another learner’s document, another session’s, nor a missing one', async () => {
    setClientForTests(alice);
    for (const path of [paths.brunoOwn, paths.ecSession, `cv/${idAlice}/${randomUUID()}.pdf`]) {
      const link = await learnerDocumentLink(path);
      expect(link.ok).toBe(false);
      expect(link).toMatchObject({ reason: expect.stringMatching(/^(unknown|signed-out)$/) });
    }
  });

  test('no link without a session', async () => {
    setClientForTests(stack.visitorClient());
    const link = await learnerDocumentLink(paths.aliceOwn);
    expect(link.ok).toBe(false);
  });
});
