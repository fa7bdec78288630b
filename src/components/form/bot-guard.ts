// Ships to browsers (form islands). The cheap anti-spam layer of docs/security.md §3e: honeypot + time trap.
import { FORM_GUARDS } from '~/config/site';

/** Name of the hidden field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'site_web';

/**
 * True when a submission looks automated: the hidden field is filled, or the form was sent less than
 * FORM_GUARDS.minFillMs after the page loaded (`elapsedMs`, e.g. performance.now()).
 */
export function isLikelyBot(honeypot: string, elapsedMs: number): boolean {
  return honeypot !== '' || elapsedMs < FORM_GUARDS.minFillMs;
}
