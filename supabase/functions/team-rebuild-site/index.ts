// Edge Function team-rebuild-site (Deno): the team space's « publier maintenant » button. A published
// or withdrawn testimonial reaches the static pages at the next build: nightly, or now when staff ask.
// Checks the caller (staff at aal2), POSTs to the host's build hook (secret SITE_BUILD_HOOK_URL, e.g. a
// Netlify build hook) and records 'site.rebuild' in the audit. Secrets: docs/operations.md.
import { adminClient, answer, staffCaller } from '../_shared/team.ts';

async function handle(request: Request): Promise<Response> {
  const caller = await staffCaller(request, adminClient);
  if (caller instanceof Response) return caller;
  const hook = Deno.env.get('SITE_BUILD_HOOK_URL');
  if (!hook)
    return answer(503, {
      error:
        'La publication immédiate n’est pas configurée\u00a0: la page sera à jour après la reconstruction de la nuit.',
    });

  const requestedAt = new Date().toISOString();
  let status = 0;
  try {
    const sent = await fetch(hook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(10_000),
    });
    status = sent.status;
    await sent.body?.cancel();
  } catch (error) {
    console.error(`build hook: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (status < 200 || status >= 300)
    return answer(502, {
      error: 'L’hébergeur n’a pas accepté la demande de publication\u00a0: réessayez plus tard.',
    });

  const recorded = await adminClient().rpc('staff_record_team_action', {
    actor_id: caller.id,
    actor_email: caller.email,
    action: 'site.rebuild',
    after: { requested_at: requestedAt },
  });
  if (recorded.error) console.error(`audit site.rebuild: ${recorded.error.message}`);
  return answer(202, { requested_at: requestedAt });
}

Deno.serve(handle);
