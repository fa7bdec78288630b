// The build-time facts a team-space page hands its islands (src/features/team-space/facts.ts), for the
// island tests: the real values, as TeamPage.astro computes them.
import type { ReactNode } from 'react';
import { LEARNER_DOCUMENT_FILES, TESTIMONIALS } from '~/config/site';
import { STAFF_NOTE_LIMITS, TEAM_FIELD_LIMITS } from '~/schemas/field-limits';
import { TeamFactsContext, type TeamFacts } from '~/features/team-space/facts';

export const TEAM_FACTS: TeamFacts = {
  trainings: {
    CV: 'Titre professionnel Conseiller de vente',
    EC: 'Titre professionnel Employé commercial',
  },
  sessions: {
    'cv-2027-01-18-presentiel': {
      training: 'CV',
      label: 'Du 18 janvier 2027 au 15 octobre 2027 · Présentiel · Paris 20e',
      startsOn: '2027-01-18',
      endsOn: '2027-10-15',
    },
    'cv-2027-09-06-alternance': {
      training: 'CV',
      label: 'Du 6 septembre 2027 au 30 juin 2028 · Alternance · Paris 20e',
      startsOn: '2027-09-06',
      endsOn: '2028-06-30',
    },
    'ec-2027-03-01-distanciel': {
      training: 'EC',
      label: 'Du 1er mars 2027 au 17 décembre 2027 · Distanciel · À distance',
      startsOn: '2027-03-01',
      endsOn: '2027-12-17',
    },
  },
  documentMaxBytes: LEARNER_DOCUMENT_FILES.maxBytes,
  fieldLimits: TEAM_FIELD_LIMITS,
  noteMaxCharacters: STAFF_NOTE_LIMITS.max,
  moderationDelayDays: TESTIMONIALS.moderationDelayDays,
  ratingMax: TESTIMONIALS.ratingMax,
};

/** Renders a section inside the facts' provider, as TeamSpace does. */
export function withTeamFacts(children: ReactNode, facts: TeamFacts = TEAM_FACTS) {
  return <TeamFactsContext.Provider value={facts}>{children}</TeamFactsContext.Provider>;
}
