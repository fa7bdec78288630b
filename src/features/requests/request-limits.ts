// Ships to browsers with the request forms. The positioning and trainee bounds of src/schemas/field-limits.ts
// (tests/unit/features/requests/request-limits.test.ts holds them equal), copied here because importing
// them from there would add them to the chunk every learner page loads (docs/performance.md).
export const POSITIONING_LIMITS = {
  answers: { min: 1, max: 12 },
  question: { min: 1, max: 300 },
  answer: { min: 1, max: 1000 },
} as const;

export const TRAINEES_LIMITS = { min: 1, max: 200 } as const;
