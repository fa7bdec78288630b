// Ships to browsers. Supabase Auth for the learner space (docs/product.md §3, §4, §7; docs/security.md §3c, §5.4):
// e-mail + password accounts with confirmation. Every function answers a DbResult, never throws;
// islands see an AuthSession of their own, not supabase-js types.
import type { EmailOtpType, Session } from '@supabase/supabase-js';
import { getClient, withClient } from './client';
import { authResult } from './errors';
import type { DbData, DbResult } from './result';

/** What the site knows of a signed-in learner. */
export interface AuthSession {
  userId: string;
  email: string;
  /** When the access token expires (seconds since the epoch); supabase-js refreshes it before. */
  expiresAt: number;
}

/** How the current session changed: SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, PASSWORD_RECOVERY… */
export type AuthChange = (event: string, session: AuthSession | null) => void;

function toAuthSession(session: Session | null): AuthSession | null {
  if (!session) return null;
  return {
    userId: session.user.id,
    email: session.user.email ?? '',
    expiresAt: session.expires_at ?? 0,
  };
}

/**
 * The current session (a link's session in the URL fragment is taken in first), or null.
 * `unavailable` without Supabase.
 */
export function readSession(): Promise<DbData<AuthSession | null>> {
  return withClient(async (client): Promise<DbData<AuthSession | null>> => {
    const { data, error } = await client.auth.getSession();
    if (!error) return { ok: true, data: toAuthSession(data.session) };
    const failure = authResult(error);
    return failure.ok ? { ok: true, data: null } : failure;
  });
}

/** Calls `listener` on every change of session; returns the function that stops listening. */
export async function watchSession(listener: AuthChange): Promise<() => void> {
  const client = await getClient();
  if (!client) return () => undefined;
  const { data } = client.auth.onAuthStateChange((event, session) =>
    listener(event, toAuthSession(session)),
  );
  return () => data.subscription.unsubscribe();
}

/** Signs in with e-mail and password. */
export function signIn(email: string, password: string): Promise<DbResult> {
  return withClient(async (client) =>
    authResult(
      (await client.auth.signInWithPassword({ email: normalizeEmail(email), password })).error,
    ),
  );
}

/**
 * Creates an account; Auth e-mails a confirmation link back to `redirectTo`. With "Confirm email" on,
 * the answer is the same whether the address already has an account or not (no session either way).
 */
export function signUp(email: string, password: string, redirectTo: string): Promise<DbResult> {
  return withClient(async (client) =>
    authResult(
      (
        await client.auth.signUp({
          email: normalizeEmail(email),
          password,
          options: { emailRedirectTo: redirectTo },
        })
      ).error,
    ),
  );
}

/** Ends the session on this device and on the server. */
export function signOut(): Promise<DbResult> {
  return withClient(async (client) =>
    authResult((await client.auth.signOut({ scope: 'local' })).error),
  );
}

/** E-mails a password-reset link back to `redirectTo`; the same answer for an unknown address. */
export function requestPasswordReset(email: string, redirectTo: string): Promise<DbResult> {
  return withClient(async (client) =>
    authResult(
      (await client.auth.resetPasswordForEmail(normalizeEmail(email), { redirectTo })).error,
    ),
  );
}

/**
 * Sets a new password for the signed-in learner (also the end of a recovery link). From a session older
 * than 24 hours Auth answers 'reauthentication-needed' until `nonce` is the e-mailed code.
 */
export function updatePassword(password: string, nonce?: string): Promise<DbResult> {
  return withClient(async (client) =>
    authResult((await client.auth.updateUser(nonce ? { password, nonce } : { password })).error),
  );
}

/** E-mails the signed-in learner the code a password change from an old session needs. */
export function requestReauthentication(): Promise<DbResult> {
  return withClient(async (client) => authResult((await client.auth.reauthenticate()).error));
}

/** The kinds of e-mailed link the site verifies (supabase/templates/, type= of each link). */
export type EmailLinkType = Extract<EmailOtpType, 'email' | 'recovery' | 'invite' | 'email_change'>;

/** Uses an e-mailed link's token_hash: the learner pressed the button of the page it opened. Signs them in. */
export function verifyEmailLink(tokenHash: string, type: EmailLinkType): Promise<DbResult> {
  return withClient(async (client) =>
    authResult((await client.auth.verifyOtp({ token_hash: tokenHash, type })).error),
  );
}

/** Uses the 6-digit code of the same e-mail, typed with the address; a wrong or old code is 'code-invalid'. */
export function verifyEmailCode(
  email: string,
  code: string,
  type: EmailLinkType,
): Promise<DbResult> {
  return withClient(async (client): Promise<DbResult> => {
    const result = authResult(
      (await client.auth.verifyOtp({ email: normalizeEmail(email), token: code.trim(), type }))
        .error,
    );
    // Auth says otp_expired for a code typed wrong as for one too old: either way, the code failed.
    return !result.ok && result.reason === 'link-expired'
      ? { ok: false, reason: 'code-invalid' }
      : result;
  });
}

/** docs/security.md §5.4 L5: trim and lower-case, as Auth compares addresses. */
function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
