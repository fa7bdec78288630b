// Ships to browsers (the cookie banner). Which audience measurement is configured, and which one the
// visitor accepted: the banner records it with the answer (./consent.ts, storeChoice),
// src/features/consent/audience-measurement.ts starts Matomo only when it matches. Kept apart so the
// banner does not download the tracker's loader.
import { COOKIE_CONSENT } from './consent';

/** The measurement the banner and the privacy policy name, with its limits. */
export interface AudienceMeasurement {
  name: 'Matomo';
  /** The Matomo server, ending with a slash: `https://stats.example.fr/`. */
  baseUrl: string;
  siteId: string;
  /** CNIL: audience cookies live 13 months at most. */
  cookieLifetimeMonths: number;
  /** CNIL: the statistics are kept 25 months at most (set the same in Matomo's settings). */
  dataRetentionMonths: number;
}

/** The measurement configured by the two variables, or null when either is missing. */
export function audienceMeasurement(
  url: string | undefined,
  siteId: string | undefined,
): AudienceMeasurement | null {
  if (!url || !siteId) return null;
  return {
    name: 'Matomo',
    baseUrl: url.endsWith('/') ? url : `${url}/`,
    siteId,
    cookieLifetimeMonths: 13,
    dataRetentionMonths: 25,
  };
}

export function acceptedFor(measurement: AudienceMeasurement, storage: Storage): boolean {
  try {
    return storage.getItem(COOKIE_CONSENT.measurementKey) === measurement.name;
  } catch {
    return false;
  }
}
