// Part of the login island, loaded when a session exists: who is signed in, the way to the
// dashboard, and sign-out.
import { AUTH_MESSAGES } from './messages';
import { AUTH_OUTCOMES } from './messages-outcomes';
import { LEARNER_ROUTES } from './settings';
import { signOut } from '~/db/auth';
import { pushToast } from '~/features/toasts/store';
import { describeFailure } from './describe-failure';
import { buttonClass } from '~/components/ui/button-class';
import { cardClass } from '~/components/ui/card-class';

export default function SignedInPanel({ email }: { email: string }) {
  const onSignOut = async () => {
    const result = await signOut();
    if (!result.ok) {
      pushToast({
        title: AUTH_OUTCOMES.failureTitles.signOut,
        description: describeFailure(result),
        variant: 'destructive',
      });
      return;
    }
    pushToast({ ...AUTH_OUTCOMES.success.signOut, variant: 'success' });
  };

  return (
    <div className={`space-y-4 ${cardClass()}`}>
      <p>
        {AUTH_MESSAGES.signedInAs} <strong className="break-all">{email}</strong>.
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={LEARNER_ROUTES.dashboard} className={buttonClass()}>
          {AUTH_MESSAGES.toDashboard}
        </a>
        <button
          type="button"
          onClick={() => void onSignOut()}
          className={buttonClass({ variant: 'secondary' })}
        >
          {AUTH_MESSAGES.signOut}
        </button>
      </div>
    </div>
  );
}
