// The Content-Security-Policy of every page, shared by astro.config.mjs (which adds the hashes of the
// inline scripts and styles Astro emits) and the site tests (plain JS so the config can import it).
import { loadEnv } from 'vite';

/**
 * A directive as Astro's `security.csp.directives` accepts it (the type is not exported by name).
 * @typedef {NonNullable<Exclude<NonNullable<import('astro').AstroUserConfig['security']>['csp'], boolean | undefined>['directives']>[number]} CspDirective
 */

/** Loopback hosts: the only ones browsers leave on plain http under `upgrade-insecure-requests`. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])$/;

/**
 * The exact origin the islands may call for the Supabase project (REST, Storage, Auth), or null
 * without one. It must be https: the policy's `upgrade-insecure-requests` turns any other http request
 * into https anyway (so the e2e tests give the fake origin `https://supabase.test`). Plain http is only
 * accepted on loopback, which browsers do not upgrade (the Supabase CLI's `http://127.0.0.1:54321`).
 * @example supabaseOrigin('https://abcd.supabase.co/') === 'https://abcd.supabase.co'
 * @param {string | undefined} url
 * @returns {string | null}
 */
export function supabaseOrigin(url) {
  if (!url) return null;
  const { protocol, hostname, origin } = new URL(url);
  if (protocol === 'https:' || (protocol === 'http:' && LOOPBACK_HOST.test(hostname)))
    return origin;
  throw new Error(
    `PUBLIC_SUPABASE_URL must be an https:// URL (got ${url}): the Content-Security-Policy upgrades every other request to https.`,
  );
}

/**
 * The origin of the audience-measurement server (Matomo) when the provider configured one, else null.
 * Same rule as Supabase: https, or plain http on loopback only.
 * @example analyticsOrigin('https://stats.example.fr/matomo/') === 'https://stats.example.fr'
 * @param {string | undefined} url
 * @returns {string | null}
 */
export function analyticsOrigin(url) {
  if (!url) return null;
  const { protocol, hostname, origin } = new URL(url);
  if (protocol === 'https:' || (protocol === 'http:' && LOOPBACK_HOST.test(hostname)))
    return origin;
  throw new Error(
    `PUBLIC_MATOMO_URL must be an https:// URL (got ${url}): the Content-Security-Policy upgrades every other request to https.`,
  );
}

/**
 * Where scripts may load from: the site, plus the Matomo server only when one is configured (its
 * script loads after the visitor's 'Accepter', never before; see src/features/consent/audience-measurement.ts).
 * Astro adds the hashes of its inline scripts.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function scriptResources(env) {
  const analytics = analyticsOrigin(env.PUBLIC_MATOMO_URL);
  return ["'self'", ...(analytics ? [analytics] : [])];
}

/**
 * The public variables a production build sees: the environment first, then the `.env` files as Astro
 * reads them (astro:env inlines the same values into the islands).
 * @returns {Record<string, string | undefined>}
 */
export function buildEnvironment() {
  return { ...loadEnv('production', process.cwd(), 'PUBLIC_'), ...process.env };
}

/**
 * Directives of the page policy besides script-src and style-src, which Astro writes with its hashes.
 * `frame-ancestors` is not here: browsers ignore it in a <meta> policy, so netlify.toml sends it as a header.
 * No `wss:` in connect-src: the site does not use Supabase Realtime.
 * @param {Record<string, string | undefined>} env
 * @returns {CspDirective[]}
 */
export function pagePolicyDirectives(env) {
  const supabase = supabaseOrigin(env.PUBLIC_SUPABASE_URL);
  // Matomo sends its hits with sendBeacon/fetch, or an image as a last resort.
  const analytics = analyticsOrigin(env.PUBLIC_MATOMO_URL);
  const connect = [supabase, analytics].filter(Boolean).join(' ');
  return [
    "default-src 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    `img-src 'self' data:${analytics ? ` ${analytics}` : ''}`,
    "font-src 'self'",
    `connect-src 'self'${connect ? ` ${connect}` : ''}`,
    // The request forms hand the message to the mail program (mailto:) when Supabase is not configured;
    // with it, the registration and quote forms post to its submit-request function when JavaScript is off.
    `form-action 'self' mailto:${supabase ? ` ${supabase}` : ''}`,
    'upgrade-insecure-requests',
  ];
}

/** What a <meta> policy cannot carry (browsers ignore it there): sent by netlify.toml as a header. */
const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];

/**
 * Directives of the page policy that the header repeats, for responses that are not pages (PDF, feed).
 * Not form-action: a header cannot know the build's Supabase origin, and browsers enforce both policies,
 * so a header form-action would block the JavaScript-off post to submit-request (the pages' <meta> has it).
 */
const REPEATED_IN_HEADER = ['base-uri', 'object-src'];

/**
 * The Content-Security-Policy header netlify.toml sends with every response. TOML cannot import this
 * module: tests/unit/config/content-security-policy.test.ts holds the file to this value.
 * @returns {string}
 */
export function headerPolicy() {
  const page = pagePolicyDirectives({});
  const repeated = REPEATED_IN_HEADER.map((name) =>
    page.find((directive) => directive.startsWith(`${name} `)),
  );
  return [...HEADER_ONLY_DIRECTIVES, ...repeated].join('; ');
}
