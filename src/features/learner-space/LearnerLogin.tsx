// Login / account creation of /espace-apprenant (docs/product.md §2.3, §4, §5, §8; docs/security.md §5.4), on Supabase
// Auth, or simulated and labelled as a demonstration when the site has no backend. Also the end of
// an e-mailed confirmation link (the session arrives in the URL fragment) and "Mot de passe oublié ?".
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { AUTH_MESSAGES } from './messages';
import { LEARNER_DEMO, LEARNER_ROUTES } from './settings';
import type { DbFailure } from '~/db/result';
import { $auth, followAuth, startAuth } from './auth-store';
import { flashToast, showFlashedToast } from '~/features/toasts/flash-toast';
import { pushToast } from '~/features/toasts/store';
import { navigate } from './navigate';
import PasswordFields from './PasswordFields';
import { buttonClass } from '~/components/ui/button-class';
import { cardClass } from '~/components/ui/card-class';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { TEXT_LINK_CLASS } from '~/components/ui/link-class';
import { REQUIRED_NOTE } from '~/components/form/required-note';

type View = 'signIn' | 'signUp' | 'forgot';

/** Shown instead of the form when a session exists, which means supabase-js has loaded anyway. */
const SignedInPanel = lazy(() => import('./SignedInPanel'));

interface Props {
  /** No Supabase project: the simulated login of docs/product.md §4. */
  demo: boolean;
}

interface Errors {
  email?: string | undefined;
  password?: string | undefined;
  confirmation?: string | undefined;
}

/** Goes where the visitor is expected once signed in: the page that sent them here (?retour=), else the dashboard. */
async function goOn(): Promise<void> {
  const { safeReturnPath } = await import('./return-path');
  navigate(
    safeReturnPath(new URLSearchParams(window.location.search).get('retour')) ??
      LEARNER_ROUTES.dashboard,
  );
}

/** The field checks, loaded on the first focus of the form. */
const loadChecks = () => import('./field-checks');

/** What the page says after a call: loaded with the call, not before the visitor acts. */
const loadOutcomes = () => import('./messages-outcomes').then((module) => module.AUTH_OUTCOMES);
type Outcomes = Awaited<ReturnType<typeof loadOutcomes>>;

/** Says why a call failed: in a toast, and under the field concerned when there is one. */
async function fail(
  title: (outcomes: Outcomes) => string,
  failure: DbFailure,
  setErrors?: (errors: Errors) => void,
) {
  const [{ describeFailure, isPasswordFailure }, outcomes] = await Promise.all([
    import('./describe-failure'),
    loadOutcomes(),
  ]);
  const description = describeFailure(failure);
  if (isPasswordFailure(failure)) setErrors?.({ password: description });
  else if (failure.reason === 'invalid' && failure.field === 'email')
    setErrors?.({ email: description });
  pushToast({ title: title(outcomes), description, variant: 'destructive' });
}

