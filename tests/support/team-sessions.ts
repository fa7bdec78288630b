// Signed-in people of the team space's tests, minted the way Auth signs access tokens (db-stack's
// secret): a real auth.users row, a live auth.sessions row, and a JWT with its app_metadata,
// user_metadata, aal, amr and session_id. The TOTP dance itself is local/supabase/auth.ts's (part A);
// the database and the functions only ever see these claims.
import { randomUUID } from 'node:crypto';
import { apiClient, type DbStack } from '../../local/supabase/db-stack';
import type { DbClient } from '../../src/db/client';

/** Who calls: the cells of the rights matrix. */
export type Persona =
  | 'anon'
  | 'learner'
  | 'forged_learner'
  | 'staff_aal1'
  | 'staff_aal2'
  | 'trainer_aal1'
  | 'trainer_aal2';

export interface Session {
  id: string | null;
  email: string | null;
  /** The bearer a browser would send (the publishable key for anon). */
  token: string;
  client: DbClient;
}

const SETUP: Record<
  Exclude<Persona, 'anon'>,
  { role: string | null; aal: 'aal1' | 'aal2'; userRole?: string }
> = {
  learner: { role: null, aal: 'aal1' },
  // A learner who wrote `role: 'staff'` into their own user_metadata (supabase.auth.updateUser) and
  // claims aal2 there too: neither is app_metadata nor the session's real level.
  forged_learner: { role: null, aal: 'aal1', userRole: 'staff' },
  staff_aal1: { role: 'staff', aal: 'aal1' },
  staff_aal2: { role: 'staff', aal: 'aal2' },
  trainer_aal1: { role: 'trainer', aal: 'aal1' },
  trainer_aal2: { role: 'trainer', aal: 'aal2' },
};

/** Creates the account (as Auth or `team:invite` would) and a live session; returns its client. */
export async function signIn(stack: DbStack, persona: Persona): Promise<Session> {
  if (persona === 'anon')
    return { id: null, email: null, token: stack.anonKey, client: stack.client('anon') };
  const { role, aal, userRole } = SETUP[persona];
  const id = randomUUID();
  const email = `${persona.replace('_', '-')}.${id.slice(0, 8)}@exemple.fr`;
  const appMetadata = { provider: 'email', providers: ['email'], ...(role ? { role } : {}) };
  const userMetadata = userRole ? { role: userRole, aal: 'aal2' } : {};
  await stack.sql.query(
    `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data,
       raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, now(), $3, $4, now(), now())`,
    [id, email, appMetadata, userMetadata],
  );
  const sessionId = randomUUID();
  await stack.sql.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, id]);
  const now = Math.floor(Date.now() / 1000);
  const token = await stack.signToken({
    aud: 'authenticated',
    role: 'authenticated',
    sub: id,
    email,
    phone: '',
    app_metadata: appMetadata,
    user_metadata: userMetadata,
    aal,
    amr: [
      { method: 'password', timestamp: now },
      ...(aal === 'aal2' ? [{ method: 'totp', timestamp: now }] : []),
    ],
    session_id: sessionId,
    is_anonymous: false,
  });
  return { id, email, token, client: apiClient(stack.url, stack.anonKey, token) };
}

/**
 * POSTs JSON to an Edge Function of the functions stack as the team space's browser does: the project's
 * public key as `apikey`, the session's token (or none) as the bearer.
 */
export function callFunction(
  stack: { functionsUrl: string; db: Pick<DbStack, 'anonKey'> },
  name: string,
  token: string | null,
  body: unknown = {},
): Promise<Response> {
  return fetch(`${stack.functionsUrl}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: stack.db.anonKey,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}
