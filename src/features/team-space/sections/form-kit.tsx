// The follow-up's forms share one way of working: fields with their label, hint and error tied by
// aria-describedby; the rules checked before sending; the database's refusal shown on its field (or
// above the button), focus on the first error; nothing typed is lost; success only once the database
// answered.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import type { DbFailure } from '~/db/result';
import { pushToast } from '~/features/toasts/store';
import { buttonClass } from '~/components/ui/button-class';
import { describeTeamFailure } from '../messages';
import { useTeamFacts } from '../facts';
import { refusalOf, type FieldErrors } from './follow-up-checks';

/** The attributes a control takes from its field. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

type Outcome = { ok: true } | (DbFailure & { message?: string });

/**
 * A form's state: its errors by field, the refusal that names no field, whether it is sending.
 * `fieldOf` says which field a refusal (a constraint's name) is about.
 */
export function useTeamForm<F extends string>(
  onAccessLost: () => void,
  options: { fieldOf?: (failure: DbFailure) => F | undefined } = {},
) {
  const prefix = useId();
  const facts = useTeamFacts();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [alert, setAlert] = useState<string>();
  const [pending, setPending] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const idOf = useCallback((field: F) => `${prefix}-${field}`, [prefix]);

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  /** Shows the errors of the check made before sending; focus on the first. */
  const showErrors = (next: FieldErrors<F>, order: readonly F[]) => {
    setErrors(next);
    setAlert(undefined);
    const first = order.find((field) => next[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  /** Sends a change; on success `done` (the toast) runs, on a refusal the form says why. */
  const send = async (change: () => Promise<Outcome>, success: string): Promise<boolean> => {
    setPending(true);
    const result = await change();
    setPending(false);
    if (result.ok) {
      setErrors({});
      setAlert(undefined);
      pushToast({ title: success, variant: 'success' });
      return true;
    }
    if (result.reason === 'signed-out') {
      onAccessLost();
      return false;
    }
    const message = refusalOf(result, describeTeamFailure, {
      limits: facts.fieldLimits,
      maxBytes: facts.documentMaxBytes,
    });
    const field = options.fieldOf?.(result);
    if (field) {
      setAlert(undefined);
      setErrors({ [field]: message } as FieldErrors<F>);
      document.getElementById(idOf(field))?.focus();
    } else {
      setErrors({});
      setAlert(message);
    }
    return false;
  };

  const reset = () => {
    setErrors({});
    setAlert(undefined);
  };

  const footer = (label: string, extra?: ReactNode) => (
    <>
      {alert && (
        <p
          ref={alertRef}
          role="alert"
          tabIndex={-1}
          className="mt-4 rounded-lg bg-red-50 p-3 font-semibold text-red-900 focus:outline-none"
        >
          {alert}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={pending}
          className={buttonClass({ size: 'md', waits: pending })}
        >
          {label}
        </button>
        {extra}
      </div>
    </>
  );

  return { errors, idOf, pending, showErrors, send, reset, footer };
}

/** A field of a refusal, when its constraint names one of the form's fields. */
export function fieldFrom<F extends string>(
  fields: Record<string, F>,
): (failure: DbFailure) => F | undefined {
  return (failure) => (failure.reason === 'invalid' ? fields[failure.field] : undefined);
}

/** A text, date, time, number or e-mail input under its label, hint and error. */
export function InputField({
  id,
  label,
  hint,
  error,
  value,
  onValue,
  ...input
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          type="text"
          {...input}
          {...control}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          className={CONTROL_CLASS}
        />
      )}
    </Field>
  );
}
