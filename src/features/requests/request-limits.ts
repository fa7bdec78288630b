// Ships to browsers. Bounds of the registration's positioning answers and of a quote's own columns
// (their contact_requests_*_check constraints): the forms check them before the database does.
export const POSITIONING_LIMITS = { answers: 12, question: 300, answer: 1000 } as const;

export const QUOTE_LIMITS = {
  trainees: { min: 1, max: 200 },
  preferred_period: { min: 1, max: 100 },
  place: { min: 0, max: 200 },
  opco: { min: 0, max: 100 },
} as const;
