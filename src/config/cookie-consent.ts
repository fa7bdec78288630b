// Ships to browsers, inlined in every page through the client:consent directive: its own module so that
// the directive's bundle carries these three strings and not the rest of the site's facts (site.ts
// re-exports it).

/** Cookie consent storage (SPEC §4, §9). */
export const COOKIE_CONSENT = {
  storageKey: 'cookieConsent',
  accepted: 'accepted',
  refused: 'refused',
} as const;
