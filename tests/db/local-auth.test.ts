// The local Auth of local/supabase/auth.ts, driven by supabase-js as the site drives it: every
// answer must be what supabase-js parses from the hosted Supabase Auth (sessions, AuthApiError codes
// and statuses, weak-password reasons, the e-mails of supabase/templates/ and their links, the rate
// limits and the refresh-token reuse rules of docs/testing.md, Local Auth).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeJwt } from 'jose';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { readAuthSettings } from '../../local/supabase/auth';

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

/** The token_hash of the link of the newest e-mail of that kind to that address (the site's page reads it). */
function tokenHashOf(email: string, type: 'signup' | 'recovery') {
  const link = new URL(stack.auth.lastMail(email, type)!.link!);
  return link.searchParams.get('token_hash')!;
}

/** Auth's own verify link ({{ .ConfirmationURL }}), which the templates do not use but Auth still serves. */
function authVerifyLink(tokenHash: string, type: string, redirectTo: string) {
  return `${stack.url}/auth/v1/verify?${new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo })}`;
}

async function signedUpAndConfirmed(email: string, password = STRONG) {
  const client = stack.visitorClient();
  const { error } = await client.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${SITE}/espace-apprenant/` },
  });
  expect(error).toBeNull();
  const confirmed = await stack
    .visitorClient()
    .auth.verifyOtp({ token_hash: tokenHashOf(email, 'signup'), type: 'email' });
  expect(confirmed.error).toBeNull();
  return client;
}

describe('sign-up with e-mail confirmation', () => {
  test('a new address gets a user without a session and a confirmation link back to the site', async () => {
    const { data, error } = await stack.visitorClient().auth.signUp({
      email: 'Nouvelle.Apprenante@Exemple.fr',
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
      new RegExp(`^${SITE}/espace-apprenant/verification/\\?type=email&token_hash=[0-9a-f]{56}$`),
    );
    const { rows } = await stack.sql.query(
      'select encrypted_password from auth.users where email = $1',
      ['nouvelle.apprenante@exemple.fr'],
    );
    expect(rows[0].encrypted_password).toMatch(/^\$2[ab]\$10\$/);
  });

  test('the e-mail is the French template of supabase/templates/, with the page link, the 6-digit code and its lifetime', async () => {
    await stack.visitorClient().auth.signUp({ email: 'gabarit@exemple.fr', password: STRONG });
    const mail = stack.auth.lastMail('gabarit@exemple.fr', 'signup')!;
    const settings = readAuthSettings();
    expect(mail.subject).toBe(settings.templates.confirmation.subject);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail – Horizon Compétences');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.html).not.toContain('{{');
    expect(mail.html).toContain(`<strong>${mail.code}</strong>`);
    expect(mail.text).toContain('Confirmer mon adresse');
    expect(mail.text).toContain(mail.link);
    expect(mail.text).toContain(
      `sur la page ${SITE}/espace-apprenant/verification/?type=email\u00a0: ${mail.code}`,
    );
    expect(mail.text).toContain('Ce lien et ce code sont valables 1\u00a0heure');
    expect(mail.text).toContain('contact@horizon-competences.example');
  });

  test('the link’s token_hash confirms the address and opens a session, once', async () => {
    await stack.visitorClient().auth.signUp({ email: 'hash@exemple.fr', password: STRONG });
    const tokenHash = tokenHashOf('hash@exemple.fr', 'signup');
    const { data, error } = await stack
      .visitorClient()
      .auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('hash@exemple.fr');
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const again = await stack
      .visitorClient()
      .auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  test('the 6-digit code with the address does the same; a wrong code is refused', async () => {
    await stack.visitorClient().auth.signUp({ email: 'code@exemple.fr', password: STRONG });
    const { code } = stack.auth.lastMail('code@exemple.fr', 'signup')!;
    const wrong = await stack.visitorClient().auth.verifyOtp({
      email: 'code@exemple.fr',
      token: code === '000000' ? '111111' : '000000',
      type: 'email',
    });
    expect(wrong.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const { data, error } = await stack
      .visitorClient()
      .auth.verifyOtp({ email: 'code@exemple.fr', token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('code@exemple.fr');
  });

  test('a link older than otp_expiry of supabase/config.toml (3600 s) no longer works', async () => {
    expect(readAuthSettings().otpExpirySeconds).toBe(3600);
    await stack.visitorClient().auth.signUp({ email: 'vieux@exemple.fr', password: STRONG });
    await stack.sql.query(
      "update auth.users set confirmation_sent_at = now() - interval '3601 seconds' where email = $1",
      ['vieux@exemple.fr'],
    );
    const { error } = await stack
      .visitorClient()
      .auth.verifyOtp({ token_hash: tokenHashOf('vieux@exemple.fr', 'signup'), type: 'email' });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  test('Auth’s own verify link still confirms and redirects to the page asked for', async () => {
    await stack.visitorClient().auth.signUp({
      email: 'lien@exemple.fr',
      password: STRONG,
      options: { emailRedirectTo: `${SITE}/dashboard-apprenant/` },
    });
    const link = authVerifyLink(
      tokenHashOf('lien@exemple.fr', 'signup'),
      'signup',
      `${SITE}/dashboard-apprenant/`,
    );
    const { location, fragment } = await followLink(link);
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
    const again = await followLink(link);
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

  test('a malformed address is refused with validation_failed, on sign-up and recovery', async () => {
    for (const email of ['pas-une-adresse', 'josé@exemple.fr', ' espace@exemple.fr']) {
      const signUp = await stack.visitorClient().auth.signUp({ email, password: STRONG });
      expect(signUp.error, email).toMatchObject({
        name: 'AuthApiError',
        status: 400,
        code: 'validation_failed',
        message: 'Unable to validate email address: invalid format',
      });
    }
    const recover = await stack.visitorClient().auth.resetPasswordForEmail('pas-une-adresse');
    expect(recover.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  test('passwords are counted in UTF-8 bytes: 40 accented characters are too long, 8 can be long enough', async () => {
    const accented = 'éèàçùâêîôûëïüœæ'.repeat(3).slice(0, 36) + 'Aa1!';
    expect(accented).toHaveLength(40);
    expect(Buffer.byteLength(accented)).toBeGreaterThan(72);
    const long = await stack
      .visitorClient()
      .auth.signUp({ email: 'accents@exemple.fr', password: accented });
    expect(long.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
    // 8 characters, 12 bytes: long enough for Auth, which counts bytes.
    const short = await stack
      .visitorClient()
      .auth.signUp({ email: 'octets@exemple.fr', password: 'ééééaA1!' });
    expect(short.error).toBeNull();
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

  test('a duplicated refresh (the parent of the active token) gets the active session: the learner stays signed in', async () => {
    await signedUpAndConfirmed('rotation@exemple.fr');
    const client = stack.visitorClient();
    const { data } = await client.auth.signInWithPassword({
      email: 'rotation@exemple.fr',
      password: STRONG,
    });
    const first = data.session!.refresh_token;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!.refresh_token;
    expect(second).not.toBe(first);
    // A second tab, or an answer lost on the way, sends the first token again.
    const duplicate = await stack.visitorClient().auth.refreshSession({ refresh_token: first });
    expect(duplicate.error).toBeNull();
    expect(duplicate.data.session?.refresh_token).toBe(second);
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await client.auth.refreshSession()).error).toBeNull();
  });

  test('a rotated token is accepted within refresh_token_reuse_interval, refused after it, and the session stays', async () => {
    expect(readAuthSettings().refreshTokenReuseSeconds).toBe(10);
    await signedUpAndConfirmed('reutilise@exemple.fr');
    const client = stack.visitorClient();
    const { data } = await client.auth.signInWithPassword({
      email: 'reutilise@exemple.fr',
      password: STRONG,
    });
    const first = data.session!.refresh_token;
    const second = (await client.auth.refreshSession()).data.session!.refresh_token;
    await client.auth.refreshSession();
    // The grandparent of the active token, within the interval: a new token of the same session.
    const within = await stack.visitorClient().auth.refreshSession({ refresh_token: first });
    expect(within.error).toBeNull();
    expect(within.data.session?.refresh_token).not.toBe(first);
    // Eleven seconds after its rotation (the row's clock moved back), reusing a token revokes the family.
    await stack.sql.query(
      "update auth.refresh_tokens set updated_at = updated_at - interval '11 seconds' where token = $1",
      [second],
    );
    const after = await stack.visitorClient().auth.refreshSession({ refresh_token: second });
    expect(after.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const { rowCount } = await stack.sql.query('select 1 from auth.sessions where id = $1', [
      decodeJwt(data.session!.access_token).session_id,
    ]);
    expect(rowCount).toBe(1);
  });

  test('30 sign-ins per 5 minutes from one address, then 429 over_request_rate_limit; another address still signs in', async () => {
    await signedUpAndConfirmed('limite@exemple.fr');
    const ip = '10.99.0.1';
    const attempts = [];
    for (let index = 0; index < 31; index += 1)
      attempts.push(
        (
          await stack
            .visitorClient(ip)
            .auth.signInWithPassword({ email: 'limite@exemple.fr', password: OTHER_STRONG })
        ).error,
      );
    expect(attempts.slice(0, 30).every((error) => error?.code === 'invalid_credentials')).toBe(
      true,
    );
    expect(attempts[30]).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    const other = await stack
      .visitorClient('10.99.0.2')
      .auth.signInWithPassword({ email: 'limite@exemple.fr', password: STRONG });
    expect(other.error).toBeNull();
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
  test('known and unknown addresses get the same answer; only the known one gets an e-mail, whose link sets a new password', async () => {
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
    const mail = stack.auth.lastMail('oubli@exemple.fr', 'recovery')!;
    expect(mail.subject).toBe('Choisissez un nouveau mot de passe – Horizon Compétences');
    expect(mail.link).toMatch(`${SITE}/espace-apprenant/verification/?type=recovery&token_hash=`);
    const client = stack.visitorClient();
    const verified = await client.auth.verifyOtp({
      token_hash: tokenHashOf('oubli@exemple.fr', 'recovery'),
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect((await client.auth.updateUser({ password: OTHER_STRONG })).error).toBeNull();
    expect(
      (
        await stack
          .visitorClient()
          .auth.signInWithPassword({ email: 'oubli@exemple.fr', password: OTHER_STRONG })
      ).error,
    ).toBeNull();
  });

  test('a second request within max_frequency (60 s) is 429 with the seconds to wait, and the first link still works', async () => {
    await signedUpAndConfirmed('deux-fois@exemple.fr');
    const client = stack.visitorClient();
    expect((await client.auth.resetPasswordForEmail('deux-fois@exemple.fr')).error).toBeNull();
    const first = stack.auth.lastMail('deux-fois@exemple.fr', 'recovery')!;
    const second = await client.auth.resetPasswordForEmail('deux-fois@exemple.fr');
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const seconds = Number(/after (\d+) seconds/.exec(second.error!.message)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(55);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(stack.auth.lastMail('deux-fois@exemple.fr', 'recovery')).toBe(first);
    const { error } = await stack.visitorClient().auth.verifyOtp({
      token_hash: new URL(first.link!).searchParams.get('token_hash')!,
      type: 'recovery',
    });
    expect(error).toBeNull();
  });

  test('Auth’s own verify link with a redirect outside the allow-list falls back to the Site URL', async () => {
    await signedUpAndConfirmed('detour@exemple.fr');
    await stack.visitorClient().auth.resetPasswordForEmail('detour@exemple.fr', {
      redirectTo: 'https://pirate.example/vol',
    });
    const { location } = await followLink(
      authVerifyLink(
        tokenHashOf('detour@exemple.fr', 'recovery'),
        'recovery',
        'https://pirate.example/vol',
      ),
    );
    expect(location.origin).toBe(SITE);
  });
});

describe('password change with secure_password_change', () => {
  /** A learner signed in, whose session was made `hours` ago. */
  async function sessionMadeHoursAgo(email: string, hours: number) {
    await signedUpAndConfirmed(email);
    const client = stack.visitorClient();
    const { data } = await client.auth.signInWithPassword({ email, password: STRONG });
    await stack.sql.query(
      'update auth.sessions set created_at = now() - make_interval(hours => $2) where id = $1',
      [decodeJwt(data.session!.access_token).session_id, hours],
    );
    return client;
  }

  test('from a session of 25 hours: reauthentication_needed, then the e-mailed code (once) lets it through', async () => {
    const client = await sessionMadeHoursAgo('securite@exemple.fr', 25);
    expect((await client.auth.updateUser({ password: OTHER_STRONG })).error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
    });
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = stack.auth.lastMail('securite@exemple.fr', 'reauthentication')!;
    expect(mail.subject).toBe('Votre code de sécurité – Horizon Compétences');
    expect(mail.link).toBeUndefined();
    expect(mail.text).toContain(`Votre code\u00a0: ${mail.code}`);
    expect(mail.text).toContain('Ce code est valable 1\u00a0heure');
    // A second code within the minute is refused, with the wait.
    expect((await client.auth.reauthenticate()).error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
    });
    const wrong = mail.code === '000000' ? '111111' : '000000';
    expect(
      (await client.auth.updateUser({ password: OTHER_STRONG, nonce: wrong })).error,
    ).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    expect(
      (await client.auth.updateUser({ password: OTHER_STRONG, nonce: mail.code })).error,
    ).toBeNull();
    expect(
      (await client.auth.updateUser({ password: STRONG, nonce: mail.code })).error,
    ).toMatchObject({ code: 'reauthentication_not_valid' });
    expect(
      (
        await stack
          .visitorClient()
          .auth.signInWithPassword({ email: 'securite@exemple.fr', password: OTHER_STRONG })
      ).error,
    ).toBeNull();
  });

  test('from a session of 23 hours no code is asked', async () => {
    const client = await sessionMadeHoursAgo('recente@exemple.fr', 23);
    expect((await client.auth.updateUser({ password: OTHER_STRONG })).error).toBeNull();
  });
});

// Last: it spends the stack's hourly e-mail budget, after which no other test could send one.
describe('the project’s hourly e-mail budget ([auth.rate_limit] email_sent)', () => {
  test('once spent, sign-up and recovery are 429 over_email_send_rate_limit without the seconds, and nothing is created', async () => {
    const budget = readAuthSettings().emailsPerHour;
    expect(budget).toBeGreaterThanOrEqual(30);
    const sent = stack.auth.mailbox.length;
    const { rows } = await stack.sql.query<{ email: string }>(
      `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, created_at, updated_at)
       select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
         'cohorte' || n || '@exemple.fr', now(), now(), now()
       from generate_series(1, $1) as n returning email`,
      [budget],
    );
    const answers = [];
    for (const { email } of rows)
      answers.push((await stack.visitorClient().auth.resetPasswordForEmail(email)).error);
    const refused = answers.findIndex((error) => error !== null);
    expect(sent + refused).toBe(budget);
    expect(answers[refused]).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'email rate limit exceeded',
    });
    const signUp = await stack
      .visitorClient()
      .auth.signUp({ email: 'en-trop@exemple.fr', password: STRONG });
    expect(signUp.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const { rowCount } = await stack.sql.query('select 1 from auth.users where email = $1', [
      'en-trop@exemple.fr',
    ]);
    expect(rowCount).toBe(0);
  });
});
