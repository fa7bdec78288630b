// What the team space needs of the local Auth (local/supabase/auth.ts), driven by supabase-js as the
// browser and `npm run team:invite` drive it: TOTP enrolment and verification with the JWT's
// aal/amr/session_id, refresh at the same level, sign-out scopes, the inactivity timeout, and the admin
// API behind the secret key, each answered with the codes and statuses of docs/testing.md, Local Auth.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeJwt } from 'jose';
import { createClient } from '@supabase/supabase-js';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { readAuthSettings } from '../../local/supabase/auth';
import { newTotpSecret, seedTeamMember, totpCode } from '../../local/supabase/team';
import { inviteTeamMember } from '../../scripts/team-invitation';
import { TEAM_INVITE_TEXT } from '../../src/features/learner-space/messages-email';

let stack: DbStack;
const SITE = 'http://site.test';
const PASSWORD = 'Equipe-2026!Forte';

beforeAll(async () => {
  stack = await startDbStack();
  stack.auth.configure({ siteUrl: SITE });
});
afterAll(async () => {
  await stack?.stop();
});

type Claims = {
  aal: string;
  amr: Array<{ method: string; timestamp: number }>;
  session_id: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
};
const claimsOf = (token: string) => decodeJwt(token) as unknown as Claims;

/** A team member's browser signed in with the password only. */
async function signedIn(email: string, ip?: string) {
  const client = stack.visitorClient(ip);
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { client, session: data.session! };
}

/** A code that no step of the ±30 s window accepts for `secret`. */
function wrongCode(secret: string): string {
  const now = Date.now();
  const valid = [-30_000, 0, 30_000].map((shift) => totpCode(secret, new Date(now + shift)));
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!valid.includes(code)) return code;
  }
}

