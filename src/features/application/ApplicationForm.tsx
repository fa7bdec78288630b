// Application form of /candidature (docs/product.md §2.3, §3, §5): the fields, two PDF pickers with progress,
// and, without a data service, the e-mail route. The server renders it; the submit button waits for
// hydration because files cannot be sent without the script (the page says so in <noscript>).
import { lazy, Suspense, useId } from 'react';
import { APPLICATION_MESSAGES } from './messages';
import { FORM_MESSAGES } from '~/components/form/messages';
import { CONTACT } from '~/config/site';
import {
  Honeypot,
  PersonalDataNotice,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/form/FormFields';
import SentConfirmation from '~/components/form/SentConfirmation';
import PdfFileField from './PdfFileField';
import { useApplicationForm } from './use-application-form';

interface Props {
  /** Titles of the catalogue's trainings; the stored value is the title (docs/product.md §3). */
  trainings: readonly string[];
}

const { labels } = APPLICATION_MESSAGES;

/** Only visitors of a site without a data service ever see it: it loads then. */
const MailRoute = lazy(() => import('./MailRoute'));

/** Sends an application with its CV and optional cover letter. */
export default function ApplicationForm({ trainings }: Props) {
  const id = useId();
  const form = useApplicationForm();
  const { errors } = form;
  const field = (name: Exclude<keyof typeof labels, 'cv' | 'lettre'>, optional = false) => ({
    id: `${id}-${name}`,
    name,
    label: labels[name],
    error: errors[name],
    optional,
  });
  const fileField = (kind: 'cv' | 'lettre', optional = false) => ({
    id: `${id}-${kind}`,
    name: kind,
    label: labels[kind],
    optional,
    file: form.files[kind],
    error: errors[kind],
    progress: form.progress[kind],
    inputRef: form.inputs[kind],
    onPick: form.onPick(kind),
    onRemove: () => form.clearFile(kind),
  });

  if (form.sent) return <SentConfirmation confirmation={form.sent} onAgain={form.onAgain} />;
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      onFocus={form.warmUp}
      className="space-y-4"
      aria-describedby={`${id}-required`}
    >
      <p id={`${id}-required`} className="text-sm text-muted">
        {FORM_MESSAGES.requiredNote}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('first_name')} autoComplete="given-name" />
        <TextField {...field('last_name')} autoComplete="family-name" />
        <TextField {...field('email')} type="email" autoComplete="email" />
        <TextField {...field('phone', true)} type="tel" autoComplete="tel" />
      </div>
      <SelectField
        {...field('formation_souhaitee')}
        options={trainings.map((title) => ({ value: title, label: title }))}
        placeholder={APPLICATION_MESSAGES.choose}
      />
      <PdfFileField {...fileField('cv')} />
      <PdfFileField {...fileField('lettre', true)} />
      <TextAreaField {...field('motivation', true)} />
      <Honeypot id={`${id}-hp`} />
      <p className="sr-only" aria-live="polite">
        {form.announcement}
      </p>
      <SubmitButton
        sending={form.sending}
        label={
          form.ready ? (
            APPLICATION_MESSAGES.submit
          ) : (
            // The server's markup: what the button says depends on whether scripts can run at all.
            <>
              <span className="noscript:hidden">{APPLICATION_MESSAGES.loading}</span>
              <span className="hidden noscript:inline">{APPLICATION_MESSAGES.needsScript}</span>
            </>
          )
        }
        disabled={!form.ready}
      />
      {form.mailRoute && (
        <Suspense>
          <MailRoute address={CONTACT.email} />
        </Suspense>
      )}
      <PersonalDataNotice />
    </form>
  );
}
