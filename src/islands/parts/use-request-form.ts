// Ships to browsers. The submit logic shared by the registration, company and contact forms (SPEC §5,
// §7; security.md §3e, §5.3): validate with the shared schema, store through src/db, fall back to the
// mail program when there is no backend, and keep what the visitor typed on every failure.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { z } from 'astro/zod';
import { FORM_MESSAGES } from '~/config/messages';
import { CONTACT, FORM_GUARDS } from '~/config/site';
import { createContactRequest } from '~/db/contact-requests';
import { HONEYPOT_FIELD, isLikelyBot } from '~/lib/bot-guard';
import { buildMailto, formatMailBody, type MailField } from '~/lib/mailto';
import type { ContactRequest } from '~/schemas/contact-request';
import { pushToast } from '~/stores/toasts';
import { openMailClient } from './open-mail-client';

/** The validated request of one form kind. */
export type RequestOf<K extends ContactRequest['kind']> = Extract<ContactRequest, { kind: K }>;

/** Field name → error message shown under that field. */
export type FieldErrors = Readonly<Record<string, string>>;

interface Options<K extends ContactRequest['kind']> {
  kind: K;
  /** Loads the form's schema on demand: zod stays out of the page's first download. */
  loadSchema: () => Promise<z.ZodType<RequestOf<K>>>;
  success: { title: string; description: string };
  /** Subject and labelled lines of the mail fallback. */
  toMail: (request: RequestOf<K>) => { subject: string; fields: MailField[] };
}

/** State and handlers of a request form: errors per field, sending flag, submit and warm-up handlers. */
export function useRequestForm<K extends ContactRequest['kind']>({ kind, loadSchema, success, toMail }: Options<K>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  // The last mail handed to the mail program, and when: see openMail.
  const lastMail = useRef<{ url: string; at: number } | null>(null);
  // Reused until the request is stored, so a retry after a timeout cannot store it twice.
  const requestId = useRef<string | null>(null);

  // Without JavaScript the browser checks `required` and `type`; once hydrated, the island does.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const showErrors = (form: HTMLFormElement, next: FieldErrors) => {
    setErrors(next);
    const first = Array.from(form.elements).find((element) => (element.getAttribute('name') ?? '') in next);
    if (first instanceof HTMLElement) first.focus();
  };

  const openMail = (request: RequestOf<K>) => {
    const { subject, fields } = toMail(request);
    const { url, truncated } = buildMailto({
      to: CONTACT.email,
      subject,
      body: formatMailBody(fields),
      maxLength: FORM_GUARDS.mailtoMaxLength,
      truncationNote: FORM_MESSAGES.truncationNote,
    });
    // Without a backend a submit ends at once, so the second click of a double click submits again:
    // the same mail moments later is that click, not a new request (security.md §5.3 C9).
    const now = performance.now();
    if (lastMail.current?.url === url && now - lastMail.current.at < FORM_GUARDS.mailReopenDelayMs) return;
    lastMail.current = { url, at: now };
    openMailClient(url);
    pushToast({ ...(truncated ? FORM_MESSAGES.mailTruncated : FORM_MESSAGES.mailOpened), variant: 'success' });
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form));

    if (isLikelyBot(String(values[HONEYPOT_FIELD] ?? ''), performance.now())) {
      // Look like a success so the bot learns nothing; nothing is stored or opened.
      pushToast({ ...success, variant: 'success' });
      form.reset();
      return;
    }

    inFlight.current = true;
    setSending(true);
    try {
      const parsed = (await loadSchema()).safeParse({ ...values, kind });
      if (!parsed.success) {
        const next: Record<string, string> = {};
        for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
        showErrors(form, next);
        return;
      }
      setErrors({});
      requestId.current ??= crypto.randomUUID();
      const result = await createContactRequest(requestId.current, parsed.data);
      if (result.ok) {
        requestId.current = null;
        pushToast({ ...success, variant: 'success' });
        form.reset();
      } else if (result.reason === 'unavailable' || result.reason === 'network') {
        openMail(parsed.data);
      } else if (result.reason === 'invalid') {
        showErrors(form, { [result.field]: FORM_MESSAGES.invalidField });
      } else {
        pushToast({ ...(result.reason === 'rate-limited' ? FORM_MESSAGES.rateLimited : FORM_MESSAGES.failed), variant: 'destructive' });
      }
    } catch {
      // The validation rules could not be downloaded (connection lost): say so, keep the values.
      pushToast({ ...FORM_MESSAGES.failed, variant: 'destructive' });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  // A failed warm-up is retried by the submit, which reports it.
  return { formRef, errors, sending, onSubmit, warmUp: () => void loadSchema().catch(() => undefined) };
}
