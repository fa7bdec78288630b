// The door of the team space: password, then the second factor (enrolled with a QR code on the first
// sign-in, a 6-digit code afterwards). Nothing of the space is readable before the code: the database
// refuses a session at aal1.
import { useEffect, useId, useState, type SubmitEvent, type Ref } from 'react';
import {
  signInTeamMember,
  signOutHere,
  startTotpEnrolment,
  verifyTotpCode,
  type TeamAccess,
  type TotpEnrolment,
} from '~/db/team-auth';
import type { DbFailure } from '~/db/result';
import { describeTeamFailure, fill, TEAM_MESSAGES as M } from './messages';
import { buttonClass } from '~/components/ui/button-class';
import DoorPanel from './DoorPanel';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { TEXT_LINK_CLASS } from '~/components/ui/link-class';

type DoorAccess = Exclude<TeamAccess, { state: 'ready' }>;

interface Props {
  access: DoorAccess;
  headingRef: Ref<HTMLHeadingElement>;
  /** Reads the session again once Auth has answered. */
  onChange: () => Promise<void>;
}

export default function TeamDoor({ access, headingRef, onChange }: Props) {
  switch (access.state) {
    case 'signed-out':
      return (
        <DoorPanel title={M.signIn.title} width="max-w-md" headingRef={headingRef}>
          <p className="mt-2 text-muted">{M.signIn.intro}</p>
          <SignInForm onDone={onChange} />
          <p className="mt-6 text-sm">
            {M.signIn.forgotten}{' '}
            <a href="/espace-apprenant/" className={TEXT_LINK_CLASS}>
              {M.signIn.forgottenLink}
            </a>
          </p>
        </DoorPanel>
      );
    case 'not-team':
      return (
        <DoorPanel title={M.notTeam.title} width="max-w-xl" headingRef={headingRef}>
          <p className="mt-2">{fill(M.notTeam.text, { email: access.email })}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href="/dashboard-apprenant/" className={buttonClass({ size: 'md' })}>
              {M.notTeam.learnerSpace}
            </a>
            <SignOutButton onDone={onChange} />
          </div>
        </DoorPanel>
      );
    case 'enrol':
      return (
        <DoorPanel title={M.enrol.title} width="max-w-2xl" headingRef={headingRef}>
          <p className="mt-2">{M.enrol.intro}</p>
          <Enrolment onDone={onChange} />
          <div className="mt-6">
            <SignOutButton onDone={onChange} />
          </div>
        </DoorPanel>
      );
    case 'challenge':
      return (
        <DoorPanel title={M.challenge.title} width="max-w-md" headingRef={headingRef}>
          <p className="mt-2">{M.challenge.intro}</p>
          <CodeForm factorId={access.factorId} submitLabel={M.challenge.submit} onDone={onChange} />
          <p className="mt-6 text-sm text-muted">{M.challenge.lost}</p>
          <div className="mt-4">
            <SignOutButton onDone={onChange} />
          </div>
        </DoorPanel>
      );
  }
}

/** The error under a field, tied to it by aria-describedby. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {error}
    </p>
  ) : null;
}

function SignInForm({ onDone }: { onDone: () => Promise<void> }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      ...(email.trim() ? {} : { email: M.signIn.emailMissing }),
      ...(password ? {} : { password: M.signIn.passwordMissing }),
    };
    setErrors(next);
    if (next.email || next.password) {
      document.getElementById(next.email ? `${id}-email` : `${id}-password`)?.focus();
      return;
    }
    setPending(true);
    const result = await signInTeamMember(email, password);
    setPending(false);
    if (!result.ok) {
      setErrors({ form: describeTeamFailure(result) });
      return;
    }
    await onDone();
  };

  return (
    <form className="mt-6 space-y-4" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div>
        <label htmlFor={`${id}-email`} className="block font-semibold">
          {M.signIn.email}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          className={`mt-1 ${CONTROL_CLASS}`}
        />
        <FieldError id={`${id}-email-error`} error={errors.email} />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="block font-semibold">
          {M.signIn.password}
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          className={`mt-1 ${CONTROL_CLASS}`}
        />
        <FieldError id={`${id}-password-error`} error={errors.password} />
      </div>
      <FormError error={errors.form} />
      <button
        type="submit"
        disabled={pending}
        className={buttonClass({ block: true, waits: pending })}
      >
        {pending ? M.signIn.pending : M.signIn.submit}
      </button>
    </form>
  );
}

/** A failure of the form as a whole, announced. */
function FormError({ error }: { error: string | undefined }) {
  return (
    <div role="alert">
      {error ? (
        <p className="rounded-lg bg-red-50 p-3 font-semibold text-red-900">{error}</p>
      ) : null}
    </div>
  );
}

