// `npm run check:launch` as a deploy runs it: the list of placeholders the project carries today, a
// refusal (exit 1) on a real URL, and only a list (exit 0) on the `.example` default.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const script = resolve(root, 'scripts/check-launch.ts');

function check(extra: Record<string, string>) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !['SITE_URL', 'URL', 'DAILY_REBUILD_HOOK_URL'].includes(name) &&
        !name.startsWith('PUBLIC_'),
    ),
  );
  const result = spawnSync(process.execPath, [script], {
    cwd: root,
    env: { ...env, ...extra },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run check:launch', () => {
  it('sur l’adresse par défaut (.example) : liste les éléments d’exemple, sans échouer', () => {
    const { status, output } = check({});
    expect(status).toBe(0);
    expect(output).toContain('SIRET d’exemple');
    expect(output).toContain('n’est pas une adresse de production');
  });

  it('sur une adresse réelle : refuse la mise en ligne tant qu’il en reste', () => {
    const { status, output } = check({ SITE_URL: 'https://www.horizon-competences.fr' });
    expect(status).toBe(1);
    expect(output).toContain('mise en ligne refusée');
    expect(output).toContain('contact.email : domaine d’exemple');
    expect(output).toContain('Netlify › DAILY_REBUILD_HOOK_URL : aucune reconstruction nocturne');
    // supabase/config.toml declares no SMTP server yet: learners would get no e-mail.
    expect(output).toContain(
      'supabase/config.toml › [auth.email.smtp] : aucun serveur SMTP déclaré',
    );
  });

  it('ne réclame plus la reconstruction de chaque nuit une fois son build hook donné à Netlify', () => {
    const { output } = check({
      SITE_URL: 'https://www.horizon-competences.fr',
      DAILY_REBUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/0123456789abcdef',
    });
    expect(output).toContain('mise en ligne refusée');
    expect(output).not.toContain('DAILY_REBUILD_HOOK_URL');
  });
});
