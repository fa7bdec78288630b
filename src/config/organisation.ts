// The organisation's identity: the one place where its legal name, numbers, addresses and contacts are
// written. The legal pages, footer, contact blocks, e-mail fallbacks and structured data all read it.
// Ships to browsers (the islands' mail fallback reads `contact.email`), so it is plain data: the Zod
// schema (src/schemas/organisation.ts) checks it at build time (src/integrations/organisation-check.ts)
// and in tests, not in the visitor's browser.
//
// Placeholder values for a provider not yet live: `npm run check:launch` lists every one still here
// (`.example` addresses, the sample SIRET, registration number and mediator). Replace them, then run it.
import type { Organisation } from '~/schemas/organisation';

export const ORGANISATION = {
  legalName: 'Horizon Compétences',
  legalForm: { short: 'SAS', long: 'société par actions simplifiée' },
  shareCapitalEuros: 10_000,
  headOffice: { street: '48 rue de l’Avenir', postalCode: '75020', city: 'Paris' },
  siret: '91234567500017',
  rcsCity: 'Paris',
  apeCode: '85.59A',
  vatNumber: 'FR65912345675',
  trainingRegistration: { number: '11756543275', region: 'Île-de-France' },
  publicationDirector: { name: 'Nathalie Roussel', role: 'présidente' },
  host: {
    name: 'Netlify, Inc.',
    address: '512 2nd Street, Suite 200, San Francisco, CA 94107, États-Unis',
    phone: '+1 844 899 7312',
    website: 'https://www.netlify.com/',
  },
  contact: {
    email: 'contact@horizon-competences.example',
    phone: { display: '01 84 80 42 10', href: '+33184804210' },
    city: 'Paris',
  },
  pedagogicalContact: {
    name: 'Karim Benali',
    role: 'Responsable pédagogique',
    email: 'pedagogie@horizon-competences.example',
    phone: { display: '01 84 80 42 10', href: '+33184804210' },
  },
  privacyContact: {
    name: 'Nathalie Roussel',
    role: 'Référente données personnelles',
    email: 'donnees-personnelles@horizon-competences.example',
    phone: { display: '01 84 80 42 10', href: '+33184804210' },
  },
  complaintsContact: {
    name: 'Karim Benali',
    role: 'Responsable qualité et pédagogie',
    email: 'reclamations@horizon-competences.example',
    phone: { display: '01 84 80 42 10', href: '+33184804210' },
  },
  disabilityReferent: {
    name: 'Camille Lefèvre',
    role: 'Référente handicap',
    email: 'referent-handicap@horizon-competences.example',
    phone: { display: '01 84 80 42 10', href: '+33184804210' },
  },
  mediator: {
    name: 'Médiation Formation Consommation',
    address: '10 rue de la Conciliation, 75008 Paris',
    website: 'https://www.mediation-formation.example/',
  },
} as const satisfies Organisation;

/** The head office on one line: "48 rue de l’Avenir, 75020 Paris". */
export const HEAD_OFFICE_LINE = `${ORGANISATION.headOffice.street}, ${ORGANISATION.headOffice.postalCode} ${ORGANISATION.headOffice.city}`;

/** SIREN = the SIRET's first nine digits, as the RCS shows it: "912 345 675". */
export const SIREN_DISPLAY = ORGANISATION.siret.slice(0, 9).replace(/(\d{3})(?=\d)/g, '$1 ');

/** "912 345 675 00017", as printed on documents. */
export const SIRET_DISPLAY = `${SIREN_DISPLAY} ${ORGANISATION.siret.slice(9)}`;

/** "11 75 65432 75": the usual grouping of a déclaration d'activité number. */
export const TRAINING_REGISTRATION_DISPLAY = ORGANISATION.trainingRegistration.number.replace(
  /^(\d{2})(\d{2})(\d{5})(\d{2})$/,
  '$1 $2 $3 $4',
);

/**
 * The sentence L6352-12 of the Code du travail imposes whenever the registration is mentioned; its
 * second sentence may be neither left out nor altered.
 */
export const TRAINING_REGISTRATION_SENTENCE = `Déclaration d’activité enregistrée sous le numéro ${TRAINING_REGISTRATION_DISPLAY} auprès du préfet de la région ${ORGANISATION.trainingRegistration.region}. Cet enregistrement ne vaut pas agrément de l’État.`;
