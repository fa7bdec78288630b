// What `npm run team:invite` does, apart from reading the command line and printing: its arguments and
// environment checked, the invitation through Auth's admin API (the team's e-mail, see
// src/features/learner-space/email-templates.ts) and the role written to app_metadata, each failure
// told in French to the person who runs it. Relative imports with their extension: plain Node runs it.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  TEAM_INVITATION_PATH,
  TEAM_INVITE_DATA,
} from '../src/features/learner-space/email-templates.ts';
import { lifetimeText } from '../src/features/learner-space/link-lifetime.ts';

/** The roles a team member can hold (app_metadata.role), with how the operations guide names them. */
export const TEAM_ROLES = {
  staff: 'équipe administrative',
  trainer: 'formateur ou formatrice',
} as const;
export type TeamRole = keyof typeof TEAM_ROLES;

/** The variables the script needs: the project's address and its secret key, as the Edge Functions name them. */
export const ENVIRONMENT = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'] as const;

export const USAGE =
  'Usage\u00a0: npm run team:invite -- <adresse e-mail> <rôle>   (rôle\u00a0: staff ou trainer)';

/** A plain shape check before calling Auth, which checks the address again. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type InviteRequest = {
  email: string;
  role: TeamRole;
  url: string;
  secretKey: string;
};

/** The command line (after `--`) and the environment, or the French message that says what is wrong. */
export function parseInviteArguments(
  args: string[],
  env: Record<string, string | undefined>,
): { ok: true; request: InviteRequest } | { ok: false; message: string; usage: boolean } {
  if (args.length !== 2)
    return {
      ok: false,
      usage: true,
      message: `Il faut deux arguments, l’adresse e-mail puis le rôle.\n${USAGE}`,
    };
  const [rawEmail, rawRole] = args as [string, string];
  const email = rawEmail.trim().toLowerCase();
  if (!EMAIL_SHAPE.test(email))
    return {
      ok: false,
      usage: true,
      message: `Adresse e-mail invalide\u00a0: «\u00a0${rawEmail}\u00a0».`,
    };
  if (!Object.hasOwn(TEAM_ROLES, rawRole))
    return {
      ok: false,
      usage: true,
      message: `Rôle inconnu\u00a0: «\u00a0${rawRole}\u00a0». Choisissez staff (${TEAM_ROLES.staff}) ou trainer (${TEAM_ROLES.trainer}).`,
    };
  const missing = ENVIRONMENT.filter((name) => !env[name]);
  if (missing.length)
    return {
      ok: false,
      usage: false,
      message: `Variable${missing.length > 1 ? 's' : ''} d’environnement manquante${missing.length > 1 ? 's' : ''}\u00a0: ${missing.join(', ')}. Renseignez l’adresse du projet Supabase et sa clé secrète (tableau de bord Supabase, Project Settings → API Keys), puis relancez.`,
    };
  return {
    ok: true,
    request: {
      email,
      role: rawRole as TeamRole,
      url: env.SUPABASE_URL!,
      secretKey: env.SUPABASE_SERVICE_ROLE_KEY!,
    },
  };
}

/** Auth's error codes as the person running the script needs them explained. */
function failure(code: string | undefined, email: string, detail: string): string {
  switch (code) {
    case 'email_exists':
      return `L’adresse ${email} a déjà un compte confirmé\u00a0: aucune invitation n’est partie. Pour lui donner un rôle, voyez « Inviter un membre de l’équipe » dans docs/operations.md.`;
    case 'validation_failed':
      return `Supabase refuse l’adresse ${email}\u00a0: vérifiez-la.`;
    case 'not_admin':
    case 'bad_jwt':
    case 'no_authorization':
      return 'Supabase refuse la clé\u00a0: SUPABASE_SERVICE_ROLE_KEY doit être la clé secrète du projet (pas la clé publique du site).';
    case 'over_email_send_rate_limit':
      return 'Trop d’e-mails envoyés pour le moment\u00a0: réessayez dans une heure.';
    default:
      return `L’invitation a échoué\u00a0: ${detail}`;
  }
}

/**
 * Invites the member (the team's e-mail, leading to the team's invitation page) and then sets the
 * role, which only the admin API writes; re-running it for a member who has not accepted yet sends a
 * new e-mail and sets the role again.
 */
export async function inviteTeamMember(
  admin: SupabaseClient['auth']['admin'],
  request: Pick<InviteRequest, 'email' | 'role'>,
  siteUrl: string,
): Promise<{ ok: true; id: string; message: string } | { ok: false; message: string }> {
  const invited = await admin.inviteUserByEmail(request.email, {
    data: TEAM_INVITE_DATA,
    redirectTo: new URL(TEAM_INVITATION_PATH, siteUrl).href,
  });
  // auth-js answers a network failure with AuthRetryableFetchError rather than throwing.
  if (invited.error?.name === 'AuthRetryableFetchError')
    return {
      ok: false,
      message:
        'Impossible de joindre le projet Supabase\u00a0: vérifiez SUPABASE_URL et la connexion.',
    };
  if (invited.error || !invited.data.user)
    return {
      ok: false,
      message: failure(invited.error?.code, request.email, invited.error?.message ?? ''),
    };
  const { id } = invited.data.user;
  const updated = await admin.updateUserById(id, { app_metadata: { role: request.role } });
  if (updated.error)
    return {
      ok: false,
      message: `L’invitation est partie mais le rôle n’a pas été enregistré (${updated.error.message})\u00a0: relancez la même commande.`,
    };
  return {
    ok: true,
    id,
    message: `Invitation envoyée à ${request.email}, rôle ${request.role} (${TEAM_ROLES[request.role]}). Le lien de l’e-mail est valable ${lifetimeText()}\u00a0; passé ce délai, relancez la même commande.`,
  };
}
