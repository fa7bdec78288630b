// Ships to browsers: the cookie banner, and inlined in every page through the client:consent directive,
// which must stay small. Where the choice is stored, and how it is read. No import: plain Node reads it
// too (local/page-weight.ts).

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

/** The two answers of the cookie banner (docs/product.md §4, §9). */
export type ConsentChoice = typeof COOKIE_CONSENT.accepted | typeof COOKIE_CONSENT.refused;

/** Turns the raw stored value into a choice; anything else (absent, edited by hand) means "not chosen". */
export function parseConsent(raw: string | null): ConsentChoice | null {
  return raw === COOKIE_CONSENT.accepted || raw === COOKIE_CONSENT.refused ? raw : null;
}

/** True when a readable choice is stored; unreadable storage counts as "no choice" (the banner logs it). */
export function hasStoredChoice(): boolean {
  try {
    return parseConsent(localStorage.getItem(COOKIE_CONSENT.storageKey)) !== null;
  } catch {
    return false;
  }
}

/** True for a plain left click on a `[data-cookie-settings]` link; modified clicks (new tab…) stay links. */
export function isCookieSettingsClick(event: MouseEvent): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false;
  }
  return event.target instanceof Element && event.target.closest('[data-cookie-settings]') !== null;
}
