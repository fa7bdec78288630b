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

/**
 * Stores a choice and the measurement an acceptance is for (none is forgotten); throws when storage
 * refuses (private mode, quota), which the caller reports or not.
 */
export function storeChoice(choice: ConsentChoice, measurement: string | undefined): void {
  if (choice === COOKIE_CONSENT.accepted && measurement)
    localStorage.setItem(COOKIE_CONSENT.measurementKey, measurement);
  else localStorage.removeItem(COOKIE_CONSENT.measurementKey);
  localStorage.setItem(COOKIE_CONSENT.storageKey, choice);
}

/**
 * Stores the answer of a banner button (its `data-consent-answer`, and `data-consent-measurement` for
 * « Accepter ») the instant it is clicked, before any framework has loaded: a visitor who leaves the page
 * at once is not asked again. Any other button stores nothing.
 */
export function storeAnswerOf(button: HTMLElement): void {
  const { consentAnswer, consentMeasurement } = button.dataset;
  try {
    if (consentAnswer) storeChoice(consentAnswer as ConsentChoice, consentMeasurement);
  } catch {
    // The banner, once loaded, stores it again and reports the failure.
  }
}

/**
 * Set by the directive on the island it hydrates for a click on « Gérer les cookies »: the banner then
 * takes the focus. A choice stored when it mounts says nothing, since an answer is stored on its click.
 */
export const REOPENED_ATTRIBUTE = 'data-reopened';

/** The banner's slot (BaseLayout): hidden until the banner is to be shown. */
export const BANNER_SLOT = '[data-cookie-banner]';

/**
 * Closes the banner after an answer: its slot hidden, and the focus on the link that opened it, or else
 * on the page's content, never lost to <body>.
 */
export function closeBanner(island: Element, opener: HTMLElement | null): void {
  const hadFocus = island.contains(document.activeElement);
  const slot = island.closest<HTMLElement>(BANNER_SLOT);
  if (slot) slot.hidden = true;
  if (opener) opener.focus();
  // The page stays where it is: focusing <main> would otherwise scroll to it.
  else if (hadFocus) document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
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
