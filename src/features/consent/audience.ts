// Ships to browsers. The audience measurement the provider configured (PUBLIC_MATOMO_URL and
// PUBLIC_MATOMO_SITE_ID), or null: read by the cookie banner's text, the privacy policy and the layout,
// which loads the consent-gated tracker only when there is one.
import { PUBLIC_MATOMO_SITE_ID, PUBLIC_MATOMO_URL } from 'astro:env/client';
import { audienceMeasurement } from './measurement-consent';

export const AUDIENCE_MEASUREMENT = audienceMeasurement(PUBLIC_MATOMO_URL, PUBLIC_MATOMO_SITE_ID);
