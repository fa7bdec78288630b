// Edge Function sync-catalogue (Deno), run hourly by the schedule (cron.job 'catalogue-sync'): reads
// the site's own /catalogue.json (catalogueOf() of the content, written by every build), checks its
// shape, and copies it into public.trainings and public.training_sessions with sync_catalogue (the
// secret key): a training or session the site no longer lists is withdrawn, never deleted. 200 with the
// counts; 502 when the site does not answer or answers something else than the catalogue. Secrets:
// docs/operations.md (SITE_URL: the public site's origin).
import { createClient } from 'npm:@supabase/supabase-js@^2.109.0';
import { json, refuse } from '../_shared/http.ts';

/** How long the site may take to answer. */
const FETCH_TIMEOUT_MS = 10_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Z0-9]{1,20}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const KEY = /^[a-z0-9]+-\d{4}-\d{2}-\d{2}-[a-z]+$/;

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isDay = (value: unknown) => typeof value === 'string' && DAY.test(value);

/** Why the JSON is not a catalogue of version 1 (the first problem found), or null. */
export function catalogueProblem(catalogue: unknown): string | null {
  const root = catalogue as { version?: unknown; trainings?: unknown } | null;
  if (typeof root !== 'object' || root === null) return 'not an object';
  if (root.version !== 1) return `version ${JSON.stringify(root.version)} (expected 1)`;
  if (!Array.isArray(root.trainings)) return 'trainings is not an array';
  for (const [index, item] of root.trainings.entries()) {
    const training = item as Record<string, unknown> | null;
    const at = `trainings[${index}]`;
    if (typeof training !== 'object' || training === null) return `${at} is not an object`;
    if (typeof training.code !== 'string' || !CODE.test(training.code)) return `${at}.code`;
    if (typeof training.slug !== 'string' || !SLUG.test(training.slug)) return `${at}.slug`;
    if (!isText(training.title)) return `${at}.title`;
    if (!Array.isArray(training.sessions)) return `${at}.sessions`;
    for (const [position, entry] of training.sessions.entries()) {
      const session = entry as Record<string, unknown> | null;
      const where = `${at}.sessions[${position}]`;
      if (typeof session !== 'object' || session === null) return `${where} is not an object`;
      if (
        typeof session.key !== 'string' ||
        !KEY.test(session.key) ||
        !session.key.startsWith(`${training.code.toLowerCase()}-`)
      )
        return `${where}.key`;
      for (const field of ['start', 'end', 'registrationDeadline'])
        if (!isDay(session[field])) return `${where}.${field}`;
      if (!isText(session.format)) return `${where}.format`;
      if (!isText(session.venue)) return `${where}.venue`;
      if (
        session.seatsLeft !== null &&
        !(Number.isInteger(session.seatsLeft) && (session.seatsLeft as number) >= 0)
      )
        return `${where}.seatsLeft`;
      if (session.seatsCountedOn !== null && !isDay(session.seatsCountedOn))
        return `${where}.seatsCountedOn`;
    }
  }
  return null;
}

async function handle(request: Request): Promise<Response> {
  const refusal = await refuse(request, ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SITE_URL']);
  if (refusal) return refusal;
  const source = new URL('/catalogue.json', Deno.env.get('SITE_URL')).href;

  let catalogue: unknown;
  try {
    const answer = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!answer.ok) {
      await answer.body?.cancel();
      return json(502, { error: `site: ${source} answered ${answer.status}` });
    }
    catalogue = await answer.json();
  } catch (error) {
    return json(502, { error: `site: ${source}: ${(error as Error).message}` });
  }
  const problem = catalogueProblem(catalogue);
  if (problem) return json(502, { error: `catalogue: ${problem}` });

  const db = createClient(
    Deno.env.get('SUPABASE_URL') ?? '',
    Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    { auth: { persistSession: false, autoRefreshToken: false } },
  );
  const synced = await db.rpc('sync_catalogue', { catalogue });
  if (synced.error) return json(500, { error: `sync_catalogue: ${synced.error.message}` });
  return json(200, { counts: synced.data });
}

Deno.serve(handle);
