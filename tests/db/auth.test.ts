// src/db/auth.ts against the local Auth: every Auth answer the learner space can receive becomes the
// DbResult its islands describe in French (src/db/errors.ts), from the real wire answers rather than
// hand-made errors: the wait of a second e-mail, the hourly budget, the sign-in limit, malformed
// addresses, passwords over 72 bytes, wrong codes, and the code a password change from an old session needs.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { decodeJwt } from 'jose';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { seedLearner } from '../../local/supabase/learners';
import { setClientForTests } from '../../src/db/client';
import {
  requestPasswordReset,
  requestReauthentication,
  signIn,
  signUp,
  updatePassword,
  verifyEmailCode,
  verifyEmailLink,
} from '../../src/db/auth';
import { SESSIONS, syncTestCatalogue } from '../support/catalogue-fixture';

let stack: DbStack;
const SITE = 'http://site.test';
const STRONG = 'Vérif-2026!Forte';

beforeAll(async () => {
  stack = await startDbStack();
  await syncTestCatalogue(stack.sql);
  stack.auth.configure({ siteUrl: SITE });
});
afterAll(async () => {
  setClientForTests(undefined);
  await stack?.stop();
});
afterEach(() => setClientForTests(undefined));

/** The site's calls as one visitor's browser makes them (one address, one session). */
function asVisitor(ip?: string) {
  const client = stack.visitorClient(ip);
  setClientForTests(client);
  return client;
}

async function learner(email: string) {
  await seedLearner(stack.sql, {
    email,
    password: STRONG,
    fullName: 'Apprenant',
    trainingCode: 'CV',
    sessionKey: SESSIONS.cv,
    progress: 0,
    lessons: [],
    notifications: [],
  });
}

describe('e-mailed links and codes', () => {
  test('the link’s token_hash signs in; used twice, it is link-expired', async () => {
    asVisitor();
    expect(await signUp('lien@exemple.fr', STRONG, `${SITE}/espace-apprenant/`)).toEqual({
      ok: true,
    });
    const link = new URL(stack.auth.lastMail('lien@exemple.fr', 'signup')!.link!);
    const tokenHash = link.searchParams.get('token_hash')!;
    const client = asVisitor();
    expect(await verifyEmailLink(tokenHash, 'email')).toEqual({ ok: true });
    expect((await client.auth.getSession()).data.session?.user.email).toBe('lien@exemple.fr');
    asVisitor();
    expect(await verifyEmailLink(tokenHash, 'email')).toEqual({
      ok: false,
      reason: 'link-expired',
    });
  });

  test('a wrong code is code-invalid; the right one signs in', async () => {
    asVisitor();
    await signUp('code@exemple.fr', STRONG, `${SITE}/espace-apprenant/`);
    const { code } = stack.auth.lastMail('code@exemple.fr', 'signup')!;
    expect(
      await verifyEmailCode('code@exemple.fr', code === '123456' ? '654321' : '123456', 'email'),
    ).toEqual({
      ok: false,
      reason: 'code-invalid',
    });
    expect(await verifyEmailCode(' Code@Exemple.fr ', ` ${code} `, 'email')).toEqual({ ok: true });
  });
});

describe('what Auth refuses, as the islands receive it', () => {
  test('a second reset within the minute: rate-limited e-mail with the seconds to wait', async () => {
    await learner('attente@exemple.fr');
    asVisitor();
    expect(await requestPasswordReset('attente@exemple.fr', `${SITE}/`)).toEqual({ ok: true });
    const second = await requestPasswordReset('attente@exemple.fr', `${SITE}/`);
    expect(second).toMatchObject({ ok: false, reason: 'rate-limited', scope: 'email' });
    expect(
      second.ok === false && second.reason === 'rate-limited' && second.retryAfterSeconds,
    ).toBeGreaterThanOrEqual(55);
  });

  test('a password over 72 bytes is invalid on the password field; a malformed address on the e-mail field', async () => {
    asVisitor();
    expect(await signUp('octets@exemple.fr', `${'é'.repeat(36)}Aa1!`, `${SITE}/`)).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'password',
    });
    // The browser lower-cases and trims; an accent in the address is still refused.
    expect(await signUp('josé@exemple.fr', STRONG, `${SITE}/`)).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'email',
    });
  });

  test('past 30 sign-ins from one address: rate-limited requests', async () => {
    const ip = '10.77.0.1';
    for (let index = 0; index < 30; index += 1) {
      asVisitor(ip);
      expect(await signIn('personne@exemple.fr', STRONG)).toEqual({
        ok: false,
        reason: 'credentials',
      });
    }
    asVisitor(ip);
    expect(await signIn('personne@exemple.fr', STRONG)).toEqual({
      ok: false,
      reason: 'rate-limited',
      scope: 'requests',
    });
  });

  test('from a session of 25 hours: reauthentication-needed, then the e-mailed code changes the password', async () => {
    await learner('ancienne@exemple.fr');
    const client = asVisitor();
    expect(await signIn('ancienne@exemple.fr', STRONG)).toEqual({ ok: true });
    const { data } = await client.auth.getSession();
    await stack.sql.query(
      "update auth.sessions set created_at = now() - interval '25 hours' where id = $1",
      [decodeJwt(data.session!.access_token).session_id],
    );
    expect(await updatePassword('Nouveau-Passe-2026!')).toEqual({
      ok: false,
      reason: 'reauthentication-needed',
    });
    expect(await requestReauthentication()).toEqual({ ok: true });
    expect(await requestReauthentication()).toMatchObject({
      reason: 'rate-limited',
      scope: 'email',
    });
    const { code } = stack.auth.lastMail('ancienne@exemple.fr', 'reauthentication')!;
    expect(
      await updatePassword('Nouveau-Passe-2026!', code === '000000' ? '111111' : '000000'),
    ).toEqual({
      ok: false,
      reason: 'code-invalid',
    });
    expect(await updatePassword('Nouveau-Passe-2026!', code)).toEqual({ ok: true });
  });

  // Last: it spends the stack's hourly e-mail budget.
  test('the hourly budget spent: rate-limited email-budget, without seconds', async () => {
    const { rows } = await stack.sql.query<{ email: string }>(
      `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, created_at, updated_at)
       select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
         'budget' || n || '@exemple.fr', now(), now(), now()
       from generate_series(1, 100) as n returning email`,
    );
    asVisitor();
    let last;
    for (const { email } of rows) {
      last = await requestPasswordReset(email, `${SITE}/`);
      if (!last.ok) break;
    }
    expect(last).toEqual({ ok: false, reason: 'rate-limited', scope: 'email-budget' });
  });
});
