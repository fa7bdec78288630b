// Ships to browsers, on the form's first focus. Field rules of the testimonial form (docs/product.md §5,
// docs/security.md §5.2), mirroring the CHECK constraints of public.testimonials; their messages are
// ./messages-validation.ts. `validated` is never part of it: the server decides.
import { z } from '~/schemas/browser-zod';
import {
  FORBIDDEN_IN_LINE,
  FORBIDDEN_IN_NAME,
  freeTextField,
  lineField,
} from '~/schemas/form-fields';
import { EXPERIENCE_FIRST_YEAR, FIELD_LIMITS, RATING_LIMITS } from '~/schemas/field-limits';
import { TESTIMONIAL_VALIDATION_MESSAGES as say } from './messages-validation';

const limits = FIELD_LIMITS.testimonials;

/** This year in Paris, the upper bound of the CHECK (the year the testimonial is written). */
export function currentParisYear(now = new Date()): number {
  return Number(
    new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' }).format(now),
  );
}

/** The fields a visitor submits for a testimonial. */
export const TestimonialFormSchema = z.object({
  name: lineField(limits.name, FORBIDDEN_IN_NAME, say.name),
  formation: lineField(limits.formation, FORBIDDEN_IN_LINE, say.formation),
  rating: z
    .number({ error: say.ratingMissing })
    .check(
      z.int({ error: say.ratingOutOfRange }),
      z.minimum(RATING_LIMITS.min, { error: say.ratingOutOfRange }),
      z.maximum(RATING_LIMITS.max, { error: say.ratingOutOfRange }),
    ),
  // The date of the experience (consumer code D111-16): the year the training ended, this century and not
  // in the future, as the CHECK testimonials_experience_year_check counts it.
  experience_year: z.number({ error: say.yearMissing }).check(
    z.int({ error: say.yearMissing }),
    z.minimum(EXPERIENCE_FIRST_YEAR, { error: say.yearMissing }),
    z.refine((year) => year <= currentParisYear(), { error: say.yearInFuture }),
  ),
  text: z.pipe(freeTextField(limits.text, say.text), z.string()),
});

/** Testimonial fields after validation and normalisation, ready for createTestimonial. */
export type TestimonialForm = z.output<typeof TestimonialFormSchema>;
