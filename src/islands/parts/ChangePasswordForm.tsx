// Part of the learner dashboard's settings, loaded when the learner opens it: the new password, its
// confirmation, and the call to Supabase Auth.
import { useId, useState, type SubmitEvent } from 'react';
import { AUTH_MESSAGES } from '~/config/auth-messages';
import { AUTH_OUTCOMES } from '~/config/auth-outcomes';
import { pushToast } from '~/stores/toasts';
import { describeFailure, isPasswordFailure } from './describe-failure';
import PasswordFields from './PasswordFields';

const BUTTON = 'rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:bg-brand-800';

export default function ChangePasswordForm({ labelledBy, onDone }: { labelledBy: string; onDone: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string | undefined; confirmation?: string | undefined }>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { newPasswordErrors } = await import('./auth-feedback');
    const next = newPasswordErrors(password, confirmation);
    setErrors(next);
    if (next.password || next.confirmation) {
      document.getElementById(next.password ? `${id}-password` : `${id}-confirmation`)?.focus();
      return;
    }
    setSaving(true);
    const { updatePassword } = await import('~/db/auth');
    const result = await updatePassword(password);
    setSaving(false);
    if (!result.ok) {
      if (isPasswordFailure(result)) setErrors({ password: describeFailure(result) });
      pushToast({ title: AUTH_OUTCOMES.failureTitles.password, description: describeFailure(result), variant: 'destructive' });
      return;
    }
    pushToast({ ...AUTH_OUTCOMES.success.passwordChanged, variant: 'success' });
    onDone();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} className="mt-4 space-y-4">
      <PasswordFields
        idPrefix={id}
        label={AUTH_MESSAGES.labels.newPassword}
        password={password}
        onPassword={setPassword}
        error={errors.password}
        autoComplete="new-password"
        confirmation={{ value: confirmation, onChange: setConfirmation, error: errors.confirmation, label: AUTH_MESSAGES.labels.confirmNewPassword }}
      />
      <button type="submit" disabled={saving} className={BUTTON}>
        {saving ? AUTH_MESSAGES.submitting : AUTH_MESSAGES.saveNewPassword}
      </button>
    </form>
  );
}
