// /espace-formateur/invitation/: the end of a team invitation e-mail. The link's token is used only
// when the person presses the button (link scanners open links before people do), or the e-mail's
// code is typed instead; then a password, then the space's door asks for the second factor.
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { buttonClass } from '~/components/ui/button-class';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import type { DbFailure } from '~/db/result';
import { describeTeamFailure, TEAM_MESSAGES, TEAM_SECTIONS } from './messages';
import { INVITATION_MESSAGES as M } from './messages-invitation';
import DoorPanel from './DoorPanel';

type Step = 'accept' | 'password';

/** Auth's calls, loaded on the first action as the learner pages load them (one chunk, no new split). */
const auth = () => import('~/db/auth');

function failureText(failure: DbFailure): string {
  if (failure.reason === 'link-expired' || failure.reason === 'code-invalid') return M.expired;
  if (failure.reason === 'weak-password' || failure.reason === 'same-password') return M.weak;
  return describeTeamFailure(failure);
}

export default function TeamInvitation() {
  const id = useId();
  const [step, setStep] = useState<Step>('accept');
  const [tokenHash, setTokenHash] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  // Until React answers, a click would be lost (or submit the code in the URL): the buttons wait.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const busy = pending || !hydrated;

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get('type') === 'invite') setTokenHash(params.get('token_hash'));
  }, []);

  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  const run = async (call: () => Promise<{ ok: true } | DbFailure>, next: () => void) => {
    setPending(true);
    setError(undefined);
    const result = await call();
    setPending(false);
    if (result.ok) next();
    else setError(failureText(result));
  };

  const accept = () =>
    run(
      async () => (await auth()).verifyEmailLink(tokenHash!, 'invite'),
      () => {
        // The token is spent: it leaves the address bar and the history.
        history.replaceState(null, '', window.location.pathname);
        setStep('password');
      },
    );

  const acceptCode = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(
      async () => (await auth()).verifyEmailCode(email, code, 'invite'),
      () => setStep('password'),
    );
  };

  const savePassword = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirmation) {
      setError(M.mismatch);
      document.getElementById(`${id}-confirmation`)?.focus();
      return;
    }
    void run(
      async () => (await auth()).updatePassword(password),
      // The space's door takes over: its next screen is the enrolment of the second factor.
      () => window.location.assign(TEAM_SECTIONS[0].href),
    );
  };

  const errorBox = (
    <div role="alert">
      {error ? (
        <p className="mt-4 rounded-lg bg-red-50 p-3 font-semibold text-red-900">{error}</p>
      ) : null}
    </div>
  );

  const control = (
    name: string,
    label: string,
    value: string,
    set: (value: string) => void,
    props: Record<string, string | number> = {},
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        value={value}
        onChange={(event) => set(event.target.value)}
        className={`mt-1 ${CONTROL_CLASS}`}
        required
        {...props}
      />
    </div>
  );

  if (step === 'password')
    return (
      <DoorPanel title={M.passwordTitle} headingRef={headingRef}>
        <p className="mt-2 text-muted" id={`${id}-rules`}>
          {M.passwordHint}
        </p>
        <form className="mt-4 space-y-4" onSubmit={savePassword}>
          {control('password', M.password, password, setPassword, {
            type: 'password',
            autoComplete: 'new-password',
            'aria-describedby': `${id}-rules`,
          })}
          {control('confirmation', M.confirmation, confirmation, setConfirmation, {
            type: 'password',
            autoComplete: 'new-password',
          })}
          {errorBox}
          <button
            type="submit"
            disabled={busy}
            className={buttonClass({ block: true, waits: pending })}
          >
            {pending ? TEAM_MESSAGES.checking : M.save}
          </button>
        </form>
      </DoorPanel>
    );

  return (
    <DoorPanel title={M.title} headingRef={headingRef}>
      <p className="mt-2">{M.intro}</p>
      {tokenHash ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void accept()}
          className={`mt-6 ${buttonClass({ block: true, waits: pending })}`}
        >
          {pending ? M.accepting : M.accept}
        </button>
      ) : (
        <p className="mt-4 text-muted">{M.noLink}</p>
      )}
      {errorBox}
      <form className="mt-8 space-y-4 border-t border-slate-200 pt-6" onSubmit={acceptCode}>
        <h3 className="text-lg font-bold text-brand-950">{M.codeTitle}</h3>
        {control('email', M.email, email, setEmail, { type: 'email', autoComplete: 'email' })}
        {control('code', M.code, code, setCode, {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          maxLength: 6,
          pattern: '\\d{6}',
        })}
        <button
          type="submit"
          disabled={busy}
          className={buttonClass({ variant: 'secondary', block: true, waits: pending })}
        >
          {M.codeSubmit}
        </button>
      </form>
    </DoorPanel>
  );
}
