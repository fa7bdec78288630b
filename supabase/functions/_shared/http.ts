// What every staff Edge Function shares: the JSON answer, the shared-secret check (the webhook and the
// schedule send `Authorization: Bearer <STAFF_FUNCTIONS_SECRET>`, read from Vault), the required secrets.

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** The names among `names` that have no value in the function's environment (its secrets). */
export function missingSecrets(names: readonly string[]): string[] {
  return names.filter((name) => !Deno.env.get(name));
}

/** Compares the bearer with the shared secret through their digests (no early exit on a prefix). */
export async function authorised(request: Request, secret: string): Promise<boolean> {
  const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  const digest = async (value: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
  const [a, b] = await Promise.all([digest(bearer), digest(secret)]);
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return bearer !== '' && secret !== '' && difference === 0;
}

/**
 * Refuses what is not an authorised POST: a missing secret (500, naming it), another method (405),
 * a wrong or absent bearer (401). Null when the call may proceed.
 */
export async function refuse(request: Request, required: readonly string[]) {
  const missing = missingSecrets(['STAFF_FUNCTIONS_SECRET', ...required]);
  if (missing.length) return json(500, { error: `missing secrets: ${missing.join(', ')}` });
  if (request.method !== 'POST') return json(405, { error: 'POST only' });
  if (!(await authorised(request, Deno.env.get('STAFF_FUNCTIONS_SECRET') ?? '')))
    return json(401, { error: 'unauthorised' });
  return null;
}
