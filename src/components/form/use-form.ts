// Ships to browsers. The submit logic every form island shares (docs/product.md §5; docs/security.md §3e): validation
// with the shared schema loaded on demand, errors tied to their fields with the focus on the first one,
// then the honeypot and time trap, one submit at a time, what the visitor typed kept on every failure,
// and a lasting confirmation in place of the form once it is sent. What a valid submit does is the
// form's own `submit` function.
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { z } from '~/schemas/browser-zod';
import { pushToast } from '~/features/toasts/store';
import { clearHoneypot, HONEYPOT_FIELD, isLikelyBot } from './bot-guard';
import type { FieldProps } from './FormFields';
import type { FormShellProps } from './FormShell';
import { FORM_MESSAGES } from './messages';
import type { Confirmation } from './SentConfirmation';

/** Field name → error message shown under that field. */
export type FieldErrors = Readonly<Record<string, string>>;

/** How a submit ended: 'done' puts the confirmation in place of the form; 'kept' keeps it (the submit told the visitor why); or errors to show. */
export type SubmitOutcome = 'done' | 'kept' | { errors: FieldErrors };

/** The raw values of a form, as FormData gives them. */
export type FormValues = Record<string, FormDataEntryValue>;

export interface FormOptions<T, Name extends string> {
  /** The label of each field, by name (its messages file's `labels`). */
  labels: Readonly<Record<Name, string>>;
  /** Subject of the mail the form sends before hydration and without JavaScript. */
  mailSubject: string;
  /** Loads the form's schema on demand: zod stays out of the page's first download. */
  loadSchema: () => Promise<z.ZodMiniType<T>>;
  /** Turns the raw values into the schema's input (default: as they are). */
  toInput?: (values: FormValues) => unknown;
  /** Called with the errors of a refused validation, before they are shown. */
  onInvalid?: (errors: FieldErrors) => void;
  /** Does what the form is for with valid values; never rejects. */
  submit: (data: T) => Promise<SubmitOutcome>;
  /** What stays in place of the form once it is sent. */
  confirmation: Confirmation;
}

/** Puts the focus on the first control of `form` that has an error in `errors`. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  const first =
    form &&
    Array.from(form.elements).find((element) => (element.getAttribute('name') ?? '') in errors);
  if (first instanceof HTMLElement) first.focus();
}

/**
 * State and handlers of a form island: `field(name)` gives a control its id, name, label and error;
 * `shell` is what FormShell takes (the form element, the sending flag, submit and warm-up handlers).
 */
export function useForm<T, Name extends string>({
  labels,
  mailSubject,
  loadSchema,
  toInput,
  onInvalid,
  submit,
  confirmation,
}: FormOptions<T, Name>) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const inFlight = useRef(false);

  // Without JavaScript the browser checks `required` and `type`; once hydrated, the island does (the form
  // comes back new after a confirmation).
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, [sent]);

  const showErrors = (form: HTMLFormElement, next: FieldErrors) => {
    setErrors(next);
    focusFirstError(form, next);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form));
    const elapsedMs = performance.now();

    inFlight.current = true;
    setSending(true);
    try {
      const parsed = (await loadSchema()).safeParse(toInput ? toInput(values) : values);
      if (!parsed.success) {
        const next: Record<string, string> = {};
        for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
        onInvalid?.(next);
        showErrors(form, next);
        return;
      }
      setErrors({});
      if (isLikelyBot(String(values[HONEYPOT_FIELD] ?? ''), elapsedMs)) {
        // Never a false success: a person sent too fast (or autofilled the hidden field) keeps everything.
        clearHoneypot(form);
        pushToast({ ...FORM_MESSAGES.notSent, variant: 'destructive' });
        return;
      }
      const outcome = await submit(parsed.data);
      if (outcome === 'done') setSent(true);
      else if (outcome !== 'kept') showErrors(form, outcome.errors);
    } catch {
      // The validation rules could not be downloaded (connection lost): say so, keep the values.
      pushToast({ ...FORM_MESSAGES.failed, variant: 'destructive' });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const field = (name: Name): FieldProps => ({
    id: `${id}-${name}`,
    name,
    label: labels[name],
    error: errors[name],
  });

  const shell = {
    idPrefix: id,
    mailSubject,
    formRef,
    sending,
    sent: sent ? confirmation : null,
    onAgain: () => setSent(false),
    onSubmit,
    // A failed warm-up is retried by the submit, which reports it.
    onWarmUp: () => void loadSchema().catch(() => undefined),
  } satisfies Omit<FormShellProps, 'children'>;

  return { field, shell };
}
