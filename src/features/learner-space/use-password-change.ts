// Ships to browsers. Setting a new password, shared by the reset page and the dashboard's settings:
// both fields checked in the browser (focus on the first wrong one), then Supabase Auth; a refused
// password is said under its field and in a toast. What follows a success is the caller's.
import { useId, useState, type SubmitEvent } from 'react';
import { AUTH_MESSAGES } from './messages';
import { AUTH_OUTCOMES } from './messages-outcomes';
import { pushToast } from '~/features/toasts/store';

/** Messages under the two fields. */
export interface PasswordErrors {
  password?: string | undefined;
  confirmation?: string | undefined;
}

/** A password change from a session older than 24 hours: the e-mailed code, and what to do when Auth asks for it. */
export interface Reauthentication {
  nonce: string;
  onNeeded: () => void;
}

/**
 * State and submit handler of a new-password form; `onChanged` runs once Auth has stored it. With
 * `reauthentication`, Auth's demand for the e-mailed code goes to its `onNeeded`, the fields kept.
 */
export function usePasswordChange(onChanged: () => void, reauthentication?: Reauthentication) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { newPasswordErrors } = await import('./field-checks');
    const next = newPasswordErrors(password, confirmation);
    setErrors(next);
    if (next.password || next.confirmation) {
      document.getElementById(next.password ? `${id}-password` : `${id}-confirmation`)?.focus();
      return;
    }
    setSaving(true);
    const { updatePassword } = await import('~/db/auth');
    const result = await updatePassword(password, reauthentication?.nonce);
    setSaving(false);
    if (!result.ok && result.reason === 'reauthentication-needed' && reauthentication)
      return reauthentication.onNeeded();
    if (!result.ok) {
      const { describeFailure, isPasswordFailure } = await import('./describe-failure');
      if (isPasswordFailure(result)) setErrors({ password: describeFailure(result) });
      pushToast({
        title: AUTH_OUTCOMES.failureTitles.password,
        description: describeFailure(result),
        variant: 'destructive',
      });
      return;
    }
    onChanged();
  };

  /** The props of the form's PasswordFields: new password and its confirmation. */
  const fields = {
    idPrefix: id,
    label: AUTH_MESSAGES.labels.newPassword,
    password,
    onPassword: setPassword,
    error: errors.password,
    autoComplete: 'new-password',
    confirmation: {
      value: confirmation,
      onChange: setConfirmation,
      error: errors.confirmation,
      label: AUTH_MESSAGES.labels.confirmNewPassword,
    },
  } as const;

  return { fields, saving, onSubmit };
}
