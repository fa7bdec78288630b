// Ships to browsers. Field rules of the testimonial form (docs/product.md §5, docs/security.md §5.2), mirroring
// the CHECK constraints of public.testimonials. `validated` is never part of it: the server decides.
import { z } from '~/schemas/browser-zod';
import {
  FORBIDDEN_IN_LINE,
  FORBIDDEN_IN_NAME,
  characters,
  freeTextField,
  lineField,
} from '~/schemas/form-fields';
import { EXPERIENCE_FIRST_YEAR, FIELD_LIMITS, RATING_LIMITS } from '~/schemas/field-limits';

const limits = FIELD_LIMITS.testimonials;
const ratingError = `Note entre ${RATING_LIMITS.min} et ${RATING_LIMITS.max}.`;

/** This year in Paris, the upper bound of the CHECK (the year the testimonial is written). */
export function currentParisYear(now = new Date()): number {
  return Number(
    new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' }).format(now),
  );
}

/** The fields a visitor submits for a testimonial. */
export const TestimonialFormSchema = z.object({
  name: lineField(limits.name, FORBIDDEN_IN_NAME, {
    required: 'Indiquez votre nom, ou votre prénom et une initiale.',
    length: `Le nom doit contenir ${limits.name.min} à ${characters(limits.name.max)}.`,
    chars: 'Le nom contient des caractères non autorisés.',
  }),
  formation: lineField(limits.formation, FORBIDDEN_IN_LINE, {
    required: 'Choisissez la formation que vous avez suivie.',
    length: `La formation doit contenir ${limits.formation.min} à ${characters(limits.formation.max)}.`,
    chars: 'La formation contient des caractères non autorisés.',
  }),
  // docs/product.md §8 "Note requise" when no star is chosen; T2 for anything but 1 to 5.
  rating: z
    .number({ error: 'Veuillez sélectionner une note pour votre témoignage.' })
    .check(
      z.int({ error: ratingError }),
      z.minimum(RATING_LIMITS.min, { error: ratingError }),
      z.maximum(RATING_LIMITS.max, { error: ratingError }),
    ),
  // The date of the experience (consumer code D111-16): the year the training ended, this century and not
  // in the future, as the CHECK testimonials_experience_year_check counts it.
  experience_year: z
    .number({ error: 'Choisissez l’année où votre formation s’est terminée.' })
    .check(
      z.int({ error: 'Choisissez l’année où votre formation s’est terminée.' }),
      z.minimum(EXPERIENCE_FIRST_YEAR, {
        error: 'Choisissez l’année où votre formation s’est terminée.',
      }),
      z.refine((year) => year <= currentParisYear(), {
        error: 'L’année ne peut pas être dans le futur.',
      }),
    ),
  text: z.pipe(
    freeTextField(limits.text, {
      length: `Le témoignage doit contenir ${limits.text.min} à ${characters(limits.text.max)}.`,
      chars: 'Le témoignage contient des caractères non autorisés.',
    }),
    z.string(),
  ),
});

/** Testimonial fields after validation and normalisation, ready for createTestimonial. */
export type TestimonialForm = z.output<typeof TestimonialFormSchema>;
