// Ships to browsers, with the complaint form's rules on its first focus (./schema.ts): what the rules say
// under each field. The e-mail and phone fields' own messages are the shared builders'.
import { formatCharacters } from '~/lib/format';
import { FIELD_LIMITS } from '~/schemas/field-limits';

const limits = FIELD_LIMITS.complaints;

export const COMPLAINT_VALIDATION_MESSAGES = {
  name: { subject: 'Le nom', required: 'Le nom est obligatoire.' },
  subject: {
    required: 'L’objet est obligatoire.',
    length: `L’objet ne doit pas dépasser ${formatCharacters(limits.subject.max)}.`,
    chars: 'L’objet contient des caractères non autorisés.',
  },
  message: {
    length: `La réclamation est obligatoire (${formatCharacters(limits.message.max)} au maximum).`,
    chars: 'La réclamation contient des caractères non autorisés.',
  },
  training: 'Choisissez une formation de la liste.',
} as const;
