// Part of the request forms, loaded when the mail program was asked to open: a visitor who reads mail
// in a browser (no mail program, docs/security.md C8) copies the address and the prepared message.
import { useId, useState } from 'react';
import { REQUEST_MESSAGES } from './messages';
import { CONTACT } from '~/config/site';
import { buttonClass } from '~/components/ui/button-class';
import { CONTROL_CLASS } from '~/components/ui/control-class';

const { preparedMail: text } = REQUEST_MESSAGES;

/** The prepared mail: subject and body as the mail program received them. */
export interface Mail {
  subject: string;
  body: string;
}

const BUTTON = buttonClass({ variant: 'secondary', size: 'sm' });

/** The address and the message, each with a copy button. */
export default function PreparedMail({ mail }: { mail: Mail }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const message = `${mail.subject}\n\n${mail.body.replace(/\r\n/g, '\n')}`;
  const copy = (value: string) =>
    navigator.clipboard
      .writeText(value)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink"
    >
      <h3 id={`${id}-title`} className="font-bold text-brand-950">
        {text.title}
      </h3>
      <p className="mt-1">{text.text}</p>
      <p className="mt-3 font-semibold">{text.address}</p>
      <p className="mt-1 break-all">{CONTACT.email}</p>
      <label htmlFor={`${id}-message`} className="mt-3 block font-semibold">
        {text.message}
      </label>
      <textarea id={`${id}-message`} readOnly rows={6} value={message} className={CONTROL_CLASS} />
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" onClick={() => void copy(CONTACT.email)} className={BUTTON}>
          {text.copyAddress}
        </button>
        <button type="button" onClick={() => void copy(message)} className={BUTTON}>
          {text.copyMessage}
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied ? text.copied : ''}
      </p>
    </section>
  );
}
