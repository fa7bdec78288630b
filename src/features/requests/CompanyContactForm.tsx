// Company contact form of /entreprises (docs/product.md §3 Company contact, §5: every field required, §7).
import { useId } from 'react';
import { COMPANY_MESSAGES } from './company-messages';
import { TextAreaField, TextField } from '~/components/form/FormFields';
import RequestForm from '~/components/form/FormShell';
import { useContactRequestForm } from './use-contact-request-form';

const { labels } = COMPANY_MESSAGES;

/** Asks to be called back; stored as a contact request of kind `entreprise`, or mailed. */
export default function CompanyContactForm({ mailPath = false }: { mailPath?: boolean }) {
  const id = useId();
  const { formRef, errors, sending, onSubmit, warmUp, preparedMail } = useContactRequestForm({
    kind: 'entreprise',
    loadSchema: async () => (await import('./schema')).CompanyRequestSchema,
    success: COMPANY_MESSAGES.success,
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
  const field = (name: keyof typeof labels) => ({
    id: `${id}-${name}`,
    name,
    label: labels[name],
    error: errors[name],
  });

  return (
    <RequestForm
      idPrefix={id}
      mailSubject={COMPANY_MESSAGES.mailSubject}
      formRef={formRef}
      sending={sending}
      onSubmit={onSubmit}
      onWarmUp={warmUp}
      mailPath={mailPath}
      preparedMail={preparedMail}
    >
      <TextField {...field('entreprise')} autoComplete="organization" />
      <TextField {...field('contact')} autoComplete="name" />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField {...field('telephone')} type="tel" autoComplete="tel" />
      <TextAreaField {...field('message')} />
    </RequestForm>
  );
}
