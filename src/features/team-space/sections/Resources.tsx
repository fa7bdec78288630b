// « Ressources pédagogiques »: for a training the member teaches (staff: any) and one of its sessions,
// the session's documents, a lesson scheduled for every learner of the session in one request, and the
// session's upcoming lessons.
import { useCallback, useId, useRef, useState } from 'react';
import {
  addLessons,
  deleteLessons,
  loadFollowUp,
  loadTaughtTrainings,
  loadUpcomingLessons,
  type EnrolmentRow,
  type LessonRow,
} from '~/db/team-follow-up';
import type { DbData } from '~/db/result';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { toParisIsoDate } from '~/lib/format';
import { TEAM_CARDS, useTeamFacts, type TeamFacts } from '../facts';
import { fill } from '../messages';
import { formatLessonSpan } from '../paris-time';
import { countOf } from '../team-format';
import {
  CONFIRM_MESSAGES as C,
  FOLLOW_UP_MESSAGES as F,
  RESOURCES_MESSAGES as M,
} from './follow-up-messages';
import ConfirmDelete from './ConfirmDelete';
import LessonWhere from './LessonWhere';
import { useNames } from './names';
import { runChange, useTeamData, type SectionProps } from './use-team-data';
import LoadState from './LoadState';
import LessonForm from './LessonForm';
import DocumentsPanel from './DocumentsPanel';

async function loadDesk(
  facts: TeamFacts,
  role: 'staff' | 'trainer',
): Promise<DbData<{ trainings: string[]; enrolments: EnrolmentRow[] }>> {
  const [taught, followUp] = await Promise.all([
    role === 'staff'
      ? Promise.resolve({ ok: true as const, data: Object.keys(facts.trainings).sort() })
      : loadTaughtTrainings(),
    loadFollowUp(),
  ]);
  if (!taught.ok) return taught;
  if (!followUp.ok) return followUp;
  return { ok: true, data: { trainings: taught.data, enrolments: followUp.data.enrolments } };
}

/** The session to show first: the next one not over yet with learners, else the next one, else the last. */
function firstSession(keys: string[], facts: TeamFacts, enrolments: EnrolmentRow[]): string {
  const today = toParisIsoDate(new Date());
  const current = keys.filter((key) => facts.sessions[key]!.endsOn >= today);
  return (
    current.find((key) => enrolments.some((enrolment) => enrolment.sessionKey === key)) ??
    current[0] ??
    keys.at(-1) ??
    ''
  );
}

