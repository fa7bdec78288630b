// Ships to browsers, on the complaint form's first focus. The field rules of /reclamations/ mirroring
// the CHECK constraints of public.complaints (docs/security.md §5.3); messages in ./messages-validation.ts.
import { z } from '~/schemas/browser-zod';
import { FIELD_LIMITS } from '~/schemas/field-limits';
import {
  FORBIDDEN_IN_LINE,
  emailField,
  freeTextField,
  lineField,
  optionalPhoneField,
  personNameField,
} from '~/schemas/form-fields';
import { COMPLAINT_VALIDATION_MESSAGES as say } from './messages-validation';

const limits = FIELD_LIMITS.complaints;

/** A complaint: the training is a catalogue code or none (the database checks the code exists). */
export const ComplaintSchema = z.object({
  name: personNameField(limits.name, say.name),
  email: emailField,
  telephone: optionalPhoneField,
  training_code: z.pipe(
    z.optional(z.string().check(z.regex(/^([A-Z0-9]{1,20})?$/, { error: say.training }))),
    z.transform((value: string | undefined) => (value ? value : null)),
  ),
  subject: lineField(limits.subject, FORBIDDEN_IN_LINE, say.subject),
  message: z.pipe(freeTextField(limits.message, say.message), z.string()),
});

export type Complaint = z.infer<typeof ComplaintSchema>;
