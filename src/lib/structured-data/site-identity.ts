// The organisation and venue facts of the structured data, read from the organisation's one identity
// (src/config/organisation.ts) and the site's settings. Build time: needs the site's origin.
import { ORGANISATION } from '~/config/organisation';
import { SITE, SOCIAL_LINKS, TRAINING_VENUE } from '~/config/site';
import { parseFrenchAddress, type OrganisationFacts } from './organisation';
import type { VenueFacts } from './course';

/** The logo search engines may show: the 180 px brand square (they ask for at least 112 px). */
const LOGO_PATH = '/apple-touch-icon.png';

/** The organisation, with absolute URLs on the site's origin (`Astro.site`). */
export function siteOrganisation(site: URL): OrganisationFacts {
  return {
    name: ORGANISATION.legalName,
    description: SITE.description,
    url: new URL('/', site).href,
    logo: new URL(LOGO_PATH, site).href,
    email: ORGANISATION.contact.email,
    telephone: ORGANISATION.contact.phone.href,
    address: {
      streetAddress: ORGANISATION.headOffice.street,
      postalCode: ORGANISATION.headOffice.postalCode,
      addressLocality: ORGANISATION.headOffice.city,
      addressCountry: 'FR',
    },
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  };
}

/** The training centre every on-site session takes place in. */
export function siteVenue(): VenueFacts {
  return { name: TRAINING_VENUE.name, address: parseFrenchAddress(TRAINING_VENUE.address) };
}
