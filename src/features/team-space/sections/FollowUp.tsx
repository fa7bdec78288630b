// « Suivi des apprenants »: the learners the member follows (staff: all), filtered by training and
// session; one learner's file (LearnerFile); for staff, the invitation and the enrolment of an
// existing account (Enrol).
import { useId, useRef, useState } from 'react';
import { loadFollowUp, type EnrolmentRow, type FollowedLearner } from '~/db/team-follow-up';
import { buttonClass } from '~/components/ui/button-class';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { TEAM_CARDS } from '../facts';
import { fill } from '../messages';
import { FOLLOW_UP_MESSAGES as M } from './follow-up-messages';
import { useNames } from './names';
import { useTeamData, type SectionProps } from './use-team-data';
import LoadState from './LoadState';
import LearnerFile from './LearnerFile';
import Enrol from './Enrol';

export default function FollowUp({ onAccessLost, memberRole: role = 'trainer' }: SectionProps) {
  const id = useId();
  const names = useNames();
  const { loaded, reload } = useTeamData(loadFollowUp, onAccessLost);
  const [training, setTraining] = useState('');
  const [session, setSession] = useState('');
  const [openId, setOpenId] = useState<string>();
  const listRef = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<string>(undefined);

  if (loaded.state !== 'ready')
    return (
      <LoadState
        failure={loaded.state === 'failed' ? loaded.failure : undefined}
        onRetry={() => void reload()}
      />
    );
  const { learners, enrolments } = loaded.data;
  const enrolmentsOf = (learner: FollowedLearner) =>
    enrolments.filter((enrolment) => enrolment.learnerId === learner.id);
  const matches = (enrolment: EnrolmentRow) =>
    (!training || enrolment.trainingCode === training) &&
    (!session || enrolment.sessionKey === session);
  const shown = learners.filter((learner) => enrolmentsOf(learner).some(matches));
  const trainingCodes = [
    ...new Set(enrolments.map((enrolment) => enrolment.trainingCode).filter(Boolean)),
  ] as string[];
  const sessionKeys = [
    ...new Set(
      enrolments
        .filter((enrolment) => !training || enrolment.trainingCode === training)
        .map((enrolment) => enrolment.sessionKey)
        .filter(Boolean),
    ),
  ] as string[];
  const opened = learners.find((learner) => learner.id === openId);

  if (opened)
    return (
      <LearnerFile
        learner={opened}
        enrolments={enrolmentsOf(opened)}
        role={role}
        reload={reload}
        onAccessLost={onAccessLost}
        onClose={() => {
          setOpenId(undefined);
          // Back on the list, the keyboard returns to the learner it left.
          requestAnimationFrame(() => document.getElementById(returnTo.current ?? '')?.focus());
        }}
      />
    );

  return (
    <div className="mt-4 space-y-10">
      <p className="max-w-prose text-muted">{M.intro[role]}</p>
      <section aria-labelledby={`${id}-list`}>
        <h3
          id={`${id}-list`}
          ref={listRef}
          tabIndex={-1}
          className="text-xl font-bold text-brand-950 focus:outline-none"
        >
          {M.learners} ({learners.length})
        </h3>
        {learners.length === 0 ? (
          <p className="mt-2">{M.empty[role]}</p>
        ) : (
          <>
            <fieldset className="mt-4 grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
              <legend className="sr-only">{M.filters.legend}</legend>
              <div>
                <label htmlFor={`${id}-training`} className="block font-semibold">
                  {M.filters.training}
                </label>
                <select
                  id={`${id}-training`}
                  value={training}
                  onChange={(event) => {
                    setTraining(event.target.value);
                    setSession('');
                  }}
                  className={CONTROL_CLASS}
                >
                  <option value="">{M.filters.allTrainings}</option>
                  {trainingCodes.map((code) => (
                    <option key={code} value={code}>
                      {names.training(code)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`${id}-session`} className="block font-semibold">
                  {M.filters.session}
                </label>
                <select
                  id={`${id}-session`}
                  value={session}
                  onChange={(event) => setSession(event.target.value)}
                  className={CONTROL_CLASS}
                >
                  <option value="">{M.filters.allSessions}</option>
                  {sessionKeys.map((key) => (
                    <option key={key} value={key}>
                      {training
                        ? names.session(key)
                        : `${names.sessionTraining(key)} – ${names.session(key)}`}
                    </option>
                  ))}
                </select>
              </div>
            </fieldset>
            <p className="mt-2 text-sm text-muted" role="status">
              {fill(M.filters.count, { shown: shown.length, total: learners.length })}
            </p>
            {shown.length === 0 ? (
              <p className="mt-2">{M.empty.filtered}</p>
            ) : (
              <ul className="mt-4 grid gap-4 lg:grid-cols-2">
                {shown.map((learner) => (
                  <li key={learner.id} className="min-w-0">
                    <article className={`${TEAM_CARDS.item} h-full`} data-learner={learner.id}>
                      <p className="font-bold wrap-anywhere text-brand-950">
                        {learner.fullName ?? M.noName}
                      </p>
                      <p className="wrap-anywhere">{learner.email}</p>
                      <ul className="mt-2 space-y-1 text-sm">
                        {enrolmentsOf(learner).map((enrolment) => (
                          <li key={enrolment.id} className="wrap-anywhere">
                            <span className="font-semibold">{names.enrolment(enrolment)}</span>
                            {' · '}
                            {names.session(enrolment.sessionKey)}
                            {' · '}
                            {enrolment.progress}&nbsp;%
                          </li>
                        ))}
                      </ul>
                      <button
                        type="button"
                        id={`${id}-open-${learner.id}`}
                        className={`mt-4 ${buttonClass({ variant: 'secondary', size: 'md' })}`}
                        onClick={() => {
                          returnTo.current = `${id}-open-${learner.id}`;
                          setOpenId(learner.id);
                        }}
                      >
                        {fill(M.open, { name: learner.fullName ?? learner.email })}
                      </button>
                    </article>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      {role === 'staff' && <Enrol onAccessLost={onAccessLost} reload={reload} />}
    </div>
  );
}
