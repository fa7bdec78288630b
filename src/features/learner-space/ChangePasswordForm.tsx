// Part of the learner dashboard's settings, loaded when the learner opens it: the new password, its
// confirmation, and the call to Supabase Auth. From a session older than 24 hours Auth first wants the
// code it e-mails (secure_password_change): the form asks for it, keeping what was typed.
import { useEffect, useId, useState } from 'react';
import { AUTH_MESSAGES } from './messages';
import { AUTH_OUTCOMES } from './messages-outcomes';
import { REAUTHENTICATION_MESSAGES as texts } from './messages-reauthentication';
import { AUTH_FAILURES } from './messages-failures';
import { pushToast } from '~/features/toasts/store';
import PasswordFields from './PasswordFields';
import { usePasswordChange } from './use-password-change';
import { requestReauthentication } from '~/db/auth';
import { describeFailure } from './describe-failure';
import { buttonClass } from '~/components/ui/button-class';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { TEXT_LINK_CLASS } from '~/components/ui/link-class';

export default function ChangePasswordForm({
  labelledBy,
  onDone,
}: {
  labelledBy: string;
  onDone: () => void;
}) {
  const id = useId();
  /** Null until Auth asks for the code; then what the learner types. */
  const [nonce, setNonce] = useState<string | null>(null);

  /** Asks Auth to e-mail a code; a refusal (the minute between two e-mails) is said in a toast. */
  const sendCode = async () => {
    const result = await requestReauthentication();
    if (!result.ok) {
      pushToast({
        title: AUTH_OUTCOMES.failureTitles.password,
        description: describeFailure(result),
        variant: 'destructive',
      });
      return false;
    }
    pushToast({ ...texts.sent, variant: 'success' });
    return true;
  };

  const { fields, saving, onSubmit } = usePasswordChange(
    () => {
      pushToast({ ...AUTH_OUTCOMES.success.passwordChanged, variant: 'success' });
      onDone();
    },
    {
      nonce: nonce?.replace(/\s/g, '') ?? '',
      onNeeded: () => {
        if (nonce !== null) {
          // Already asked: the code typed was refused or missing.
          pushToast({
            title: AUTH_OUTCOMES.failureTitles.password,
            description: AUTH_FAILURES['code-invalid'],
            variant: 'destructive',
          });
          document.getElementById(`${id}-code`)?.focus();
          return;
        }
        setNonce('');
        void sendCode();
      },
    },
  );

  const asked = nonce !== null;
  useEffect(() => {
    // The code's field has just appeared: the learner types there next.
    if (asked) document.getElementById(`${id}-code`)?.focus();
  }, [asked, id]);

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} className="mt-4 space-y-4">
      <PasswordFields {...fields} />
      {nonce !== null && (
        <div className="space-y-2 rounded-lg bg-brand-50 p-4">
          <p id={`${id}-code-intro`} className="text-sm text-ink">
            {texts.intro}
          </p>
          <label htmlFor={`${id}-code`} className="block text-sm font-semibold text-ink">
            {texts.code}
          </label>
          <input
            id={`${id}-code`}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={7}
            value={nonce}
            onChange={(event) => setNonce(event.target.value)}
            aria-describedby={`${id}-code-intro`}
            className={CONTROL_CLASS}
          />
          <button type="button" onClick={() => void sendCode()} className={TEXT_LINK_CLASS}>
            {texts.sendAgain}
          </button>
        </div>
      )}
      <button type="submit" disabled={saving} className={buttonClass({ waits: true })}>
        {saving ? AUTH_MESSAGES.submitting : AUTH_MESSAGES.saveNewPassword}
      </button>
    </form>
  );
}
