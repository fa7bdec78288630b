// The team space's door to the database (src/db/team-*.ts) against real PostgreSQL + PostgREST +
// supabase-js: what each screen reads and changes, as staff at aal2, and what a session without the
// second factor gets instead (issue 42). The rights themselves, cell by cell: team-rights.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { setClientForTests } from '../../src/db/client';
import { changeInboxItem, fileLink, loadInbox } from '../../src/db/team-inbox';
import { loadTestimonials, moderateTestimonial } from '../../src/db/team-quality';
import {
  exportLearnerData,
  loadPrivacyDesk,
  markPrivacyRequestHandled,
} from '../../src/db/team-privacy';
import { loadAudit } from '../../src/db/team-audit';
import { REFUSAL_REASONS } from '../../src/features/team-space/moderation-reasons';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { seedLearner } from '../../local/supabase/learners';
import {
  validApplication,
  validContactRequest,
  validTestimonial,
} from '../../local/supabase/sample-rows';
import { repeat, submitApplication } from '../support/db-fixtures';
import { signIn, type Session } from '../support/team-sessions';
import { SESSIONS, syncTestCatalogue } from '../support/catalogue-fixture';

let stack: DbStack;
let staff: Session;
let staffWithoutCode: Session;
const application = validApplication({ first_name: 'Awa', last_name: 'Diallo' });
const request = validContactRequest('inscription', { formation: 'EC' });
let learnerId = '';

beforeAll(async () => {
  stack = await startDbStack();
  await syncTestCatalogue(stack.sql);
  staff = await signIn(stack, 'staff_aal2');
  staffWithoutCode = await signIn(stack, 'staff_aal1');
  expect((await submitApplication(stack, application)).error).toBeNull();
  expect(
    (
      await stack
        .client('anon')
        .from('contact_requests')
        .insert(request as never)
    ).error,
  ).toBeNull();
  for (const name of ['Inès R.', 'Marc T.'])
    expect(
      (await stack.client('anon').from('testimonials').insert(validTestimonial({ name }))).error,
    ).toBeNull();
  learnerId = await seedLearner(stack.sql, {
    email: 'lea.martin@exemple.fr',
    password: 'Lea-Apprenante-2026!',
    fullName: 'Léa Martin',
    trainingCode: 'CV',
    sessionKey: SESSIONS.cv,
    progress: 40,
    lessons: [],
    notifications: [],
  });
  await stack.sql.query(
    `insert into public.privacy_requests (learner_id, kind) values ($1, 'export')`,
    [learnerId],
  );
});

afterEach(() => setClientForTests(undefined));
afterAll(() => stack?.stop());

const as = (session: Session) =>
  setClientForTests(session.client, { url: stack.url, key: stack.anonKey });

describe('the inbox', () => {
  test('reads both tables as the screen needs them, and changes status, note and last contact', async () => {
    as(staff);
    const inbox = await loadInbox();
    if (!inbox.ok) throw new Error(inbox.reason);
    const item = inbox.data.find((row) => row.id === application.id);
    expect(item).toMatchObject({
      source: 'applications',
      status: 'Reçue',
      person: 'Awa Diallo',
      cvKey: application.cv_url,
    });
    expect(inbox.data.find((row) => row.id === request.id)).toMatchObject({
      kind: 'inscription',
      // The database copies the catalogue's full title: staff never read a bare code.
      training: 'Titre professionnel Employé commercial',
      handled: false,
    });

    expect(await changeInboxItem('applications', application.id, { status: 'En cours' })).toEqual({
      ok: true,
    });
    expect(
      await changeInboxItem('contact_requests', String(request.id), { handled: true }),
    ).toEqual({ ok: true });
    expect(
      await changeInboxItem('applications', application.id, { staffNote: '<b>Rappeler</b> lundi' }),
    ).toEqual({ ok: true });
    const { rows: before } = await stack.sql.query(
      'select last_contact_at from public.applications where id = $1',
      [application.id],
    );
    expect(await changeInboxItem('applications', application.id, { contacted: true })).toEqual({
      ok: true,
    });
    const { rows } = await stack.sql.query(
      'select status, staff_note, last_contact_at from public.applications where id = $1',
      [application.id],
    );
    expect(rows[0]).toMatchObject({ status: 'En cours', staff_note: '<b>Rappeler</b> lundi' });
    expect(rows[0].last_contact_at.getTime()).toBeGreaterThan(before[0].last_contact_at.getTime());
  });

  test('a note over the bound is refused and named, for the French message', async () => {
    as(staff);
    expect(
      await changeInboxItem('applications', application.id, { staffNote: repeat('x', 10_000) }),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'staff_note',
    });
  });

  test('the CV opens through a link signed for this session', async () => {
    as(staff);
    const link = await fileLink(application.cv_url);
    if (!link.ok) throw new Error(link.reason);
    expect(link.data).toContain('/object/sign/candidatures/');
  });

  test('without the second factor: nothing to read, and every change or RPC sent back to the door', async () => {
    as(staffWithoutCode);
    expect(await loadInbox()).toEqual({ ok: true, data: [] });
    expect(await changeInboxItem('applications', application.id, { status: 'Refusée' })).toEqual({
      ok: false,
      reason: 'signed-out',
    });
    expect(await loadTestimonials()).toMatchObject({ ok: true, data: [] });
    expect(await loadPrivacyDesk()).toEqual({ ok: false, reason: 'signed-out' });
    expect(await loadAudit()).toMatchObject({ ok: true, data: [] });
  });
});

