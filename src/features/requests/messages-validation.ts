// Ships to browsers, with the request forms' rules on their first focus (./schema.ts): what the rules
// say under each field. What the forms show before that is in ./messages-contact.ts,
// ./messages-company.ts and ./messages-registration.ts; the e-mail and phone fields' own messages are
// the shared builders' (src/schemas/form-fields.ts).
import { formatCharacters } from '~/lib/format';
import { FIELD_LIMITS } from '~/schemas/field-limits';
import { POSITIONING_LIMITS, TRAINEES_LIMITS } from './request-limits';
import { QUOTE_MESSAGES } from './messages-quote';

const limits = FIELD_LIMITS.contact_requests;

/** Under each field of the registration, company and contact forms, by field. */
export const REQUEST_VALIDATION_MESSAGES = {
  message: {
    length: `Le message est obligatoire (${formatCharacters(limits.message.max)} au maximum).`,
    chars: 'Le message contient des caractères non autorisés.',
  },
  prenom: { subject: 'Le prénom', required: 'Le prénom est obligatoire.' },
  nom: { subject: 'Le nom', required: 'Le nom est obligatoire.' },
  birthDateRequired: 'La date de naissance est obligatoire.',
  birthDateInvalid: 'Date de naissance invalide.',
  adresse: {
    required: 'L’adresse est obligatoire.',
    length: `L’adresse ne doit pas dépasser ${formatCharacters(limits.adresse.max)}.`,
    chars: 'L’adresse contient des caractères non autorisés.',
  },
  formation: 'Choisissez une formation.',
  modalite: 'Choisissez une modalité.',
  session: 'Choisissez une session, ou d’être recontacté(e) pour une prochaine session.',
  waitingListMissing:
    'Cette session est complète\u00a0: cochez la case de la liste d’attente pour y demander une place, ou choisissez une autre session.',
  waitingListExtra:
    'Cette session a encore des places\u00a0: décochez la case de la liste d’attente, elle ne vaut que pour une session complète.',
  positioning: `Vos réponses au questionnaire sont trop longues (${formatCharacters(POSITIONING_LIMITS.answer.max)} au maximum par réponse) ou contiennent des caractères non autorisés.`,
  situation: 'Choisissez votre situation.',
  commentaires: {
    length: `Vos commentaires ne doivent pas dépasser ${formatCharacters(limits.commentaires.max)}.`,
    chars: 'Vos commentaires contiennent des caractères non autorisés.',
  },
  entreprise: {
    required: 'Le nom de l’entreprise est obligatoire.',
    length: `Le nom de l’entreprise ne doit pas dépasser ${formatCharacters(limits.entreprise.max)}.`,
    chars: 'Le nom de l’entreprise contient des caractères non autorisés.',
  },
  trainees: `Indiquez un nombre de stagiaires entre ${TRAINEES_LIMITS.min} et ${TRAINEES_LIMITS.max}.`,
  preferredPeriod: {
    required: 'La période souhaitée est obligatoire.',
    length: `La période souhaitée ne doit pas dépasser ${formatCharacters(limits.preferred_period.max)}.`,
    chars: 'La période souhaitée contient des caractères non autorisés.',
  },
  quoteFormat: 'Choisissez un format.',
  quoteMessage: {
    length: `Vos précisions ne doivent pas dépasser ${formatCharacters(limits.message.max)}.`,
    chars: 'Vos précisions contiennent des caractères non autorisés.',
  },
  place: {
    length: `Le lieu ne doit pas dépasser ${formatCharacters(limits.place.max)}.`,
    chars: 'Le lieu contient des caractères non autorisés.',
  },
  placeRequired: QUOTE_MESSAGES.placeRequired,
  opco: {
    length: `Le nom de l’OPCO ne doit pas dépasser ${formatCharacters(limits.opco.max)}.`,
    chars: 'Le nom de l’OPCO contient des caractères non autorisés.',
  },
  siret: QUOTE_MESSAGES.siretInvalid,
  contact: { subject: 'Le nom du contact', required: 'Le nom du contact est obligatoire.' },
  name: { subject: 'Le nom', required: 'Le nom est obligatoire.' },
  subject: {
    required: 'Le sujet est obligatoire.',
    length: `Le sujet ne doit pas dépasser ${formatCharacters(limits.subject.max)}.`,
    chars: 'Le sujet contient des caractères non autorisés.',
  },
} as const;
