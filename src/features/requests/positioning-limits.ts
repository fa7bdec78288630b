// Ships to browsers. Bounds of public.contact_requests.positioning (contact_requests_positioning_check):
// the form checks them before the database does.
export const POSITIONING_LIMITS = { answers: 12, question: 300, answer: 1000 } as const;
