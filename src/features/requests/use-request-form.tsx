// Ships to browsers. The registration, company and contact forms (docs/product.md §5, §7; docs/security.md §5.3): the
// shared form logic, submitting through src/db under a browser uuid, or opening the mail program when
// there is no backend.
import { lazy, Suspense, useRef, useState } from 'react';
import type { z } from '~/schemas/browser-zod';
import { FORM_MESSAGES } from '~/components/form/messages';
import type { Confirmation } from '~/components/form/SentConfirmation';
import { useForm, type FormValues, type SubmitOutcome } from '~/components/form/use-form';
import { CONTACT } from '~/config/site';
import type { DbResult } from '~/db/result';
import { pushToast } from '~/features/toasts/store';
import { buildMailto, formatMailBody, MAILTO_MAX_LENGTH, type MailField } from './mail-fallback';
import { REQUEST_MESSAGES } from './messages';
import { openMailClient } from './open-mail-client';
import type { Mail } from './PreparedMail';
import type { ContactRequest } from './schema';

// Loaded only once a mail was prepared: most visitors never need it.
const PreparedMail = lazy(() => import('./PreparedMail'));

/** The same mail again this soon after the mail program opened is a double click: not reopened (C9). */
const MAIL_REOPEN_DELAY_MS = 1000;

/** The validated request of one form kind. */
export type RequestOf<K extends ContactRequest['kind']> = Extract<ContactRequest, { kind: K }>;

interface Options<K extends ContactRequest['kind'], Name extends string> {
  kind: K;
  /** The label of each field, by name. */
  labels: Readonly<Record<Name, string>>;
  /** Subject of the mail sent before hydration and without JavaScript. */
  mailSubject: string;
  /** The site has no online service: say before the submit that the mail program will open. */
  mailPath: boolean;
  /** Loads the form's schema on demand: zod stays out of the page's first download. */
  loadSchema: () => Promise<z.ZodMiniType<RequestOf<K>>>;
  /** What stays in place of the form once the request is stored. */
  confirmation: Confirmation;
  /** Subject and labelled lines of the mail fallback. */
  toMail: (request: RequestOf<K>) => { subject: string; fields: MailField[] };
  /** What the form sends besides its named fields (the registration's session facts and positioning). */
  toInput?: (values: FormValues, data: FormData) => FormValues | Record<string, unknown>;
  /** Where the form posts without JavaScript (submit-request), when the site has an online service. */
  action?: string | undefined;
  /**
   * The database's refusals this form explains, by the column its constraint names: the field the
   * message goes under, and the message (everything typed stays in place).
   */
  refusals?: Readonly<Record<string, { field: string; message: string }>>;
  /** Told which of `refusals` the database answered, before its message shows. */
  onRefused?: (column: string) => void;
}

/** A request form's fields and shell: stored under a browser uuid, or handed to the mail program. */
export function useRequestForm<K extends ContactRequest['kind'], Name extends string>({
  kind,
  toInput,
  ...options
}: Options<K, Name>) {
  return useStoredForm<RequestOf<K>, Name>({
    ...options,
    // `kind` is not a field of the form: the schema needs it to pick the request's rules.
    toInput: (values, data) => ({ ...(toInput ? toInput(values, data) : values), kind }),
    // The database door loads with the first submit, not with the page (every form page is near its budget).
    store: async (id, request) =>
      (await import('~/db/contact-requests')).createContactRequest(id, request),
  });
}

/** What a stored form needs besides a request form's options: its store and its input. */
type StoredFormOptions<R, Name extends string> = Omit<
  Options<ContactRequest['kind'], Name>,
  'kind' | 'loadSchema' | 'toMail' | 'toInput'
> & {
  loadSchema: () => Promise<z.ZodMiniType<R>>;
  toMail: (request: R) => { subject: string; fields: MailField[] };
  /** Stores the validated request under the browser's uuid (never reads it back). */
  store: (id: string, request: R) => Promise<DbResult>;
  /** The input the schema checks, from the form's values and its own FormData (repeated names kept). */
  toInput?: (values: FormValues, data: FormData) => unknown;
  /** Where the mail fallback writes (default: the contact address). */
  mailTo?: string;
};

/** Any form stored like the requests (the complaint form too): the same outcomes and mail fallback. */
export function useStoredForm<R, Name extends string>({
  labels,
  mailSubject,
  mailPath,
  loadSchema,
  confirmation,
  toMail,
  store,
  toInput,
  mailTo = CONTACT.email,
  action,
  refusals = {},
  onRefused,
}: StoredFormOptions<R, Name>) {
  // The last mail handed to the mail program, and when: see openMail.
  const lastMail = useRef<{ url: string; at: number } | null>(null);
  // Reused until the request is stored, so a retry after a timeout cannot store it twice.
  const requestId = useRef<string | null>(null);
  // The last mail handed to the mail program, offered to copy for webmail users.
  const [preparedMail, setPreparedMail] = useState<Mail | null>(null);

  const openMail = (request: R) => {
    const { subject, fields } = toMail(request);
    const body = formatMailBody(fields);
    const { url, truncated } = buildMailto({
      to: mailTo,
      subject,
      body,
      maxLength: MAILTO_MAX_LENGTH,
      truncationNote: REQUEST_MESSAGES.truncationNote,
    });
    // Without a backend a submit ends at once, so the second click of a double click submits again:
    // the same mail moments later is that click, not a new request (docs/security.md §5.3 C9).
    const now = performance.now();
    if (lastMail.current?.url === url && now - lastMail.current.at < MAIL_REOPEN_DELAY_MS) return;
    lastMail.current = { url, at: now };
    setPreparedMail({ subject, body });
    openMailClient(url);
    pushToast({
      ...(truncated ? REQUEST_MESSAGES.mailTruncated : REQUEST_MESSAGES.mailOpened),
      variant: 'success',
    });
  };

  const submit = async (request: R): Promise<SubmitOutcome> => {
    requestId.current ??= crypto.randomUUID();
    const result = await store(requestId.current, request);
    if (result.ok) {
      requestId.current = null;
      return 'done';
    }
    if (result.reason === 'unavailable' || result.reason === 'network') {
      openMail(request);
      return 'kept';
    }
    if (result.reason === 'invalid') {
      const refusal = refusals[result.field];
      if (refusal) onRefused?.(result.field);
      return refusal
        ? { errors: { [refusal.field]: refusal.message } }
        : { errors: { [result.field]: FORM_MESSAGES.invalidField } };
    }
    pushToast({
      ...(result.reason === 'rate-limited' ? REQUEST_MESSAGES.rateLimited : FORM_MESSAGES.failed),
      variant: 'destructive',
    });
    return 'kept';
  };

  // The form element, known once useForm has made its ref (read at submit time only).
  let formElement: () => HTMLFormElement | null = () => null;
  const { field, shell } = useForm({
    labels,
    mailSubject,
    loadSchema,
    // The form's own FormData keeps repeated names (the positioning pairs) that `values` folds.
    ...(toInput && {
      toInput: (values: FormValues) => {
        const form = formElement();
        return toInput(values, form ? new FormData(form) : new FormData());
      },
    }),
    submit,
    confirmation,
  });
  formElement = () => shell.formRef.current;
  return {
    field,
    shell: {
      ...shell,
      action,
      beforeSubmit: mailPath && (
        <p className="text-sm text-muted">{REQUEST_MESSAGES.mailPathNotice}</p>
      ),
      afterSubmit: preparedMail && (
        <Suspense fallback={null}>
          <PreparedMail mail={preparedMail} />
        </Suspense>
      ),
    },
  };
}
