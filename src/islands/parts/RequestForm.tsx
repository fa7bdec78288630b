// Part of the form islands: the <form> element they share. The server renders it as a plain mailto:
// form (text/plain), which works before hydration and without JavaScript; the island then takes over.
import type { ReactNode, RefObject, SubmitEvent } from 'react';
import { FORM_MESSAGES } from '~/config/messages';
import { CONTACT } from '~/config/site';
import { Honeypot, PersonalDataNotice, SubmitButton } from './FormFields';

interface Props {
  /** Prefix of every control id, from useId(). */
  idPrefix: string;
  /** Subject of the no-JavaScript mail. */
  mailSubject: string;
  formRef: RefObject<HTMLFormElement | null>;
  sending: boolean;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** Called on the first focus: starts loading the validation rules before the visitor submits. */
  onWarmUp: () => void;
  /** What happens to the data, under the button (default: the request forms' notice). */
  notice?: ReactNode;
  children: ReactNode;
}

/** The form shell: required-fields note, fields, honeypot, submit button and personal-data notice. */
export default function RequestForm({
  idPrefix,
  mailSubject,
  formRef,
  sending,
  onSubmit,
  onWarmUp,
  notice,
  children,
}: Props) {
  return (
    <form
      ref={formRef}
      action={`mailto:${CONTACT.email}?subject=${encodeURIComponent(mailSubject)}`}
      method="post"
      encType="text/plain"
      onSubmit={onSubmit}
      onFocus={onWarmUp}
      className="space-y-4"
    >
      <p className="text-sm text-muted">{FORM_MESSAGES.requiredNote}</p>
      {children}
      <Honeypot id={`${idPrefix}-hp`} />
      <SubmitButton sending={sending} />
      {notice ?? <PersonalDataNotice />}
    </form>
  );
}
