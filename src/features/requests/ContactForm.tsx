// Contact form of /contact (docs/product.md §5 Contact form, §7); `?subject=` prefills the subject (docs/product.md §2.1).
import { useEffect, useId, useRef } from 'react';
import { CONTACT_MESSAGES } from './contact-messages';
import { describeContactSubject } from './contact-subject';
import { TextAreaField, TextField } from '~/components/form/FormFields';
import RequestForm from '~/components/form/FormShell';
import { useContactRequestForm } from './use-contact-request-form';

const { labels } = CONTACT_MESSAGES;

/** Sends a message; stored as a contact request of kind `contact`, or mailed with the visitor's subject. */
export default function ContactForm({ mailPath = false }: { mailPath?: boolean }) {
  const id = useId();
  const subjectRef = useRef<HTMLInputElement>(null);
  const { formRef, errors, sending, onSubmit, warmUp, preparedMail } = useContactRequestForm({
    kind: 'contact',
    loadSchema: async () => (await import('./schema')).ContactMessageSchema,
    success: CONTACT_MESSAGES.success,
    toMail: (request) => ({
      subject: request.subject,
      fields: [
        { label: labels.name, value: request.name },
        { label: labels.email, value: request.email },
        { label: labels.subject, value: request.subject },
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

  // The page is static: the query string is only known in the browser. Never overwrite what was typed.
  useEffect(() => {
    const input = subjectRef.current;
    if (input && input.value === '')
      input.value = describeContactSubject(window.location.search, CONTACT_MESSAGES.subjects);
  }, []);

  return (
    <RequestForm
      idPrefix={id}
      mailSubject={CONTACT_MESSAGES.mailSubject}
      formRef={formRef}
      sending={sending}
      onSubmit={onSubmit}
      onWarmUp={warmUp}
      mailPath={mailPath}
      preparedMail={preparedMail}
    >
      <TextField {...field('name')} autoComplete="name" />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField {...field('subject')} inputRef={subjectRef} />
      <TextAreaField {...field('message')} />
    </RequestForm>
  );
}
