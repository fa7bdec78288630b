// Parts of the request forms: labelled controls whose error message is tied to them (aria-invalid,
// aria-describedby), plus the honeypot, the submit button and the personal-data notice.
import type { ReactNode, Ref } from 'react';
import { FORM_MESSAGES } from './messages';
import { HONEYPOT_FIELD } from './bot-guard';
import { buttonClass } from '~/components/ui/button-class';
import { CONTROL_CLASS } from '~/components/ui/control-class';

/** What every field takes: its id, name, label and error. */
export interface FieldProps {
  /** Unique id of the control; the error gets `${id}-error`. */
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  optional?: boolean;
}

/** Attributes every control shares: name, native `required` (the no-JS check) and the error link. */
function controlProps({ id, name, error, optional }: FieldProps) {
  return {
    id,
    name,
    required: !optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: CONTROL_CLASS,
  };
}

/** Label above the control, error below it (`${id}-error`, for the control's aria-describedby). */
export function Field({
  id,
  label,
  error,
  optional,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional && <span className="font-normal text-muted"> {FORM_MESSAGES.optional}</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A one-line input (text, email, tel or date). */
export function TextField(
  props: FieldProps & {
    type?: 'text' | 'email' | 'tel' | 'date';
    autoComplete?: string;
    inputRef?: Ref<HTMLInputElement>;
  },
) {
  return (
    <Field {...props}>
      <input
        {...controlProps(props)}
        ref={props.inputRef}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
      />
    </Field>
  );
}

/** A multi-line text. */
export function TextAreaField(props: FieldProps) {
  return (
    <Field {...props}>
      <textarea {...controlProps(props)} rows={5} />
    </Field>
  );
}

/** A drop-down list; without `defaultValue` it starts on an empty "Choisissez…" option. */
export function SelectField(
  props: FieldProps & {
    options: readonly { value: string; label: string }[];
    placeholder: string;
    defaultValue?: string;
  },
) {
  return (
    <Field {...props}>
      <select {...controlProps(props)} defaultValue={props.defaultValue ?? ''}>
        <option value="" disabled>
          {props.placeholder}
        </option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The anti-bot field: hidden from people and assistive technologies, left out of the tab order. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{FORM_MESSAGES.honeypot}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** The submit button; disabled and relabelled while the request is on its way (or, with `disabled`, until the form can work). */
export function SubmitButton({
  sending,
  label = FORM_MESSAGES.submit,
  disabled = false,
}: {
  sending: boolean;
  label?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={sending || disabled}
      className={buttonClass({ block: true, waits: true })}
    >
      {sending && (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 motion-safe:animate-spin"
          fill="none"
        >
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
          <path
            d="M21 12a9 9 0 0 0-9-9"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </svg>
      )}
      {sending ? FORM_MESSAGES.sending : label}
    </button>
  );
}

/** What happens to the data, for how long, and where to read more (GDPR art. 13; docs/product.md §9 retention). */
export function PersonalDataNotice() {
  return (
    <p className="text-xs text-muted">
      {FORM_MESSAGES.privacy.lead} {FORM_MESSAGES.privacy.retention}{' '}
      <a
        href="/politique-confidentialite/"
        className="font-medium text-brand-700 underline hover:text-brand-900"
      >
        {FORM_MESSAGES.privacy.link}
      </a>
    </p>
  );
}
