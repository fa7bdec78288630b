// The page every e-mailed link opens (/espace-apprenant/verification/?type=…&token_hash=…): it says
// what the button will do, and only the learner's press calls Auth (verifyOtp with the token_hash), so
// a mail scanner that opens the link first uses nothing. Without a token_hash, or when the link
// failed, the learner types the address and the e-mail's 6-digit code instead.
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { VERIFICATION_MESSAGES as messages } from './messages-verification';
import { LEARNER_ROUTES } from './settings';
import type { EmailLinkType } from '~/db/auth';
import type { DbFailure } from '~/db/result';
import { followAuth } from './auth-store';
import { flashToast } from '~/features/toasts/flash-toast';
import { navigate } from './navigate';
import { REQUIRED_NOTE } from '~/components/form/required-note';
import { useHydrated } from '~/components/ui/use-hydrated';
import { buttonClass } from '~/components/ui/button-class';
import { cardClass } from '~/components/ui/card-class';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { TEXT_LINK_CLASS } from '~/components/ui/link-class';

// The same shared modules as the sign-in, new-password and dashboard islands (routes, navigation,
// the auth store, the flashed toast, the card), so the four share one chunk: a fifth set would split
// it and add bytes to pages at their budget (docs/performance.md, Budgets).
const CARD = cardClass();
const LINK_TYPES = ['email', 'recovery', 'invite', 'email_change'] as const;

/** The link's type= (Auth's older 'signup' is a confirmation too); anything else is a confirmation. */
function linkTypeOf(value: string | null): EmailLinkType {
  if (value === 'signup') return 'email';
  return LINK_TYPES.find((type) => type === value) ?? 'email';
}

/** Where the learner goes once Auth has accepted the link or the code (and stored the session). */
async function goOn(type: EmailLinkType): Promise<void> {
  await followAuth();
  if (type === 'recovery' || type === 'invite') return navigate(LEARNER_ROUTES.newPassword);
  const { AUTH_OUTCOMES } = await import('./messages-outcomes');
  const toast = type === 'email_change' ? 'emailChanged' : 'confirmed';
  flashToast({ ...AUTH_OUTCOMES.success[toast], variant: 'success' });
  navigate(LEARNER_ROUTES.dashboard);
}

async function describe(failure: DbFailure): Promise<string> {
  const { describeFailure } = await import('./describe-failure');
  return describeFailure(failure);
}

export default function EmailVerification() {
  const id = useId();
  const [link, setLink] = useState<{ type: EmailLinkType; tokenHash: string | null } | null>(null);
  const [withCode, setWithCode] = useState(false);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string | undefined; code?: string | undefined }>(
    {},
  );
  const [failure, setFailure] = useState<string | null>(null);
  // Server-rendered, the button cannot work yet: it waits for React.
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    // Read once the page runs: the server's HTML knows no query, and opening the page changes nothing.
    const query = new URLSearchParams(window.location.search);
    const tokenHash = query.get('token_hash');
    setLink({ type: linkTypeOf(query.get('type')), tokenHash });
    setWithCode(!tokenHash);
  }, []);

  if (!link) {
    return <p role="status">{messages.loading}</p>;
  }

  const onPress = async () => {
    if (!link.tokenHash || pending) return;
    setPending(true);
    setFailure(null);
    const { verifyEmailLink } = await import('~/db/auth');
    const result = await verifyEmailLink(link.tokenHash, link.type);
    if (result.ok) return void (await goOn(link.type));
    setFailure(await describe(result));
    setPending(false);
  };

  const onCode = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const { emailError, fieldErrors } = await import('./field-checks');
    const digits = code.replace(/\s/g, '');
    const next = {
      email: emailError(document.getElementById(`${id}-email`) as HTMLInputElement | null, email),
      code: !digits
        ? fieldErrors.codeRequired
        : /^\d{6}$/.test(digits)
          ? undefined
          : fieldErrors.codeFormat,
    };
    setErrors(next);
    if (next.email || next.code) {
      document.getElementById(next.email ? `${id}-email` : `${id}-code`)?.focus();
      return;
    }
    setPending(true);
    setFailure(null);
    const { verifyEmailCode } = await import('~/db/auth');
    const result = await verifyEmailCode(email, digits, link.type);
    if (result.ok) return void (await goOn(link.type));
    const description = await describe(result);
    // A wrong code is said under its field; anything else above the button.
    if (result.reason === 'code-invalid') setErrors({ code: description });
    else setFailure(description);
    setPending(false);
  };

  const texts = messages.links[link.type];
  const alert = failure && (
    <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
      <p>{failure}</p>
      <a href={LEARNER_ROUTES.login} className={`${TEXT_LINK_CLASS} mt-2 inline-block`}>
        {messages.newEmail}
      </a>
    </div>
  );

  if (!withCode) {
    return (
      <div className={`${CARD} space-y-4`}>
        <h2 className="text-xl font-bold text-brand-950">{texts.heading}</h2>
        <p>{texts.what}</p>
        <p className="text-sm text-muted">{messages.why}</p>
        {alert}
        <button
          type="button"
          disabled={pending || !hydrated}
          onClick={() => void onPress()}
          className={buttonClass({ block: true, waits: true })}
        >
          {pending ? messages.pending : texts.action}
        </button>
        <button
          type="button"
          onClick={() => {
            setWithCode(true);
            setFailure(null);
          }}
          className={TEXT_LINK_CLASS}
        >
          {messages.useCode}
        </button>
      </div>
    );
  }

  const field = (name: 'email' | 'code') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: CONTROL_CLASS,
  });
  const fieldError = (name: 'email' | 'code') =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    );

  return (
    <form noValidate onSubmit={onCode} aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-950">
        {messages.code.heading}
      </h2>
      <p>{messages.code.intro}</p>
      <p className="text-sm text-muted">{REQUIRED_NOTE}</p>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-ink">
          {messages.code.email}
        </label>
        <input
          {...field('email')}
          name="email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {fieldError('email')}
      </div>
      <div>
        <label htmlFor={`${id}-code`} className="block text-sm font-semibold text-ink">
          {messages.code.code}
        </label>
        <input
          {...field('code')}
          name="code"
          type="text"
          inputMode="numeric"
          required
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        {fieldError('code')}
      </div>
      {alert}
      <button
        type="submit"
        disabled={pending}
        className={buttonClass({ block: true, waits: true })}
      >
        {pending ? messages.pending : messages.code.submit}
      </button>
    </form>
  );
}
