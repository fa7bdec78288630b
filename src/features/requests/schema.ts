// Ships to browsers. Field rules of the three request forms of docs/product.md §7 (registration, company,
// contact) mirroring the per-kind CHECK constraints of public.contact_requests (docs/security.md §5.3).
import { z } from '~/schemas/browser-zod';
import { BIRTH_AGE_RANGE, FIELD_LIMITS } from '~/schemas/field-limits';
import {
  FORBIDDEN_IN_LINE,
  characters,
  emailField,
  freeTextField,
  lineField,
  personNameField,
  phoneField,
} from '~/schemas/form-fields';

/** Training codes of the registration form (docs/product.md §3). */
export const REGISTRATION_FORMATIONS = ['EC', 'CV', 'AM', 'MUM'] as const;
/** Study formats of the registration form (docs/product.md §3). */
export const REGISTRATION_MODALITES = ['présentiel', 'distanciel', 'alternance'] as const;
/** Situations of the registration form (docs/product.md §3). */
export const REGISTRATION_SITUATIONS = ['demandeur', 'salarie', 'etudiant', 'autre'] as const;

/** Whether an ISO date (YYYY-MM-DD) gives an age of 14 to 100 years on `today`. */
export function isPlausibleBirthDate(value: string, today: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return false;
  const monthDay = today.toISOString().slice(4, 10);
  const year = today.getUTCFullYear();
  const oldest = `${String(year - BIRTH_AGE_RANGE.max).padStart(4, '0')}${monthDay}`;
  const youngest = `${String(year - BIRTH_AGE_RANGE.min).padStart(4, '0')}${monthDay}`;
  return value >= oldest && value <= youngest;
}

const limits = FIELD_LIMITS.contact_requests;

const message = z.pipe(
  freeTextField(limits.message, {
    length: `Le message est obligatoire (${characters(limits.message.max)} au maximum).`,
    chars: 'Le message contient des caractères non autorisés.',
  }),
  z.string(),
);

/** Registration to a training, from the training page (docs/product.md §3 Registration request). */
export const RegistrationRequestSchema = z.object({
  kind: z.literal('inscription'),
  prenom: personNameField(limits.prenom, 'Le prénom', 'Le prénom est obligatoire.'),
  nom: personNameField(limits.nom, 'Le nom', 'Le nom est obligatoire.'),
  date_naissance: z.string({ error: 'La date de naissance est obligatoire.' }).check(
    // An empty date input submits '': the visitor left it blank, it is not "invalid".
    z.refine((value) => value !== '', {
      error: 'La date de naissance est obligatoire.',
      abort: true,
    }),
    z.refine((value) => isPlausibleBirthDate(value), { error: 'Date de naissance invalide.' }),
  ),
  adresse: lineField(limits.adresse, FORBIDDEN_IN_LINE, {
    required: 'L’adresse est obligatoire.',
    length: `L’adresse ne doit pas dépasser ${characters(limits.adresse.max)}.`,
    chars: 'L’adresse contient des caractères non autorisés.',
  }),
  email: emailField,
  telephone: phoneField,
  formation: z.enum(REGISTRATION_FORMATIONS, { error: 'Choisissez une formation.' }),
  modalite: z.enum(REGISTRATION_MODALITES, { error: 'Choisissez une modalité.' }),
  situation: z.enum(REGISTRATION_SITUATIONS, { error: 'Choisissez votre situation.' }),
  commentaires: freeTextField(limits.commentaires, {
    length: `Vos commentaires ne doivent pas dépasser ${characters(limits.commentaires.max)}.`,
    chars: 'Vos commentaires contiennent des caractères non autorisés.',
  }),
});

/** A company's contact request (docs/product.md §3 Company contact): every field required. */
export const CompanyRequestSchema = z.object({
  kind: z.literal('entreprise'),
  entreprise: lineField(limits.entreprise, FORBIDDEN_IN_LINE, {
    required: 'Le nom de l’entreprise est obligatoire.',
    length: `Le nom de l’entreprise ne doit pas dépasser ${characters(limits.entreprise.max)}.`,
    chars: 'Le nom de l’entreprise contient des caractères non autorisés.',
  }),
  contact: personNameField(
    limits.contact,
    'Le nom du contact',
    'Le nom du contact est obligatoire.',
  ),
  email: emailField,
  telephone: phoneField,
  message,
});

/** A message from the contact page (docs/product.md §5 Contact form). */
export const ContactMessageSchema = z.object({
  kind: z.literal('contact'),
  name: personNameField(limits.name, 'Le nom', 'Le nom est obligatoire.'),
  email: emailField,
  subject: lineField(limits.subject, FORBIDDEN_IN_LINE, {
    required: 'Le sujet est obligatoire.',
    length: `Le sujet ne doit pas dépasser ${characters(limits.subject.max)}.`,
    chars: 'Le sujet contient des caractères non autorisés.',
  }),
  message,
});

/** Any of the three requests, told apart by `kind`. */
export const ContactRequestSchema = z.discriminatedUnion('kind', [
  RegistrationRequestSchema,
  CompanyRequestSchema,
  ContactMessageSchema,
]);

/** A validated request, ready for createContactRequest. */
export type ContactRequest = z.output<typeof ContactRequestSchema>;
