// Ships to browsers, inlined in every page through the client:consent directive: its own module so that
// the directive's bundle carries these few strings and not the rest of the site's facts (site.ts
// re-exports it).

/** Cookie consent storage (docs/product.md §4, §9). */
export const COOKIE_CONSENT = {
  storageKey: 'cookieConsent',
  accepted: 'accepted',
  refused: 'refused',
  /**
   * Which audience measurement an 'accepted' was given for (its name): a choice stored before the
   * provider configured one never starts it.
   */
  measurementKey: 'cookieConsentMeasurement',
} as const;
