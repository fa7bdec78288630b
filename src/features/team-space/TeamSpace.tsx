// The team's space (/espace-formateur/ and its sections): the door (password, then the TOTP code,
// enrolled on first sign-in), the bar with sign-out, and the section of the page. The database decides
// what each session may read; this island only chooses the screen (src/db/team-auth.ts).
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { TeamAccess } from '~/db/team-auth';
import { TeamFactsContext, type TeamFacts } from './facts';
import { hasBackend } from '~/db/client';
import type { DbFailure } from '~/db/result';
import { pushToast } from '~/features/toasts/store';
import { describeTeamFailure, TEAM_MESSAGES, TEAM_SECTIONS, type TeamSectionId } from './messages';
import { buttonClass } from '~/components/ui/button-class';

// Each screen loads when it is shown: a member already signed in never downloads the sign-in form.
const TeamDoor = lazy(() => import('./TeamDoor'));
const TeamBar = lazy(() => import('./TeamBar'));
const StaffOnly = lazy(() => import('./StaffOnly'));
const SECTIONS = {
  accueil: lazy(() => import('./sections/Home')),
  apprenants: lazy(() => import('./sections/FollowUp')),
  ressources: lazy(() => import('./sections/Resources')),
  demandes: lazy(() => import('./sections/Inbox')),
  qualite: lazy(() => import('./sections/Quality')),
  reclamations: lazy(() => import('./sections/Complaints')),
  resultats: lazy(() => import('./sections/ExamResults')),
  ameliorations: lazy(() => import('./sections/Improvements')),
  comptes: lazy(() => import('./sections/Accounts')),
  journal: lazy(() => import('./sections/Audit')),
} satisfies Record<TeamSectionId, unknown>;

interface Props {
  section: TeamSectionId;
  facts: TeamFacts;
}

type Screen = { state: 'loading' } | { state: 'failed'; failure: DbFailure } | TeamAccess;

export default function TeamSpace({ section, facts }: Props) {
  return (
    <TeamFactsContext.Provider value={facts}>
      <TeamScreens section={section} />
    </TeamFactsContext.Provider>
  );
}

function TeamScreens({ section }: { section: TeamSectionId }) {
  const [screen, setScreen] = useState<Screen>({ state: 'loading' });
  const previous = useRef<Screen['state']>('loading');
  /** Set when a new screen replaces another after an action: its title takes the focus once it mounts. */
  const focusTitle = useRef(false);
  // A callback ref: the screens load lazily, so their title may mount after the state changed.
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && focusTitle.current) {
      focusTitle.current = false;
      heading.focus();
    }
  }, []);

  const refresh = useCallback(async () => {
    // With supabase-js, which it needs anyway: the page's first script stays the island alone.
    const { readTeamAccess } = await import('~/db/team-auth');
    const result = await readTeamAccess();
    setScreen(result.ok ? result.data : { state: 'failed', failure: result });
  }, []);

  useEffect(() => {
    if (!hasBackend()) return;
    void refresh();
    let stop: (() => void) | undefined;
    void import('~/db/team-auth')
      .then(({ watchTeamSession }) => watchTeamSession(() => void refresh()))
      .then((unsubscribe) => (stop = unsubscribe));
    return () => stop?.();
  }, [refresh]);

  // A new screen after an action (signed in, code verified, signed out): its title takes the focus.
  if (previous.current !== screen.state) {
    focusTitle.current = previous.current !== 'loading';
    previous.current = screen.state;
  }

  /** A section's call was refused: the session lost its second factor or its role. */
  const onAccessLost = useCallback(() => {
    pushToast({ title: TEAM_MESSAGES.sessionLost, variant: 'destructive' });
    void refresh();
  }, [refresh]);

  if (!hasBackend())
    return <p className="rounded-lg bg-amber-50 p-4 text-amber-950">{TEAM_MESSAGES.noBackend}</p>;
  if (screen.state === 'loading')
    return (
      <p role="status" className="text-muted">
        {TEAM_MESSAGES.checking}
      </p>
    );
  if (screen.state === 'failed')
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
        <p>{describeTeamFailure(screen.failure)}</p>
        <button
          type="button"
          className={`mt-3 ${buttonClass({ variant: 'secondary', size: 'md' })}`}
          onClick={() => void refresh()}
        >
          {TEAM_MESSAGES.retry}
        </button>
      </div>
    );
  const checking = (
    <p role="status" className="mt-4 text-muted">
      {TEAM_MESSAGES.checking}
    </p>
  );
  if (screen.state !== 'ready')
    return (
      <Suspense fallback={checking}>
        <TeamDoor access={screen} headingRef={headingRef} onChange={refresh} />
      </Suspense>
    );

  const Section = SECTIONS[section];
  const current = TEAM_SECTIONS.find((candidate) => candidate.id === section);
  return (
    <Suspense fallback={checking}>
      <TeamBar access={screen} current={section} />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-8 text-2xl font-extrabold text-brand-950 focus:outline-none"
      >
        {current?.label}
      </h2>
      {screen.role === 'staff' || current?.trainers ? (
        <Suspense fallback={checking}>
          <Section onAccessLost={onAccessLost} memberRole={screen.role} />
        </Suspense>
      ) : (
        <StaffOnly />
      )}
    </Suspense>
  );
}
