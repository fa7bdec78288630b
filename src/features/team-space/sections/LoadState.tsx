// What a section shows while its data loads, or when it could not.
import { buttonClass } from '~/components/ui/button-class';
import type { DbFailure } from '~/db/result';
import { describeTeamFailure, TEAM_MESSAGES as M } from '../messages';

export default function LoadState({
  failure,
  onRetry,
}: {
  failure?: DbFailure | undefined;
  onRetry: () => void;
}) {
  if (!failure)
    return (
      <p role="status" className="mt-4 text-muted">
        {M.checking}
      </p>
    );
  return (
    <div role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{M.loadFailed}</p>
      <p>{describeTeamFailure(failure)}</p>
      <button
        type="button"
        className={`mt-3 ${buttonClass({ variant: 'secondary', size: 'md' })}`}
        onClick={onRetry}
      >
        {M.retry}
      </button>
    </div>
  );
}
