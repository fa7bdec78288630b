// The pages submit-request answers with (303) once a form posted without JavaScript: fixed paths, never
// built from input (docs/security.md §5.3). Plain Node can import this file (local/routes.ts).

/** Stored: the registration, its waiting-list variant, the company quote. */
export const SENT_OUTCOMES = ['inscription', 'liste-attente', 'devis'] as const;
/** Refused, nothing stored: a closed session or changed seats, the daily quota, bad input, no database. */
export const REFUSED_OUTCOMES = [
  'session-fermee',
  'trop-de-demandes',
  'invalide',
  'indisponible',
] as const;

/** Every outcome page's path. */
export const OUTCOME_PATHS = [
  ...SENT_OUTCOMES.map((outcome) => `/demande-envoyee/${outcome}/`),
  ...REFUSED_OUTCOMES.map((outcome) => `/demande-non-envoyee/${outcome}/`),
];
