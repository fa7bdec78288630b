// The local Auth of local/supabase/auth.ts, driven by supabase-js as the site drives it: every
// answer must be what supabase-js parses from the hosted Supabase Auth (sessions, AuthApiError codes
// and statuses, weak-password reasons, the e-mailed links and their redirects).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeJwt } from 'jose';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';

let stack: DbStack;
const SITE = 'http://site.test';
const STRONG = 'Vérif-2026!Forte';
const OTHER_STRONG = 'Autre#Mot2passe!';

beforeAll(async () => {
  stack = await startDbStack();
  stack.auth.configure({ siteUrl: SITE });
});
afterAll(async () => {
  await stack?.stop();
});

/** Opens an e-mailed link like a mail client: Auth answers 303 to the site with the result in the fragment. */
async function followLink(link: string) {
  const answer = await fetch(link, { redirect: 'manual' });
  expect(answer.status).toBe(303);
  const location = new URL(answer.headers.get('location') ?? '');
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

async function signedUpAndConfirmed(email: string, password = STRONG) {
  const client = stack.visitorClient();
  const { error } = await client.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${SITE}/espace-apprenant/` },
  });
  expect(error).toBeNull();
  await followLink(stack.auth.lastMail(email, 'signup')!.link);
  return client;
}

describe('sign-up with e-mail confirmation', () => {
  test('a new address gets a user without a session and a confirmation link back to the site', async () => {
    const { data, error } = await stack.visitorClient().auth.signUp({
      email: '  Nouvelle.Apprenante@Exemple.fr ',
      password: STRONG,
      options: { emailRedirectTo: `${SITE}/espace-apprenant/` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email: 'nouvelle.apprenante@exemple.fr',
      aud: 'authenticated',
      role: 'authenticated',
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const mail = stack.auth.lastMail('nouvelle.apprenante@exemple.fr', 'signup');
    expect(mail?.link).toMatch(
      new RegExp(`^${stack.url}/auth/v1/verify\\?token=\\w+&type=signup&redirect_to=`),
    );
    const { rows } = await stack.sql.query(
      'select encrypted_password from auth.users where email = $1',
      ['nouvelle.apprenante@exemple.fr'],
    );
    expect(rows[0].encrypted_password).toMatch(/^\$2[ab]\$10\$/);
  });

  test('the link confirms the address and opens a session on the page asked for', async () => {
    await stack.visitorClient().auth.signUp({
      email: 'lien@exemple.fr',
      password: STRONG,
      options: { emailRedirectTo: `${SITE}/dashboard-apprenant/` },
    });
    const { location, fragment } = await followLink(
      stack.auth.lastMail('lien@exemple.fr', 'signup')!.link,
    );
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/dashboard-apprenant/`);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    const client = stack.visitorClient();
    const { data, error } = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('lien@exemple.fr');
    expect(data.user?.email_confirmed_at).toBeTruthy();
    // A link works once.
    const again = await followLink(stack.auth.lastMail('lien@exemple.fr', 'signup')!.link);
    expect(again.fragment.get('error_code')).toBe('otp_expired');
    expect(again.fragment.get('error')).toBe('access_denied');
  });

  test('a confirmed address signing up again gets the same kind of answer, with no e-mail and no account change', async () => {
    await signedUpAndConfirmed('deja@exemple.fr');
    const mails = stack.auth.mailbox.length;
    const { data, error } = await stack
      .visitorClient()
      .auth.signUp({ email: 'deja@exemple.fr', password: OTHER_STRONG });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe('deja@exemple.fr');
    const { rows } = await stack.sql.query('select id from auth.users where email = $1', [
      'deja@exemple.fr',
    ]);
    expect(data.user?.id).not.toBe(rows[0].id);
    expect(stack.auth.mailbox.length).toBe(mails);
  });

  test('a weak password is refused with the reasons, and nothing is created', async () => {
    const { data, error } = await stack
      .visitorClient()
      .auth.signUp({ email: 'faible@exemple.fr', password: 'court' });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      reasons: ['length', 'characters'],
    });
    const { rowCount } = await stack.sql.query('select 1 from auth.users where email = $1', [
      'faible@exemple.fr',
    ]);
    expect(rowCount).toBe(0);
  });

  test('an invalid address is refused with email_address_invalid', async () => {
    const { error } = await stack
      .visitorClient()
      .auth.signUp({ email: 'pas-une-adresse', password: STRONG });
    expect(error).toMatchObject({
      name: 'AuthApiError',
      status: 400,
      code: 'email_address_invalid',
    });
  });
});

