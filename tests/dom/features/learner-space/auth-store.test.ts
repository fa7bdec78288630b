// The auth store follows what Auth reports after the first check: a sign-in or sign-out in another tab
// (supabase-js shares the session between tabs) replaces session and user on this page too.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, watchSession, type AuthChange } from '~/db/auth';
import { $auth, followAuth, resetAuthForTests } from '~/features/learner-space/auth-store';

vi.mock('~/db/auth', () => ({
  readSession: vi.fn(async () => ({ ok: true, data: null })),
  watchSession: vi.fn(async () => () => undefined),
}));

afterEach(() => resetAuthForTests());

describe('store de session', () => {
  it('une connexion puis une déconnexion signalées par Auth remplacent la session et l’utilisateur', async () => {
    let report: AuthChange = () => undefined;
    vi.mocked(watchSession).mockImplementation(async (listener) => {
      report = listener;
      return () => undefined;
    });
    await followAuth();
    expect(readSession).toHaveBeenCalledOnce();
    expect($auth.get()).toMatchObject({ loading: false, mode: 'supabase', user: null });

    report('SIGNED_IN', { userId: 'u-1', email: 'zoe.ndiaye@exemple.fr', expiresAt: 2e9 });
    expect($auth.get().user).toEqual({ id: 'u-1', email: 'zoe.ndiaye@exemple.fr' });

    report('SIGNED_OUT', null);
    expect($auth.get()).toMatchObject({ user: null, session: null });
  });

  it('session illisible (réseau) : déconnecté, plus en chargement', async () => {
    vi.mocked(readSession).mockResolvedValueOnce({ ok: false, reason: 'network' });
    await followAuth();
    expect($auth.get()).toMatchObject({
      loading: false,
      mode: 'supabase',
      user: null,
      session: null,
    });
  });
});
