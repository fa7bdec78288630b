// Ships to browsers. Audience measurement (Matomo) that starts only after the visitor's 'Accepter'
// (CNIL: consent before any non-exempt tracker), and stops setting cookies if they later refuse. The
// provider turns it on with PUBLIC_MATOMO_URL and PUBLIC_MATOMO_SITE_ID; without them nothing loads
// and the cookie banner says there is nothing to accept.
import { COOKIE_CONSENT } from './consent';
import type { ConsentChoice } from './consent';
import { acceptedFor, type AudienceMeasurement } from './measurement-consent';

export type { AudienceMeasurement };

/** 13 months of 30 days: under the CNIL's 13-month ceiling whatever the months. */
export const COOKIE_LIFETIME_SECONDS = 13 * 30 * 24 * 60 * 60;

/** Matomo's queue as the tracker reads it when its script arrives. */
export function matomoCommands(measurement: AudienceMeasurement): unknown[][] {
  return [
    // Consent is already given (this runs after 'Accepter'): Matomo sets its cookies from now on, and
    // removes them if the visitor later refuses (forgetCookieConsentGiven).
    ['requireCookieConsent'],
    ['setCookieConsentGiven'],
    ['setVisitorCookieTimeout', COOKIE_LIFETIME_SECONDS],
    ['setReferralCookieTimeout', COOKIE_LIFETIME_SECONDS],
    ['setTrackerUrl', `${measurement.baseUrl}matomo.php`],
    ['setSiteId', measurement.siteId],
    ['trackPageView'],
    ['enableLinkTracking'],
  ];
}

interface MatomoWindow {
  _paq?: unknown[][];
}

/** Queues the commands and loads matomo.js once per page. */
export function startMatomo(measurement: AudienceMeasurement, doc: Document = document): void {
  const win = doc.defaultView as (Window & MatomoWindow) | null;
  if (!win || win._paq) return;
  win._paq = matomoCommands(measurement);
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${measurement.baseUrl}matomo.js`;
  doc.head.append(script);
}

/** After a refusal on a page where it already runs: Matomo deletes its cookies and sets no more. */
export function stopMatomo(doc: Document = document): void {
  const win = doc.defaultView as (Window & MatomoWindow) | null;
  win?._paq?.push(['forgetCookieConsentGiven']);
}

/**
 * Follows the visitor's choice: start on 'accepted' given for this measurement (now or later on this
 * page), stop on 'refused'. An 'accepted' stored when no measurement existed starts nothing.
 */
export function followConsent(
  subscribe: (listener: (choice: ConsentChoice | null) => void) => unknown,
  measurement: AudienceMeasurement,
  doc: Document = document,
  storage: Storage = localStorage,
): void {
  subscribe((choice) => {
    if (choice === COOKIE_CONSENT.accepted && acceptedFor(measurement, storage))
      startMatomo(measurement, doc);
    else if (choice === COOKIE_CONSENT.refused) stopMatomo(doc);
  });
}
