// The <form> element the form islands share. The server renders it as a plain mailto: form
// (text/plain), which works before hydration and without JavaScript; the island then takes over.
import type { ReactNode, RefObject, SubmitEvent } from 'react';
import { CONTACT } from '~/config/site';
import { mailtoHref } from '~/components/ui/mailto-href';
import { Honeypot, PersonalDataNotice, SubmitButton } from './FormFields';
import { FORM_MESSAGES } from './messages';
import SentConfirmation, { type Confirmation } from './SentConfirmation';

/** What useForm hands the shell (its `shell`), plus what the form adds around its fields. */
export interface FormShellProps {
  /** Prefix of every control id, from useId(). */
  idPrefix: string;
  /** Subject of the no-JavaScript mail. */
  mailSubject: string;
  /** Where the form posts without JavaScript when the site has an online service (else the mail program). */
  action?: string | undefined;
  formRef: RefObject<HTMLFormElement | null>;
  sending: boolean;
  /** The confirmation shown in place of the form once it is sent; null while it is not. */
  sent: Confirmation | null;
  /** Brings back an empty form after a confirmation. */
  onAgain: () => void;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** Called on the first focus: starts loading the validation rules before the visitor submits. */
  onWarmUp: () => void;
  /** Said just above the button (the request forms: the mail program will open). */
  beforeSubmit?: ReactNode;
  /** Shown under the button once the form has something to add (the request forms' prepared mail). */
  afterSubmit?: ReactNode;
  /** What happens to the data, under the button (default: the request forms' notice). */
  notice?: ReactNode;
  children: ReactNode;
}

/** The form shell: required-fields note, fields, honeypot, submit button and personal-data notice. */
export default function FormShell({
  idPrefix,
  mailSubject,
  action,
  formRef,
  sending,
  sent,
  onAgain,
  onSubmit,
  onWarmUp,
  beforeSubmit,
  afterSubmit,
  notice,
  children,
}: FormShellProps) {
  if (sent) return <SentConfirmation confirmation={sent} onAgain={onAgain} />;
  return (
    <form
      ref={formRef}
      action={action ?? mailtoHref(CONTACT.email, mailSubject)}
      method="post"
      encType={action ? 'application/x-www-form-urlencoded' : 'text/plain'}
      onSubmit={onSubmit}
      onFocus={onWarmUp}
      className="space-y-4"
    >
      <p className="text-sm text-muted">{FORM_MESSAGES.requiredNote}</p>
      {children}
      <Honeypot id={`${idPrefix}-hp`} />
      {beforeSubmit}
      <SubmitButton sending={sending} />
      {afterSubmit}
      {notice ?? <PersonalDataNotice />}
    </form>
  );
}
