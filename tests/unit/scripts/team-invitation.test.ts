// `npm run team:invite -- <email> <role>`: the arguments and environment it accepts, and the French
// message and exit code of each refusal (scripts/team-invitation.ts, run by scripts/team-invite.ts).
// What it does against Auth is tests/db/local-auth-team.test.ts's.
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseInviteArguments, USAGE } from '../../../scripts/team-invitation';

const ENV = {
  SUPABASE_URL: 'https://projet.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_x',
};

describe('parseInviteArguments', () => {
  test('an address and a role of the team, with the environment: the request, the address lower-cased', () => {
    expect(parseInviteArguments([' Claire.Martin@Exemple.fr ', 'trainer'], ENV)).toEqual({
      ok: true,
      request: {
        email: 'claire.martin@exemple.fr',
        role: 'trainer',
        url: ENV.SUPABASE_URL,
        secretKey: ENV.SUPABASE_SERVICE_ROLE_KEY,
      },
    });
    expect(parseInviteArguments(['a@exemple.fr', 'staff'], ENV).ok).toBe(true);
  });

  test.each([[[]], [['a@exemple.fr']], [['a@exemple.fr', 'staff', 'de trop']]])(
    'not two arguments (%j): the usage',
    (args) => {
      const result = parseInviteArguments(args, ENV);
      expect(result).toMatchObject({ ok: false, usage: true });
      expect(!result.ok && result.message).toContain(USAGE);
    },
  );

  test.each(['pas-une-adresse', 'a@exemple', 'a b@exemple.fr', ''])(
    'a malformed address (%j) is refused in French',
    (email) => {
      expect(parseInviteArguments([email, 'staff'], ENV)).toEqual({
        ok: false,
        usage: true,
        message: `Adresse e-mail invalide\u00a0: «\u00a0${email}\u00a0».`,
      });
    },
  );

  test.each(['admin', 'Staff', 'service_role', 'authenticated', 'toString'])(
    'a role outside staff and trainer (%j) is refused, naming both',
    (role) => {
      const result = parseInviteArguments(['a@exemple.fr', role], ENV);
      expect(result).toMatchObject({ ok: false, usage: true });
      expect(!result.ok && result.message).toBe(
        `Rôle inconnu\u00a0: «\u00a0${role}\u00a0». Choisissez staff (équipe administrative) ou trainer (formateur ou formatrice).`,
      );
    },
  );

  test('each missing variable is named; the address and role are checked first', () => {
    const none = parseInviteArguments(['a@exemple.fr', 'staff'], {});
    expect(none).toMatchObject({ ok: false, usage: false });
    expect(!none.ok && none.message).toMatch(
      /^Variables d’environnement manquantes\u00a0: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY\. /,
    );
    const one = parseInviteArguments(['a@exemple.fr', 'staff'], {
      SUPABASE_URL: ENV.SUPABASE_URL,
    });
    expect(!one.ok && one.message).toMatch(
      /^Variable d’environnement manquante\u00a0: SUPABASE_SERVICE_ROLE_KEY\. /,
    );
    expect(parseInviteArguments(['x', 'staff'], {})).toMatchObject({ usage: true });
  });

  test('every message keeps the French typography (no plain space before : ; ! ?)', () => {
    const messages = [
      parseInviteArguments([], ENV),
      parseInviteArguments(['x', 'staff'], ENV),
      parseInviteArguments(['a@exemple.fr', 'x'], ENV),
      parseInviteArguments(['a@exemple.fr', 'staff'], {}),
    ].map((result) => (result.ok ? '' : result.message));
    for (const message of messages) expect(message).not.toMatch(/ [:;!?»]|« /);
  });
});

describe('npm run team:invite', () => {
  const script = resolve(import.meta.dirname, '../../../scripts/team-invite.ts');
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, [script, ...args], {
      encoding: 'utf8',
      timeout: 30_000,
      env: { PATH: process.env.PATH ?? '', ...env },
    });

  test('a usage error exits 2 with the message on stderr, a missing variable exits 1; nothing is called', () => {
    const usage = run(['a@exemple.fr', 'admin'], ENV);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Rôle inconnu');
    const missing = run(['a@exemple.fr', 'staff'], {});
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('SUPABASE_SERVICE_ROLE_KEY');
  });

  test('an unreachable project is said in French, exit 1', async () => {
    // A port that was free a moment ago: nothing answers there.
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    server.close();
    const unreachable = run(['a@exemple.fr', 'staff'], {
      SUPABASE_URL: `http://127.0.0.1:${port}`,
      SUPABASE_SERVICE_ROLE_KEY: 'cle',
    });
    expect(unreachable.status).toBe(1);
    // auth-js itself logs the fetch error first; ours is the last line.
    expect(unreachable.stderr.trim().split('\n').at(-1)).toBe(
      'Impossible de joindre le projet Supabase\u00a0: vérifiez SUPABASE_URL et la connexion.',
    );
  });
});