export default function Resources({ onAccessLost, memberRole: role = 'trainer' }: SectionProps) {
  const id = useId();
  const facts = useTeamFacts();
  const names = useNames();
  const load = useCallback(() => loadDesk(facts, role), [facts, role]);
  const { loaded, reload } = useTeamData(load, onAccessLost);
  const [training, setTraining] = useState('');
  const [session, setSession] = useState('');

  if (loaded.state !== 'ready')
    return (
      <LoadState
        failure={loaded.state === 'failed' ? loaded.failure : undefined}
        onRetry={() => void reload()}
      />
    );
  const { trainings, enrolments } = loaded.data;
  if (trainings.length === 0) return <p className="mt-4 max-w-prose">{M.noTrainings}</p>;
  // First shown: the training chosen, else the first with learners.
  const code = trainings.includes(training)
    ? training
    : (trainings.find((candidate) =>
        enrolments.some((enrolment) => enrolment.trainingCode === candidate),
      ) ?? trainings[0]!);
  const sessionKeys = names.sessionsOf(code).map((candidate) => candidate.key);
  const key = sessionKeys.includes(session)
    ? session
    : firstSession(sessionKeys, facts, enrolments);
  const enrolled = enrolments.filter((enrolment) => enrolment.sessionKey === key);

  return (
    <div className="mt-4 space-y-8">
      <p className="max-w-prose text-muted">{M.intro[role]}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-4xl">
        <div>
          <label htmlFor={`${id}-training`} className="block font-semibold">
            {M.training}
          </label>
          <select
            id={`${id}-training`}
            value={code}
            onChange={(event) => {
              setTraining(event.target.value);
              setSession('');
            }}
            className={CONTROL_CLASS}
          >
            {trainings.map((candidate) => (
              <option key={candidate} value={candidate}>
                {names.training(candidate)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-session`} className="block font-semibold">
            {M.session}
          </label>
          <select
            id={`${id}-session`}
            value={key}
            onChange={(event) => setSession(event.target.value)}
            className={CONTROL_CLASS}
          >
            {sessionKeys.map((candidate) => (
              <option key={candidate} value={candidate}>
                {names.session(candidate)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {key && (
        <SessionDesk
          key={key}
          trainingCode={code}
          sessionKey={key}
          enrolled={enrolled}
          onAccessLost={onAccessLost}
        />
      )}
    </div>
  );
}

/** The lessons of a session made by « Programmer une séance pour toute la session »: one per learner. */
interface SessionLesson {
  lesson: LessonRow;
  ids: string[];
  learners: Set<string>;
}

function grouped(lessons: LessonRow[]): SessionLesson[] {
  const groups = new Map<string, SessionLesson>();
  for (const lesson of lessons) {
    const same = [lesson.title, lesson.startsAt, lesson.endsAt, lesson.place, lesson.joinUrl].join(
      '\u0000',
    );
    const group = groups.get(same);
    if (group) {
      group.ids.push(lesson.id);
      group.learners.add(lesson.learnerId);
    } else groups.set(same, { lesson, ids: [lesson.id], learners: new Set([lesson.learnerId]) });
  }
  return [...groups.values()];
}

function SessionDesk({
  trainingCode,
  sessionKey,
  enrolled,
  onAccessLost,
}: {
  trainingCode: string;
  sessionKey: string;
  enrolled: EnrolmentRow[];
  onAccessLost: () => void;
}) {
  const id = useId();
  const names = useNames();
  const upcomingRef = useRef<HTMLHeadingElement>(null);
  const ids = enrolled.map((enrolment) => enrolment.id).join(',');
  const load = useCallback(() => loadUpcomingLessons(ids ? ids.split(',') : []), [ids]);
  const upcoming = useTeamData(load, onAccessLost);

  return (
    <section aria-labelledby={`${id}-title`} className={`${TEAM_CARDS.panel} space-y-8`}>
      <div>
        <h3 id={`${id}-title`} className="text-xl font-bold wrap-anywhere text-brand-950">
          {names.training(trainingCode)}
        </h3>
        <p>{names.session(sessionKey)}</p>
        <p className="text-sm text-muted">{countOf(enrolled.length, ...M.learners)}</p>
      </div>

      <DocumentsPanel
        target={{ trainingCode, sessionKey }}
        title={F.documents.titleSession}
        onAccessLost={onAccessLost}
      />

      <section aria-labelledby={`${id}-schedule`}>
        <h4 id={`${id}-schedule`} className="text-lg font-bold text-brand-950">
          {M.schedule.title}
        </h4>
        {enrolled.length === 0 ? (
          <p className="mt-2">{M.schedule.noLearners}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted">{M.schedule.intro}</p>
            <LessonForm
              legend={F.lesson.legendNew}
              submitLabel={M.schedule.title}
              success={fill(M.schedule.done, {
                learners: countOf(enrolled.length, ...M.upcoming.learners),
              })}
              save={(input) => addLessons(enrolled, input)}
              onSaved={() => void upcoming.reload().then(() => upcomingRef.current?.focus())}
              onAccessLost={onAccessLost}
            />
          </>
        )}
      </section>

      <section aria-labelledby={`${id}-upcoming`}>
        <h4
          id={`${id}-upcoming`}
          ref={upcomingRef}
          tabIndex={-1}
          className="text-lg font-bold text-brand-950 focus:outline-none"
        >
          {M.upcoming.title}
        </h4>
        {upcoming.loaded.state !== 'ready' ? (
          <LoadState
            failure={upcoming.loaded.state === 'failed' ? upcoming.loaded.failure : undefined}
            onRetry={() => void upcoming.reload()}
          />
        ) : upcoming.loaded.data.length === 0 ? (
          <p className="mt-2 text-muted">{M.upcoming.empty}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {grouped(upcoming.loaded.data).map(({ lesson, ids: rows, learners }) => (
              <li
                key={rows[0]}
                className="rounded-xl border border-slate-200 bg-white p-4"
                data-session-lesson={rows[0]}
              >
                <p className="font-semibold wrap-anywhere">{lesson.title}</p>
                <p>{formatLessonSpan(lesson.startsAt, lesson.endsAt)}</p>
                <LessonWhere place={lesson.place} joinUrl={lesson.joinUrl} />
                <p className="text-sm text-muted">
                  {countOf(learners.size, ...M.upcoming.learners)}
                </p>
                <ConfirmDelete
                  className="mt-2"
                  label={M.upcoming.remove}
                  name={`${M.upcoming.remove} «\u00a0${lesson.title}\u00a0»`}
                  question={fill(C.sessionLesson, {
                    title: lesson.title,
                    learners: countOf(learners.size, ...M.upcoming.learners),
                  })}
                  onConfirm={() =>
                    runChange(
                      () => deleteLessons(rows),
                      M.upcoming.removed,
                      upcoming.reload,
                      onAccessLost,
                    ).then((done) => {
                      if (done) upcomingRef.current?.focus();
                      return done;
                    })
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
