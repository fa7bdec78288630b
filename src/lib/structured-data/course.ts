// A training as schema.org Course (with one CourseInstance per open session) and its RNCP title as
// EducationalOccupationalProgram. Pure; build time. "Today" is a parameter, as in src/lib/sessions.ts.
import type {
  Course,
  CourseInstance,
  EducationalOccupationalProgram,
  Offer,
  Place,
  VirtualLocation,
} from 'schema-dts';
import { toIsoDate } from '~/lib/format';
import { isFull, openSessions } from '~/lib/sessions';
import { rncpUrl } from '~/lib/training-sheet';
import type { Training } from '~/schemas/training';
import {
  buildPostalAddress,
  referenceOrganisation,
  type OrganisationFacts,
  type PostalAddressFacts,
} from './organisation';

/** What the builders read of a training (its validated frontmatter). */
export type TrainingFacts = Pick<
  Training,
  | 'title'
  | 'description'
  | 'levelValue'
  | 'duration'
  | 'formats'
  | 'sessions'
  | 'prices'
  | 'prerequisites'
  | 'certification'
>;

/** schema.org's courseMode for each of the site's formats. */
export const COURSE_MODES = {
  Présentiel: 'onsite',
  Distanciel: 'online',
  Alternance: 'blended',
} as const satisfies Record<Training['formats'][number], string>;

/** Where the training takes place: the centre (name and address). */
export interface VenueFacts {
  name: string;
  address: PostalAddressFacts;
}

/**
 * A duration label in months as an ISO 8601 duration, the longest when the label gives a range.
 * @example monthsToIsoDuration('9 à 12 mois') === 'P12M'; monthsToIsoDuration('9 mois') === 'P9M'
 */
export function monthsToIsoDuration(label: string): string | undefined {
  const months = [...label.matchAll(/(\d+)\s*(?:à\s*)?/g)].map(([, value]) => Number(value));
  if (!/mois/.test(label) || months.length === 0) return undefined;
  return `P${Math.max(...months)}M`;
}

/** The training's prices as offers: the individual price (VAT included) and the company price. */
export function buildOffers(training: TrainingFacts, url: string): Offer[] {
  const { individual, company } = training.prices;
  return [
    {
      '@type': 'Offer',
      name: 'Tarif particulier (TTC)',
      category: 'Paid',
      price: individual,
      priceCurrency: 'EUR',
      url,
    },
    {
      '@type': 'Offer',
      name: 'Tarif entreprise ou OPCO (HT)',
      category: 'Paid',
      price: company,
      priceCurrency: 'EUR',
      url,
    },
  ];
}

function sessionLocation(
  session: TrainingFacts['sessions'][number],
  venue: VenueFacts,
  url: string,
): Place | VirtualLocation {
  if (session.format === 'Distanciel') return { '@type': 'VirtualLocation', url };
  return { '@type': 'Place', name: venue.name, address: buildPostalAddress(venue.address) };
}

/**
 * One CourseInstance per session still open on `today` (mode, dates, place, offers valid until the
 * registration deadline); without an open session, one per format with its workload in hours.
 */
export function buildCourseInstances(
  training: TrainingFacts,
  url: string,
  venue: VenueFacts,
  today: Date,
): CourseInstance[] {
  const sessions = openSessions(training.sessions, today);
  if (sessions.length === 0) {
    return training.formats.map((format) => ({
      '@type': 'CourseInstance',
      courseMode: COURSE_MODES[format],
      courseWorkload: `PT${training.duration.centreHours}H`,
    }));
  }
  return sessions.map((session) => ({
    '@type': 'CourseInstance',
    courseMode: COURSE_MODES[session.format],
    startDate: toIsoDate(session.start),
    endDate: toIsoDate(session.end),
    location: sessionLocation(session, venue, url),
    offers: buildOffers(training, url).map((offer) => ({
      ...offer,
      validThrough: toIsoDate(session.registrationDeadline),
      availability: isFull(session) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    })),
  }));
}

/** The `@id` of a training's program, so that the Course can point to it. */
export function programId(url: string): string {
  return `${url}#programme`;
}

/**
 * The training as a Course: what it is, who provides it, the credential it leads to, its offers and
 * its sessions.
 * @param url absolute URL of the training page
 */
export function buildCourse(
  training: TrainingFacts,
  url: string,
  organisation: OrganisationFacts,
  venue: VenueFacts,
  today: Date,
): Course {
  return {
    '@type': 'Course',
    '@id': `${url}#formation`,
    url,
    name: training.title,
    description: training.description,
    inLanguage: 'fr-FR',
    courseCode: training.certification.rncpCode,
    educationalLevel: `Niveau ${training.levelValue}`,
    coursePrerequisites: [...training.prerequisites],
    provider: referenceOrganisation(organisation),
    educationalCredentialAwarded: training.certification.label,
    isPartOf: { '@id': programId(url) },
    offers: buildOffers(training, url),
    hasCourseInstance: buildCourseInstances(training, url, venue, today),
  };
}

/**
 * The RNCP title the training prepares as an EducationalOccupationalProgram: the credential (its RNCP
 * record), the jobs it leads to by ROME code, the time to complete and the prerequisites.
 */
export function buildOccupationalProgram(
  training: TrainingFacts,
  url: string,
  organisation: OrganisationFacts,
): EducationalOccupationalProgram {
  const { certification } = training;
  const timeToComplete = monthsToIsoDuration(training.duration.label);
  return {
    '@type': 'EducationalOccupationalProgram',
    '@id': programId(url),
    url,
    name: certification.label,
    identifier: certification.rncpCode,
    provider: referenceOrganisation(organisation),
    educationalProgramMode: training.formats.map((format) => COURSE_MODES[format]),
    educationalCredentialAwarded: {
      '@type': 'EducationalOccupationalCredential',
      name: certification.label,
      credentialCategory: 'Titre professionnel (RNCP)',
      educationalLevel: `Niveau ${certification.level} du cadre national des certifications`,
      url: rncpUrl(certification.rncpCode),
      recognizedBy: { '@type': 'Organization', name: certification.certifier },
    },
    occupationalCategory: certification.jobs.map((job) => ({
      '@type': 'CategoryCode',
      codeValue: job.rome,
      name: job.title,
      inCodeSet: { '@type': 'CategoryCodeSet', name: 'ROME (France Travail)' },
    })),
    ...(timeToComplete && { timeToComplete }),
    programPrerequisites: [...training.prerequisites],
    offers: buildOffers(training, url),
  };
}
