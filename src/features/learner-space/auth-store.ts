// Ships to browsers. The authentication context (docs/product.md §3, §4): user, session, and loading, true
// until the first session check completes; afterwards every change Auth reports replaces session
// and user. Shared by the login island and the dashboard; supabase-js loads only when a session may
// exist or the visitor acts.
import { map } from 'nanostores';
import type { AuthSession } from '~/db/auth';
import { hasBackend } from '~/db/client';
import { mightHaveSession } from '~/db/session-hint';

/** The signed-in learner as islands show them. */
export interface AuthUser {
  id: string;
  email: string;
}

/**
 * `mode` says which kind of site this is: 'supabase' with a backend, 'demo' without one (the
 * simulated login of docs/product.md §4, labelled as a demonstration); null until the first check.
 */
export interface AuthState {
  loading: boolean;
  mode: 'supabase' | 'demo' | null;
  user: AuthUser | null;
  session: AuthSession | null;
}

const INITIAL: AuthState = { loading: true, mode: null, user: null, session: null };

export const $auth = map<AuthState>(INITIAL);

let following: Promise<void> | undefined;

function toUser(session: AuthSession | null): AuthUser | null {
  return session ? { id: session.userId, email: session.email } : null;
}

/**
 * The first session check. Without a backend: the demonstration mode. Without any stored session
 * or link in the URL: signed out at once, and supabase-js waits until the visitor acts.
 */
export function startAuth(): Promise<void> {
  if (!hasBackend()) {
    $auth.set({ loading: false, mode: 'demo', user: null, session: null });
    return Promise.resolve();
  }
  if (!following && !mightHaveSession()) {
    $auth.set({ loading: false, mode: 'supabase', user: null, session: null });
    return Promise.resolve();
  }
  return followAuth();
}

/** Loads supabase-js (once), reads the session, then follows every change Auth reports. */
export function followAuth(): Promise<void> {
  following ??= (async () => {
    const { readSession, watchSession } = await import('~/db/auth');
    await watchSession((_event, session) =>
      $auth.set({ loading: false, mode: 'supabase', session, user: toUser(session) }),
    );
    const result = await readSession();
    const session = result.ok ? result.data : null;
    $auth.set({ loading: false, mode: 'supabase', session, user: toUser(session) });
  })();
  return following;
}

/** Test seam: forgets the first check so the next startAuth runs it again. */
export function resetAuthForTests(): void {
  following = undefined;
  $auth.set(INITIAL);
}
