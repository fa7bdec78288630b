// Part of the learner dashboard: "Paramètres". Change the password (Supabase Auth) and ask for a
// copy or the erasure of one's data (RGPD art. 15 and 17), stored for staff in privacy_requests.
import { useId, useState, type SubmitEvent } from 'react';
import { AUTH_MESSAGES, DASHBOARD_MESSAGES } from '~/config/messages';
import type { PrivacyRequestKind } from '~/db/learner-space';
import { pushToast } from '~/stores/toasts';
import { describeFailure, newPasswordErrors } from './auth-feedback';
import PasswordFields from './PasswordFields';

const { settings } = DASHBOARD_MESSAGES;
const SUBHEADING = 'text-lg font-semibold text-brand-950';
const BUTTON = 'rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:bg-brand-800';
const SECONDARY = 'rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70';

interface Props {
  demo: boolean;
  pendingRequests: PrivacyRequestKind[];
}

export default function DashboardSettings({ demo, pendingRequests }: Props) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string | undefined; confirmation?: string | undefined }>({});
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<PrivacyRequestKind[]>(pendingRequests);

  if (demo) return <p className="mt-3 text-muted">{settings.demo}</p>;

  const onChangePassword = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
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
      if (result.reason === 'weak-password' || result.reason === 'same-password') setErrors({ password: describeFailure(result) });
      pushToast({ title: AUTH_MESSAGES.failureTitles.password, description: describeFailure(result), variant: 'destructive' });
      return;
    }
    setPassword('');
    setConfirmation('');
    pushToast({ ...AUTH_MESSAGES.success.passwordChanged, variant: 'success' });
  };

  const onRequest = async (kind: PrivacyRequestKind) => {
    const { requestPrivacyAction } = await import('~/db/learner-space');
    const result = await requestPrivacyAction(kind);
    if (!result.ok) {
      pushToast({ title: settings.failed, description: describeFailure(result), variant: 'destructive' });
      return;
    }
    setPending((kinds) => [...new Set([...kinds, kind])]);
    pushToast({ ...settings.requested, variant: 'success' });
  };

  return (
    <div className="mt-4 grid gap-8 lg:grid-cols-2">
      <form noValidate onSubmit={onChangePassword} aria-labelledby={`${id}-password-title`} className="space-y-4">
        <h3 id={`${id}-password-title`} className={SUBHEADING}>
          {settings.password}
        </h3>
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
      <div className="space-y-4">
        <h3 className={SUBHEADING}>{settings.privacy}</h3>
        <p className="max-w-prose">{settings.privacyIntro}</p>
        {(['export', 'deletion'] as const).map((kind) => (
          <div key={kind}>
            {kind === 'deletion' && <p className="mb-2 max-w-prose text-sm text-muted">{settings.deletionWarning}</p>}
            {pending.includes(kind) ? (
              <p className="rounded-lg bg-green-50 p-3 text-sm text-green-950">{settings.pending[kind]}</p>
            ) : (
              <button type="button" onClick={() => void onRequest(kind)} className={SECONDARY}>
                {settings[kind]}
              </button>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
