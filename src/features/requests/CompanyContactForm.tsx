// Company contact form of /entreprises (docs/product.md §3 Company contact, §5: every field required, §7).
import FormShell from '~/components/form/FormShell';
import { TextAreaField, TextField } from '~/components/form/FormFields';
import { COMPANY_MESSAGES } from './messages-company';
import { useRequestForm } from './use-request-form';

const { labels } = COMPANY_MESSAGES;

/** Asks to be called back; stored as a contact request of kind `entreprise`, or mailed. */
export default function CompanyContactForm({ mailPath = false }: { mailPath?: boolean }) {
  const { field, shell } = useRequestForm({
    kind: 'entreprise',
    labels,
    mailSubject: COMPANY_MESSAGES.mailSubject,
    mailPath,
    loadSchema: async () => (await import('./schema')).CompanyRequestSchema,
    confirmation: COMPANY_MESSAGES.confirmation,
    toMail: (request) => ({
      subject: COMPANY_MESSAGES.mailSubject,
      fields: [
        { label: labels.entreprise, value: request.entreprise },
        { label: labels.contact, value: request.contact },
        { label: labels.email, value: request.email },
        { label: labels.telephone, value: request.telephone },
        { label: labels.message, value: request.message },
      ],
    }),
  });

  return (
    <FormShell {...shell}>
      <TextField {...field('entreprise')} autoComplete="organization" />
      <TextField {...field('contact')} autoComplete="name" />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField {...field('telephone')} type="tel" autoComplete="tel" />
      <TextAreaField {...field('message')} />
    </FormShell>
  );
}
