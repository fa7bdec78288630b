// The team space's Edge Functions under Deno: team-erase-learner and team-rebuild-site take the staff
// member's own session, verified by the (local) Auth server, and refuse anyone who is not staff at
// aal2, whatever their user_metadata says. The erasure deletes the account through the Auth admin API
// and leaves its audit row; the rebuild posts to the build hook (a local HTTP sink here).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeServer } from '../support/db-fixtures';
import { callFunction, signIn, type Persona, type Session } from '../support/team-sessions';
import { startFunctionsStack, type FunctionsStack } from '../../local/supabase/functions-stack';
import { startEdgeFunction } from '../../local/supabase/edge-function';

let stack: FunctionsStack;
let hook: Awaited<ReturnType<typeof startFakeServer>>;
const sessions = {} as Record<Persona, Session>;
const NOT_STAFF = ['learner', 'forged_learner', 'staff_aal1', 'trainer_aal2'] as const;

beforeAll(async () => {
  hook = await startFakeServer(() => ({ status: 200, body: {} }));
  stack = await startFunctionsStack({ siteBuildHookUrl: `${hook.url}/build_hooks/abc` });
  for (const persona of [...NOT_STAFF, 'staff_aal2'] as const)
    sessions[persona] = await signIn(stack.db, persona);
});
afterAll(async () => {
  await stack?.stop();
  await hook?.close();
});

const call = (name: string, token: string | null, body: unknown = {}) =>
  callFunction(stack, name, token, body);

/** A learner account with a pending request of `kind`, as the learner space files it. */
async function learnerWithRequest(kind: 'deletion' | 'export' = 'deletion', role?: string) {
  const id = randomUUID();
  await stack.db.sql.query(
    `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, '{}', now())`,
    [id, `efface.${id.slice(0, 8)}@exemple.fr`, { provider: 'email', ...(role ? { role } : {}) }],
  );
  await stack.db.sql.query('insert into public.learner_profiles (id, full_name) values ($1, $2)', [
    id,
    'Léa Martin',
  ]);
  const { rows } = await stack.db.sql.query<{ id: string }>(
    'insert into public.privacy_requests (learner_id, kind) values ($1, $2) returning id',
    [id, kind],
  );
  return { learner: id, request: rows[0]!.id };
}

async function accountExists(id: string) {
  const { rowCount } = await stack.db.sql.query('select 1 from auth.users where id = $1', [id]);
  return rowCount === 1;
}

async function audit(action: string) {
  const { rows } = await stack.db.sql.query(
    'select actor_id, actor_email, table_name, row_id, before, after from public.team_audit where action = $1 order by id',
    [action],
  );
  return rows;
}

