// Ships to browsers. Field rules of the testimonial form (SPEC §5, security.md §5.2), mirroring
// the CHECK constraints of public.testimonials. `validated` is never part of it: the server decides.
import { z } from './browser-zod';
import { FORBIDDEN_IN_LINE, FORBIDDEN_IN_NAME, freeTextField, lineField } from './application-form';

/** The first year a testimonial may say the training ended (the CHECK's lower bound). */
export const EXPERIENCE_FIRST_YEAR = 2000;

/** This year in Paris, the upper bound of the CHECK (the year the testimonial is written). */
export function currentParisYear(now = new Date()): number {
  return Number(
    new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' }).format(now),
  );
}

/** The fields a visitor submits for a testimonial. */
export const TestimonialFormSchema = z.object({
  name: lineField(2, 80, FORBIDDEN_IN_NAME, {
    required: 'Indiquez votre nom, ou votre prénom et une initiale.',
    length: 'Le nom doit contenir 2 à 80\u00a0caractères.',
    chars: 'Le nom contient des caractères non autorisés.',
  }),
  formation: lineField(2, 150, FORBIDDEN_IN_LINE, {
    required: 'Choisissez la formation que vous avez suivie.',
    length: 'La formation doit contenir 2 à 150\u00a0caractères.',
    chars: 'La formation contient des caractères non autorisés.',
  }),
  // SPEC §8 "Note requise" when no star is chosen; T2 for anything but 1 to 5.
  rating: z
    .number({ error: 'Veuillez sélectionner une note pour votre témoignage.' })
    .check(
      z.int({ error: 'Note entre 1 et 5.' }),
      z.minimum(1, { error: 'Note entre 1 et 5.' }),
      z.maximum(5, { error: 'Note entre 1 et 5.' }),
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
    freeTextField(10, 2000, {
      length: 'Le témoignage doit contenir 10 à 2\u202f000\u00a0caractères.',
      chars: 'Le témoignage contient des caractères non autorisés.',
    }),
    z.string(),
  ),
});

/** Testimonial fields after validation and normalisation, ready for createTestimonial. */
export type TestimonialForm = z.output<typeof TestimonialFormSchema>;
