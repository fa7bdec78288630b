// Enrolments typed by hand in the dashboard before the catalogue existed (issue 43's migration): what
// staff typed is kept, the learner still reads it, staff find the learner among the accounts to enrol
// in a session, and no API role can write such a row any more.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { SESSIONS, syncTestCatalogue } from '../support/catalogue-fixture';
import { signIn, type Session } from '../support/team-sessions';

let stack: DbStack;
let learner: Session;
let staff: Session;

beforeAll(async () => {
  stack = await startDbStack();
  await syncTestCatalogue(stack.sql);
  learner = await signIn(stack, 'learner');
  staff = await signIn(stack, 'staff_aal2');
  // As the migration leaves a row typed before it: the title renamed, no training code, no session.
  await stack.sql.query(
    `insert into public.enrolments (learner_id, typed_training_title, progress)
     values ($1, 'TP Conseiller de vente (groupe du soir)', 30)`,
    [learner.id],
  );
});

afterAll(async () => {
  await stack?.stop();
});

test('the learner still reads the training staff typed', async () => {
  const { data, error } = await learner.client
    .from('enrolments')
    .select('typed_training_title, training_code, session_key, progress');
  expect(error).toBeNull();
  expect(data).toEqual([
    {
      typed_training_title: 'TP Conseiller de vente (groupe du soir)',
      training_code: null,
      session_key: null,
      progress: 30,
    },
  ]);
});

test('staff find the learner among the accounts to enrol, then enrol them in a session', async () => {
  const listed = async () =>
    ((await staff.client.rpc('team_new_learner_accounts')).data ?? []).map((row) => row.id);
  expect(await listed()).toContain(learner.id);
  const { error } = await staff.client.rpc('team_enrol_learner', {
    learner_id: learner.id!,
    full_name: 'Lina Legrand',
    training_code: 'CV',
    session_key: SESSIONS.cv,
  });
  expect(error).toBeNull();
  expect(await listed()).not.toContain(learner.id);
});

test('no API role writes a typed training any more: a new enrolment names its session', async () => {
  const typed = await staff.client
    .from('enrolments')
    // @ts-expect-error -- not a column the API roles may insert
    .insert({ learner_id: learner.id!, typed_training_title: 'Formation libre' });
  expect(typed.error?.code).toBe('42501');
  const bare = await staff.client
    .from('enrolments')
    .insert({ learner_id: learner.id!, progress: 0 });
  expect(bare.error?.message).toContain('enrolments_training_check');
});
