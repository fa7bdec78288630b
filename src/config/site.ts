// Public facts about the provider. Ships to browsers: nothing secret here.
// Every business constant of docs/product.md §9 lives in this file (field limits:
// src/schemas/field-limits.ts); components import, never repeat, them. The organisation's legal identity
// and contacts live in ./organisation.ts, the figures of the law in ./legal-figures.ts and
// ./funding-rules.ts. Relative imports with their extension: scripts/check-content.ts loads this file
// with plain Node.
import { APPLICATION_FILE_BYTES, RATING_LIMITS } from '../schemas/value-limits.ts';
import {
  DISABILITY_REFERENT_CONTACT,
  GENERAL_CONTACT,
  HEAD_OFFICE_LINE,
  PEDAGOGICAL_CONTACT,
} from './organisation.ts';

/** Brand and public identity (docs/architecture.md, Brand). */
export const SITE = {
  name: 'Horizon Compétences',
  description:
    'Titres professionnels RNCP de niveau 3 à 5 en commerce et management, en présentiel, à distance ou en alternance, avec un accompagnement personnalisé et des solutions de financement.',
} as const;

/** Contact block of the footer and the contact page (docs/product.md §2.2, §2.3, §9). */
export const CONTACT = {
  email: GENERAL_CONTACT.email,
  phoneDisplay: GENERAL_CONTACT.phone.display,
  phoneHref: GENERAL_CONTACT.phone.href,
  city: GENERAL_CONTACT.city,
} as const;

/** How soon a conseiller calls back after an application or a registration request. */
export const CALLBACK_DELAY = 'sous 48\u00a0heures ouvrées';

/** Social profiles. Only real URLs are listed: the previous site's two placeholder links are omitted. */
export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/horizon.competences/' },
] as const;

/** Training offer constants (docs/product.md §9). */
export const TRAINING_OFFER = {
  levels: [3, 4, 5],
  maxStrengthsOnCard: 2,
  maxTagsOnCard: 3,
} as const;

/**
 * Facts every training page and programme PDF repeats (Qualiopi indicators 1 and 9, L6353-8): the
 * venue, who to contact, the disability referent. The people are the team of content/data/team.yaml.
 */
export const TRAINING_VENUE = {
  name: 'Centre Horizon Compétences',
  address: HEAD_OFFICE_LINE,
  transport: 'Métro Gambetta (lignes 3 et 3 bis), bus 26, 60, 61, 64 et 69',
  /** Shown after « Locaux : », so it does not say « Locaux » again. */
  premises:
    'Accès de plain-pied en fauteuil roulant, salle de formation et toilettes adaptées, boucle magnétique à l’accueil',
} as const;

export const TRAINING_CONTACTS = [
  {
    role: 'Inscriptions et administration',
    name: 'Accueil Horizon Compétences',
    email: CONTACT.email,
    phoneDisplay: CONTACT.phoneDisplay,
    phoneHref: CONTACT.phoneHref,
  },
  {
    role: PEDAGOGICAL_CONTACT.role,
    name: PEDAGOGICAL_CONTACT.name,
    email: PEDAGOGICAL_CONTACT.email,
    phoneDisplay: PEDAGOGICAL_CONTACT.phone.display,
    phoneHref: PEDAGOGICAL_CONTACT.phone.href,
  },
] as const;

export const DISABILITY_REFERENT = {
  role: DISABILITY_REFERENT_CONTACT.role,
  name: DISABILITY_REFERENT_CONTACT.name,
  email: DISABILITY_REFERENT_CONTACT.email,
  phoneDisplay: DISABILITY_REFERENT_CONTACT.phone.display,
  phoneHref: DISABILITY_REFERENT_CONTACT.phone.href,
} as const;

/** Thresholds of `npm run check:content` (Qualiopi indicators 1 to 3: dated, up-to-date information). */
export const CONTENT_FRESHNESS = {
  resultsMaxAgeMonths: 12,
  rncpExpiryWarningDays: 120,
  /** A session's seats left, counted longer ago than this, must be counted again. */
  seatCountMaxAgeDays: 30,
} as const;

/** Application uploads (docs/product.md §9, docs/security.md §4). */
export const APPLICATION_FILES = {
  bucket: 'candidatures',
  maxBytes: APPLICATION_FILE_BYTES.max,
  mimeType: 'application/pdf',
} as const;

/** The learners' documents (issue 43): PDFs of the private bucket `documents`, whose file_size_limit
 * this equals (tests/db/follow-up-rights.test.ts keeps both equal); Storage answers 413 above it. */
export const LEARNER_DOCUMENT_FILES = {
  bucket: 'documents',
  maxBytes: 10485760,
  mimeType: 'application/pdf',
} as const;

/** Blog constants (docs/product.md §9). */
export const BLOG = {
  relatedCount: 3,
  /** Cards per list page (12 to 24 keeps each page light; a multiple of the 2- and 3-column grids). */
  pageSize: 12,
} as const;

/**
 * Testimonials (docs/product.md §4, §9; consumer code L111-7-2, D111-16 to D111-19). The quotas are enforced by
 * the database (supabase/migrations/20261122110000_testimonial_quotas.sql); the delays are the
 * staff's commitment, published on the page.
 */
export const TESTIMONIALS = {
  ratingMax: RATING_LIMITS.max,
  /** localStorage key of the local copy: the last list shown, or the whole list without a backend. */
  storageKey: 'temoignages',
  /** Staff publish or refuse a proposal within this many days. */
  moderationDelayDays: 7,
  /** A published testimonial stays online at most this many years. */
  retentionYears: 3,
} as const;
