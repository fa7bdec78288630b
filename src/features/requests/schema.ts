// Ships to browsers, on a request form's first focus. Field rules of the three request forms of
// docs/product.md §7 (registration, company, contact) mirroring the per-kind CHECK constraints of
// public.contact_requests (docs/security.md §5.3); their messages are ./messages-validation.ts.
import { z } from '~/schemas/browser-zod';
import { BIRTH_AGE_RANGE, FIELD_LIMITS } from '~/schemas/field-limits';
import {
  FORBIDDEN_IN_LINE,
  FORBIDDEN_IN_TEXT,
  emailField,
  freeTextField,
  lineField,
  personNameField,
  phoneField,
} from '~/schemas/form-fields';
import { REQUEST_VALIDATION_MESSAGES as say } from './messages-validation';
import { POSITIONING_LIMITS, TRAINEES_LIMITS } from './request-limits';
import { compactSiret, isSiret } from './siret';

/** Training codes of the registration form (docs/product.md §3). */
export const REGISTRATION_FORMATIONS = ['EC', 'CV', 'AM', 'MUM'] as const;
/** Study formats of the registration form (docs/product.md §3). */
export const REGISTRATION_MODALITES = ['présentiel', 'distanciel', 'alternance'] as const;
/** Formats of a quote request, as contact_requests_quote_format_check lists them (docs/product.md §3). */
export const QUOTE_FORMATS = ['inter', 'intra', 'distanciel'] as const;
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

const message = z.pipe(freeTextField(limits.message, say.message), z.string());

/** The positioning answers, question as asked → answer; the unanswered ones are left out (docs/product.md §3). */
const positioning = z
  .pipe(
    z.array(z.object({ question: z.string(), answer: z.string() })),
    z.transform((pairs) => {
      const answered = pairs
        .map(({ question, answer }) => ({ question, answer: answer.normalize('NFC').trim() }))
        .filter(({ answer }) => answer !== '');
      return answered.length > 0 ? answered : null;
    }),
  )
  .check(
    z.refine(
      (pairs) =>
        pairs === null ||
        (pairs.length <= POSITIONING_LIMITS.answers.max &&
          pairs.every(
            ({ question, answer }) =>
              [...question].length <= POSITIONING_LIMITS.question.max &&
              [...answer].length <= POSITIONING_LIMITS.answer.max &&
              !FORBIDDEN_IN_TEXT.test(answer),
          )),
      { error: say.positioning },
    ),
  );

/** Registration to a training, from the training page (docs/product.md §3 Registration request). */
export const RegistrationRequestSchema = z.object({
  kind: z.literal('inscription'),
  prenom: personNameField(limits.prenom, say.prenom),
  nom: personNameField(limits.nom, say.nom),
  date_naissance: z.string({ error: say.birthDateRequired }).check(
    // An empty date input submits '': the visitor left it blank, it is not "invalid".
    z.refine((value) => value !== '', { error: say.birthDateRequired, abort: true }),
    z.refine((value) => isPlausibleBirthDate(value), { error: say.birthDateInvalid }),
  ),
  adresse: lineField(limits.adresse, FORBIDDEN_IN_LINE, say.adresse),
  email: emailField,
  telephone: phoneField,
  formation: z.enum(REGISTRATION_FORMATIONS, { error: say.formation }),
  // '' is « être recontacté(e) pour une prochaine session », stored as null.
  session_key: z.pipe(
    z.string({ error: say.session }),
    z.transform((value: string) => (value === '' ? null : value)),
  ),
  waiting_list: z.boolean(),
  modalite: z.enum(REGISTRATION_MODALITES, { error: say.modalite }),
  situation: z.enum(REGISTRATION_SITUATIONS, { error: say.situation }),
  commentaires: freeTextField(limits.commentaires, say.commentaires),
  positioning,
});

/**
 * The registration's rules on a page whose sessions `fullKeys` are full: a full session is asked for on
 * its waiting list, and only a full one (contact_requests_waiting_list_check says the same).
 */