describe('moderation, privacy and the journal', () => {
  test('publish, refuse with a charter reason, withdraw; a reason on a published row is refused', async () => {
    as(staff);
    const listed = await loadTestimonials();
    if (!listed.ok) throw new Error(listed.reason);
    const ines = listed.data.find((row) => row.name === 'Inès R.')!;
    const marc = listed.data.find((row) => row.name === 'Marc T.')!;
    expect([ines.state, marc.state]).toEqual(['pending', 'pending']);
    expect(await moderateTestimonial(ines.id, { publish: true })).toEqual({ ok: true });
    expect(await moderateTestimonial(marc.id, { refuse: REFUSAL_REASONS[0]!.code })).toEqual({
      ok: true,
    });
    expect(await moderateTestimonial(ines.id, { refuse: REFUSAL_REASONS[0]!.code })).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(await moderateTestimonial(ines.id, { withdraw: true })).toEqual({ ok: true });
    const after = await loadTestimonials();
    if (!after.ok) throw new Error(after.reason);
    expect(after.data.find((row) => row.id === ines.id)?.state).toBe('withdrawn');
    expect(after.data.find((row) => row.id === marc.id)).toMatchObject({
      state: 'refused',
      refusalReason: REFUSAL_REASONS[0]!.code,
    });
  });

  test('the privacy desk lists the request with its due date, exports the learner, marks it handled', async () => {
    as(staff);
    const desk = await loadPrivacyDesk();
    if (!desk.ok) throw new Error(desk.reason);
    const pending = desk.data.requests.find((row) => row.learnerId === learnerId)!;
    expect(pending).toMatchObject({
      kind: 'export',
      email: 'lea.martin@exemple.fr',
      fullName: 'Léa Martin',
      handledAt: null,
    });
    expect(pending.dueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const exported = await exportLearnerData(learnerId);
    if (!exported.ok) throw new Error(exported.reason);
    expect(JSON.stringify(exported.data)).toContain('Léa Martin');
    expect(await markPrivacyRequestHandled(pending.id)).toEqual({ ok: true });
    const after = await loadPrivacyDesk();
    if (!after.ok) throw new Error(after.reason);
    expect(after.data.requests.find((row) => row.id === pending.id)?.handledAt).not.toBeNull();
  });

  test('the journal lists each action, newest first, with its author', async () => {
    as(staff);
    const journal = await loadAudit();
    if (!journal.ok) throw new Error(journal.reason);
    const actions = journal.data.map((row) => row.action);
    for (const action of [
      'applications.update',
      'contact_requests.update',
      'testimonials.publish',
      'testimonials.refuse',
      'testimonials.withdraw',
      'learner.export',
      'privacy_requests.handle',
    ])
      expect(actions).toContain(action);
    expect(new Set(journal.data.map((row) => row.actorEmail))).toEqual(new Set([staff.email]));
    const times = journal.data.map((row) => row.at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
