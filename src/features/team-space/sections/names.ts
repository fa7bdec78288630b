// How the follow-up names a training and a session: the content's full title and the catalogue's
// label (the page's facts), never a bare code the team would have to decode.
import { useMemo } from 'react';
import { useTeamFacts, type TeamFacts } from '../facts';
import { fill } from '../messages';
import { FOLLOW_UP_MESSAGES as M } from './follow-up-messages';

export function namesOf(facts: TeamFacts) {
  return {
    training: (code: string | null) =>
      code ? (facts.trainings[code] ?? fill(M.unknownTraining, { code })) : M.noSession,
    /** An enrolment's training: its title, or what staff typed before the catalogue existed. */
    enrolment: (enrolment: { trainingCode: string | null; typedTrainingTitle: string | null }) =>
      enrolment.trainingCode || !enrolment.typedTrainingTitle
        ? namesOf(facts).training(enrolment.trainingCode)
        : fill(M.typedTraining, { title: enrolment.typedTrainingTitle }),
    session: (key: string | null) =>
      key ? (facts.sessions[key]?.label ?? fill(M.unknownSession, { key })) : M.noSession,
    /** The title of the training a session belongs to. */
    sessionTraining: (key: string) => {
      const code = facts.sessions[key]?.training;
      return code ? (facts.trainings[code] ?? code) : '';
    },
    /** The catalogue's sessions of a training, in its order. */
    sessionsOf: (code: string) =>
      Object.entries(facts.sessions)
        .filter(([, session]) => session.training === code)
        .map(([key, session]) => ({ key, ...session })),
  };
}

export function useNames() {
  const facts = useTeamFacts();
  return useMemo(() => namesOf(facts), [facts]);
}