/** Raw call to the Auth API with a bearer of our choice (the forbidden cases of the admin API). */
async function authCall(method: string, path: string, bearer: string | null, body?: unknown) {
  const answer = await fetch(`${stack.url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: stack.anonKey,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      ...(bearer === null ? {} : { Authorization: `Bearer ${bearer}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

describe('TOTP second factor', () => {
  test('enrol, challenge and verify: the session moves from aal1 (password) to aal2 (password + totp), same session_id', async () => {
    const email = 'formatrice.totp@exemple.fr';
    await seedTeamMember(stack.sql, { email, password: PASSWORD, role: 'staff' });
    const { client, session } = await signedIn(email);
    const before = claimsOf(session.access_token);
    expect(before).toMatchObject({ aal: 'aal1', app_metadata: { role: 'staff' } });
    expect(before.amr.map((entry) => entry.method)).toEqual(['password']);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });

    const enrolled = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Téléphone',
    });
    expect(enrolled.error).toBeNull();
    const {
      id: factorId,
      totp,
      friendly_name,
    } = enrolled.data as {
      id: string;
      friendly_name: string;
      totp: { qr_code: string; secret: string; uri: string };
    };
    expect(friendly_name).toBe('Téléphone');
    expect(totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>\s*$/);
    const uri = new URL(totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/site.test:${email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret: totp.secret,
      issuer: 'site.test',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    // Unverified: listed among all factors, not among the TOTP ones, and the level is unchanged.
    const listed = (await client.auth.mfa.listFactors()).data!;
    expect(listed.all).toMatchObject([{ id: factorId, status: 'unverified', factor_type: 'totp' }]);
    expect(listed.totp).toEqual([]);

    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const expiresIn = challenge.data!.expires_at - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(295);
    expect(expiresIn).toBeLessThanOrEqual(300);
    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: totpCode(totp.secret),
    });
    expect(verified.error).toBeNull();
    const after = claimsOf(verified.data!.access_token);
    expect(after).toMatchObject({
      aal: 'aal2',
      session_id: before.session_id,
      app_metadata: { role: 'staff' },
    });
    expect(after.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect(verified.data!.refresh_token).not.toBe(session.refresh_token);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal2',
      nextLevel: 'aal2',
    });
    expect((await client.auth.mfa.listFactors()).data!.totp).toMatchObject([
      { id: factorId, status: 'verified', friendly_name: 'Téléphone' },
    ]);
    const { rows } = await stack.sql.query(
      'select aal::text, factor_id from auth.sessions where id = $1',
      [before.session_id],
    );
    expect(rows[0]).toEqual({ aal: 'aal2', factor_id: factorId });
  });

  test('a wrong code, or one two steps old, is 422 mfa_verification_failed; a challenge serves once', async () => {
    const email = 'code.faux@exemple.fr';
    const secret = newTotpSecret();
    await seedTeamMember(stack.sql, {
      email,
      password: PASSWORD,
      role: 'staff',
      totpSecret: secret,
    });
    const { client } = await signedIn(email);
    const factorId = (await client.auth.mfa.listFactors()).data!.totp[0]!.id;
    const { data: challenge } = await client.auth.mfa.challenge({ factorId });
    for (const code of [wrongCode(secret), totpCode(secret, new Date(Date.now() - 90_000))]) {
      const { error } = await client.auth.mfa.verify({
        factorId,
        challengeId: challenge!.id,
        code,
      });
      expect(error).toMatchObject({
        status: 422,
        code: 'mfa_verification_failed',
        message: 'Invalid TOTP code entered',
      });
    }
    expect(claimsOf((await client.auth.getSession()).data.session!.access_token).aal).toBe('aal1');
    const right = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge!.id,
      code: totpCode(secret),
    });
    expect(right.error).toBeNull();
    const again = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge!.id,
      code: totpCode(secret),
    });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  test('a challenge verified from another address, or after 300 s, is refused', async () => {
    const email = 'ailleurs@exemple.fr';
    const secret = newTotpSecret();
    await seedTeamMember(stack.sql, {
      email,
      password: PASSWORD,
      role: 'staff',
      totpSecret: secret,
    });
    const { client, session } = await signedIn(email, '10.42.0.1');
    const factorId = (await client.auth.mfa.listFactors()).data!.totp[0]!.id;
    const { data: challenge } = await client.auth.mfa.challenge({ factorId });
    const elsewhere = await fetch(`${stack.url}/auth/v1/factors/${factorId}/verify`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${session.access_token}`,
        'X-Forwarded-For': '10.42.0.2',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ challenge_id: challenge!.id, code: totpCode(secret) }),
    });
    expect(elsewhere.status).toBe(422);
    expect(await elsewhere.json()).toMatchObject({ code: 'mfa_ip_address_mismatch' });
    await stack.sql.query(
      "update auth.mfa_challenges set created_at = created_at - interval '301 seconds' where id = $1",
      [challenge!.id],
    );
    const late = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge!.id,
      code: totpCode(secret),
    });
    expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
  });

  test('a refresh keeps aal2 and its amr; a password-only session of the same member is aal1 with nextLevel aal2', async () => {
    const email = 'rafraichi@exemple.fr';
    const secret = newTotpSecret();
    await seedTeamMember(stack.sql, {
      email,
      password: PASSWORD,
      role: 'trainer',
      totpSecret: secret,
    });
    const { client } = await signedIn(email);
    const factorId = (await client.auth.mfa.listFactors()).data!.totp[0]!.id;
    expect(
      (await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })).error,
    ).toBeNull();
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const claims = claimsOf(refreshed.data.session!.access_token);
    expect(claims).toMatchObject({ aal: 'aal2', app_metadata: { role: 'trainer' } });
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);

    const other = await signedIn(email);
    expect(claimsOf(other.session.access_token).aal).toBe('aal1');
    expect((await other.client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    // From aal1, a member with a verified factor can neither add one, nor remove it, nor change the password.
    expect(
      (await other.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Autre' })).error,
    ).toMatchObject({ status: 403, code: 'insufficient_aal' });
    expect((await other.client.auth.mfa.unenroll({ factorId })).error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
    });
    expect(
      (await other.client.auth.updateUser({ password: 'Nouveau-2026!Mot' })).error,
    ).toMatchObject({ status: 401, code: 'insufficient_aal' });
  });

  test('verifying ends the member’s other aal1 sessions; unenrolling brings the session back to aal1', async () => {
    const email = 'desinscrit@exemple.fr';
    await seedTeamMember(stack.sql, { email, password: PASSWORD, role: 'staff' });
    const elsewhere = await signedIn(email);
    const { client } = await signedIn(email);
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { id: factorId, totp } = data as { id: string; totp: { secret: string } };
    expect(
      (await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totp.secret) })).error,
    ).toBeNull();
    expect((await elsewhere.client.auth.refreshSession()).error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
    });
    expect((await client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    const refreshed = await client.auth.refreshSession();
    const claims = claimsOf(refreshed.data.session!.access_token);
    expect(claims.aal).toBe('aal1');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['password']);
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([]);
  });

  test('a second enrolment under the same name is 422 mfa_factor_name_conflict', async () => {
    const email = 'doublon@exemple.fr';
    await seedTeamMember(stack.sql, { email, password: PASSWORD, role: 'staff' });
    const { client } = await signedIn(email);
    expect((await client.auth.mfa.enroll({ factorType: 'totp' })).error).toBeNull();
    expect((await client.auth.mfa.enroll({ factorType: 'totp' })).error).toMatchObject({
      status: 422,
      code: 'mfa_factor_name_conflict',
    });
  });
});

describe('sign-out and idle sessions', () => {
  test('signOut() (global) ends every session of the member: the other browser’s refresh fails', async () => {
    const email = 'partout@exemple.fr';
    await seedTeamMember(stack.sql, { email, password: PASSWORD, role: 'staff' });
    const first = await signedIn(email);
    const second = await signedIn(email);
    expect((await first.client.auth.signOut()).error).toBeNull();
    expect((await second.client.auth.refreshSession()).error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
    });
  });

  test('scope others keeps the caller’s session only; scope local ends the caller’s only', async () => {
    const email = 'portee@exemple.fr';
    await seedTeamMember(stack.sql, { email, password: PASSWORD, role: 'staff' });
    const first = await signedIn(email);
    const second = await signedIn(email);
    expect((await first.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await second.client.auth.refreshSession()).error).toMatchObject({
      code: 'refresh_token_not_found',
    });
    expect((await first.client.auth.refreshSession()).error).toBeNull();
    const third = await signedIn(email);
    expect((await first.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await first.client.auth.getSession()).data.session).toBeNull();
    expect((await third.client.auth.refreshSession()).error).toBeNull();
  });

  test('after inactivity_timeout (8 h) without a refresh, the refresh fails with session_expired; the clock is the last refresh', async () => {
    expect(readAuthSettings().inactivityTimeoutSeconds).toBe(8 * 3600);
    const email = 'inactive@exemple.fr';
    await seedTeamMember(stack.sql, { email, password: PASSWORD, role: 'staff' });
    const { client, session } = await signedIn(email);
    const sessionId = claimsOf(session.access_token).session_id;
    expect((await client.auth.refreshSession()).error).toBeNull();
    // Signed in ten hours ago, last refreshed seven hours ago: still within the working day.
    const age = async (signedInMinutes: number, refreshedMinutes: number) =>
      stack.sql.query(
        `update auth.sessions set created_at = now() - make_interval(mins => $2),
           refreshed_at = (now() at time zone 'utc') - make_interval(mins => $3) where id = $1`,
        [sessionId, signedInMinutes, refreshedMinutes],
      );
    await age(10 * 60, 7 * 60);
    expect((await client.auth.refreshSession()).error).toBeNull();
    await age(10 * 60, 8 * 60 + 1);
    const { error } = await client.auth.refreshSession();
    expect(error).toMatchObject({
      status: 400,
      code: 'session_expired',
      message: 'Invalid Refresh Token: Session Expired (Inactivity)',
    });
    const { rowCount } = await stack.sql.query('select 1 from auth.sessions where id = $1', [
      sessionId,
    ]);
    expect(rowCount).toBe(1);
    // A session never refreshed counts from its sign-in.
    const fresh = await signedIn(email);
    const freshId = claimsOf(fresh.session.access_token).session_id;
    await stack.sql.query(
      "update auth.sessions set created_at = now() - interval '8 hours 1 minute' where id = $1",
      [freshId],
    );
    await stack.sql.query(
      "update auth.refresh_tokens set updated_at = now() - interval '8 hours 1 minute' where session_id = $1",
      [freshId],
    );
    expect((await fresh.client.auth.refreshSession()).error).toMatchObject({
      code: 'session_expired',
    });
  });
});

describe('admin API behind the secret key', () => {
  const endpoints = (id: string): Array<[string, string, unknown]> => [
    ['POST', '/admin/users', { email: 'intrus@exemple.fr', app_metadata: { role: 'staff' } }],
    ['GET', `/admin/users/${id}`, undefined],
    ['PUT', `/admin/users/${id}`, { app_metadata: { role: 'staff' } }],
    ['DELETE', `/admin/users/${id}`, undefined],
    ['POST', '/invite', { email: 'intrus@exemple.fr', data: { invited_as: 'team' } }],
  ];

  test('the publishable (anon) key and a signed-in user’s token are 403 not_admin; no token is 401; nothing changes', async () => {
    const email = 'apprenant.curieux@exemple.fr';
    const id = await seedTeamMember(stack.sql, { email, password: PASSWORD, role: 'trainer' });
    await stack.sql.query(
      "update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' where id = $1",
      [id],
    );
    const { session } = await signedIn(email);
    for (const [method, path, body] of endpoints(id)) {
      for (const bearer of [stack.anonKey, session.access_token])
        expect(await authCall(method, path, bearer, body)).toEqual({
          status: 403,
          body: { code: 'not_admin', message: 'User not allowed' },
        });
      expect((await authCall(method, path, null, body)).status).toBe(401);
      expect((await authCall(method, path, `${stack.anonKey}x`, body)).body).toMatchObject({
        code: 'bad_jwt',
      });
    }
    const { rows } = await stack.sql.query(
      "select raw_app_meta_data ->> 'role' as role from auth.users where id = $1",
      [id],
    );
    expect(rows[0].role).toBeNull();
    const { rowCount } = await stack.sql.query('select 1 from auth.users where email = $1', [
      'intrus@exemple.fr',
    ]);
    expect(rowCount).toBe(0);
    expect(stack.auth.lastMail('intrus@exemple.fr', 'invite')).toBeUndefined();
  });

  test('createUser, getUserById, updateUserById (metadata merged, null removes) and deleteUser with the secret key', async () => {
    const admin = stack.serviceClient().auth.admin;
    const created = await admin.createUser({
      email: 'Nouvelle.Formatrice@Exemple.fr',
      password: PASSWORD,
      email_confirm: true,
      app_metadata: { role: 'staff' },
      user_metadata: { full_name: 'Nadia Roux' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user!;
    expect(user).toMatchObject({
      email: 'nouvelle.formatrice@exemple.fr',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'], role: 'staff' },
      user_metadata: { full_name: 'Nadia Roux' },
    });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(
      (await admin.createUser({ email: 'nouvelle.formatrice@exemple.fr' })).error,
    ).toMatchObject({ status: 422, code: 'email_exists' });

    // A token issued before a role change keeps the old claims; the next refresh carries the new role.
    const { client, session } = await signedIn('nouvelle.formatrice@exemple.fr');
    const updated = await admin.updateUserById(user.id, { app_metadata: { role: 'trainer' } });
    expect(updated.data.user?.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      role: 'trainer',
    });
    expect(claimsOf(session.access_token).app_metadata.role).toBe('staff');
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).app_metadata.role).toBe('trainer');
    const removed = await admin.updateUserById(user.id, {
      app_metadata: { role: null },
    } as never);
    expect(removed.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect((await admin.updateUserById(user.id, { password: 'faible' })).error).toMatchObject({
      status: 422,
      code: 'weak_password',
    });

    expect((await admin.getUserById(user.id)).data.user?.email).toBe(
      'nouvelle.formatrice@exemple.fr',
    );
    expect((await admin.deleteUser(user.id)).error).toBeNull();
    expect((await admin.getUserById(user.id)).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });
    expect(await authCall('GET', '/admin/users/pas-un-uuid', stack.serviceKey)).toEqual({
      status: 404,
      body: { code: 'validation_failed', message: 'user_id must be an UUID' },
    });
    // Its sessions went with it.
    expect((await client.auth.refreshSession()).error).toMatchObject({ status: 400 });
  });

  test('a learner who writes a role into user_metadata gets no app_metadata role, and cannot write app_metadata', async () => {
    const admin = stack.serviceClient().auth.admin;
    await admin.createUser({ email: 'malin@exemple.fr', password: PASSWORD, email_confirm: true });
    const { client, session } = await signedIn('malin@exemple.fr');
    expect((await client.auth.updateUser({ data: { role: 'staff' } })).error).toBeNull();
    const forged = await authCall('PUT', '/user', session.access_token, {
      app_metadata: { role: 'staff' },
    });
    expect(forged).toEqual({
      status: 403,
      body: { code: 'not_admin', message: 'Updating app_metadata requires admin privileges' },
    });
    const claims = claimsOf((await client.auth.refreshSession()).data.session!.access_token);
    expect(claims.user_metadata.role).toBe('staff');
    expect(claims.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
  });
});

test('a user’s token with the secret key as apikey is still refused: the check reads the bearer’s role', async () => {
  await seedTeamMember(stack.sql, { email: 'cle@exemple.fr', password: PASSWORD, role: 'staff' });
  const { session } = await signedIn('cle@exemple.fr');
  const withSecretApikey = createClient(stack.url, stack.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${session.access_token}` } },
  });
  expect(
    (await withSecretApikey.auth.admin.createUser({ email: 'passe@exemple.fr' })).error,
  ).toMatchObject({ status: 403, code: 'not_admin' });
});

