// The learner follow-up's door to the database (src/db/team-follow-up.ts, src/db/team-documents.ts)
// against real PostgreSQL + PostgREST + the local Storage: what « Suivi des apprenants »,
// « Ressources pédagogiques » and the trainers' assignments read and change, as staff at aal2, a
// trainer of CV and a trainer of EC, and what a session without the second factor gets instead. Each
// refusal comes back with the constraint name the forms translate. The rights cell by cell:
// follow-up-rights.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { setClientForTests } from '../../src/db/client';
import {
  addLessons,
  addNotification,
  assignTraining,
  changeEnrolment,
  changeLesson,
  deleteLessons,
  deleteNotification,
  enrolLearner,
  loadFollowUp,
  loadLearnerFile,
  loadNewAccounts,
  loadTaughtTrainings,
  loadTrainers,
  loadUpcomingLessons,
  unassignTraining,
} from '../../src/db/team-follow-up';
import {
  deleteDocument,
  documentLink,
  loadDocuments,
  uploadDocument,
} from '../../src/db/team-documents';
import { parisToIso } from '../../src/features/team-space/paris-time';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { inDays, seedLearner } from '../../local/supabase/learners';
import { pdfBytes } from '../../local/sample-files';
import { LEARNER_DOCUMENT_FILES } from '../../src/config/site';
import { SESSIONS, syncTestCatalogue } from '../support/catalogue-fixture';
import { signIn, type Session } from '../support/team-sessions';

let stack: DbStack;
let staff: Session;
let staffWithoutCode: Session;
let trainerCv: Session;
let trainerEc: Session;
let learnerCv = '';
let learnerEc = '';
let newAccount = '';

