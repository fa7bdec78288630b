// What the page knows at build time and hands to the team space's islands as props: the trainings'
// titles, the database's bounds, the testimonials' commitments, the card look. Read on the server,
// never imported by the islands: a shared module imported from here too would split the chunks the
// learner and training pages load (docs/performance.md, The team space and the shared chunks).
import { createContext, useContext } from 'react';

export interface TeamFacts {
  /** Registration codes → trainings' full titles (the inbox never shows a code alone). */
  trainings: Record<string, string>;
  /** STAFF_NOTE_LIMITS.max: the longest note the database accepts. */
  noteMaxCharacters: number;
  /** TESTIMONIALS.moderationDelayDays: the answer the testimonials page promises. */
  moderationDelayDays: number;
  /** TESTIMONIALS.ratingMax. */
  ratingMax: number;
  /** cardClass() for a panel holding a form, and for an item of a list. */
  cards: { panel: string; item: string };
}

export const TeamFactsContext = createContext<TeamFacts | null>(null);

/** The facts of the page this island was rendered on. */
export function useTeamFacts(): TeamFacts {
  const facts = useContext(TeamFactsContext);
  if (!facts) throw new Error('TeamFactsContext missing: render inside <TeamSpace>.');
  return facts;
}
