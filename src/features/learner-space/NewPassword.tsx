// End of a password-reset link (/espace-apprenant/nouveau-mot-de-passe/): Supabase Auth opens a
// recovery session from the URL fragment; the learner sets a new password, then goes to the dashboard.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { AUTH_MESSAGES } from './messages';
import { AUTH_OUTCOMES } from './messages-outcomes';
import { LEARNER_ROUTES } from './settings';
import { $auth, startAuth } from './auth-store';
import { flashToast } from '~/features/toasts/flash-toast';
import { navigate } from './navigate';
import PasswordFields from './PasswordFields';
import { usePasswordChange } from './use-password-change';
import { buttonClass } from '~/components/ui/button-class';
import { cardClass } from '~/components/ui/card-class';
import { TEXT_LINK_CLASS } from '~/components/ui/link-class';

const CARD = cardClass();

export default function NewPassword() {
  const auth = useStore($auth, { ssr: 'initial' });
  /** Why the link of Auth's own verify redirect failed, described once its sentence has loaded. */
  const [linkFailure, setLinkFailure] = useState<string | null>(null);
  const { fields, saving, onSubmit } = usePasswordChange(() => {
    flashToast({ ...AUTH_OUTCOMES.success.passwordChanged, variant: 'success' });
    navigate(LEARNER_ROUTES.dashboard);
  });

  useEffect(() => {
    if (new URLSearchParams(window.location.hash.slice(1)).get('error_code')) {
      history.replaceState(null, '', window.location.pathname);
      void import('./describe-failure').then(({ describeFailure }) =>
        setLinkFailure(describeFailure({ ok: false, reason: 'link-expired' })),
      );
    }
    void startAuth();
  }, []);

  if (auth.loading)
    return (
      <p className={CARD} role="status">
        {AUTH_MESSAGES.submitting}
      </p>
    );

  if (!auth.user) {
    return (
      <div className={CARD} role={linkFailure ? 'alert' : undefined}>
        <p>{linkFailure ?? AUTH_MESSAGES.newPassword.noLink}</p>
        <a href={LEARNER_ROUTES.login} className={`${TEXT_LINK_CLASS} mt-4 inline-block`}>
          {AUTH_MESSAGES.newPassword.backToLogin}
        </a>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className={`${CARD} space-y-4`}>
      <p>
        {AUTH_MESSAGES.newPassword.intro} <strong className="break-all">{auth.user.email}</strong>
      </p>
      <PasswordFields {...fields} />
      <button type="submit" disabled={saving} className={buttonClass({ block: true, waits: true })}>
        {saving ? AUTH_MESSAGES.submitting : AUTH_MESSAGES.saveNewPassword}
      </button>
    </form>
  );
}
