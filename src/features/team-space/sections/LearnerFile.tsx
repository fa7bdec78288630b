// One learner's follow-up: identity, enrolments (progress; end of training for staff), lessons,
// notifications and documents, as the learner's dashboard shows them.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  addLessons,
  addNotification,
  changeEnrolment,
  changeLesson,
  deleteLessons,
  deleteNotification,
  loadLearnerFile,
  type EnrolmentRow,
  type FollowedLearner,
  type LessonRow,
  type NotificationRow,
} from '~/db/team-follow-up';
import { buttonClass } from '~/components/ui/button-class';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { describeTeamFailure, fill } from '../messages';
import { useTeamFacts } from '../facts';
import { formatDateTime, formatDay, formatCalendarDate } from '../team-format';
import { formatLessonSpan } from '../paris-time';
import {
  checkNotification,
  checkProgress,
  refusalOf,
  withBounds,
  type NotificationField,
  type NotificationFields,
} from './follow-up-checks';
import { CONFIRM_MESSAGES as C, FOLLOW_UP_MESSAGES as M } from './follow-up-messages';
import ConfirmDelete from './ConfirmDelete';
import LessonWhere from './LessonWhere';
import { Field, fieldFrom, useTeamForm, InputField } from './form-kit';
import { useNames } from './names';
import { runChange, useTeamData } from './use-team-data';
import LoadState from './LoadState';
import LessonForm from './LessonForm';
import DocumentsPanel from './DocumentsPanel';

interface Props {
  learner: FollowedLearner;
  enrolments: EnrolmentRow[];
  role: 'staff' | 'trainer';
  reload: () => Promise<void>;
  onAccessLost: () => void;
  onClose: () => void;
}

const H4 = 'text-lg font-bold text-brand-950 focus:outline-none';

export default function LearnerFile({
  learner,
  enrolments,
  role,
  reload,
  onAccessLost,
  onClose,
}: Props) {
  const id = useId();
  const names = useNames();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const load = useCallback(() => loadLearnerFile(learner.id), [learner.id]);
  const file = useTeamData(load, onAccessLost);
  const trainings = [...new Set(enrolments.map((enrolment) => enrolment.trainingCode))].filter(
    (code): code is string => Boolean(code),
  );

  return (
    <div className="mt-4 space-y-8">
      <button
        type="button"
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        onClick={onClose}
      >
        {M.identity.back}
      </button>
      <section aria-labelledby={`${id}-name`} className={TEAM_PANEL}>
        <h3
          id={`${id}-name`}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold wrap-anywhere text-brand-950 focus:outline-none"
        >
          {learner.fullName ?? M.noName}
        </h3>
        <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{M.identity.email}</dt>
          <dd className="wrap-anywhere">{learner.email}</dd>
          <dt className="font-semibold">{M.identity.account}</dt>
          <dd>
            {learner.invited ? M.identity.invited : M.identity.created} ·{' '}
            {learner.emailConfirmedAt ? M.identity.confirmed : M.identity.unconfirmed} ·{' '}
            {learner.lastSignInAt
              ? fill(M.identity.lastSignIn, { date: formatDateTime(learner.lastSignInAt) })
              : M.identity.neverSignedIn}
          </dd>
        </dl>
      </section>

      <section aria-labelledby={`${id}-enrolments`}>
        <h4 id={`${id}-enrolments`} className={H4}>
          {M.enrolments.title}
        </h4>
        <ul className="mt-2 space-y-4">
          {enrolments.map((enrolment) => (
            <li key={enrolment.id} className={TEAM_PANEL} data-enrolment={enrolment.id}>
              <p className="font-bold wrap-anywhere">{names.enrolment(enrolment)}</p>
              <p className="text-sm text-muted">{names.session(enrolment.sessionKey)}</p>
              <EnrolmentForm
                enrolment={enrolment}
                role={role}
                reload={reload}
                onAccessLost={onAccessLost}
              />
            </li>
          ))}
        </ul>
      </section>

      {file.loaded.state !== 'ready' ? (
        <LoadState
          failure={file.loaded.state === 'failed' ? file.loaded.failure : undefined}
          onRetry={() => void file.reload()}
        />
      ) : (
        <>
          <Lessons
            lessons={file.loaded.data.lessons}
            enrolments={enrolments}
            reload={file.reload}
            onAccessLost={onAccessLost}
          />
          <Notifications
            learnerId={learner.id}
            notifications={file.loaded.data.notifications}
            reload={file.reload}
            onAccessLost={onAccessLost}
          />
        </>
      )}

      {trainings.map((code) => (
        <DocumentsPanel
          key={code}
          target={{ trainingCode: code, learnerId: learner.id }}
          title={
            trainings.length > 1
              ? `${M.documents.titleLearner} – ${names.training(code)}`
              : M.documents.titleLearner
          }
          onAccessLost={onAccessLost}
        />
      ))}
    </div>
  );
}

