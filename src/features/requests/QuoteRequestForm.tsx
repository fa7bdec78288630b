// Quote request of /entreprises/ (docs/product.md §3 Quote request, §7): a training, how many, when,
// which format and where, the company's OPCO and SIRET (both optional; the SIRET's check digit verified
// here as the database does), and who to answer.
import FormShell from '~/components/form/FormShell';
import {
  Field,
  SelectField,
  TextAreaField,
  TextField,
  type FieldProps,
} from '~/components/form/FormFields';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { QUOTE_MESSAGES } from './messages-quote';
import type { REGISTRATION_FORMATIONS } from './schema';
import { useRequestForm } from './use-request-form';

interface Props {
  /** The catalogue's trainings, by code, with their full titles. */
  trainings: readonly { code: (typeof REGISTRATION_FORMATIONS)[number]; title: string }[];
  /** Where the form posts without JavaScript (submit-request), when the site has an online service. */
  action?: string | undefined;
  /** The site has no online service: the form opens the mail program (said before the submit). */
  mailPath?: boolean;
}

const { labels, hints, formats } = QUOTE_MESSAGES;

/** A one-line field with a hint under its label (`${id}-hint`), which its control is described by. */
function HintedField({
  hint,
  numeric = false,
  ...props
}: FieldProps & { hint: string; numeric?: boolean }) {
  const { id, name, error, optional } = props;
  return (
    <Field {...props}>
      <span id={`${id}-hint`} className="block text-sm text-muted">
        {hint}
      </span>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={CONTROL_CLASS}
      />
    </Field>
  );
}

/** Asks for a quote; stored as a contact request of kind `devis`, or mailed. */
export default function QuoteRequestForm({ trainings, action, mailPath = false }: Props) {
  const titleOf = (code: string) => trainings.find((training) => training.code === code)?.title;
  const { field, shell } = useRequestForm({
    kind: 'devis',
    labels,
    mailSubject: QUOTE_MESSAGES.mailSubject,
    mailPath,
    action,
    loadSchema: async () => (await import('./schema')).QuoteRequestSchema,
    confirmation: QUOTE_MESSAGES.confirmation,
    refusals: {
      siret: { field: 'siret', message: QUOTE_MESSAGES.siretInvalid },
      place: { field: 'place', message: QUOTE_MESSAGES.placeRequired },
    },
    toMail: (quote) => ({
      subject: QUOTE_MESSAGES.mailSubject,
      fields: [
        { label: labels.formation, value: titleOf(quote.formation) ?? quote.formation },
        { label: labels.trainees, value: String(quote.trainees) },
        { label: labels.preferred_period, value: quote.preferred_period },
        { label: labels.quote_format, value: formats[quote.quote_format] },
        { label: labels.place, value: quote.place ?? '' },
        { label: labels.opco, value: quote.opco ?? '' },
        { label: labels.siret, value: quote.siret ?? '' },
        { label: labels.entreprise, value: quote.entreprise },
        { label: labels.contact, value: quote.contact },
        { label: labels.email, value: quote.email },
        { label: labels.telephone, value: quote.telephone },
        { label: labels.message, value: quote.message ?? '' },
      ],
    }),
  });

  return (
    <FormShell {...shell}>
      <SelectField
        {...field('formation')}
        options={trainings.map(({ code, title }) => ({ value: code, label: title }))}
        placeholder={QUOTE_MESSAGES.choose}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <HintedField {...field('trainees')} hint={hints.trainees} numeric />
        <HintedField {...field('preferred_period')} hint={hints.preferred_period} />
      </div>
      <SelectField
        {...field('quote_format')}
        options={Object.entries(formats).map(([value, label]) => ({ value, label }))}
        placeholder={QUOTE_MESSAGES.choose}
      />
      <HintedField {...field('place')} hint={hints.place} optional />
      <div className="grid gap-4 sm:grid-cols-2">
        <HintedField {...field('opco')} hint={hints.opco} optional />
        <HintedField {...field('siret')} hint={hints.siret} numeric optional />
      </div>
      <TextField {...field('entreprise')} autoComplete="organization" />
      <TextField {...field('contact')} autoComplete="name" />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField {...field('telephone')} type="tel" autoComplete="tel" />
      <TextAreaField {...field('message')} optional />
      {/* Last: the first control is one a focus can reach (client:interaction hydrates on it). */}
      <input type="hidden" name="kind" value="devis" />
    </FormShell>
  );
}
