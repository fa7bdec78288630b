// Part of the learner-space islands: a password (and, for a new one, its confirmation) with a
// show/hide toggle and, for a new password, a "suggest" button that fills both with a strong password
// generated in the browser and shows it so it can be saved.
import { useState } from 'react';
import { AUTH_MESSAGES } from './messages';
import { PASSWORD_POLICY } from './settings';
import { useHydrated } from '~/components/ui/use-hydrated';
import { buttonClass } from '~/components/ui/button-class';
import { CONTROL_CLASS } from '~/components/ui/control-class';

const SECONDARY_BUTTON = buttonClass({ variant: 'secondary', size: 'sm' });

interface Props {
  idPrefix: string;
  password: string;
  onPassword: (value: string) => void;
  /** Present for a new password: the confirmation field and the suggestion button appear. */
  confirmation?: {
    value: string;
    onChange: (value: string) => void;
    error?: string | undefined;
    label: string;
  };
  label: string;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
}

export default function PasswordFields({
  idPrefix,
  password,
  onPassword,
  confirmation,
  label,
  error,
  autoComplete,
}: Props) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const type = visible ? 'text' : 'password';
  const passwordId = `${idPrefix}-password`;
  const confirmationId = `${idPrefix}-confirmation`;
  const policyId = `${idPrefix}-policy`;

  const suggest = async () => {
    const { generatePassword } = await import('./password-generator');
    const generated = generatePassword();
    onPassword(generated);
    confirmation?.onChange(generated);
    setSuggestion(generated);
    setVisible(true);
  };

  const describedBy = (errorId: string | false, ...others: string[]) =>
    [errorId, ...others].filter(Boolean).join(' ') || undefined;

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={passwordId} className="block text-sm font-semibold text-ink">
          {label}
        </label>
        <input
          id={passwordId}
          name="password"
          type={type}
          required
          maxLength={PASSWORD_POLICY.maxLength}
          autoComplete={autoComplete}
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            Boolean(error) && `${passwordId}-error`,
            ...(confirmation ? [policyId] : []),
          )}
          className={CONTROL_CLASS}
        />
        {confirmation && (
          <p id={policyId} className="mt-1 text-sm text-muted">
            {AUTH_MESSAGES.policy}
          </p>
        )}
        {error && (
          <p id={`${passwordId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      {confirmation && (
        <div>
          <label htmlFor={confirmationId} className="block text-sm font-semibold text-ink">
            {confirmation.label}
          </label>
          <input
            id={confirmationId}
            name="confirmPassword"
            type={type}
            required
            maxLength={PASSWORD_POLICY.maxLength}
            autoComplete="new-password"
            value={confirmation.value}
            onChange={(event) => confirmation.onChange(event.target.value)}
            aria-invalid={confirmation.error ? true : undefined}
            aria-describedby={confirmation.error ? `${confirmationId}-error` : undefined}
            className={CONTROL_CLASS}
          />
          {confirmation.error && (
            <p id={`${confirmationId}-error`} className="mt-1 text-sm font-medium text-red-700">
              {confirmation.error}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={!hydrated}
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
          className={SECONDARY_BUTTON}
        >
          {confirmation ? AUTH_MESSAGES.showPassword.both : AUTH_MESSAGES.showPassword.one}
        </button>
        {confirmation && (
          <button
            type="button"
            disabled={!hydrated}
            onClick={() => void suggest()}
            className={SECONDARY_BUTTON}
          >
            {AUTH_MESSAGES.suggestPassword}
          </button>
        )}
      </div>
      <div aria-live="polite">
        {suggestion && suggestion === password && (
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-ink">
            {AUTH_MESSAGES.suggested}{' '}
            <code className="break-all font-mono text-base font-semibold">{suggestion}</code>
          </p>
        )}
      </div>
    </div>
  );
}
