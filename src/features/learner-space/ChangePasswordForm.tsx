// Part of the learner dashboard's settings, loaded when the learner opens it: the new password, its
// confirmation, and the call to Supabase Auth.
import { AUTH_MESSAGES } from './messages';
import { AUTH_OUTCOMES } from './messages-outcomes';
import { pushToast } from '~/features/toasts/store';
import PasswordFields from './PasswordFields';
import { usePasswordChange } from './use-password-change';
import { buttonClass } from '~/components/ui/button-class';

export default function ChangePasswordForm({
  labelledBy,
  onDone,
}: {
  labelledBy: string;
  onDone: () => void;
}) {
  const { fields, saving, onSubmit } = usePasswordChange(() => {
    pushToast({ ...AUTH_OUTCOMES.success.passwordChanged, variant: 'success' });
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} className="mt-4 space-y-4">
      <PasswordFields {...fields} />
      <button type="submit" disabled={saving} className={buttonClass({ waits: true })}>
        {saving ? AUTH_MESSAGES.submitting : AUTH_MESSAGES.saveNewPassword}
      </button>
    </form>
  );
}