const TEAM_PANEL = 'rounded-xl border border-slate-200 bg-white p-4';

function EnrolmentForm({
  enrolment,
  role,
  reload,
  onAccessLost,
}: {
  enrolment: EnrolmentRow;
  role: 'staff' | 'trainer';
  reload: () => Promise<void>;
  onAccessLost: () => void;
}) {
  const [progress, setProgress] = useState(String(enrolment.progress));
  const [endedOn, setEndedOn] = useState(enrolment.endedOn ?? '');
  const form = useTeamForm<'progress' | 'endedOn'>(onAccessLost, {
    fieldOf: fieldFrom({ enrolments_progress_check: 'progress' }),
  });
  return (
    <form
      noValidate
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkProgress(progress);
        if (!checked.ok) {
          form.showErrors({ progress: checked.error }, ['progress']);
          return;
        }
        void form
          .send(
            () =>
              changeEnrolment(enrolment.id, {
                progress: checked.progress,
                ...(role === 'staff' ? { endedOn: endedOn || null } : {}),
              }),
            M.enrolments.saved,
          )
          .then(async (saved) => {
            if (saved) await reload();
          });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id={form.idOf('progress')}
          label={M.enrolments.progress}
          hint={M.enrolments.progressHint}
          error={form.errors.progress}
          type="number"
          min={0}
          max={100}
          step={1}
          inputMode="numeric"
          value={progress}
          onValue={(value) => setProgress(value)}
        />
        {role === 'staff' ? (
          <InputField
            id={form.idOf('endedOn')}
            label={M.enrolments.endedOn}
            error={form.errors.endedOn}
            type="date"
            value={endedOn}
            onValue={(value) => setEndedOn(value)}
          />
        ) : (
          <p>
            <span className="block font-semibold">{M.enrolments.endedOn}</span>
            {enrolment.endedOn ? formatCalendarDate(enrolment.endedOn) : M.enrolments.endedOnNone}
          </p>
        )}
      </div>
      {form.footer(M.enrolments.save)}
    </form>
  );
}

