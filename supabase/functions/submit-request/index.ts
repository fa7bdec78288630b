// Edge Function submit-request (Deno): the JavaScript-off path of the registration and quote forms
// (docs/architecture.md, "How data flows"). The browser posts the form itself
// (application/x-www-form-urlencoded); the function builds the row with a fresh id and inserts it
// through PostgREST with the public (anon) key, so every grant, policy, constraint and quota applies as
// for the island; then it answers 303 to one fixed page of SITE_URL saying what happened. It never
// reads a row back and never echoes the input. Secrets: docs/operations.md.
import { createClient } from 'npm:@supabase/supabase-js@^2.109.0';
import { json, missingSecrets } from '../_shared/http.ts';
import {
  OUTCOMES,
  publicKey,
  refusedOutcome,
  rowFromForm,
  storedOutcome,
  type Outcome,
} from './form.ts';

/** The largest form read: twelve long positioning answers and a long comment, percent-encoded. */
export const MAX_BODY_BYTES = 128 * 1024;

const FORM = 'application/x-www-form-urlencoded';

/** The body as text, or null once it passes `max` bytes (read no further). */
async function readCapped(request: Request, max: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export async function handle(request: Request): Promise<Response> {
  if (request.method !== 'POST')
    return new Response(JSON.stringify({ error: 'POST only' }), {
      status: 405,
      headers: { allow: 'POST', 'content-type': 'application/json; charset=utf-8' },
    });
  const key = publicKey((name) => Deno.env.get(name));
  const missing = [
    ...missingSecrets(['SITE_URL', 'SUPABASE_URL']),
    ...(key ? [] : ['SUPABASE_PUBLISHABLE_KEYS or SUPABASE_ANON_KEY']),
  ];
  const site = URL.parse(Deno.env.get('SITE_URL') ?? '');
  // Without the site's address there is no page to send the visitor back to.
  if (!site || !/^https?:$/.test(site.protocol))
    return json(500, { error: 'missing or invalid secret: SITE_URL' });
  // Only the site's origin and a constant path: nothing the visitor sent reaches the Location.
  const back = (outcome: Outcome) =>
    new Response(null, {
      status: 303,
      headers: { location: `${site.origin}${outcome}`, 'cache-control': 'no-store' },
    });
  if (missing.length) {
    console.error(`missing secrets: ${missing.join(', ')}`);
    return back(OUTCOMES.unavailable);
  }

  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== FORM) return back(OUTCOMES.invalid);
  const body = await readCapped(request, MAX_BODY_BYTES).catch(() => null);
  if (body === null) return back(OUTCOMES.invalid);
  const row = rowFromForm(new URLSearchParams(body), crypto.randomUUID());
  if (!row) return back(OUTCOMES.invalid);

  const db = createClient(Deno.env.get('SUPABASE_URL')!, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { error, status } = await db
    .from('contact_requests')
    .insert(row)
    .then(
      (answer) => answer,
      (caught: unknown) => ({ error: { code: '', message: String(caught) }, status: 0 }),
    );
  if (!error) return back(storedOutcome(row));
  const outcome = refusedOutcome(status, error.code ?? '', error.message ?? '');
  // The code only: the message may quote what the visitor typed.
  if (outcome === OUTCOMES.unavailable) console.error(`insert failed: ${status} ${error.code}`);
  return back(outcome);
}

Deno.serve(handle);
