// The complaint form of /reclamations/ (docs/product.md §2.3, §7; Qualiopi indicator 31): stored in
// public.complaints like the requests (browser uuid, no read-back, the same outcomes), or handed to the
// mail program without a backend; once stored, it states the page's acknowledgement and answer deadlines.
import FormShell from '~/components/form/FormShell';
import { Field, TextAreaField, TextField } from '~/components/form/FormFields';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { useStoredForm } from '~/features/requests/use-request-form';
import { COMPLAINT_MESSAGES } from './messages';

const { labels } = COMPLAINT_MESSAGES;

interface Props {
  /** The catalogue's trainings, full titles (the database checks the code). */
  trainings: ReadonlyArray<{ code: string; title: string }>;
  /** The complaints manager's address, where the mail fallback writes. */
  mailTo: string;
  mailPath?: boolean;
}

export default function ComplaintForm({ trainings, mailTo, mailPath = false }: Props) {
  const titleOf = (code: string | null) =>
    trainings.find((training) => training.code === code)?.title ?? COMPLAINT_MESSAGES.noTraining;
  const { field, shell } = useStoredForm({
    labels,
    mailSubject: COMPLAINT_MESSAGES.mailSubject,
    mailPath,
    mailTo,
    loadSchema: async () => (await import('./schema')).ComplaintSchema,
    confirmation: COMPLAINT_MESSAGES.confirmation,
    store: async (id, complaint) =>
      (await import('~/db/complaints')).createComplaint(id, complaint),
    toMail: (complaint) => ({
      subject: `${COMPLAINT_MESSAGES.mailSubject}\u00a0: ${complaint.subject}`,
      fields: [
        { label: labels.name, value: complaint.name },
        { label: labels.email, value: complaint.email },
        { label: labels.telephone, value: complaint.telephone ?? '' },
        { label: labels.training_code, value: titleOf(complaint.training_code) },
        { label: labels.subject, value: complaint.subject },
        { label: labels.message, value: complaint.message },
      ],
    }),
  });
  const training = field('training_code');

  return (
    <FormShell {...shell}>
      <TextField {...field('name')} autoComplete="name" />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField {...field('telephone')} type="tel" autoComplete="tel" optional />
      <Field {...training} optional>
        <select
          id={training.id}
          name={training.name}
          defaultValue=""
          aria-invalid={training.error ? true : undefined}
          aria-describedby={training.error ? `${training.id}-error` : undefined}
          className={CONTROL_CLASS}
        >
          <option value="">{COMPLAINT_MESSAGES.noTraining}</option>
          {trainings.map((option) => (
            <option key={option.code} value={option.code}>
              {option.title}
            </option>
          ))}
        </select>
      </Field>
      <TextField {...field('subject')} />
      <TextAreaField {...field('message')} />
      <p className="-mt-2 text-sm text-muted">{COMPLAINT_MESSAGES.messageHint}</p>
    </FormShell>
  );
}
