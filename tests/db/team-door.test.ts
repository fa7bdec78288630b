// The team space's door (src/db/team-auth.ts) against the local Auth and its TOTP second factor
// (issue 42): which screen each session gets, the enrolment and its first code, the code prompt of
// the next sign-in, a learner kept out, and the sign-out of every device.
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { setClientForTests, type DbClient } from '../../src/db/client';
import {
  readTeamAccess,
  signInTeamMember,
  signOutEverywhere,
  signOutHere,
  startTotpEnrolment,
  verifyTotpCode,
} from '../../src/db/team-auth';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { seedLearner } from '../../local/supabase/learners';
import { seedTeamMember, totpCode } from '../../local/supabase/team';
import { SESSIONS, syncTestCatalogue } from '../support/catalogue-fixture';

let stack: DbStack;
const STAFF = {
  email: 'claire.moreau@horizon-competences.example',
  password: 'Equipe-Claire-2026!',
};

/** A browser's client: its own session storage, as a tab keeps it in localStorage. */
function browserClient(): DbClient {
  const store = new Map<string, string>();
  return createClient(stack.url, stack.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => void store.set(key, value),
        removeItem: (key) => void store.delete(key),
      },
    },
  }) as unknown as DbClient;
}

/** A code of the current 30-second window that stays valid while the test uses it. */
async function freshCode(secret: string): Promise<string> {
  const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
  if (secondsLeft < 4)
    await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 200));
  return totpCode(secret);
}

beforeAll(async () => {
  stack = await startDbStack();
  await syncTestCatalogue(stack.sql);
  await seedTeamMember(stack.sql, { ...STAFF, role: 'staff' });
  await seedLearner(stack.sql, {
    email: 'lea.martin@exemple.fr',
    password: 'Lea-Apprenante-2026!',
    fullName: 'Léa Martin',
    trainingCode: 'CV',
    sessionKey: SESSIONS.cv,
    progress: 0,
    lessons: [],
    notifications: [],
  });
});
afterEach(() => setClientForTests(undefined));
afterAll(() => stack?.stop());

test('first sign-in: enrolment, a wrong code refused, the right one opens; next time the code alone', async () => {
  setClientForTests(browserClient());
  expect(await readTeamAccess()).toEqual({ ok: true, data: { state: 'signed-out' } });
  expect(await signInTeamMember('claire.moreau@horizon-competences.example', 'mauvais')).toEqual({
    ok: false,
    reason: 'credentials',
  });
  expect(
    await signInTeamMember(' Claire.Moreau@horizon-competences.example ', STAFF.password),
  ).toEqual({ ok: true });
  expect(await readTeamAccess()).toEqual({
    ok: true,
    data: { state: 'enrol', email: STAFF.email, role: 'staff' },
  });

  // An enrolment left unfinished is replaced, not refused as a second factor of the same name.
  expect((await startTotpEnrolment()).ok).toBe(true);
  const enrolment = await startTotpEnrolment();
  if (!enrolment.ok) throw new Error(enrolment.reason);
  expect(enrolment.data.qrCode).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  expect(await verifyTotpCode(enrolment.data.factorId, '000000')).toEqual({
    ok: false,
    reason: 'code-invalid',
  });
  expect(
    await verifyTotpCode(enrolment.data.factorId, await freshCode(enrolment.data.secret)),
  ).toEqual({ ok: true });
  const ready = await readTeamAccess();
  expect(ready).toMatchObject({
    ok: true,
    data: { state: 'ready', role: 'staff', email: STAFF.email },
  });

  // Another device: the password leads to the code prompt of the enrolled factor.
  const other = browserClient();
  setClientForTests(other);
  expect(await signInTeamMember(STAFF.email, STAFF.password)).toEqual({ ok: true });
  const challenge = await readTeamAccess();
  expect(challenge).toEqual({
    ok: true,
    data: {
      state: 'challenge',
      email: STAFF.email,
      role: 'staff',
      factorId: enrolment.data.factorId,
    },
  });
  expect(
    await verifyTotpCode(enrolment.data.factorId, await freshCode(enrolment.data.secret)),
  ).toEqual({ ok: true });
  expect((await readTeamAccess()).ok && (await readTeamAccess())).toMatchObject({
    data: { state: 'ready' },
  });

  // Signed out everywhere: this device has no session, and the other one's refresh token is dead.
  expect(await signOutEverywhere()).toEqual({ ok: true });
  expect(await readTeamAccess()).toEqual({ ok: true, data: { state: 'signed-out' } });
  const { count } = await stack.sql
    .query(
      'select count(*)::int as count from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1',
      [STAFF.email],
    )
    .then(({ rows }) => rows[0] as { count: number });
  expect(count).toBe(0);
});

test('a learner signed in is told the space is not theirs; signing out here ends that session only', async () => {
  setClientForTests(browserClient());
  expect(await signInTeamMember('lea.martin@exemple.fr', 'Lea-Apprenante-2026!')).toEqual({
    ok: true,
  });
  expect(await readTeamAccess()).toEqual({
    ok: true,
    data: { state: 'not-team', email: 'lea.martin@exemple.fr' },
  });
  expect(await signOutHere()).toEqual({ ok: true });
  expect(await readTeamAccess()).toEqual({ ok: true, data: { state: 'signed-out' } });
});

test('without a backend the door says so', async () => {
  setClientForTests(null);
  expect(await readTeamAccess()).toEqual({ ok: false, reason: 'unavailable' });
});
