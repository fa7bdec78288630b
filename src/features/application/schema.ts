// Ships to browsers, with the submit logic (first focus). The application's field rules
// (docs/product.md §5, docs/security.md §5.1): the CHECK constraints of public.applications, checked
// before any upload; the database stays the authority (tests/db/form-schemas.test.ts proves them equal).
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
import { APPLICATION_OUTCOMES } from './messages-submit';

const limits = FIELD_LIMITS.applications;
const { validation } = APPLICATION_OUTCOMES;

/** The fields of an application as the island submits them (files are checked separately). */
export const ApplicationFormSchema = z.object({
  first_name: personNameField(limits.first_name, validation.firstName),
  last_name: personNameField(limits.last_name, validation.lastName),
  email: emailField,
  phone: optionalPhoneField,
  formation_souhaitee: lineField(
    limits.formation_souhaitee,
    FORBIDDEN_IN_LINE,
    validation.formation,
  ),
  motivation: freeTextField(limits.motivation, validation.motivation),
});

/** Application fields after validation and normalisation, ready for createApplication. */
export type ApplicationForm = z.output<typeof ApplicationFormSchema>;