describe('sign-in', () => {
  test('an unconfirmed address is refused with email_not_confirmed', async () => {
    await stack.visitorClient().auth.signUp({ email: 'attente@exemple.fr', password: STRONG });
    const { error } = await stack
      .visitorClient()
      .auth.signInWithPassword({ email: 'attente@exemple.fr', password: STRONG });
    expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'email_not_confirmed' });
  });

  test('a wrong password and an unknown address get the same invalid_credentials answer', async () => {
    await signedUpAndConfirmed('connue@exemple.fr');
    const wrong = await stack
      .visitorClient()
      .auth.signInWithPassword({ email: 'connue@exemple.fr', password: OTHER_STRONG });
    const unknown = await stack
      .visitorClient()
      .auth.signInWithPassword({ email: 'inconnue@exemple.fr', password: STRONG });
    for (const { error } of [wrong, unknown])
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
  });

  test('the right password opens a session whose JWT PostgREST accepts for this user', async () => {
    await signedUpAndConfirmed('session@exemple.fr');
    const client = stack.visitorClient();
    const { data, error } = await client.auth.signInWithPassword({
      email: 'session@exemple.fr',
      password: STRONG,
    });
    expect(error).toBeNull();
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({
      sub: data.user!.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: 'session@exemple.fr',
      aal: 'aal1',
    });
    expect(claims.iss).toBe(`${stack.url}/auth/v1`);
    expect(data.session!.expires_in).toBe(3600);
    const { data: user } = await client.auth.getUser();
    expect(user.user?.id).toBe(data.user!.id);
  });

  test('a refresh token rotates once; reusing the old one ends the session', async () => {
    await signedUpAndConfirmed('rotation@exemple.fr');
    const client = stack.visitorClient();
    const { data } = await client.auth.signInWithPassword({
      email: 'rotation@exemple.fr',
      password: STRONG,
    });
    const first = data.session!.refresh_token;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(first);
    const reuse = await stack.visitorClient().auth.refreshSession({ refresh_token: first });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });
});

describe('signed-in account', () => {
  test('the password changes (not to the same one, not to a weak one) and the new one signs in', async () => {
    const client = await signedUpAndConfirmed('change@exemple.fr');
    await client.auth.signInWithPassword({ email: 'change@exemple.fr', password: STRONG });
    expect((await client.auth.updateUser({ password: STRONG })).error).toMatchObject({
      status: 422,
      code: 'same_password',
    });
    expect((await client.auth.updateUser({ password: 'faible' })).error).toMatchObject({
      code: 'weak_password',
    });
    expect((await client.auth.updateUser({ password: OTHER_STRONG })).error).toBeNull();
    const again = await stack
      .visitorClient()
      .auth.signInWithPassword({ email: 'change@exemple.fr', password: OTHER_STRONG });
    expect(again.error).toBeNull();
  });

  test('sign-out ends the session on the server: its access token no longer reads the user', async () => {
    const client = await signedUpAndConfirmed('sortie@exemple.fr');
    const { data } = await client.auth.signInWithPassword({
      email: 'sortie@exemple.fr',
      password: STRONG,
    });
    const token = data.session!.access_token;
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const { error } = await stack.visitorClient().auth.getUser(token);
    expect(error).toMatchObject({ name: 'AuthSessionMissingError' });
  });

  test('/user without a token is 401 no_authorization, in both error formats', async () => {
    const current = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(current.status).toBe(401);
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await current.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
    const legacy = await fetch(`${stack.url}/auth/v1/user`, { headers: { apikey: stack.anonKey } });
    expect(await legacy.json()).toEqual({
      code: 401,
      error_code: 'no_authorization',
      msg: 'This endpoint requires a valid Bearer token',
    });
  });
});

describe('password recovery', () => {
  test('known and unknown addresses get the same answer; only the known one gets a link', async () => {
    await signedUpAndConfirmed('oubli@exemple.fr');
    const known = await stack.visitorClient().auth.resetPasswordForEmail('oubli@exemple.fr', {
      redirectTo: `${SITE}/espace-apprenant/nouveau-mot-de-passe/`,
    });
    const unknown = await stack.visitorClient().auth.resetPasswordForEmail('personne@exemple.fr', {
      redirectTo: `${SITE}/espace-apprenant/nouveau-mot-de-passe/`,
    });
    expect(known).toEqual(unknown);
    expect(known.error).toBeNull();
    expect(stack.auth.lastMail('personne@exemple.fr', 'recovery')).toBeUndefined();
    const { location, fragment } = await followLink(
      stack.auth.lastMail('oubli@exemple.fr', 'recovery')!.link,
    );
    expect(location.pathname).toBe('/espace-apprenant/nouveau-mot-de-passe/');
    expect(fragment.get('type')).toBe('recovery');
    const client = stack.visitorClient();
    await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect((await client.auth.updateUser({ password: OTHER_STRONG })).error).toBeNull();
    expect(
      (
        await stack
          .visitorClient()
          .auth.signInWithPassword({ email: 'oubli@exemple.fr', password: OTHER_STRONG })
      ).error,
    ).toBeNull();
  });

  test('a redirect outside the allow-list falls back to the Site URL', async () => {
    await signedUpAndConfirmed('detour@exemple.fr');
    await stack.visitorClient().auth.resetPasswordForEmail('detour@exemple.fr', {
      redirectTo: 'https://pirate.example/vol',
    });
    const { location } = await followLink(
      stack.auth.lastMail('detour@exemple.fr', 'recovery')!.link,
    );
    expect(location.origin).toBe(SITE);
  });
});
