// Contact form of /contact (docs/product.md §5 Contact form, §7); `?subject=` prefills the subject (docs/product.md §2.1).
import { useEffect, useRef } from 'react';
import FormShell from '~/components/form/FormShell';
import { TextAreaField, TextField } from '~/components/form/FormFields';
import { describeContactSubject } from './contact-subject';
import { CONTACT_MESSAGES } from './messages-contact';
import { useRequestForm } from './use-request-form';

const { labels } = CONTACT_MESSAGES;

/** Sends a message; stored as a contact request of kind `contact`, or mailed with the visitor's subject. */
export default function ContactForm({ mailPath = false }: { mailPath?: boolean }) {
  const subjectRef = useRef<HTMLInputElement>(null);
  const { field, shell } = useRequestForm({
    kind: 'contact',
    labels,
    mailSubject: CONTACT_MESSAGES.mailSubject,
    mailPath,
    loadSchema: async () => (await import('./schema')).ContactMessageSchema,
    confirmation: CONTACT_MESSAGES.confirmation,
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

  // The page is static: the query string is only known in the browser. Never overwrite what was typed.
  useEffect(() => {
    const input = subjectRef.current;
    if (input && input.value === '')
      input.value = describeContactSubject(window.location.search, CONTACT_MESSAGES.subjects);
  }, []);

  return (
    <FormShell {...shell}>
      <TextField {...field('name')} autoComplete="name" />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField {...field('subject')} inputRef={subjectRef} />
      <TextAreaField {...field('message')} />
    </FormShell>
  );
}
