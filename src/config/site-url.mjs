// Build-time helpers shared by astro.config.mjs and the pages (plain JS so the config can import them).

/** Default public URL when neither SITE_URL nor Netlify's URL is set (ARCHITECTURE.md, Brand). */
export const DEFAULT_SITE_URL = 'https://horizon-competences.example';

/** The canonical origin: SITE_URL, else Netlify's deploy URL, else the default. */
export function resolveSiteUrl(env) {
  return env.SITE_URL || env.URL || DEFAULT_SITE_URL;
}

/** Learner and trainer spaces: kept out of the sitemap and marked noindex. */
export const PRIVATE_PATH_PREFIXES = ['/espace-apprenant/', '/dashboard-apprenant/', '/espace-formateur/'];

/** Whether a path belongs to a learner or trainer space. */
export function isPrivatePath(pathname) {
  return PRIVATE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
