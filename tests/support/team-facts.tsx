// The build-time facts a team-space page hands its islands (src/features/team-space/facts.ts), for the
// island tests: the real values, as TeamPage.astro computes them.
import type { ReactNode } from 'react';
import { TESTIMONIALS } from '~/config/site';
import { STAFF_NOTE_LIMITS } from '~/schemas/field-limits';
import { TeamFactsContext, type TeamFacts } from '~/features/team-space/facts';

export const TEAM_FACTS: TeamFacts = {
  trainings: { EC: 'Titre professionnel Employé commercial' },
  noteMaxCharacters: STAFF_NOTE_LIMITS.max,
  moderationDelayDays: TESTIMONIALS.moderationDelayDays,
  ratingMax: TESTIMONIALS.ratingMax,
};

/** Renders a section inside the facts' provider, as TeamSpace does. */
export function withTeamFacts(children: ReactNode, facts: TeamFacts = TEAM_FACTS) {
  return <TeamFactsContext.Provider value={facts}>{children}</TeamFactsContext.Provider>;
}
