// Part of the form islands: the <form> element they share. The server renders it as a plain mailto:
// form (text/plain), which works before hydration and without JavaScript; the island then takes over.
import { Suspense, lazy, type ReactNode, type RefObject, type SubmitEvent } from 'react';
import { FORM_MESSAGES } from './messages';
import { CONTACT } from '~/config/site';
import { mailtoHref } from '~/components/ui/mailto-href';
import { Honeypot, PersonalDataNotice, SubmitButton } from './FormFields';
import type { Mail } from '~/features/requests/PreparedMail';

// Loaded only once a mail was prepared: most visitors never need it.
const PreparedMail = lazy(() => import('~/features/requests/PreparedMail'));

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
  /** The site has no online service: say before the submit that the mail program will open. */
  mailPath?: boolean;
  /** The mail last handed to the mail program, offered to copy. */
  preparedMail?: Mail | null;
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
  mailPath = false,
  preparedMail = null,
  children,
}: Props) {
  return (
    <form
      ref={formRef}
      action={mailtoHref(CONTACT.email, mailSubject)}
      method="post"
      encType="text/plain"
      onSubmit={onSubmit}
      onFocus={onWarmUp}
      className="space-y-4"
    >
      <p className="text-sm text-muted">{FORM_MESSAGES.requiredNote}</p>
      {children}
      <Honeypot id={`${idPrefix}-hp`} />
      {mailPath && <p className="text-sm text-muted">{FORM_MESSAGES.mailPathNotice}</p>}
      <SubmitButton sending={sending} />
      {preparedMail && (
        <Suspense fallback={null}>
          <PreparedMail mail={preparedMail} />
        </Suspense>
      )}
      {notice ?? <PersonalDataNotice />}
    </form>
  );
}