describe('invitations (POST /invite) and npm run team:invite', () => {
  test('team:invite sends the team’s e-mail, whose link and code lead to the team’s invitation page, and sets the role', async () => {
    const admin = stack.serviceClient().auth.admin;
    const email = 'nouveau.membre@exemple.fr';
    const result = await inviteTeamMember(admin, { email, role: 'staff' }, SITE);
    expect(result).toMatchObject({ ok: true });
    expect(result.message).toBe(
      `Invitation envoyée à ${email}, rôle staff (équipe administrative). Le lien de l’e-mail est valable 1\u00a0heure\u00a0; passé ce délai, relancez la même commande.`,
    );
    const mail = stack.auth.lastMail(email, 'invite')!;
    expect(mail.subject).toBe(TEAM_INVITE_TEXT.subject);
    expect(mail.link).toMatch(
      new RegExp(`^${SITE}/espace-formateur/invitation/\\?type=invite&token_hash=[0-9a-f]{56}$`),
    );
    expect(mail.text).toContain(
      `sur la page ${SITE}/espace-formateur/invitation/?type=invite\u00a0: ${mail.code}`,
    );
    expect(mail.text).toContain('application d’authentification');
    expect(mail.html).not.toContain('espace-apprenant');
    const { data } = await admin.getUserById((result as { id: string }).id);
    expect(data.user).toMatchObject({
      email,
      app_metadata: { provider: 'email', providers: ['email'], role: 'staff' },
      user_metadata: { invited_as: 'team' },
    });
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    // The page's button: verifyOtp with the link's token_hash opens a session carrying the role.
    const client = stack.visitorClient();
    const verified = await client.auth.verifyOtp({
      token_hash: new URL(mail.link!).searchParams.get('token_hash')!,
      type: 'invite',
    });
    expect(verified.error).toBeNull();
    expect(claimsOf(verified.data.session!.access_token)).toMatchObject({
      aal: 'aal1',
      app_metadata: { role: 'staff' },
    });
    expect(claimsOf(verified.data.session!.access_token).amr.map((entry) => entry.method)).toEqual([
      'otp',
    ]);
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    await signedIn(email);

    // Accepted: the address now has an account, so a second invitation is refused in French.
    const again = await inviteTeamMember(admin, { email, role: 'trainer' }, SITE);
    expect(again).toEqual({
      ok: false,
      message: `L’adresse ${email} a déjà un compte confirmé\u00a0: aucune invitation n’est partie. Pour lui donner un rôle, voyez « Inviter un membre de l’équipe » dans docs/operations.md.`,
    });
    expect((await admin.inviteUserByEmail(email)).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    });
  });

  test('a learner’s invitation (no data) keeps the learner’s e-mail and page, and no role', async () => {
    const email = 'apprenante.invitee@exemple.fr';
    const { data, error } = await stack.serviceClient().auth.admin.inviteUserByEmail(email);
    expect(error).toBeNull();
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    const mail = stack.auth.lastMail(email, 'invite')!;
    expect(mail.subject).toBe('Votre espace apprenant vous attend – Horizon Compétences');
    expect(mail.link).toMatch(`${SITE}/espace-apprenant/verification/?type=invite&token_hash=`);
    expect(mail.text).toContain('L’équipe pédagogique vous a ouvert un compte');
    expect(mail.html).not.toContain('espace-formateur');
  });

  test('a member who has not accepted yet gets a new e-mail: the first link no longer works', async () => {
    const admin = stack.serviceClient().auth.admin;
    const email = 'relance@exemple.fr';
    expect((await inviteTeamMember(admin, { email, role: 'trainer' }, SITE)).ok).toBe(true);
    const first = stack.auth.lastMail(email, 'invite')!;
    expect((await inviteTeamMember(admin, { email, role: 'trainer' }, SITE)).ok).toBe(true);
    const second = stack.auth.lastMail(email, 'invite')!;
    expect(second).not.toBe(first);
    const hashOf = (link: string) => new URL(link).searchParams.get('token_hash')!;
    expect(
      (
        await stack
          .visitorClient()
          .auth.verifyOtp({ token_hash: hashOf(first.link!), type: 'invite' })
      ).error,
    ).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(
      (
        await stack
          .visitorClient()
          .auth.verifyOtp({ token_hash: hashOf(second.link!), type: 'invite' })
      ).error,
    ).toBeNull();
  });
});
