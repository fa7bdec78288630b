// `npm run check:launch`: lists every placeholder still in place (sample identity, `.example`
// addresses, fictitious testimonials and demo dashboard without a backend, funding shown while the
// Qualiopi certificate is pending, no SMTP server declared for Auth's e-mails). It exits non-zero when the canonical URL is a real one (SITE_URL,
// else Netlify's URL) and any remain, so a real deploy cannot go live with them; on an `.example` or
// localhost URL it only lists them. --root=<dir> checks another project (tests).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { parse as parseToml } from 'smol-toml';
import { ORGANISATION } from '../src/config/organisation.ts';
import { QUALIOPI } from '../src/config/qualiopi.ts';
import { resolveSiteUrl } from '../src/config/site-url.mjs';
import { buildEnvironment } from '../src/config/content-security-policy.mjs';
import { checkLaunch } from './launch-check.ts';
import { HOOK_VARIABLE } from '../netlify/functions/daily-rebuild.mts';

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const root = option('root') ?? fileURLToPath(new URL('..', import.meta.url));

/** Every file under `dir`, depth first, in a stable order. */
function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
}

const frontmatter = (text: string) =>
  parse(text.split(/^---$/m)[1] ?? '') as Record<string, unknown>;

const contentDir = join(root, 'content');
const textFiles = walk(contentDir).filter((path) => /\.(mdx?|ya?ml|json)$/.test(path));
const trainings = textFiles
  .filter((path) => relative(contentDir, path).startsWith('trainings/'))
  .map((path) => ({
    file: relative(root, path),
    financing: (frontmatter(readFileSync(path, 'utf8')).financing as string[] | undefined) ?? [],
  }));
const testimonials = parse(readFileSync(join(contentDir, 'data/testimonials.yaml'), 'utf8')) as
  unknown[] | null;

/** supabase/config.toml [auth.email.smtp]: what Auth sends the learners' e-mails through. */
function smtpSettings() {
  const config = parseToml(readFileSync(join(root, 'supabase/config.toml'), 'utf8')) as {
    auth?: { email?: { smtp?: Record<string, unknown> } };
  };
  const smtp = config.auth?.email?.smtp ?? {};
  return {
    enabled: smtp.enabled === true,
    host: String(smtp.host ?? ''),
    adminEmail: String(smtp.admin_email ?? ''),
  };
}

// The environment first, then the .env files, as the build reads them.
const env = buildEnvironment();
const verdict = checkLaunch({
  siteUrl: resolveSiteUrl(env),
  organisation: ORGANISATION,
  qualiopi: QUALIOPI,
  trainings,
  exampleTestimonials: testimonials?.length ?? 0,
  hasBackend: Boolean(env.PUBLIC_SUPABASE_URL && env.PUBLIC_SUPABASE_KEY),
  hasDailyRebuild: Boolean(env[HOOK_VARIABLE]),
  smtp: smtpSettings(),
  files: textFiles.map((path) => ({
    path: relative(root, path),
    text: readFileSync(path, 'utf8'),
  })),
});

const url = resolveSiteUrl(env);
if (verdict.placeholders.length === 0) {
  console.log(`check:launch : aucun élément d’exemple, prêt pour ${url}.`);
} else {
  const log = verdict.ok ? console.log : console.error;
  log(
    `check:launch : ${verdict.placeholders.length} élément(s) d’exemple à remplacer avant la mise en ligne\u00a0:`,
  );
  for (const placeholder of verdict.placeholders)
    log(`  ✗ ${placeholder.where} : ${placeholder.what}`);
  if (verdict.ok)
    log(`(${url} n’est pas une adresse de production : liste donnée pour information.)`);
  else {
    log(
      `${url} est une adresse de production : mise en ligne refusée. Voir docs/operations.md, « Before going live ».`,
    );
    process.exit(1);
  }
}
