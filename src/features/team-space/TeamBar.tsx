// Who is signed in, the sections of the space, and the two ways out (this browser, every device).
import { useState } from 'react';
import { signOutEverywhere, signOutHere, type TeamAccess } from '~/db/team-auth';
import { pushToast } from '~/features/toasts/store';
import {
  describeTeamFailure,
  fill,
  sectionsFor,
  TEAM_MESSAGES as M,
  type TeamSectionId,
} from './messages';
import { buttonClass } from '~/components/ui/button-class';

interface Props {
  access: Extract<TeamAccess, { state: 'ready' }>;
  current: TeamSectionId;
}

export default function TeamBar({ access, current }: Props) {
  const [pending, setPending] = useState(false);

  const signOut = async (everywhere: boolean) => {
    setPending(true);
    const result = await (everywhere ? signOutEverywhere() : signOutHere());
    setPending(false);
    if (result.ok)
      pushToast({
        title: everywhere ? M.bar.signedOutEverywhere : M.bar.signedOut,
        variant: 'success',
      });
    else pushToast({ title: describeTeamFailure(result), variant: 'destructive' });
  };

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 wrap-anywhere">
          {fill(M.bar.signedInAs, { email: access.email })}{' '}
          <span className="text-muted">({M.bar.roles[access.role]})</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={pending}
            className={buttonClass({ variant: 'secondary', size: 'sm', waits: pending })}
            onClick={() => void signOut(false)}
          >
            {M.bar.signOut}
          </button>
          <button
            type="button"
            disabled={pending}
            className={buttonClass({ variant: 'secondary', size: 'sm', waits: pending })}
            onClick={() => void signOut(true)}
          >
            {M.bar.signOutEverywhere}
          </button>
        </div>
      </div>
      <nav aria-label={M.bar.nav} className="mt-4 border-t border-slate-200 pt-3">
        <ul className="flex flex-wrap gap-x-2 gap-y-2">
          {sectionsFor(access.role).map((section) => (
            <li key={section.id} className="min-w-0">
              <a
                href={section.href}
                aria-current={section.id === current ? 'page' : undefined}
                className={`inline-block rounded-lg px-3 py-2 font-semibold ${
                  section.id === current
                    ? 'bg-brand-700 text-white'
                    : 'text-brand-800 underline hover:bg-brand-50'
                }`}
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
