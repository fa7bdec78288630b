// Ships to browsers. Field rules of the three request forms of SPEC §7 (registration, company,
// contact) mirroring the per-kind CHECK constraints of public.contact_requests (security.md §5.3).
import { z } from './browser-zod';
import {
  FORBIDDEN_IN_LINE,
  emailField,
  freeTextField,
  lineField,
  personNameField,
  phoneField,
} from './application-form';

/** Training codes of the registration form (SPEC §3). */
export const REGISTRATION_FORMATIONS = ['EC', 'CV', 'AM', 'MUM'] as const;
/** Study formats of the registration form (SPEC §3). */
export const REGISTRATION_MODALITES = ['présentiel', 'distanciel', 'alternance'] as const;
/** Situations of the registration form (SPEC §3). */
export const REGISTRATION_SITUATIONS = ['demandeur', 'salarie', 'etudiant', 'autre'] as const;

/** Youngest and oldest plausible age of a registrant, in years (security.md C6). */
export const BIRTH_AGE_RANGE = { min: 14, max: 100 } as const;

/** Whether an ISO date (YYYY-MM-DD) gives an age of 14 to 100 years on `today`. */
export function isPlausibleBirthDate(value: string, today: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return false;
  const monthDay = today.toISOString().slice(4, 10);
  const year = today.getUTCFullYear();
  const oldest = `${String(year - BIRTH_AGE_RANGE.max).padStart(4, '0')}${monthDay}`;
  const youngest = `${String(year - BIRTH_AGE_RANGE.min).padStart(4, '0')}${monthDay}`;
  return value >= oldest && value <= youngest;
}

const message = z.pipe(
  freeTextField(1, 5000, {
    length: 'Le message est obligatoire (5\u202f000\u00a0caractères au maximum).',
    chars: 'Le message contient des caractères non autorisés.',
  }),
  z.string(),
);

/** Registration to a training, from the training page (SPEC §3 Registration request). */
export const RegistrationRequestSchema = z.object({
  kind: z.literal('inscription'),
  prenom: personNameField('Le prénom', 'Le prénom est obligatoire.'),
  nom: personNameField('Le nom', 'Le nom est obligatoire.'),
  date_naissance: z.string({ error: 'La date de naissance est obligatoire.' }).check(
    // An empty date input submits '': the visitor left it blank, it is not "invalid".
    z.refine((value) => value !== '', {
      error: 'La date de naissance est obligatoire.',
      abort: true,
    }),
    z.refine((value) => isPlausibleBirthDate(value), { error: 'Date de naissance invalide.' }),
  ),
  adresse: lineField(1, 300, FORBIDDEN_IN_LINE, {
    required: 'L’adresse est obligatoire.',
    length: 'L’adresse ne doit pas dépasser 300\u00a0caractères.',
    chars: 'L’adresse contient des caractères non autorisés.',
  }),
  email: emailField,
  telephone: phoneField,
  formation: z.enum(REGISTRATION_FORMATIONS, { error: 'Choisissez une formation.' }),
  modalite: z.enum(REGISTRATION_MODALITES, { error: 'Choisissez une modalité.' }),
  situation: z.enum(REGISTRATION_SITUATIONS, { error: 'Choisissez votre situation.' }),
  commentaires: freeTextField(0, 5000, {
    length: 'Vos commentaires ne doivent pas dépasser 5\u202f000\u00a0caractères.',
    chars: 'Vos commentaires contiennent des caractères non autorisés.',
  }),
});

/** A company's contact request (SPEC §3 Company contact): every field required. */
export const CompanyRequestSchema = z.object({
  kind: z.literal('entreprise'),
  entreprise: lineField(1, 200, FORBIDDEN_IN_LINE, {
    required: 'Le nom de l’entreprise est obligatoire.',
    length: 'Le nom de l’entreprise ne doit pas dépasser 200\u00a0caractères.',
    chars: 'Le nom de l’entreprise contient des caractères non autorisés.',
  }),
  contact: personNameField('Le nom du contact', 'Le nom du contact est obligatoire.'),
  email: emailField,
  telephone: phoneField,
  message,
});

/** A message from the contact page (SPEC §5 Contact form). */
export const ContactMessageSchema = z.object({
  kind: z.literal('contact'),
  name: personNameField('Le nom', 'Le nom est obligatoire.'),
  email: emailField,
  subject: lineField(1, 200, FORBIDDEN_IN_LINE, {
    required: 'Le sujet est obligatoire.',
    length: 'Le sujet ne doit pas dépasser 200\u00a0caractères.',
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
