// Ships to browsers (form islands). The cheap anti-spam layer of docs/security.md §3e: honeypot + time trap.

/** A submit sooner than this after the page loaded is treated as a bot (docs/product.md §9). */
export const MIN_FILL_MS = 3000;

/** Name of the hidden field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'site_web';

/**
 * Empties the hidden field of `form`: a browser's autofill may have filled it, and the visitor's next
 * submit must then be able to go through.
 */
export function clearHoneypot(form: HTMLFormElement): void {
  const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
  if (honeypot instanceof HTMLInputElement) honeypot.value = '';
}

/**
 * True when a submission looks automated: the hidden field is filled, or the form was sent less than
 * MIN_FILL_MS after the page loaded (`elapsedMs`, e.g. performance.now()).
 */
export function isLikelyBot(honeypot: string, elapsedMs: number): boolean {
  return honeypot !== '' || elapsedMs < MIN_FILL_MS;
}