/** The 6-digit code of the authenticator app, checked against `factorId`. */
function CodeForm({
  factorId,
  submitLabel,
  onDone,
}: {
  factorId: string;
  submitLabel: string;
  onDone: () => Promise<void>;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError(M.code.missing);
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    setPending(true);
    const result = await verifyTotpCode(factorId, digits);
    setPending(false);
    if (!result.ok) {
      setError(describeTeamFailure(result));
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    await onDone();
  };

  return (
    <form className="mt-4 space-y-4" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div>
        <label htmlFor={`${id}-code`} className="block font-semibold">
          {M.code.label}
        </label>
        <p id={`${id}-code-hint`} className="text-sm text-muted">
          {M.code.hint}
        </p>
        <input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-code-hint${error ? ` ${id}-code-error` : ''}`}
          className={`mt-1 w-40 text-xl tracking-widest ${CONTROL_CLASS}`}
        />
        <FieldError id={`${id}-code-error`} error={error} />
      </div>
      <button type="submit" disabled={pending} className={buttonClass({ waits: pending })}>
        {pending ? M.code.pending : submitLabel}
      </button>
    </form>
  );
}

/** First sign-in: a new TOTP factor, shown as a QR code and as its secret, verified by a first code. */
function Enrolment({ onDone }: { onDone: () => Promise<void> }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [failure, setFailure] = useState<DbFailure | null>(null);

  const start = async () => {
    setFailure(null);
    const result = await startTotpEnrolment();
    if (result.ok) setEnrolment(result.data);
    else setFailure(result);
  };

  useEffect(() => {
    void start();
  }, []);

  if (failure)
    return (
      <div className="mt-4">
        <FormError error={describeTeamFailure(failure)} />
        <button
          type="button"
          className={`mt-3 ${buttonClass({ variant: 'secondary', size: 'md' })}`}
          onClick={() => void start()}
        >
          {M.enrol.retry}
        </button>
      </div>
    );
  if (!enrolment)
    return (
      <p role="status" className="mt-4 text-muted">
        {M.enrol.preparing}
      </p>
    );
  return (
    <ol className="mt-6 list-decimal space-y-6 pl-6">
      <li>
        <p>{M.enrol.step1}</p>
        <img
          src={enrolment.qrCode}
          alt={M.enrol.qrAlt}
          width={200}
          height={200}
          className="mt-3 rounded-lg border border-slate-300 bg-white p-2"
        />
      </li>
      <li>
        <p>{M.enrol.step2}</p>
        <p className="mt-2">
          <code className="rounded bg-slate-100 px-2 py-1 text-lg wrap-anywhere" data-totp-secret>
            {enrolment.secret.replace(/(.{4})(?=.)/g, '$1 ')}
          </code>
        </p>
      </li>
      <li>
        <p>{M.enrol.step3}</p>
        <CodeForm factorId={enrolment.factorId} submitLabel={M.enrol.submit} onDone={onDone} />
      </li>
    </ol>
  );
}

function SignOutButton({ onDone }: { onDone: () => Promise<void> }) {
  return (
    <button
      type="button"
      className={buttonClass({ variant: 'secondary', size: 'md' })}
      onClick={() => void signOutHere().then(onDone)}
    >
      {M.bar.signOut}
    </button>
  );
}
