// `npm run team:invite -- <email> <role>`: invites a team member (role staff or trainer) with the
// project's secret key: Supabase Auth e-mails the team's invitation, whose link opens
// /espace-formateur/invitation/, and the role goes into app_metadata, which nobody can write from the
// site. Needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (docs/operations.md, « Inviter un membre de
// l’équipe »); the logic and its French messages are ./team-invitation.ts.
import { createClient } from '@supabase/supabase-js';
import { resolveSiteUrl } from '../src/config/site-url.mjs';
import { inviteTeamMember, parseInviteArguments } from './team-invitation.ts';

const parsed = parseInviteArguments(process.argv.slice(2), process.env);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(parsed.usage ? 2 : 1);
}
const { request } = parsed;
const admin = createClient(request.url, request.secretKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
}).auth.admin;
try {
  const result = await inviteTeamMember(admin, request, resolveSiteUrl(process.env));
  if (result.ok) console.log(result.message);
  else console.error(result.message);
  process.exit(result.ok ? 0 : 1);
} catch (error) {
  console.error(
    `Impossible de joindre Supabase à ${request.url}\u00a0: ${(error as Error).message}`,
  );
  process.exit(1);
}
