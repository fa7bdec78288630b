// Ships to browsers. The `?retour=` of /espace-apprenant: only a path on this site may be followed
// after sign-in, never another origin (an open redirect would lend the site's name to phishing).

const BASE = 'https://site.invalid';

/** The path, query and fragment of a same-site path, or null for anything else (//host, /\host, URLs). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  // eslint-disable-next-line no-control-regex -- a control character in a path is the attack refused here
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const url = new URL(value, BASE);
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's URL that brings the visitor back to `path` once signed in. */
export function loginPathFor(loginPath: string, path: string): string {
  return `${loginPath}?${new URLSearchParams({ retour: path })}`;
}
