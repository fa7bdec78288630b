// « Comptes et données personnelles »: learners' requests about their data (copy, erasure) with their
// legal due date, the export as JSON, the erasure after a confirmation, and the new accounts.
import { useEffect, useId, useRef, useState } from 'react';
import {
  eraseLearner,
  exportLearnerData,
  loadPrivacyDesk,
  markPrivacyRequestHandled,
  type NewAccountRow,
  type PrivacyRequestRow,
} from '~/db/team-privacy';
import { toParisIsoDate } from '~/lib/format';
import { pushToast } from '~/features/toasts/store';
import { buttonClass } from '~/components/ui/button-class';
import { TEAM_CARDS } from '../facts';
import { describeTeamFailure, fill } from '../messages';
import { ACCOUNTS_MESSAGES as M } from './messages';
import { formatCalendarDate, formatDateTime, formatDay } from '../team-format';
import { runChange, useTeamData, type SectionProps } from './use-team-data';
import LoadState from './LoadState';
import Trainers from './Trainers';

export default function Accounts({ onAccessLost }: SectionProps) {
  const { loaded, reload } = useTeamData(loadPrivacyDesk, onAccessLost);
  if (loaded.state !== 'ready')
    return (
      <LoadState
        failure={loaded.state === 'failed' ? loaded.failure : undefined}
        onRetry={() => void reload()}
      />
    );
  const { requests, accounts } = loaded.data;
  return (
    <div className="mt-4 space-y-10">
      <p className="max-w-prose text-muted">{M.intro}</p>
      <section aria-labelledby="privacy-title">
        <h3 id="privacy-title" className="text-xl font-bold text-brand-950">
          {fill(M.requests, { count: requests.filter((request) => !request.handledAt).length })}
        </h3>
        {requests.length === 0 ? (
          <p className="mt-2 text-muted">{M.requestsEmpty}</p>
        ) : (
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {requests.map((request) => (
              <li key={request.id} className="min-w-0">
                <PrivacyRequest request={request} reload={reload} onAccessLost={onAccessLost} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="accounts-title">
        <h3 id="accounts-title" className="text-xl font-bold text-brand-950">
          {fill(M.accounts, { count: accounts.length })}
        </h3>
        {accounts.length === 0 ? (
          <p className="mt-2 text-muted">{M.accountsEmpty}</p>
        ) : (
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {accounts.map((account) => (
              <li key={account.id} className="min-w-0">
                <Account account={account} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Trainers onAccessLost={onAccessLost} />
    </div>
  );
}

function Account({ account }: { account: NewAccountRow }) {
  return (
    <article className={`${TEAM_CARDS.item} h-full`}>
      <p className="font-bold wrap-anywhere text-brand-950">{account.fullName ?? M.noName}</p>
      <p className="wrap-anywhere">{account.email}</p>
      <p className="mt-2 text-sm text-muted">
        {fill(M.accountCreated, { date: formatDay(account.createdAt) })} ·{' '}
        {account.emailConfirmedAt ? M.confirmed : M.unconfirmed} ·{' '}
        {account.lastSignInAt
          ? fill(M.lastSignIn, { date: formatDay(account.lastSignInAt) })
          : M.neverSignedIn}
      </p>
    </article>
  );
}

/** Saves a JSON value as a file the browser downloads. */
function download(data: unknown, name: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function PrivacyRequest({
  request,
  reload,
  onAccessLost,
}: {
  request: PrivacyRequestRow;
  reload: () => Promise<void>;
  onAccessLost: () => void;
}) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const eraseRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // The confirmation opens where the button was and takes the keyboard; cancelling gives it back.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (opened.current) eraseRef.current?.focus();
    opened.current = confirming;
  }, [confirming]);
  const late = !request.handledAt && request.dueOn < toParisIsoDate(new Date());

  const act = async (action: () => Promise<boolean | void>) => {
    setPending(true);
    await action();
    setPending(false);
  };

  const exportData = () =>
    act(async () => {
      const result = await exportLearnerData(request.learnerId);
      if (!result.ok) {
        if (result.reason === 'signed-out') onAccessLost();
        else pushToast({ title: describeTeamFailure(result), variant: 'destructive' });
        return;
      }
      download(
        result.data,
        `donnees-${request.email.replace(/[^\w.-]+/g, '_')}-${toParisIsoDate(new Date())}.json`,
      );
      pushToast({ title: M.downloaded, variant: 'success' });
    });

  const status = request.handledAt
    ? fill(M.handledOn, { date: formatDateTime(request.handledAt) })
    : fill(late ? M.overdue : M.dueBy, { date: formatCalendarDate(request.dueOn) });

  return (
    <article
      className={`${TEAM_CARDS.item} h-full`}
      aria-labelledby={`${id}-title`}
      data-privacy-request={request.id}
    >
      <p id={`${id}-title`} className="font-bold text-brand-950">
        {M.kinds[request.kind]}
      </p>
      <p className="wrap-anywhere">{request.fullName ?? M.noName}</p>
      <p className="wrap-anywhere">{request.email}</p>
      <p className="mt-2 text-sm text-muted">
        {fill(M.received, { date: formatDay(request.createdAt) })}
      </p>
      <p className={`text-sm font-semibold ${late ? 'text-red-800' : 'text-ink'}`}>{status}</p>
      {!request.handledAt && !confirming && (
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={pending}
            className={buttonClass({ variant: 'secondary', size: 'md', waits: pending })}
            onClick={() => void exportData()}
          >
            {M.download}
          </button>
          {request.kind === 'deletion' ? (
            <button
              ref={eraseRef}
              type="button"
              disabled={pending}
              className={buttonClass({ size: 'md' })}
              onClick={() => setConfirming(true)}
            >
              {M.erase}
            </button>
          ) : (
            <button
              type="button"
              disabled={pending}
              className={buttonClass({ size: 'md', waits: pending })}
              onClick={() =>
                void act(() =>
                  runChange(
                    () => markPrivacyRequestHandled(request.id),
                    M.handledToast,
                    reload,
                    onAccessLost,
                  ),
                )
              }
            >
              {M.markHandled}
            </button>
          )}
        </div>
      )}
      {confirming && (
        <div
          role="group"
          aria-labelledby={`${id}-confirm`}
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4"
        >
          <p id={`${id}-confirm`} className="font-bold wrap-anywhere text-red-900">
            {fill(M.eraseConfirmTitle, { email: request.email })}
          </p>
          <p className="mt-2 text-red-950">{M.eraseConfirmText}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={pending}
              ref={confirmRef}
              className={buttonClass({ size: 'md', waits: pending })}
              onClick={() =>
                void act(() =>
                  runChange(
                    () => eraseLearner(request.learnerId, request.id),
                    M.erasedToast,
                    reload,
                    onAccessLost,
                  ),
                )
              }
            >
              {M.eraseConfirm}
            </button>
            <button
              type="button"
              className={buttonClass({ variant: 'secondary', size: 'md' })}
              onClick={() => setConfirming(false)}
            >
              {M.cancel}
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
