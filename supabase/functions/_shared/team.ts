// What the team's Edge Functions share: the browser calls them with the staff member's own session, so
// they answer CORS, verify that session with the Auth server and require staff at aal2, read from the
// verified token's claims and confirmed by the account's current app_metadata (never user_metadata).
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@^2.109.0';
import { missingSecrets } from './http.ts';

/** The browser's site is another origin; the bearer token, never a cookie, carries the right. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, apikey, x-client-info, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

/** A JSON answer the browser may read; errors are `{ "error": "…" }` in French. */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8' },
  });
}

/** The staff member a call comes from, as the audit names them. */
export interface StaffCaller {
  id: string;
  email: string | null;
}

/** The client with the secret key: verifies sessions, writes the audit, administers accounts. */
export function adminClient(): SupabaseClient {
  return createClient(
    Deno.env.get('SUPABASE_URL') ?? '',
    Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    { auth: { persistSession: false, autoRefreshToken: false } },
  );
}

/** The claims of a JWT the Auth server has just accepted (its signature and session are checked there). */
function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  const text = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(text, (char) => char.charCodeAt(0))));
}

/**
 * The preflight (204), another method (405), a missing secret (500), no or a dead session (401), or a
 * caller who is not staff at aal2 (403) as a Response; otherwise the verified staff member.
 */
export async function staffCaller(
  request: Request,
  admin: () => SupabaseClient,
): Promise<StaffCaller | Response> {
  if (request.method === 'OPTIONS')
    return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (request.method !== 'POST') return answer(405, { error: 'Méthode non prise en charge.' });
  const missing = missingSecrets(['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY']);
  if (missing.length)
    return answer(500, { error: `Secrets manquants\u00a0: ${missing.join(', ')}.` });
  const jwt = /^Bearer (\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!jwt) return answer(401, { error: 'Connectez-vous à l’espace de l’équipe.' });
  // getUser asks the Auth server, which checks the signature, the expiry and that the session is alive.
  const { data, error } = await admin().auth.getUser(jwt);
  if (error || !data.user)
    return answer(401, { error: 'Votre session a expiré\u00a0: reconnectez-vous.' });
  let claims: Record<string, unknown>;
  try {
    claims = claimsOf(jwt);
  } catch {
    return answer(401, { error: 'Votre session a expiré\u00a0: reconnectez-vous.' });
  }
  const tokenRole = (claims.app_metadata as { role?: unknown } | undefined)?.role;
  const isStaff =
    claims.sub === data.user.id &&
    claims.aal === 'aal2' &&
    tokenRole === 'staff' &&
    data.user.app_metadata?.role === 'staff';
  if (!isStaff)
    return answer(403, {
      error: 'Réservé à l’équipe, après la saisie du code de double authentification.',
    });
  return { id: data.user.id, email: data.user.email ?? null };
}
