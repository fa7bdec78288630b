// Ships to browsers. The limits of every field a visitor fills in, in one table: the Zod schemas of the
// forms read them, docs/operations.md quotes them, and tests/db/field-limits.test.ts reads the CHECK
// constraints of supabase/migrations back and fails if a migration and this table disagree.
// Lengths count characters as PostgreSQL's char_length does (code points).

import type { Bounds } from './value-limits';

export type { Bounds };
// The two bounds src/config/site.ts publishes live apart, so that every page's shared chunk does not
// carry this table (docs/performance.md, 2026-11-28).
export { APPLICATION_FILE_BYTES, RATING_LIMITS } from './value-limits';

/** Length bounds of the text columns visitors write, per table and column (docs/security.md §4, §5). */
export const FIELD_LIMITS = {
  applications: {
    first_name: { min: 1, max: 100 },
    last_name: { min: 1, max: 100 },
    email: { min: 0, max: 254 },
    formation_souhaitee: { min: 1, max: 200 },
    motivation: { min: 0, max: 5000 },
  },
  testimonials: {
    name: { min: 2, max: 80 },
    formation: { min: 2, max: 150 },
    text: { min: 10, max: 2000 },
  },
  contact_requests: {
    email: { min: 0, max: 254 },
    prenom: { min: 1, max: 100 },
    nom: { min: 1, max: 100 },
    adresse: { min: 1, max: 300 },
    commentaires: { min: 0, max: 5000 },
    entreprise: { min: 1, max: 200 },
    contact: { min: 1, max: 100 },
    message: { min: 1, max: 5000 },
    name: { min: 1, max: 100 },
    subject: { min: 1, max: 200 },
    preferred_period: { min: 1, max: 100 },
    place: { min: 0, max: 200 },
    opco: { min: 0, max: 100 },
  },
  complaints: {
    name: { min: 1, max: 100 },
    email: { min: 0, max: 254 },
    subject: { min: 1, max: 200 },
    message: { min: 1, max: 5000 },
  },
} as const satisfies Record<string, Record<string, Bounds>>;

/**
 * Length bounds of the text columns the team writes in the learner follow-up (docs/security.md §4d): the
 * team space's forms check them before the database does. A link's minimum is 0: it may be left out.
 */
export const TEAM_FIELD_LIMITS = {
  learner_profiles: { full_name: { min: 2, max: 120 } },
  lessons: {
    title: { min: 2, max: 150 },
    place: { min: 2, max: 150 },
    join_url: { min: 0, max: 500 },
  },
  learner_notifications: { message: { min: 5, max: 300 }, link: { min: 0, max: 300 } },
  learner_documents: { title: { min: 2, max: 150 } },
} as const satisfies Record<string, Record<string, Bounds>>;

/** The team's note on an application or a request (`<table>_staff_note_check`); blank means no note. */
export const STAFF_NOTE_LIMITS = { min: 1, max: 2000 } as const satisfies Bounds;

/** A phone number: its length in characters, and how many of them are digits (`private.is_phone`; A23, A24). */
export const PHONE_LIMITS = {
  length: { min: 6, max: 25 },
  digits: { min: 6, max: 15 },
} as const satisfies Record<string, Bounds>;

/** The number of trainees of a quote request (contact_requests_trainees_check). */
export const TRAINEES_LIMITS = { min: 1, max: 200 } as const satisfies Bounds;

/**
 * The positioning answers of a registration (private.is_positioning): how many, and the length of each
 * question as asked and of each answer.
 */
export const POSITIONING_LIMITS = {
  answers: { min: 1, max: 12 },
  question: { min: 1, max: 300 },
  answer: { min: 1, max: 1000 },
} as const satisfies Record<string, Bounds>;

/** The first year a testimonial may give as the end of its training; the last is the current year. */
export const EXPERIENCE_FIRST_YEAR = 2000;

/** Youngest and oldest plausible age of a registrant, in years, on the day of the request (C6). */
export const BIRTH_AGE_RANGE = { min: 14, max: 100 } as const satisfies Bounds;
