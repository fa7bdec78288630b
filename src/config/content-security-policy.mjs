// The Content-Security-Policy of every page, shared by astro.config.mjs (which adds the hashes of the
// inline scripts and styles Astro emits) and the site tests (plain JS so the config can import it).

/** Host names that never leave the machine or the test network (RFC 6761: `localhost`, `.localhost`, `.test`). */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|.+\.localhost|.+\.test)$/;

/**
 * The origin the islands may call for the Supabase project (REST, Storage, Auth), or null without one.
 * Production needs https; plain http is accepted only for a local or test host (`http://127.0.0.1:54321`
 * of the Supabase CLI, the fake `http://supabase.test` of the e2e tests), so a typo cannot ship a policy
 * that allows clear-text requests.
 * @example supabaseOrigin('https://abcd.supabase.co/') === 'https://abcd.supabase.co'
 */
export function supabaseOrigin(url) {
  if (!url) return null;
  const { protocol, hostname, origin } = new URL(url);
  if (protocol === 'https:' || (protocol === 'http:' && LOCAL_HOST.test(hostname))) return origin;
  throw new Error(`PUBLIC_SUPABASE_URL must be an https:// URL (got ${url}): the Content-Security-Policy only allows https.`);
}

/**
 * Directives of the page policy besides script-src and style-src, which Astro writes with its hashes.
 * `frame-ancestors` is not here: browsers ignore it in a <meta> policy, so netlify.toml sends it as a header.
 * No `wss:` in connect-src: the site does not use Supabase Realtime.
 */
export function pagePolicyDirectives(env) {
  const supabase = supabaseOrigin(env.PUBLIC_SUPABASE_URL);
  return [
    "default-src 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${supabase ? ` ${supabase}` : ''}`,
    // The request forms hand the message to the mail program (mailto:) when Supabase is not configured,
    // and before their island has hydrated.
    "form-action 'self' mailto:",
    'upgrade-insecure-requests',
  ];
}