describe.each(['team-erase-learner', 'team-rebuild-site'])('%s', (name) => {
  test('answers the browser’s preflight', async () => {
    const preflight = await fetch(`${stack.functionsUrl}/${name}`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  test('refuses a call without a session (401), or with a signed-out one', async () => {
    const missing = await call(name, null);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: 'Connectez-vous à l’espace de l’équipe.' });
    const forged = await call(name, `${sessions.staff_aal2.token}x`);
    expect(forged.status).toBe(401);
    const gone = await signIn(stack.db, 'staff_aal2');
    await stack.db.sql.query('delete from auth.sessions where user_id = $1', [gone.id]);
    const signedOut = await call(name, gone.token);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({
      error: 'Votre session a expiré\u00a0: reconnectez-vous.',
    });
  });

  test.each(NOT_STAFF)('refuses %s (403) and does nothing', async (persona) => {
    const target = await learnerWithRequest();
    const hooks = hook.requests.length;
    const answer = await call(name, sessions[persona].token, {
      learner_id: target.learner,
      privacy_request_id: target.request,
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      error: 'Réservé à l’équipe, après la saisie du code de double authentification.',
    });
    expect(await accountExists(target.learner)).toBe(true);
    expect(hook.requests.length).toBe(hooks);
  });

  test('refuses staff whose role was removed since the token was issued', async () => {
    const demoted = await signIn(stack.db, 'staff_aal2');
    await stack.db.sql.query(
      "update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' where id = $1",
      [demoted.id],
    );
    expect((await call(name, demoted.token)).status).toBe(403);
  });
});

describe('team-erase-learner', () => {
  test('erases the account and its rows; the audit row stays, naming the staff member and the request', async () => {
    const { learner, request } = await learnerWithRequest();
    const answer = await call('team-erase-learner', sessions.staff_aal2.token, {
      learner_id: learner,
      privacy_request_id: request,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ erased: true, documentsRemoved: 0 });
    expect(await accountExists(learner)).toBe(false);
    for (const [table, column] of [
      ['learner_profiles', 'id'],
      ['privacy_requests', 'learner_id'],
    ] as const) {
      const { rowCount } = await stack.db.sql.query(
        `select 1 from public.${table} where ${column} = $1`,
        [learner],
      );
      expect(rowCount, table).toBe(0);
    }
    const rows = (await audit('learner.erase')).filter((row) => row.row_id === learner);
    expect(rows).toEqual([
      {
        actor_id: sessions.staff_aal2.id,
        actor_email: sessions.staff_aal2.email,
        table_name: 'auth.users',
        row_id: learner,
        before: { privacy_request_id: request, requested_at: expect.any(String) },
        after: null,
      },
    ]);
    // Nothing personal outlives the account in the audit.
    expect(JSON.stringify(rows)).not.toContain('Léa');
    expect(JSON.stringify(rows)).not.toContain('efface.');
  });

  test.each([
    ['a team member', async () => learnerWithRequest('deletion', 'staff')],
    ['a trainer', async () => learnerWithRequest('deletion', 'trainer')],
  ])('refuses to erase %s (409)', async (_label, make) => {
    const { learner, request } = await make();
    const answer = await call('team-erase-learner', sessions.staff_aal2.token, {
      learner_id: learner,
      privacy_request_id: request,
    });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({
      error: 'Ce compte appartient à l’équipe\u00a0: il ne s’efface pas depuis cet espace.',
    });
    expect(await accountExists(learner)).toBe(true);
  });

  test('refuses a request that is not this learner’s pending deletion (409)', async () => {
    const exportRequest = await learnerWithRequest('export');
    const handled = await learnerWithRequest('deletion');
    await stack.db.sql.query(
      'update public.privacy_requests set handled_at = now() where id = $1',
      [handled.request],
    );
    const someoneElse = await learnerWithRequest('deletion');
    const cases = [
      { learner_id: exportRequest.learner, privacy_request_id: exportRequest.request },
      { learner_id: handled.learner, privacy_request_id: handled.request },
      { learner_id: someoneElse.learner, privacy_request_id: handled.request },
      { learner_id: randomUUID(), privacy_request_id: someoneElse.request },
    ];
    const audited = (await audit('learner.erase')).length;
    for (const body of cases) {
      const answer = await call('team-erase-learner', sessions.staff_aal2.token, body);
      expect(answer.status).toBe(409);
      expect((await answer.json()).error).toMatch(
        /^Cette demande n’est pas une demande de suppression en attente/,
      );
    }
    for (const target of [exportRequest, handled, someoneElse])
      expect(await accountExists(target.learner)).toBe(true);
    expect((await audit('learner.erase')).length).toBe(audited);
  });

  test('refuses a malformed body (400) in French', async () => {
    for (const body of [{}, { learner_id: 'x', privacy_request_id: randomUUID() }, null]) {
      const answer = await call('team-erase-learner', sessions.staff_aal2.token, body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        error: 'Requête invalide\u00a0: learner_id et privacy_request_id sont attendus.',
      });
    }
  });
});

describe('team-rebuild-site', () => {
  test('posts to the build hook, answers 202 with the time asked, and records it', async () => {
    const before = hook.requests.length;
    const answer = await call('team-rebuild-site', sessions.staff_aal2.token);
    expect(answer.status).toBe(202);
    const { requested_at } = (await answer.json()) as { requested_at: string };
    expect(Math.abs(Date.parse(requested_at) - Date.now())).toBeLessThan(30_000);
    expect(hook.requests.slice(before)).toEqual([
      expect.objectContaining({ method: 'POST', path: '/build_hooks/abc' }),
    ]);
    expect((await audit('site.rebuild')).at(-1)).toEqual({
      actor_id: sessions.staff_aal2.id,
      actor_email: sessions.staff_aal2.email,
      table_name: null,
      row_id: null,
      before: null,
      after: { requested_at },
    });
  });

  test('answers 503 in French when no build hook is configured, after checking the caller', async () => {
    const bare = await startEdgeFunction('team-rebuild-site', {
      SUPABASE_URL: stack.db.url,
      SUPABASE_SERVICE_ROLE_KEY: stack.db.serviceKey,
    });
    try {
      const post = (token: string) =>
        fetch(bare.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        });
      expect((await post(sessions.learner.token)).status).toBe(403);
      const audited = (await audit('site.rebuild')).length;
      const answer = await post(sessions.staff_aal2.token);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({
        error:
          'La publication immédiate n’est pas configurée\u00a0: la page sera à jour après la reconstruction de la nuit.',
      });
      expect((await audit('site.rebuild')).length).toBe(audited);
    } finally {
      await bare.stop();
    }
  });
});
