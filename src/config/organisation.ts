// The organisation's identity: the one place where its legal name, numbers, addresses and contacts are
// written. The legal pages, footer, contact blocks, e-mail fallbacks and structured data all read it.
// Ships to browsers (the islands' mail fallback reads `contact.email`), so it is plain data: the Zod
// schema (src/schemas/organisation.ts) checks it at build time (src/integrations/organisation-check.ts)
// and in tests, not in the visitor's browser.
//
// Placeholder values for a provider not yet live: `npm run check:launch` lists every one still here
// (`.example` addresses, the sample SIRET, registration number and mediator). Replace them, then run it.
import type { Organisation } from '~/schemas/organisation';

// The parts the browser needs (the islands' mail fallback, the training contacts of src/config/site.ts)
// are separate constants: a bundle that reads them does not carry the whole identity.

export const HEAD_OFFICE = {
  street: '48 rue de l’Avenir',
  postalCode: '75020',
  city: 'Paris',
} as const;

export const GENERAL_CONTACT = {
  email: 'contact@horizon-competences.example',
  phone: { display: '01 84 80 42 10', href: '+33184804210' },
  city: 'Paris',
} as const;

/**
 * When the team answers the phone and the door: weekdays only. French typography writes a time « 9 h »,
 * « 12 h 30 » (no-break spaces), never « 9h00 ».
 */
export const OPENING_HOURS = {
  days: 'du lundi au vendredi',
  opens: '9\u00a0h',
  closes: '17\u00a0h',
  closedDays: 'samedi et dimanche',
} as const;

/** « du lundi au vendredi, de 9 h à 17 h »: the phrase a page writes after a phone number. */
export const OPENING_HOURS_PHRASE = `${OPENING_HOURS.days}, de ${OPENING_HOURS.opens} à ${OPENING_HOURS.closes}`;

export const PEDAGOGICAL_CONTACT = {
  name: 'Karim Benali',
  role: 'Responsable pédagogique',
  email: 'pedagogie@horizon-competences.example',
  phone: { display: '01 84 80 42 10', href: '+33184804210' },
} as const;

export const DISABILITY_REFERENT_CONTACT = {
  name: 'Camille Lefèvre',
  role: 'Référente handicap',
  email: 'referent-handicap@horizon-competences.example',
  phone: { display: '01 84 80 42 10', href: '+33184804210' },
} as const;

export const ORGANISATION = {
  legalName: 'Horizon Compétences',
  legalForm: { short: 'SAS', long: 'société par actions simplifiée' },
  shareCapitalEuros: 10_000,
  headOffice: HEAD_OFFICE,
  siret: '91234567500017',
  rcsCity: 'Paris',
  apeCode: '85.59A',
  vatNumber: 'FR65912345675',
  trainingRegistration: { number: '11756543275', region: 'Île-de-France' },
  publicationDirector: { name: 'Nathalie Roussel', role: 'présidente' },
  host: {
    name: 'Netlify, Inc.',
    address: '512 2nd Street, Suite 200, San Francisco, CA 94107, États-Unis',
    // No-break spaces: the number stays on one line.
    phone: '+1\u00a0844\u00a0899\u00a07312',
    website: 'https://www.netlify.com/',
  },
  contact: GENERAL_CONTACT,
  pedagogicalContact: PEDAGOGICAL_CONTACT,
  privacyContact: {
    name: 'Nathalie Roussel',
    role: 'Référente données personnelles',
    email: 'donnees-personnelles@horizon-competences.example',
    phone: { display: '01 84 80 42 10', href: '+33184804210' },
  },
  complaintsContact: {
    name: PEDAGOGICAL_CONTACT.name,
    role: PEDAGOGICAL_CONTACT.role,
    email: 'reclamations@horizon-competences.example',
    phone: { display: '01 84 80 42 10', href: '+33184804210' },
  },
  disabilityReferent: DISABILITY_REFERENT_CONTACT,
  mediator: {
    name: 'Médiation Formation Consommation',
    address: '10 rue de la Conciliation, 75008 Paris',
    website: 'https://www.mediation-formation.example/',
  },
} as const satisfies Organisation;

/** The head office on one line: "48 rue de l’Avenir, 75020 Paris". */
export const HEAD_OFFICE_LINE = `${HEAD_OFFICE.street}, ${HEAD_OFFICE.postalCode} ${HEAD_OFFICE.city}`;
