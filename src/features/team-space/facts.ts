// What the page knows at build time and hands to the team space's islands as props: the trainings'
// titles and sessions, the database's bounds, the testimonials' commitments. Read on the server,
// never imported by the islands: a shared module imported from here too would split the chunks the
// learner and training pages load (docs/performance.md, The team space and the shared chunks).
import { createContext, useContext } from 'react';
import type { TEAM_FIELD_LIMITS } from '~/schemas/field-limits';

/** A dated session of the catalogue (src/features/catalogue/catalogue.ts), as the team space names it. */
export interface TeamSession {
  /** The training's code. */
  training: string;
  /** « Du 18 janvier 2027 au 15 octobre 2027 · Présentiel · Paris 20e ». */
  label: string;
  /** AAAA-MM-JJ. */
  startsOn: string;
  endsOn: string;
}

export interface TeamFacts {
  /** Registration codes → trainings' full titles (the inbox never shows a code alone). */
  trainings: Record<string, string>;
  /** Session keys (sessionKey()) → their training and label, in the catalogue's order. */
  sessions: Record<string, TeamSession>;
  /** LEARNER_DOCUMENT_FILES.maxBytes: the largest document the bucket accepts. */
  documentMaxBytes: number;
  /** TEAM_FIELD_LIMITS: the lengths the database accepts in what the follow-up writes. */
  fieldLimits: typeof TEAM_FIELD_LIMITS;
  /** STAFF_NOTE_LIMITS.max: the longest note the database accepts. */
  noteMaxCharacters: number;
  /** TESTIMONIALS.moderationDelayDays: the answer the testimonials page promises. */
  moderationDelayDays: number;
  /** TESTIMONIALS.ratingMax. */
  ratingMax: number;
}

export const TeamFactsContext = createContext<TeamFacts | null>(null);

/** The facts of the page this island was rendered on. */
export function useTeamFacts(): TeamFacts {
  const facts = useContext(TeamFactsContext);
  if (!facts) throw new Error('TeamFactsContext missing: render inside <TeamSpace>.');
  return facts;
}

/**
 * The card look of src/components/ui/card-class.ts, written out: the islands must name their classes
 * (a page's CSS keeps only the rules of the classes its HTML and its islands' code name), and importing
 * cardClass would split the chunk the learner pages share. tests/unit/features/team-space keeps them equal.
 */
export const TEAM_CARDS = {
  /** cardClass({ padding: 'roomy' }): a panel holding a form. */
  panel: 'rounded-2xl border border-slate-200 bg-white shadow-sm p-6 sm:p-8',
  /** cardClass(): an item of a list. */
  item: 'rounded-2xl border border-slate-200 bg-white shadow-sm p-6',
} as const;
