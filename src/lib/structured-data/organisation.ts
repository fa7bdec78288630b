// The training provider as schema.org describes it: EducationalOrganization on the home and about
// pages, and the reference every Course, program and article points to. Pure; build time.
import type { EducationalOrganization, PostalAddress } from 'schema-dts';

/** What the structured data needs to know about the organisation (one identity, passed in). */
export interface OrganisationFacts {
  name: string;
  description: string;
  /** The site's home page, absolute, e.g. `https://horizon-competences.example/`. */
  url: string;
  /** Absolute URL of the logo image. */
  logo: string;
  email: string;
  /** International format, e.g. `+33184804210`. */
  telephone: string;
  address: PostalAddressFacts;
  /** Official profiles (social networks, registries): absolute URLs. */
  sameAs: readonly string[];
}

/** A French postal address split into the parts schema.org names. */
export interface PostalAddressFacts {
  streetAddress: string;
  postalCode: string;
  addressLocality: string;
  /** ISO 3166-1 alpha-2 country code. */
  addressCountry: string;
}

/** A reference to the organisation described elsewhere on the site: its `@id`, type, name and URL. */
export interface OrganisationReference {
  '@type': 'EducationalOrganization';
  '@id': string;
  name: string;
  url: string;
}

const FRENCH_ADDRESS = /^(?<street>.+?),\s*(?<postalCode>\d{5})\s+(?<locality>.+)$/;

/**
 * Splits a one-line French address ("street, postcode city").
 * @example parseFrenchAddress('48 rue de l’Avenir, 75020 Paris') →
 *   { streetAddress: '48 rue de l’Avenir', postalCode: '75020', addressLocality: 'Paris', addressCountry: 'FR' }
 */
export function parseFrenchAddress(line: string): PostalAddressFacts {
  const match = FRENCH_ADDRESS.exec(line.trim());
  if (!match?.groups) {
    throw new Error(`Adresse non reconnue (attendu « rue, code postal ville ») : ${line}`);
  }
  const { street = '', postalCode = '', locality = '' } = match.groups;
  return {
    streetAddress: street,
    postalCode,
    addressLocality: locality,
    addressCountry: 'FR',
  };
}

/** The schema.org PostalAddress of some address facts. */
export function buildPostalAddress(address: PostalAddressFacts): PostalAddress {
  return { '@type': 'PostalAddress', ...address };
}

/** The `@id` of the organisation: its home page URL with a `#organisation` fragment. */
export function organisationId(organisation: Pick<OrganisationFacts, 'url'>): string {
  return new URL('#organisation', organisation.url).href;
}

/** How other items name the organisation without repeating it. */
export function referenceOrganisation(organisation: OrganisationFacts): OrganisationReference {
  return {
    '@type': 'EducationalOrganization',
    '@id': organisationId(organisation),
    name: organisation.name,
    url: organisation.url,
  };
}

/**
 * The organisation in full. No rating or review: ratings an organisation publishes about itself are
 * self-serving (search engines ignore them, consumer law frames them).
 */
export function buildOrganisation(organisation: OrganisationFacts): EducationalOrganization {
  return {
    '@type': 'EducationalOrganization',
    '@id': organisationId(organisation),
    name: organisation.name,
    description: organisation.description,
    url: organisation.url,
    logo: organisation.logo,
    email: organisation.email,
    telephone: organisation.telephone,
    address: buildPostalAddress(organisation.address),
    ...(organisation.sameAs.length > 0 && { sameAs: [...organisation.sameAs] }),
  };
}
