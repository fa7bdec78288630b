// Build-time helpers shared by astro.config.mjs and the pages (plain JS so the config can import them).

/** Default public URL when neither SITE_URL nor Netlify's URL is set (docs/architecture.md, Brand). */
export const DEFAULT_SITE_URL = 'https://horizon-competences.example';

/** The canonical origin: SITE_URL, else Netlify's deploy URL, else the default. */
export function resolveSiteUrl(env) {
  return env.SITE_URL || env.URL || DEFAULT_SITE_URL;
}

/** Learner and trainer spaces: kept out of the sitemap and marked noindex. */
export const PRIVATE_PATH_PREFIXES = [
  '/espace-apprenant/',
  '/dashboard-apprenant/',
  '/espace-formateur/',
];

/**
 * Pages of sample data the specification asks for (the second catalogue's courses are not offered):
 * labelled as a demonstration on the page, marked noindex and kept out of the sitemap, so that no search
 * engine presents them as courses.
 */
export const SAMPLE_DATA_PATHS = ['/catalogue-formations/'];

/** Not-found pages that netlify.toml serves with status 404. */
export const NOT_FOUND_PATHS = ['/formation/introuvable/', '/blog/introuvable/'];

/** Where the forms' JavaScript-off path lands (src/features/requests/outcome-paths.ts): noindex. */
export const REQUEST_OUTCOME_PREFIXES = ['/demande-envoyee/', '/demande-non-envoyee/'];

/** Whether a path belongs in the sitemap: not a learner/trainer space, sample data, a form's outcome or a not-found page. */
export function isIndexable(pathname) {
  return (
    !NOT_FOUND_PATHS.includes(pathname) &&
    !SAMPLE_DATA_PATHS.includes(pathname) &&
    !PRIVATE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix)) &&
    !REQUEST_OUTCOME_PREFIXES.some((prefix) => pathname.startsWith(prefix))
  );
}
