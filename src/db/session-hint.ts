// Ships to browsers. Whether supabase-js is worth loading on page load: only if this browser may
// already hold a session. Knows supabase-js's storage convention, hence its place in src/db.

/** supabase-js keeps the session in localStorage under `sb-<project ref>-auth-token`. */
const SESSION_KEY = /^sb-.+-auth-token$/;

/**
 * Whether this browser may hold a session: a stored one, or one (or a link's error) in the URL
 * fragment an e-mailed link leads to. When false, supabase-js need not load before the visitor acts.
 */
export function mightHaveSession(): boolean {
  try {
    if (/(^#|&)(access_token|error_code)=/.test(window.location.hash)) return true;
    return Object.keys(localStorage).some((key) => SESSION_KEY.test(key));
  } catch {
    return true;
  }
}