export default function LearnerLogin({ demo }: Props) {
  const id = useId();
  const auth = useStore($auth, { ssr: 'initial' });
  const [view, setView] = useState<View>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  /** After an e-mail was asked for: where its 6-digit code can be typed instead of opening the link. */
  const [codePage, setCodePage] = useState<{ lead: string; link: string; href: string } | null>(
    null,
  );
  const emailRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // What was typed before hydration is in the DOM only: take it in before the first controlled render.
    setEmail((value) => value || emailRef.current?.value || '');
    setPassword(
      (value) =>
        value ||
        (document.getElementById(`${id}-password`) as HTMLInputElement | null)?.value ||
        '',
    );
    showFlashedToast();
    // An e-mailed link that failed lands here with its error in the fragment (Auth's verify redirect).
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const linkType = fragment.get('type');
    if (fragment.get('error_code')) {
      history.replaceState(null, '', window.location.pathname + window.location.search);
      void fail((outcomes) => outcomes.failureTitles.signIn, { ok: false, reason: 'link-expired' });
    }
    void startAuth().then(() => {
      // A confirmation link signs the learner in: on to the dashboard.
      if (linkType === 'signup' && $auth.get().user) {
        void loadOutcomes().then((outcomes) => {
          flashToast({ ...outcomes.success.confirmed, variant: 'success' });
          return goOn();
        });
      }
    });
  }, []);

  const switchView = (next: View) => {
    setView(next);
    setErrors({});
    setCodePage(null);
    setConfirmation('');
    headingRef.current?.focus();
  };

  /** Checks the fields (rules loaded on first focus); returns whether to go on, after focusing the first field in error. */
  const validate = async (): Promise<boolean> => {
    const { emailError, fieldErrors, newPasswordErrors } = await loadChecks();
    const next: Errors = { email: emailError(emailRef.current, email) };
    if (view === 'signIn' && !password) next.password = fieldErrors.passwordRequired;
    if (view === 'signUp') Object.assign(next, newPasswordErrors(password, confirmation));
    setErrors(next);
    const firstInvalid = (['email', 'password', 'confirmation'] as const).find(
      (field) => next[field],
    );
    if (!firstInvalid) return true;
    if (next.confirmation === fieldErrors.mismatch && !next.email && !next.password) {
      pushToast({
        title: fieldErrors.mismatchTitle,
        description: fieldErrors.mismatch,
        variant: 'destructive',
      });
    }
    const fieldId =
      firstInvalid === 'email'
        ? `${id}-email`
        : firstInvalid === 'password'
          ? `${id}-password`
          : `${id}-confirmation`;
    document.getElementById(fieldId)?.focus();
    return false;
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !(await validate())) return;
    setPending(true);
    try {
      if (demo) {
        // docs/product.md §4: the simulated login waits one second, then succeeds whatever was typed.
        const [outcomes] = await Promise.all([
          loadOutcomes(),
          new Promise((resolve) => setTimeout(resolve, LEARNER_DEMO.simulatedLoginDelayMs)),
        ]);
        flashToast({
          ...(view === 'signUp' ? outcomes.success.signUp : outcomes.success.signIn),
          variant: 'success',
        });
        await goOn();
        return;
      }
      const [{ requestPasswordReset, signIn, signUp }, outcomes] = await Promise.all([
        import('~/db/auth'),
        loadOutcomes(),
      ]);
      if (view === 'forgot') {
        const result = await requestPasswordReset(
          email,
          new URL(LEARNER_ROUTES.newPassword, window.location.origin).href,
        );
        if (!result.ok) return void fail((texts) => texts.failureTitles.reset, result, setErrors);
        pushToast({ ...outcomes.success.resetSent, variant: 'success' });
        switchView('signIn');
        setCodePage({
          ...outcomes.codeInstead,
          href: `${LEARNER_ROUTES.verification}?type=recovery`,
        });
      } else if (view === 'signUp') {
        const result = await signUp(
          email,
          password,
          new URL(LEARNER_ROUTES.login, window.location.origin).href,
        );
        if (!result.ok) return void fail((texts) => texts.failureTitles.signUp, result, setErrors);
        // The same words whether or not the address already had an account (nothing may tell which).
        pushToast({ ...outcomes.success.signUp, variant: 'success' });
        setPassword('');
        switchView('signIn');
        setCodePage({ ...outcomes.codeInstead, href: `${LEARNER_ROUTES.verification}?type=email` });
      } else {
        const result = await signIn(email, password);
        if (!result.ok) return void fail((texts) => texts.failureTitles.signIn, result, setErrors);
        flashToast({ ...outcomes.success.signIn, variant: 'success' });
        await followAuth();
        await goOn();
      }
    } finally {
      setPending(false);
    }
  };

  if (auth.user) {
    return (
      <Suspense>
        <SignedInPanel email={auth.user.email} />
      </Suspense>
    );
  }

  const heading = view === 'forgot' ? AUTH_MESSAGES.forgot : AUTH_MESSAGES.headings[view];
  const submitLabel = view === 'forgot' ? AUTH_MESSAGES.sendLink : AUTH_MESSAGES.modes[view];

  return (
    <div className={cardClass()}>
      <h2
        id={`${id}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-brand-950 focus:outline-none"
      >
        {heading}
      </h2>
      {view === 'forgot' && <p className="mt-3 text-muted">{AUTH_MESSAGES.forgotIntro}</p>}
      {codePage && (
        <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-ink">
          {codePage.lead}{' '}
          <a href={codePage.href} className={TEXT_LINK_CLASS}>
            {codePage.link}
          </a>
        </p>
      )}
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadChecks()}
        aria-labelledby={`${id}-heading`}
        className="mt-5 space-y-4"
      >
        <p className="text-sm text-muted">{REQUIRED_NOTE}</p>
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-ink">
            {AUTH_MESSAGES.labels.email}
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete={view === 'signUp' ? 'email' : 'username'}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            className={CONTROL_CLASS}
          />
          {errors.email && (
            <p id={`${id}-email-error`} className="mt-1 text-sm font-medium text-red-700">
              {errors.email}
            </p>
          )}
        </div>
        {view !== 'forgot' && (
          <PasswordFields
            key={view}
            idPrefix={id}
            label={AUTH_MESSAGES.labels.password}
            password={password}
            onPassword={setPassword}
            error={errors.password}
            autoComplete={view === 'signUp' ? 'new-password' : 'current-password'}
            {...(view === 'signUp' && {
              confirmation: {
                value: confirmation,
                onChange: setConfirmation,
                error: errors.confirmation,
                label: AUTH_MESSAGES.labels.confirmPassword,
              },
            })}
          />
        )}
        <button
          type="submit"
          disabled={pending}
          className={buttonClass({ block: true, waits: true })}
        >
          {pending ? AUTH_MESSAGES.submitting : submitLabel}
        </button>
      </form>
      <div className="mt-5 flex flex-col items-start gap-2 text-sm">
        {view === 'signIn' && !demo && (
          <button type="button" className={TEXT_LINK_CLASS} onClick={() => switchView('forgot')}>
            {AUTH_MESSAGES.forgot}
          </button>
        )}
        {view === 'forgot' ? (
          <button type="button" className={TEXT_LINK_CLASS} onClick={() => switchView('signIn')}>
            {AUTH_MESSAGES.cancel}
          </button>
        ) : (
          <button
            type="button"
            className={TEXT_LINK_CLASS}
            onClick={() => switchView(view === 'signIn' ? 'signUp' : 'signIn')}
          >
            {view === 'signIn' ? AUTH_MESSAGES.toggle.toSignUp : AUTH_MESSAGES.toggle.toSignIn}
          </button>
        )}
      </div>
    </div>
  );
}
