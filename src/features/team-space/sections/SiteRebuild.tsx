// The button that rebuilds the public site now (the pages are static): « Démarche qualité » for the
// testimonials, « Améliorations » for the improvements list of /reclamations/.
import { useState } from 'react';
import { requestSiteRebuild } from '~/db/team-quality';
import { pushToast } from '~/features/toasts/store';
import { buttonClass } from '~/components/ui/button-class';
import { describeTeamFailure, fill } from '../messages';
import { QUALITY_MESSAGES as M } from './messages';
import { formatDateTime } from '../team-format';

/** When the public page changes (`text`), and the button that rebuilds the site now. */
export default function SiteRebuild({
  text,
  onAccessLost,
}: {
  text: string;
  onAccessLost: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [requestedAt, setRequestedAt] = useState<string | null>(null);
  const rebuild = async () => {
    setPending(true);
    const result = await requestSiteRebuild();
    setPending(false);
    if (result.ok) setRequestedAt(result.data);
    else if (result.reason === 'signed-out') onAccessLost();
    else pushToast({ title: describeTeamFailure(result), variant: 'destructive' });
  };
  return (
    <section aria-labelledby="public-page-title" className="rounded-xl bg-brand-50 p-5">
      <h3 id="public-page-title" className="text-lg font-bold text-brand-950">
        {M.publicPage.title}
      </h3>
      <p className="mt-2 max-w-prose">{text}</p>
      <button
        type="button"
        disabled={pending}
        onClick={() => void rebuild()}
        className={`mt-4 ${buttonClass({ size: 'md', waits: pending })}`}
      >
        {pending ? M.publicPage.pending : M.publicPage.button}
      </button>
      <p role="status" className="mt-2 font-semibold">
        {requestedAt ? fill(M.publicPage.requested, { date: formatDateTime(requestedAt) }) : ''}
      </p>
    </section>
  );
}
