// Ships to browsers. The cookie choice (docs/product.md §4): stored under COOKIE_CONSENT.storageKey, read by the
// banner; other islands may subscribe to $consent before loading anything that needs consent.
import { atom } from 'nanostores';
import { COOKIE_CONSENT } from './consent';
import { parseConsent, storeChoice, type ConsentChoice } from './consent';

/** The visitor's answer, or null while none is stored (or storage cannot be read). */
export const $consent = atom<ConsentChoice | null>(null);

/** Reads the stored choice into $consent; unreadable storage is logged and counts as no choice (docs/product.md §4). */
export function loadConsent(): ConsentChoice | null {
  let choice: ConsentChoice | null = null;
  try {
    choice = parseConsent(localStorage.getItem(COOKIE_CONSENT.storageKey));
  } catch (error) {
    console.error('Cookie consent: storage unreadable, showing the banner.', error);
  }
  $consent.set(choice);
  return choice;
}

/**
 * Records the answer, and the measurement (its name) an acceptance is for; if storage refuses it (private
 * mode, quota) the choice still holds for this page, and no measurement starts.
 */
export function saveConsent(choice: ConsentChoice, measurement: string | undefined): void {
  try {
    storeChoice(choice, measurement);
  } catch (error) {
    console.error(
      'Cookie consent: storage not writable, the choice lasts for this page only.',
      error,
    );
  }
  $consent.set(choice);
}
