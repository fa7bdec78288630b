// Ships to browsers. Supabase Auth for the learner space (docs/product.md §3, §4, §7; docs/security.md §3c, §5.4):
// e-mail + password accounts with confirmation. Every function answers a DbResult, never throws;
// islands see an AuthSession of their own, not supabase-js types.
import type { Session } from '@supabase/supabase-js';
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

/** Sets a new password for the signed-in learner (also the end of a recovery link). */
export function updatePassword(password: string): Promise<DbResult> {
  return withClient(async (client) =>
    authResult((await client.auth.updateUser({ password })).error),
  );
}

/** docs/security.md §5.4 L5: trim and lower-case, as Auth compares addresses. */
function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