function Lessons({
  lessons,
  enrolments,
  reload,
  onAccessLost,
}: {
  lessons: LessonRow[];
  enrolments: EnrolmentRow[];
  reload: () => Promise<void>;
  onAccessLost: () => void;
}) {
  const id = useId();
  const names = useNames();
  const [editing, setEditing] = useState<string>();
  const [enrolmentId, setEnrolmentId] = useState(enrolments[0]?.id ?? '');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const enrolment = enrolments.find((candidate) => candidate.id === enrolmentId) ?? enrolments[0];
  const saved = () => {
    setEditing(undefined);
    void reload().then(() => titleRef.current?.focus());
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} ref={titleRef} tabIndex={-1} className={H4}>
        {M.lessons.title}
      </h4>
      {lessons.length === 0 ? (
        <p className="mt-2 text-muted">{M.lessons.empty}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {lessons.map((lesson) => (
            <li key={lesson.id} className={TEAM_PANEL} data-lesson={lesson.id}>
              <p className="font-semibold wrap-anywhere">{lesson.title}</p>
              <p>{formatLessonSpan(lesson.startsAt, lesson.endsAt)}</p>
              <LessonWhere place={lesson.place} joinUrl={lesson.joinUrl} />
              {editing === lesson.id ? (
                <LessonForm
                  lesson={lesson}
                  legend={M.lesson.legendEdit}
                  success={M.lessons.changed}
                  save={(input) => changeLesson(lesson.id, input)}
                  onSaved={saved}
                  onCancel={() => setEditing(undefined)}
                  onAccessLost={onAccessLost}
                />
              ) : (
                <div className="mt-2 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonClass({ variant: 'secondary', size: 'sm' })}
                    aria-label={`${M.lessons.edit} «\u00a0${lesson.title}\u00a0»`}
                    onClick={() => setEditing(lesson.id)}
                  >
                    {M.lessons.edit}
                  </button>
                  <ConfirmDelete
                    label={M.lessons.remove}
                    name={`${M.lessons.remove} «\u00a0${lesson.title}\u00a0»`}
                    question={fill(C.lesson, { title: lesson.title })}
                    onConfirm={() =>
                      runChange(
                        () => deleteLessons([lesson.id]),
                        M.lessons.removed,
                        reload,
                        onAccessLost,
                      ).then((done) => {
                        if (done) titleRef.current?.focus();
                        return done;
                      })
                    }
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {enrolments.length > 1 && (
        <div className="mt-4 max-w-xl">
          <label htmlFor={`${id}-enrolment`} className="block font-semibold">
            {M.lessons.enrolment}
          </label>
          <select
            id={`${id}-enrolment`}
            value={enrolment?.id}
            onChange={(event) => setEnrolmentId(event.target.value)}
            className={CONTROL_CLASS}
          >
            {enrolments.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {names.training(candidate.trainingCode)} – {names.session(candidate.sessionKey)}
              </option>
            ))}
          </select>
        </div>
      )}
      {enrolment && (
        <LessonForm
          legend={M.lesson.legendNew}
          submitLabel={M.lessons.add}
          success={M.lessons.added}
          save={(input) => addLessons([enrolment], input)}
          onSaved={saved}
          onAccessLost={onAccessLost}
        />
      )}
    </section>
  );
}

const NOTIFICATION_ORDER: readonly NotificationField[] = ['kind', 'message', 'link'];

function Notifications({
  learnerId,
  notifications,
  reload,
  onAccessLost,
}: {
  learnerId: string;
  notifications: NotificationRow[];
  reload: () => Promise<void>;
  onAccessLost: () => void;
}) {
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { fieldLimits } = useTeamFacts();
  const empty: NotificationFields = { kind: 'info', message: '', link: '' };
  const [fields, setFields] = useState<NotificationFields>(empty);
  const form = useTeamForm<NotificationField>(onAccessLost, {
    fieldOf: fieldFrom({
      learner_notifications_message_check: 'message',
      learner_notifications_link_check: 'link',
      learner_notifications_kind_check: 'kind',
    }),
  });

  return (
    <section aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} ref={titleRef} tabIndex={-1} className={H4}>
        {M.notifications.title}
      </h4>
      {notifications.length === 0 ? (
        <p className="mt-2 text-muted">{M.notifications.empty}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {notifications.map((notification) => (
            <li key={notification.id} className={TEAM_PANEL} data-notification={notification.id}>
              <p className="text-sm font-semibold text-brand-800">
                {M.notifications.kinds[notification.kind]} ·{' '}
                {fill(M.notifications.sentOn, { date: formatDay(notification.createdAt) })}
              </p>
              <p className="wrap-anywhere">{notification.message}</p>
              {notification.link && (
                <p className="text-sm wrap-anywhere">
                  {fill(M.notifications.link, { link: notification.link })}
                </p>
              )}
              <ConfirmDelete
                className="mt-2"
                label={M.notifications.remove}
                name={fill(M.notifications.removeName, { message: notification.message })}
                question={C.notification}
                onConfirm={() =>
                  runChange(
                    () => deleteNotification(notification.id),
                    M.notifications.removed,
                    reload,
                    onAccessLost,
                    (failure) => refusalOf(failure, describeTeamFailure),
                  ).then((done) => {
                    if (done) titleRef.current?.focus();
                    return done;
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkNotification(fields, fieldLimits);
          if (!checked.ok) {
            form.showErrors(checked.errors, NOTIFICATION_ORDER);
            return;
          }
          void form
            .send(() => addNotification(learnerId, checked.notification), M.notifications.added)
            .then(async (sent) => {
              if (!sent) return;
              setFields(empty);
              await reload();
              titleRef.current?.focus();
            });
        }}
      >
        <fieldset>
          <legend className="font-bold text-brand-950">{M.notification.legend}</legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-[12rem_1fr]">
            <Field id={form.idOf('kind')} label={M.notification.kind} error={form.errors.kind}>
              {(control) => (
                <select
                  {...control}
                  value={fields.kind}
                  onChange={(event) =>
                    setFields({ ...fields, kind: event.target.value as 'info' | 'success' })
                  }
                  className={CONTROL_CLASS}
                >
                  <option value="info">{M.notifications.kinds.info}</option>
                  <option value="success">{M.notifications.kinds.success}</option>
                </select>
              )}
            </Field>
            <InputField
              id={form.idOf('message')}
              label={M.notification.message}
              hint={withBounds(
                M.notification.messageHint,
                fieldLimits.learner_notifications.message,
              )}
              error={form.errors.message}
              type="text"
              value={fields.message}
              onValue={(value) => setFields({ ...fields, message: value })}
            />
            <div className="sm:col-span-2">
              <InputField
                id={form.idOf('link')}
                label={M.notification.link}
                hint={M.notification.linkHint}
                error={form.errors.link}
                type="text"
                value={fields.link}
                onValue={(value) => setFields({ ...fields, link: value })}
              />
            </div>
          </div>
        </fieldset>
        {form.footer(M.notification.submit)}
      </form>
    </section>
  );
}
