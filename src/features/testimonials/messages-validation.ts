// Ships to browsers, with the testimonial form's rules on its first focus (./schema.ts): what the
// rules say under each field. What the page and the form show before that is ./messages.ts.
import { formatCharacters } from '~/lib/format';
import { FIELD_LIMITS, RATING_LIMITS } from '~/schemas/field-limits';

const limits = FIELD_LIMITS.testimonials;

/** Under each field of « Partagez votre expérience », by field. */
export const TESTIMONIAL_VALIDATION_MESSAGES = {
  name: {
    required: 'Indiquez votre nom, ou votre prénom et une initiale.',
    length: `Le nom doit contenir ${limits.name.min} à ${formatCharacters(limits.name.max)}.`,
    chars: 'Le nom contient des caractères non autorisés.',
  },
  formation: {
    required: 'Choisissez la formation que vous avez suivie.',
    length: `La formation doit contenir ${limits.formation.min} à ${formatCharacters(limits.formation.max)}.`,
    chars: 'La formation contient des caractères non autorisés.',
  },
  /** docs/product.md §8 « Note requise » when no star is chosen; T2 for anything but 1 to 5. */
  ratingMissing: 'Veuillez sélectionner une note pour votre témoignage.',
  ratingOutOfRange: `Note entre ${RATING_LIMITS.min} et ${RATING_LIMITS.max}.`,
  /** Also for a year before the list's first: the list starts there. */
  yearMissing: 'Choisissez l’année où votre formation s’est terminée.',
  yearInFuture: 'L’année ne peut pas être dans le futur.',
  text: {
    length: `Le témoignage doit contenir ${limits.text.min} à ${formatCharacters(limits.text.max)}.`,
    chars: 'Le témoignage contient des caractères non autorisés.',
  },
} as const;
