// Ships to the team space only. Who is at the door of /espace-formateur/: a team member (role in
// app_metadata, which only the secret key writes) and how far their session goes (aal1 after the
// password, aal2 after the TOTP code). The database checks both on every call; this module only says
// which screen to show.
import type { Session } from '@supabase/supabase-js';
import { getClient, withClient } from './client';
import { teamAuthResult } from './team-errors';
import type { DbData, DbResult } from './result';

/** The roles of the team (docs/security.md, The team space). */
export const TEAM_ROLES = ['staff', 'trainer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Which screen the space shows. */
export type TeamAccess =
  | { state: 'signed-out' }
  /** Signed in, but not a team member (a learner): the space opens nothing. */
  | { state: 'not-team'; email: string }
  /** No verified second factor yet: enrolment. */
  | { state: 'enrol'; email: string; role: TeamRole }
  /** A verified factor, a session at aal1: the code prompt. */
  | { state: 'challenge'; email: string; role: TeamRole; factorId: string }
  | { state: 'ready'; email: string; role: TeamRole; userId: string };

/** A new TOTP factor: what the authenticator app needs (the QR code, or the secret typed by hand). */
export interface TotpEnrolment {
  factorId: string;
  /** An SVG image of the otpauth:// URI, as a data: URL. */
  qrCode: string;
  secret: string;
}

/** The role only the secret key can write; user_metadata is the member's own and never read here. */
function roleOf(session: Session): TeamRole | null {
  const role: unknown = session.user.app_metadata?.role;
  return TEAM_ROLES.find((candidate) => candidate === role) ?? null;
}

/** The screen for the current session. */
export function readTeamAccess(): Promise<DbData<TeamAccess>> {
  return withClient(async (client): Promise<DbData<TeamAccess>> => {
    const { data, error } = await client.auth.getSession();
    if (error) {
      const failure = teamAuthResult(error);
      return failure.ok || failure.reason === 'signed-out'
        ? { ok: true, data: { state: 'signed-out' } }
        : failure;
    }
    const session = data.session;
    if (!session) return { ok: true, data: { state: 'signed-out' } };
    const email = session.user.email ?? '';
    const role = roleOf(session);
    if (!role) return { ok: true, data: { state: 'not-team', email } };
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    if (level.error) return teamAuthResult(level.error) as DbData<TeamAccess>;
    if (level.data.currentLevel === 'aal2')
      return { ok: true, data: { state: 'ready', email, role, userId: session.user.id } };
    const factors = await client.auth.mfa.listFactors();
    if (factors.error) return teamAuthResult(factors.error) as DbData<TeamAccess>;
    const [factor] = factors.data.totp;
    return {
      ok: true,
      data: factor
        ? { state: 'challenge', email, role, factorId: factor.id }
        : { state: 'enrol', email, role },
    };
  });
}

/** Calls `listener` whenever Auth reports a change (sign-in, sign-out, refresh, a code verified). */
export async function watchTeamSession(listener: () => void): Promise<() => void> {
  const client = await getClient();
  if (!client) return () => undefined;
  const { data } = client.auth.onAuthStateChange(() => listener());
  return () => data.subscription.unsubscribe();
}

/** Signs in with e-mail and password (the first of the two factors). */
export function signInTeamMember(email: string, password: string): Promise<DbResult> {
  return withClient(async (client) =>
    teamAuthResult(
      (
        await client.auth.signInWithPassword({
          email: email.trim().toLowerCase(),
          password,
        })
      ).error,
    ),
  );
}

/**
 * Starts a TOTP enrolment. A factor left unverified by an earlier attempt is removed first: Auth
 * refuses a second factor of the same name, and an unverified one opens nothing.
 */
export function startTotpEnrolment(): Promise<DbData<TotpEnrolment>> {
  return withClient(async (client): Promise<DbData<TotpEnrolment>> => {
    const listed = await client.auth.mfa.listFactors();
    if (listed.error) return teamAuthResult(listed.error) as DbData<TotpEnrolment>;
    for (const factor of listed.data.all) {
      if (factor.factor_type === 'totp' && factor.status === 'unverified') {
        const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
        if (removed.error) return teamAuthResult(removed.error) as DbData<TotpEnrolment>;
      }
    }
    const { data, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Espace de l’équipe',
    });
    if (error) return teamAuthResult(error) as DbData<TotpEnrolment>;
    return {
      ok: true,
      data: { factorId: data.id, qrCode: svgDataUrl(data.totp.qr_code), secret: data.totp.secret },
    };
  });
}

/**
 * supabase-js hands the QR code as `data:image/svg+xml;utf-8,<svg…>`, the SVG unescaped: a `#` in it
 * (a colour) would end the URL there and break the image. Percent-encoded, any SVG displays.
 */
export function svgDataUrl(qrCode: string): string {
  const svg = /^data:image\/svg\+xml;[^,]*,/.test(qrCode)
    ? qrCode.slice(qrCode.indexOf(',') + 1)
    : qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Checks a 6-digit code of the factor: the session reaches aal2 (and the factor is verified, the first time). */
export function verifyTotpCode(factorId: string, code: string): Promise<DbResult> {
  return withClient(async (client) =>
    teamAuthResult(
      (await client.auth.mfa.challengeAndVerify({ factorId, code: code.replace(/\s/g, '') })).error,
    ),
  );
}

/** Ends every session of this member, on every device (a lost phone, a shared computer). */
export function signOutEverywhere(): Promise<DbResult> {
  return withClient(async (client) =>
    teamAuthResult((await client.auth.signOut({ scope: 'global' })).error),
  );
}

/** Ends the session of this browser only. */
export function signOutHere(): Promise<DbResult> {
  return withClient(async (client) =>
    teamAuthResult((await client.auth.signOut({ scope: 'local' })).error),
  );
}