beforeAll(async () => {
  stack = await startDbStack();
  await syncTestCatalogue(stack.sql);
  staff = await signIn(stack, 'staff_aal2');
  staffWithoutCode = await signIn(stack, 'staff_aal1');
  trainerCv = await signIn(stack, 'trainer_aal2');
  trainerEc = await signIn(stack, 'trainer_aal2');
  for (const [trainer, code] of [
    [trainerCv, 'CV'],
    [trainerEc, 'EC'],
  ] as const)
    await stack.sql.query(
      'insert into public.trainer_trainings (trainer_id, training_code) values ($1, $2)',
      [trainer.id, code],
    );
  learnerCv = await seedLearner(stack.sql, {
    email: 'camille.vendeuse@exemple.fr',
    password: 'Camille-Apprenante-2026!',
    fullName: 'Camille Vendeuse',
    trainingCode: 'CV',
    sessionKey: SESSIONS.cv,
    progress: 20,
    lessons: [{ title: 'Accueil', startsAt: inDays(3), minutes: 180, place: 'Salle 2' }],
    notifications: [{ kind: 'info', message: 'Bienvenue parmi nous.' }],
  });
  learnerEc = await seedLearner(stack.sql, {
    email: 'emile.commerce@exemple.fr',
    password: 'Emile-Apprenant-2026!',
    fullName: 'Émile Commerce',
    trainingCode: 'EC',
    sessionKey: SESSIONS.ec,
    progress: 10,
    lessons: [],
    notifications: [],
  });
  const { rows } = await stack.sql.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data,
       raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
       'nouveau.compte@exemple.fr', now(), '{"provider":"email","providers":["email"]}', '{}', now(), now())
     returning id`,
  );
  newAccount = rows[0]!.id;
});

afterEach(() => setClientForTests(undefined));
afterAll(() => stack?.stop());

const as = (session: Session) =>
  setClientForTests(session.client, { url: stack.url, key: stack.anonKey });

async function data<T>(promise: Promise<{ ok: true; data: T } | { ok: false; reason: string }>) {
  const result = await promise;
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result.data;
}

const LESSON = {
  title: 'Atelier vente',
  startsAt: parisToIso('2030-03-31', '09:00')!,
  endsAt: parisToIso('2030-03-31', '12:30')!,
  joinUrl: null,
  place: 'Salle 3',
};

describe('who each member follows', () => {
  test('staff follow every enrolled learner; a trainer only those of their training', async () => {
    as(staff);
    const all = await data(loadFollowUp());
    expect(all.learners.map((learner) => learner.fullName)).toEqual([
      'Camille Vendeuse',
      'Émile Commerce',
    ]);
    expect(all.enrolments.find((row) => row.learnerId === learnerCv)).toMatchObject({
      trainingCode: 'CV',
      sessionKey: SESSIONS.cv,
      progress: 20,
    });

    as(trainerCv);
    const mine = await data(loadFollowUp());
    expect(mine.learners.map((learner) => learner.id)).toEqual([learnerCv]);
    expect(mine.enrolments.map((row) => row.learnerId)).toEqual([learnerCv]);
    expect(await data(loadTaughtTrainings())).toEqual(['CV']);
    const file = await data(loadLearnerFile(learnerCv));
    expect(file.lessons.map((lesson) => lesson.title)).toEqual(['Accueil']);
    expect(file.notifications.map((row) => row.message)).toEqual(['Bienvenue parmi nous.']);
    // Another training's learner: nothing to read.
    expect(await data(loadLearnerFile(learnerEc))).toEqual({ lessons: [], notifications: [] });
  });

  test('without the second factor: sent back to the door', async () => {
    as(staffWithoutCode);
    expect(await loadFollowUp()).toEqual({ ok: false, reason: 'signed-out' });
    expect(await loadTrainers()).toEqual({ ok: false, reason: 'signed-out' });
  });
});

describe('progress, lessons and notifications', () => {
  test('a trainer changes progress; the database refuses 120 by its constraint', async () => {
    as(trainerCv);
    const [enrolment] = (await data(loadFollowUp())).enrolments;
    expect(await changeEnrolment(enrolment!.id, { progress: 60 })).toEqual({ ok: true });
    expect(await changeEnrolment(enrolment!.id, { progress: 120 })).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'enrolments_progress_check',
    });
    as(trainerEc);
    expect(await changeEnrolment(enrolment!.id, { progress: 10 })).toEqual({
      ok: false,
      reason: 'signed-out',
    });
    as(staff);
    expect(await changeEnrolment(enrolment!.id, { endedOn: '2030-07-31' })).toEqual({ ok: true });
    const after = (await data(loadFollowUp())).enrolments.find((row) => row.id === enrolment!.id);
    expect(after).toMatchObject({ progress: 60, endedOn: '2030-07-31' });
  });

  test('a lesson in Paris time, edited, refused when its link is not https or it ends first, deleted', async () => {
    as(trainerCv);
    const enrolment = (await data(loadFollowUp())).enrolments[0]!;
    expect(await addLessons([enrolment], LESSON)).toEqual({ ok: true });
    const added = (await data(loadLearnerFile(learnerCv))).lessons.find(
      (lesson) => lesson.title === 'Atelier vente',
    )!;
    // 31 March 2030 is summer time: 9 h in Paris is 7 h UTC.
    expect(new Date(added.startsAt).toISOString()).toBe('2030-03-31T07:00:00.000Z');
    expect(added.place).toBe('Salle 3');
    expect(
      await changeLesson(added.id, { ...LESSON, joinUrl: 'http://visio.exemple.fr', place: null }),
    ).toEqual({ ok: false, reason: 'invalid', field: 'lessons_join_url_check' });
    expect(await changeLesson(added.id, { ...LESSON, endsAt: LESSON.startsAt })).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'lessons_ends_at_check',
    });
    expect(
      await changeLesson(added.id, {
        ...LESSON,
        joinUrl: 'https://visio.exemple.fr/a',
        place: null,
      }),
    ).toEqual({ ok: true });
    expect(
      (await data(loadLearnerFile(learnerCv))).lessons.find((lesson) => lesson.id === added.id),
    ).toMatchObject({ joinUrl: 'https://visio.exemple.fr/a', place: null });
    as(trainerEc);
    expect(await deleteLessons([added.id])).toEqual({ ok: false, reason: 'signed-out' });
    as(trainerCv);
    expect(await deleteLessons([added.id])).toEqual({ ok: true });
  });

  test('a notification with a link on the site; one off the site refused by name', async () => {
    as(trainerCv);
    expect(
      await addNotification(learnerCv, {
        kind: 'success',
        message: 'Votre attestation est prête.',
        link: '/dashboard-apprenant/',
      }),
    ).toEqual({ ok: true });
    expect(
      await addNotification(learnerCv, {
        kind: 'info',
        message: 'Un lien ailleurs',
        link: 'https://ailleurs.fr/',
      }),
    ).toEqual({ ok: false, reason: 'invalid', field: 'learner_notifications_link_check' });
    const sent = (await data(loadLearnerFile(learnerCv))).notifications.find(
      (row) => row.kind === 'success',
    )!;
    expect(sent).toMatchObject({
      message: 'Votre attestation est prête.',
      link: '/dashboard-apprenant/',
    });
    expect(await deleteNotification(sent.id)).toEqual({ ok: true });
  });

  test('a session lesson: one row per enrolled learner, in one request, listed as upcoming', async () => {
    as(trainerCv);
    const session = (await data(loadFollowUp())).enrolments.filter(
      (row) => row.sessionKey === SESSIONS.cv,
    );
    expect(await addLessons(session, { ...LESSON, title: 'Séance commune' })).toEqual({
      ok: true,
    });
    const upcoming = await data(loadUpcomingLessons(session.map((row) => row.id)));
    expect(upcoming.filter((lesson) => lesson.title === 'Séance commune')).toHaveLength(
      session.length,
    );
    expect(await data(loadUpcomingLessons([]))).toEqual([]);
  });
});

describe('documents', () => {
  test('a session PDF: uploaded, listed with its size, opened through a 60-second link, deleted', async () => {
    as(trainerCv);
    const target = { trainingCode: 'CV', sessionKey: SESSIONS.cv };
    expect(await uploadDocument(target, 'Programme', new Blob([pdfBytes(2048)]))).toEqual({
      ok: true,
    });
    const [document] = await data(loadDocuments(target));
    expect(document).toMatchObject({ title: 'Programme', sizeBytes: 2048, learnerId: null });
    expect(document!.objectPath).toMatch(/^cv\/cv-[\w-]+\/[0-9a-f-]{36}\.pdf$/);
    const link = await data(documentLink(document!.objectPath));
    expect(link).toContain('/object/sign/documents/');
    expect(new URL(link).searchParams.get('token')).toBeTruthy();

    as(trainerEc);
    expect(await data(loadDocuments(target))).toEqual([]);
    expect(await uploadDocument(target, 'Intrus', new Blob([pdfBytes(1024)]))).toMatchObject({
      ok: false,
    });

    as(trainerCv);
    expect(await deleteDocument(document!)).toEqual({ ok: true });
    expect(await data(loadDocuments(target))).toEqual([]);
    const { rows } = await stack.sql.query(
      "select 1 from storage.objects where bucket_id = 'documents' and name = $1",
      [document!.objectPath],
    );
    expect(rows).toHaveLength(0);
  });

  test('a learner’s PDF; a file that is not a PDF or over the limit is refused, no object left', async () => {
    as(staff);
    const target = { trainingCode: 'CV', learnerId: learnerCv };
    expect(await uploadDocument(target, 'Attestation', new Blob([pdfBytes(1024)]))).toEqual({
      ok: true,
    });
    expect(await data(loadDocuments(target))).toHaveLength(1);
    const refusal = await uploadDocument(
      target,
      'Faux',
      new Blob(['<html>pas un pdf</html>'], { type: 'text/html' }),
    );
    expect(refusal).toEqual({ ok: false, reason: 'invalid', field: 'file', issue: 'not-pdf' });
    const tooLarge = await uploadDocument(
      target,
      'Trop gros',
      new Blob([pdfBytes(LEARNER_DOCUMENT_FILES.maxBytes + 1)]),
    );
    expect(tooLarge).toEqual({ ok: false, reason: 'invalid', field: 'file', issue: 'too-large' });
    expect(await uploadDocument(target, 'X', new Blob([pdfBytes(1024)]))).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'learner_documents_title_check',
    });
    // The refused rows left nothing in the bucket: only the attestation is stored for this learner.
    const { rows } = await stack.sql.query(
      "select name from storage.objects where bucket_id = 'documents' and name like $1",
      [`cv/${learnerCv}/%`],
    );
    expect(rows).toHaveLength(1);
  });
});

describe('staff: enrolments and trainers', () => {
  test('enrols a new account in a session; a withdrawn session and a second enrolment are refused by name', async () => {
    as(staff);
    expect((await data(loadNewAccounts())).map((account) => account.id)).toContain(newAccount);
    expect(
      await enrolLearner(newAccount, {
        fullName: 'Noé Nouveau',
        trainingCode: 'EC',
        sessionKey: SESSIONS.ecWithdrawn,
      }),
    ).toEqual({ ok: false, reason: 'invalid', field: 'enrolments_session_open_check' });
    const enrolmentId = await data(
      enrolLearner(newAccount, {
        fullName: 'Noé Nouveau',
        trainingCode: 'EC',
        sessionKey: SESSIONS.ec,
      }),
    );
    expect(enrolmentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await enrolLearner(newAccount, {
        fullName: 'Noé Nouveau',
        trainingCode: 'EC',
        sessionKey: SESSIONS.ec,
      }),
    ).toEqual({ ok: false, reason: 'invalid', field: 'enrolments_learner_session_key' });
    expect((await data(loadNewAccounts())).map((account) => account.id)).not.toContain(newAccount);
    as(trainerEc);
    expect((await data(loadFollowUp())).learners.map((learner) => learner.fullName)).toContain(
      'Noé Nouveau',
    );
  });

  test('lists trainers with their trainings, assigns and removes one; a learner is no trainer', async () => {
    as(staff);
    const trainers = await data(loadTrainers());
    expect(trainers.find((trainer) => trainer.id === trainerCv.id)?.trainings).toEqual(['CV']);
    expect(await assignTraining(trainerCv.id!, 'EC')).toEqual({ ok: true });
    expect(await assignTraining(trainerCv.id!, 'EC')).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'trainer_trainings_pkey',
    });
    expect(
      (await data(loadTrainers())).find((trainer) => trainer.id === trainerCv.id)?.trainings,
    ).toEqual(['CV', 'EC']);
    expect(await assignTraining(learnerCv, 'EC')).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'trainer_trainings_trainer_check',
    });
    expect(await unassignTraining(trainerCv.id!, 'EC')).toEqual({ ok: true });
    as(trainerCv);
    expect(await assignTraining(trainerCv.id!, 'EC')).toEqual({ ok: false, reason: 'signed-out' });
  });

  test('every change above is in the journal, with its author', async () => {
    const { rows } = await stack.sql.query<{ action: string }>(
      'select distinct action from public.team_audit where actor_id = any($1)',
      [[staff.id, trainerCv.id, trainerEc.id]],
    );
    const actions = rows.map((row) => row.action);
    for (const action of [
      'enrolments.update',
      'lessons.insert',
      'lessons.update',
      'lessons.delete',
      'learner_notifications.insert',
      'learner_documents.insert',
      'learner_documents.delete',
      'trainer_trainings.insert',
      'trainer_trainings.delete',
    ])
      expect(actions).toContain(action);
  });
});
