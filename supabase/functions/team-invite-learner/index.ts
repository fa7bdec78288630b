// Edge Function team-invite-learner (Deno): staff invite a learner from the team space. The browser
// sends the staff member's session (checked here: staff at aal2) and { email, fullName, trainingCode,
// sessionKey }; the function checks the session is open in the catalogue, invites the address through
// the Auth admin API (the French learner invitation of supabase/templates/invite.html, leading to the
// learner space), then writes the profile, the enrolment and 'learner.invite' in the audit in one
// transaction (staff_enrol_invited_learner, the secret key). If that fails, the invited account is
// deleted again: never half an invitation. Secrets: docs/operations.md (SITE_URL for the link's return).
import { adminClient, answer, staffCaller } from '../_shared/team.ts';

/** Auth's own address check is stricter; this one catches what a form should have caught. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const CODE = /^[A-Z0-9]{1,20}$/;
const KEY = /^[a-z0-9]+-\d{4}-\d{2}-\d{2}-[a-z]+$/;
/** Control, format and bidi characters, and markup brackets: never in a person's name (private.is_person_name). */
const UNSAFE_NAME =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
  /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff<>]/;

/** Where the learner lands after accepting (an allowed redirect of config.toml). */
const LEARNER_SPACE_PATH = '/espace-apprenant/';

interface Invitation {
  email: string;
  fullName: string;
  trainingCode: string;
  sessionKey: string;
}

/** The invitation, or the first field that is not acceptable. */
function parse(body: unknown): Invitation | { field: keyof Invitation } {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  if (email.length > 254 || !EMAIL.test(email)) return { field: 'email' };
  const fullName =
    typeof input.fullName === 'string' ? input.fullName.trim().replace(/\s+/g, ' ') : '';
  if ([...fullName].length < 2 || [...fullName].length > 120 || UNSAFE_NAME.test(fullName))
    return { field: 'fullName' };
  const trainingCode = input.trainingCode;
  if (typeof trainingCode !== 'string' || !CODE.test(trainingCode))
    return { field: 'trainingCode' };
  const sessionKey = input.sessionKey;
  if (typeof sessionKey !== 'string' || !KEY.test(sessionKey)) return { field: 'sessionKey' };
  return { email, fullName, trainingCode, sessionKey };
}

async function handle(request: Request): Promise<Response> {
  const caller = await staffCaller(request, adminClient);
  if (caller instanceof Response) return caller;
  const invitation = parse(await request.json().catch(() => null));
  if ('field' in invitation) return answer(400, { error: 'invalid', field: invitation.field });

  const admin = adminClient();
  const session = await admin
    .from('training_sessions')
    .select('key, withdrawn_at')
    .eq('key', invitation.sessionKey)
    .eq('training_code', invitation.trainingCode)
    .maybeSingle();
  if (session.error) {
    console.error(`session ${invitation.sessionKey}: ${session.error.message}`);
    return answer(500, { error: 'failed' });
  }
  if (!session.data || session.data.withdrawn_at !== null)
    return answer(422, { error: 'unknown_session' });

  const existing = await admin.rpc('staff_account_id', { email: invitation.email });
  if (existing.error) {
    console.error(`account lookup: ${existing.error.message}`);
    return answer(500, { error: 'failed' });
  }
  if (existing.data) return answer(409, { error: 'account_exists' });

  const siteUrl = Deno.env.get('SITE_URL');
  const invited = await admin.auth.admin.inviteUserByEmail(invitation.email, {
    data: { invited_as: 'learner' },
    ...(siteUrl ? { redirectTo: new URL(LEARNER_SPACE_PATH, siteUrl).href } : {}),
  });
  if (invited.error || !invited.data.user) {
    // Created in between (a sign-up or another staff member): the same answer as above.
    if (invited.error?.code === 'email_exists') return answer(409, { error: 'account_exists' });
    console.error(`invite: ${invited.error?.message ?? 'no user'}`);
    return answer(502, { error: 'invite_failed' });
  }
  const learnerId = invited.data.user.id;

  const enrolled = await admin.rpc('staff_enrol_invited_learner', {
    actor_id: caller.id,
    actor_email: caller.email,
    learner_id: learnerId,
    full_name: invitation.fullName,
    training_code: invitation.trainingCode,
    session_key: invitation.sessionKey,
  });
  if (enrolled.error || typeof enrolled.data !== 'string') {
    console.error(`enrol ${learnerId}: ${enrolled.error?.message ?? 'no enrolment id'}`);
    const undone = await admin.auth.admin.deleteUser(learnerId);
    if (undone.error) console.error(`undo invite ${learnerId}: ${undone.error.message}`);
    return answer(500, { error: 'failed' });
  }
  return answer(201, { learnerId, enrolmentId: enrolled.data });
}

Deno.serve(handle);
