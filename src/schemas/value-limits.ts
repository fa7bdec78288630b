// Ships to browsers. Bounds of values that src/config/site.ts publishes (a testimonial's stars, an
// application's PDF size); src/schemas/field-limits.ts re-exports them with the rest of the table.

/** Inclusive bounds of a value: a length in characters, a number, or a count. */
export interface Bounds {
  readonly min: number;
  readonly max: number;
}

/** The star rating of a testimonial (T2). */
export const RATING_LIMITS = { min: 1, max: 5 } as const satisfies Bounds;

/** Each PDF of an application: not empty, 5 MiB at most (the bucket's and the project's limit; A2–A4). */
export const APPLICATION_FILE_BYTES = { min: 1, max: 5 * 1024 * 1024 } as const satisfies Bounds;
