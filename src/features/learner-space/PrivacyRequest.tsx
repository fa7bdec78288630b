// Part of the dashboard's settings: one privacy request (a copy of one's data, RGPD art. 15, or the
// deletion of one's account, art. 17). A deletion asks for a confirmation before it is filed, and any
// request can be withdrawn until staff have handled it (then the database keeps it: see the migration
// privacy_request_withdrawal).
import { useEffect, useId, useRef, useState } from 'react';
import type { PrivacyRequestKind } from '~/db/learner-space';
import type { DbFailure } from '~/db/result';
import { buttonClass } from '~/components/ui/button-class';
import { pushToast } from '~/features/toasts/store';
import { SETTINGS_MESSAGES as settings } from './messages-settings';
const SECONDARY = buttonClass({ variant: 'secondary', size: 'md' });

interface Props {
  kind: PrivacyRequestKind;
  /** A request of this kind is on file, not handled yet. */
  pending: boolean;
  onChange: (kind: PrivacyRequestKind, pending: boolean) => void;
}

/** What takes the focus after a step, so that it never falls to <body>. */
type Focus = 'request' | 'confirm' | 'pending' | null;

/** The sentence for a failure; its module loads only when one happens. */
async function describe(failure: DbFailure): Promise<string> {
  const { describeFailure } = await import('./describe-failure');
  return describeFailure(failure);
}

export default function PrivacyRequest({ kind, pending, onChange }: Props) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [focus, setFocus] = useState<Focus>(null);
  const targets = {
    request: useRef<HTMLButtonElement>(null),
    confirm: useRef<HTMLDivElement>(null),
    pending: useRef<HTMLParagraphElement>(null),
  };

  useEffect(() => {
    if (focus) targets[focus].current?.focus();
  }, [focus, pending, confirming]);

  const file = async () => {
    setBusy(true);
    const { requestPrivacyAction } = await import('~/db/learner-space');
    const result = await requestPrivacyAction(kind);
    setBusy(false);
    if (!result.ok) {
      pushToast({
        title: settings.failed,
        description: await describe(result),
        variant: 'destructive',
      });
      return;
    }
    setConfirming(false);
    onChange(kind, true);
    setFocus('pending');
    pushToast({ ...settings.requested, variant: 'success' });
  };

  const withdraw = async () => {
    setBusy(true);
    const { withdrawPrivacyRequest } = await import('~/db/learner-space');
    const result = await withdrawPrivacyRequest(kind);
    setBusy(false);
    if (!result.ok) {
      pushToast({
        title: settings.withdrawFailed,
        description: await describe(result),
        variant: 'destructive',
      });
      return;
    }
    if (!result.data) {
      pushToast({ ...settings.alreadyHandled, variant: 'destructive' });
      return;
    }
    onChange(kind, false);
    setFocus('request');
    pushToast({ ...settings.withdrawn, variant: 'success' });
  };

  if (pending)
    return (
      <div className="space-y-2">
        <p
          ref={targets.pending}
          tabIndex={-1}
          className="rounded-lg bg-green-50 p-3 text-sm text-green-950"
        >
          {settings.pending[kind]} {settings.withdrawNote}
        </p>
        <button type="button" disabled={busy} onClick={() => void withdraw()} className={SECONDARY}>
          {settings.withdraw[kind]}
        </button>
      </div>
    );

  if (confirming)
    return (
      <div
        ref={targets.confirm}
        tabIndex={-1}
        role="group"
        aria-labelledby={`${id}-question`}
        className="space-y-3 rounded-lg border-l-4 border-red-700 bg-red-50 p-3"
      >
        <p id={`${id}-question`} className="font-semibold text-ink">
          {settings.confirmDeletion.question}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            disabled={busy}
            onClick={() => void file()}
            className={buttonClass({ size: 'md' })}
          >
            {settings.confirmDeletion.confirm}
          </button>
          <button
            type="button"
            onClick={() => {
              setConfirming(false);
              setFocus('request');
            }}
            className={SECONDARY}
          >
            {settings.confirmDeletion.cancel}
          </button>
        </div>
      </div>
    );

  return (
    <button
      ref={targets.request}
      type="button"
      disabled={busy}
      onClick={() => {
        if (kind === 'deletion') {
          setConfirming(true);
          setFocus('confirm');
        } else void file();
      }}
      className={SECONDARY}
    >
      {settings[kind]}
    </button>
  );
}