export function registrationSchemaFor(fullKeys: readonly string[]) {
  const isFull = (key: string | null) => key !== null && fullKeys.includes(key);
  return RegistrationRequestSchema.check(
    z.refine((request) => request.waiting_list || !isFull(request.session_key), {
      error: say.waitingListMissing,
      path: ['waiting_list'],
    }),
    z.refine((request) => !request.waiting_list || isFull(request.session_key), {
      error: say.waitingListExtra,
      path: ['waiting_list'],
    }),
  );
}

/** A company's contact request (docs/product.md §3 Company contact): every field required. */
export const CompanyRequestSchema = z.object({
  kind: z.literal('entreprise'),
  entreprise: lineField(limits.entreprise, FORBIDDEN_IN_LINE, say.entreprise),
  contact: personNameField(limits.contact, say.contact),
  email: emailField,
  telephone: phoneField,
  message,
});

/** A message from the contact page (docs/product.md §5 Contact form). */
export const ContactMessageSchema = z.object({
  kind: z.literal('contact'),
  name: personNameField(limits.name, say.name),
  email: emailField,
  subject: lineField(limits.subject, FORBIDDEN_IN_LINE, say.subject),
  message,
});

/** An optional one-line value of at most `max` characters, trimmed as the trigger does; '' becomes null. */
function optionalLine(max: number, errors: { length: string; chars: string }) {
  return z.pipe(
    z.string().check(
      z.overwrite((value) => value.normalize('NFC').trim().replace(/ {2,}/g, ' ')),
      z.refine((value) => [...value].length <= max, { error: errors.length, abort: true }),
      z.refine((value) => !FORBIDDEN_IN_LINE.test(value), { error: errors.chars }),
    ),
    z.transform((value: string) => (value === '' ? null : value)),
  );
}

/** A company's quote request (docs/product.md §3 Quote request); place required in intra-entreprise. */
export const QuoteRequestSchema = z
  .object({
    kind: z.literal('devis'),
    formation: z.enum(REGISTRATION_FORMATIONS, { error: say.formation }),
    trainees: z.pipe(
      z
        .string({ error: say.trainees })
        .check(
          z.refine(
            (value) =>
              /^\d{1,3}$/.test(value.trim()) &&
              Number(value) >= TRAINEES_LIMITS.min &&
              Number(value) <= TRAINEES_LIMITS.max,
            { error: say.trainees },
          ),
        ),
      z.transform((value: string) => Number(value)),
    ),
    preferred_period: lineField(limits.preferred_period, FORBIDDEN_IN_LINE, say.preferredPeriod),
    quote_format: z.enum(QUOTE_FORMATS, { error: say.quoteFormat }),
    place: optionalLine(limits.place.max, say.place),
    opco: optionalLine(limits.opco.max, say.opco),
    siret: z.pipe(
      z.string().check(
        z.overwrite(compactSiret),
        z.refine((value) => value === '' || isSiret(value), { error: say.siret }),
      ),
      z.transform((value: string) => (value === '' ? null : value)),
    ),
    entreprise: lineField(limits.entreprise, FORBIDDEN_IN_LINE, say.entreprise),
    contact: personNameField(limits.contact, say.contact),
    email: emailField,
    telephone: phoneField,
    message: freeTextField({ min: 0, max: limits.message.max }, say.quoteMessage),
  })
  .check(
    z.refine((quote) => quote.quote_format !== 'intra' || quote.place !== null, {
      error: say.placeRequired,
      path: ['place'],
    }),
  );

/** Any of the four requests, told apart by `kind`. */
export const ContactRequestSchema = z.discriminatedUnion('kind', [
  RegistrationRequestSchema,
  QuoteRequestSchema,
  CompanyRequestSchema,
  ContactMessageSchema,
]);

/** A validated request, ready for createContactRequest. */
export type ContactRequest = z.output<typeof ContactRequestSchema>;
