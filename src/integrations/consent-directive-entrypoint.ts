// Ships to browsers, inlined in every page by Astro (esbuild bundle): keep it tiny, no framework import.
// `client:consent` hydrates the cookie banner only when the visitor has not answered it yet, or asks to
// change their answer through a `[data-cookie-settings]` link (the footer's "Gérer les cookies").
import type { ClientDirective } from 'astro';
import { COOKIE_CONSENT } from '../config/site';
import { isCookieSettingsClick, parseConsent } from '../lib/consent';

/** Hydrate at the latest this long after load, even if the main thread never goes idle. */
const IDLE_TIMEOUT_MS = 2000;
/** Delay used where requestIdleCallback is missing (Safari): the default of Astro's client:idle. */
const NO_IDLE_CALLBACK_DELAY_MS = 200;

/** True when a readable choice is stored; unreadable storage counts as "no choice" (the banner logs it). */
function hasStoredChoice(): boolean {
  try {
    return parseConsent(localStorage.getItem(COOKIE_CONSENT.storageKey)) !== null;
  } catch {
    return false;
  }
}

/** Astro client directive: hydrate when idle on a first visit, otherwise only when settings are requested. */
const consentDirective: ClientDirective = (load) => {
  const hydrate = async () => {
    const hydrateIsland = await load();
    await hydrateIsland();
  };

  if (!hasStoredChoice()) {
    if ('requestIdleCallback' in window) requestIdleCallback(hydrate, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(hydrate, NO_IDLE_CALLBACK_DELAY_MS);
    return;
  }

  // Until the banner has hydrated (it then handles the link itself), keep the link from navigating.
  let hydrating: Promise<void> | undefined;
  const onClick = (event: MouseEvent) => {
    if (!isCookieSettingsClick(event)) return;
    event.preventDefault();
    hydrating ??= hydrate().then(() => document.removeEventListener('click', onClick));
  };
  document.addEventListener('click', onClick);
};

export default consentDirective;
