// The doors of issue 44 against the real database (src/db/complaints.ts, improvements.ts,
// team-complaints.ts, team-results.ts): what the form, the build and the team space call, with their
// results as the islands read them (a refusal names its field, a lost second factor is `signed-out`).
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { setClientForTests } from '../../src/db/client';
import { createComplaint } from '../../src/db/complaints';
import { listPublishedImprovements } from '../../src/db/improvements';
import {
  addImprovement,
  deleteImprovement,
  loadComplaints,
  loadImprovements,
  updateComplaint,
  updateImprovement,
} from '../../src/db/team-complaints';
import {
  addExamResult,
  deleteExamResult,
  loadExamResults,
  loadSessionAnswers,
  updateExamResult,
} from '../../src/db/team-results';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { signIn, type Session } from '../support/team-sessions';
import { SESSIONS, syncTestCatalogue } from '../support/catalogue-fixture';

let stack: DbStack;
let staff: Session;
let staffAal1: Session;
let visitor: Session;

beforeAll(async () => {
  stack = await startDbStack();
  await syncTestCatalogue(stack.sql);
  staff = await signIn(stack, 'staff_aal2');
  staffAal1 = await signIn(stack, 'staff_aal1');
  visitor = await signIn(stack, 'anon');
});
afterEach(() => setClientForTests(undefined));
afterAll(() => stack?.stop());

const as = (session: Session) =>
  setClientForTests(session.client, { url: stack.url, key: stack.anonKey });

const complaint = {
  name: 'Camille Martin',
  email: 'camille.martin@exemple.fr',
  telephone: null,
  training_code: 'CV',
  subject: 'Salle trop petite',
  message: 'La salle était pleine.',
};

describe('complaints', () => {
  test('a visitor’s complaint is stored once under its uuid; a bad field is named', async () => {
    as(visitor);
    const id = randomUUID();
    expect(await createComplaint(id, complaint)).toEqual({ ok: true });
    // The retry of the same complaint is a success, not a second row.
    expect(await createComplaint(id, complaint)).toEqual({ ok: true });
    expect(await createComplaint(randomUUID(), { ...complaint, subject: ' ' })).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'subject',
    });
    const { rows } = await stack.sql.query('select id from public.complaints where id = $1', [id]);
    expect(rows).toHaveLength(1);
  });

  test('staff read the register with the training’s title and due dates, and record the steps', async () => {
    as(visitor);
    const id = randomUUID();
    await createComplaint(id, { ...complaint, subject: 'Facture erronée' });
    as(staff);
    const register = await loadComplaints();
    if (!register.ok) throw new Error(register.reason);
    const entry = register.data.find((item) => item.id === id)!;
    expect(entry).toMatchObject({
      trainingTitle: expect.any(String),
      acknowledgeDueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      answerDueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      acknowledgedAt: null,
    });
    expect(await updateComplaint(id, { answered: true })).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'answered_at',
    });
    expect(await updateComplaint(id, { acknowledged: true })).toEqual({ ok: true });
    expect(await updateComplaint(id, { answered: true })).toEqual({ ok: true });
    expect(await updateComplaint(id, { closed: true, actionTaken: '' })).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'closed_at',
    });
    expect(
      await updateComplaint(id, { closed: true, actionTaken: 'Facture corrigée.', staffNote: '' }),
    ).toEqual({ ok: true });
    const after = await loadComplaints();
    expect(after.ok && after.data.find((item) => item.id === id)?.closedAt).toBeTruthy();
  });

  test('without the second factor: the register is `signed-out`, the tables give no row', async () => {
    as(staffAal1);
    expect(await loadComplaints()).toEqual({ ok: false, reason: 'signed-out' });
    expect(await loadExamResults()).toEqual({ ok: true, data: [] });
    expect(await loadImprovements()).toEqual({ ok: true, data: [] });
  });
});

describe('improvements', () => {
  test('staff add, publish and delete; the build reads the published ones only', async () => {
    as(staff);
    const fields = {
      decidedOn: '2026-10-15',
      origin: 'reclamation' as const,
      title: 'Salles choisies selon le groupe',
      description: 'Chaque session a une salle adaptée.',
    };
    expect(await addImprovement(fields)).toEqual({ ok: true });
    expect(await addImprovement({ ...fields, title: 'ab' })).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'title',
    });
    const listed = await loadImprovements();
    if (!listed.ok) throw new Error(listed.reason);
    const item = listed.data.find((row) => row.title === fields.title)!;
    expect(item.publishedAt).toBeNull();
    as(visitor);
    const before = await listPublishedImprovements();
    expect(before.ok && before.data.some((row) => row.id === item.id)).toBe(false);
    as(staff);
    expect(await updateImprovement(item.id, { published: true })).toEqual({ ok: true });
    expect(await updateImprovement(item.id, { title: 'Salles choisies selon l’effectif' })).toEqual(
      { ok: true },
    );
    as(visitor);
    const after = await listPublishedImprovements();
    expect(after.ok && after.data.find((row) => row.id === item.id)).toMatchObject({
      title: 'Salles choisies selon l’effectif',
      decidedOn: '2026-10-15',
      origin: 'reclamation',
    });
    as(staff);
    expect(await deleteImprovement(item.id)).toEqual({ ok: true });
    expect(await deleteImprovement(item.id)).toEqual({ ok: false, reason: 'signed-out' });
  });
});

describe('exam results', () => {
  const counts = {
    trainingCode: 'CV',
    periodLabel: '2025',
    entrants: 8,
    dropouts: 1,
    examCandidates: 7,
    passed: 6,
    source: 'Procès-verbal du jury DREETS',
    juryOn: '2026-02-03',
  };

  test('staff enter, correct and delete a cohort; refusals name their field', async () => {
    as(staff);
    expect(await addExamResult(counts)).toEqual({ ok: true });
    expect(await addExamResult(counts)).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'cohort_exam_results_pkey',
    });
    expect(await updateExamResult({ ...counts, passed: 8 })).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'passed',
    });
    expect(await updateExamResult({ ...counts, passed: 7 })).toEqual({ ok: true });
    const loaded = await loadExamResults();
    expect(loaded.ok && loaded.data).toEqual([
      expect.objectContaining({ trainingCode: 'CV', periodLabel: '2025', passed: 7 }),
    ]);
    expect(await deleteExamResult('CV', '2025')).toEqual({ ok: true });
  });

  test('the questionnaires’ answers are read per session, without identity', async () => {
    // Answers kept without their enrolment (an erased learner's): written past the answering rules,
    // which tests/db/questionnaires.test.ts covers; here only what staff read of them matters.
    await stack.sql.query('set session_replication_role = replica');
    for (const [overall, comment] of [
      [5, '  Très bon suivi.  '],
      [2, null],
    ] as const)
      await stack.sql.query(
        `insert into public.questionnaire_answers (questionnaire, questionnaire_version, training_code,
           session_key, session_ends_on, answers)
         values ('fin-de-formation', 1, 'CV', $1, '2026-06-30', $2)`,
        [SESSIONS.cvPast, { overall, ...(comment ? { comment } : {}) }],
      );
    await stack.sql.query('set session_replication_role = origin');
    as(staff);
    const answers = await loadSessionAnswers();
    expect(answers).toEqual({
      ok: true,
      data: [
        {
          sessionKey: SESSIONS.cvPast,
          trainingCode: 'CV',
          sessionEndsOn: '2026-06-30',
          questionnaire: 'fin-de-formation',
          respondents: 2,
          positive: 1,
          comments: ['Très bon suivi.'],
        },
      ],
    });
  });
});
