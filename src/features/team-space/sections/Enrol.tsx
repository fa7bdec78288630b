// Staff only: invite a learner by e-mail (the Edge Function team-invite-learner sends the French
// invitation, then creates the profile and the enrolment), or enrol an account that exists already
// (team_new_learner_accounts, team_enrol_learner). The training and the session come from the catalogue.
import { useCallback, useId, useState } from 'react';
import {
  enrolLearner,
  inviteLearner,
  loadNewAccounts,
  type EnrolmentInput,
} from '~/db/team-follow-up';
import type { DbFailure } from '~/db/result';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { TEAM_CARDS, useTeamFacts, type TeamSession } from '../facts';
import { fill } from '../messages';
import { FOLLOW_UP_MESSAGES as M } from './follow-up-messages';
import { Field, fieldFrom, useTeamForm, type ControlProps } from './form-kit';
import { useNames } from './names';
import { useTeamData } from './use-team-data';
import LoadState from './LoadState';

type InviteField = 'email' | 'fullName' | 'training' | 'session';
type EnrolField = 'account' | 'fullName' | 'training' | 'session';

/** The Edge Function's and the database's refusals, on their field. */
const FIELD_OF = fieldFrom<InviteField>({
  email: 'email',
  account_exists: 'email',
  fullName: 'fullName',
  trainingCode: 'training',
  sessionKey: 'session',
  unknown_session: 'session',
  enrolments_session_fkey: 'session',
  enrolments_session_open_check: 'session',
  enrolments_training_check: 'session',
  enrolments_learner_session_key: 'session',
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fields both forms share, checked the same way. */
function checkEnrolment(
  values: { fullName: string; training: string; session: string },
  sessions: Record<string, TeamSession>,
): {
  errors: Partial<Record<'fullName' | 'training' | 'session', string>>;
  input?: EnrolmentInput;
} {
  const errors: Partial<Record<'fullName' | 'training' | 'session', string>> = {};
  const fullName = values.fullName.trim();
  if ([...fullName].length < 2 || [...fullName].length > 100 || /[<>]/.test(fullName))
    errors.fullName = M.invite.nameMissing;
  if (!values.training) errors.training = M.invite.trainingMissing;
  if (!values.session || sessions[values.session]?.training !== values.training)
    errors.session = M.invite.sessionMissing;
  return Object.keys(errors).length > 0
    ? { errors }
    : {
        errors,
        input: { fullName, trainingCode: values.training, sessionKey: values.session },
      };
}

function TrainingAndSession({
  idOf,
  errors,
  training,
  session,
  onTraining,
  onSession,
}: {
  idOf: (field: 'training' | 'session') => string;
  errors: Partial<Record<'training' | 'session', string>>;
  training: string;
  session: string;
  onTraining: (code: string) => void;
  onSession: (key: string) => void;
}) {
  const names = useNames();
  const { sessions } = useTeamFacts();
  const codes = [...new Set(Object.values(sessions).map((candidate) => candidate.training))];
  return (
    <>
      <Field id={idOf('training')} label={M.invite.training} error={errors.training}>
        {(control: ControlProps) => (
          <select
            {...control}
            value={training}
            onChange={(event) => onTraining(event.target.value)}
            className={CONTROL_CLASS}
          >
            <option value="">{M.invite.chooseTraining}</option>
            {codes.map((code) => (
              <option key={code} value={code}>
                {names.training(code)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={idOf('session')} label={M.invite.session} error={errors.session}>
        {(control: ControlProps) => (
          <select
            {...control}
            value={session}
            onChange={(event) => onSession(event.target.value)}
            className={CONTROL_CLASS}
          >
            <option value="">{M.invite.chooseSession}</option>
            {training &&
              names.sessionsOf(training).map((candidate) => (
                <option key={candidate.key} value={candidate.key}>
                  {candidate.label}
                </option>
              ))}
          </select>
        )}
      </Field>
    </>
  );
}

export default function Enrol({
  sessions,
  reload,
  onAccessLost,
}: {
  sessions: Record<string, TeamSession>;
  reload: () => Promise<void>;
  onAccessLost: () => void;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Invite sessions={sessions} reload={reload} onAccessLost={onAccessLost} />
      <EnrolAccount sessions={sessions} reload={reload} onAccessLost={onAccessLost} />
    </div>
  );
}

function Invite({
  sessions,
  reload,
  onAccessLost,
}: {
  sessions: Record<string, TeamSession>;
  reload: () => Promise<void>;
  onAccessLost: () => void;
}) {
  const id = useId();
  const empty = { email: '', fullName: '', training: '', session: '' };
  const [values, setValues] = useState(empty);
  const form = useTeamForm<InviteField>(onAccessLost, { fieldOf: FIELD_OF });
  const set = (field: InviteField) => (value: string) => setValues({ ...values, [field]: value });

  return (
    <section aria-labelledby={`${id}-title`} className={TEAM_CARDS.panel}>
      <h3 id={`${id}-title`} className="text-xl font-bold text-brand-950">
        {M.invite.title}
      </h3>
      <p className="mt-1 text-muted">{M.invite.intro}</p>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkEnrolment(values, sessions);
          const email = values.email.trim();
          const errors = {
            ...(EMAIL.test(email) ? {} : { email: M.invite.emailMissing }),
            ...checked.errors,
          };
          if (!checked.input || errors.email) {
            form.showErrors(errors, ['email', 'fullName', 'training', 'session']);
            return;
          }
          const input = checked.input;
          void form
            .send(
              async () => {
                const result = await inviteLearner({ ...input, email });
                return result.ok ? { ok: true as const } : (result as DbFailure);
              },
              fill(M.invite.sent, { email }),
            )
            .then(async (sent) => {
              if (!sent) return;
              setValues(empty);
              await reload();
            });
        }}
      >
        <Field id={form.idOf('email')} label={M.invite.email} error={form.errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(event) => set('email')(event.target.value)}
              className={CONTROL_CLASS}
            />
          )}
        </Field>
        <Field id={form.idOf('fullName')} label={M.invite.fullName} error={form.errors.fullName}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              value={values.fullName}
              onChange={(event) => set('fullName')(event.target.value)}
              className={CONTROL_CLASS}
            />
          )}
        </Field>
        <TrainingAndSession
          idOf={form.idOf}
          errors={form.errors}
          training={values.training}
          session={values.session}
          onTraining={(code) => setValues({ ...values, training: code, session: '' })}
          onSession={set('session')}
        />
        {form.footer(M.invite.submit)}
      </form>
    </section>
  );
}

function EnrolAccount({
  sessions,
  reload,
  onAccessLost,
}: {
  sessions: Record<string, TeamSession>;
  reload: () => Promise<void>;
  onAccessLost: () => void;
}) {
  const id = useId();
  const accounts = useTeamData(
    useCallback(() => loadNewAccounts(), []),
    onAccessLost,
  );
  const empty = { account: '', fullName: '', training: '', session: '' };
  const [values, setValues] = useState(empty);
  const form = useTeamForm<EnrolField>(onAccessLost, {
    fieldOf: FIELD_OF as (failure: DbFailure) => EnrolField | undefined,
  });
  const set = (field: EnrolField) => (value: string) => setValues({ ...values, [field]: value });

  return (
    <section aria-labelledby={`${id}-title`} className={TEAM_CARDS.panel}>
      <h3 id={`${id}-title`} className="text-xl font-bold text-brand-950">
        {M.enrol.title}
      </h3>
      <p className="mt-1 text-muted">{M.enrol.intro}</p>
      {accounts.loaded.state !== 'ready' ? (
        <LoadState
          failure={accounts.loaded.state === 'failed' ? accounts.loaded.failure : undefined}
          onRetry={() => void accounts.reload()}
        />
      ) : accounts.loaded.data.length === 0 ? (
        <p className="mt-4">{M.enrol.empty}</p>
      ) : (
        <form
          noValidate
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const checked = checkEnrolment(values, sessions);
            const errors = {
              ...(values.account ? {} : { account: M.enrol.accountMissing }),
              ...checked.errors,
            };
            if (!checked.input || errors.account) {
              form.showErrors(errors, ['account', 'fullName', 'training', 'session']);
              return;
            }
            const input = checked.input;
            void form
              .send(
                () => enrolLearner(values.account, input),
                fill(M.enrol.done, { name: input.fullName }),
              )
              .then(async (sent) => {
                if (!sent) return;
                setValues(empty);
                await Promise.all([accounts.reload(), reload()]);
              });
          }}
        >
          <Field id={form.idOf('account')} label={M.enrol.account} error={form.errors.account}>
            {(control) => (
              <select
                {...control}
                value={values.account}
                onChange={(event) => {
                  const chosen =
                    accounts.loaded.state === 'ready'
                      ? accounts.loaded.data.find((account) => account.id === event.target.value)
                      : undefined;
                  setValues({
                    ...values,
                    account: event.target.value,
                    fullName: values.fullName || (chosen?.fullName ?? ''),
                  });
                }}
                className={CONTROL_CLASS}
              >
                <option value="">{M.enrol.chooseAccount}</option>
                {accounts.loaded.state === 'ready' &&
                  accounts.loaded.data.map((account) => (
                    <option key={account.id} value={account.id}>
                      {account.fullName ? `${account.fullName} – ${account.email}` : account.email}
                    </option>
                  ))}
              </select>
            )}
          </Field>
          <Field id={form.idOf('fullName')} label={M.invite.fullName} error={form.errors.fullName}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                value={values.fullName}
                onChange={(event) => set('fullName')(event.target.value)}
                className={CONTROL_CLASS}
              />
            )}
          </Field>
          <TrainingAndSession
            idOf={form.idOf}
            errors={form.errors}
            training={values.training}
            session={values.session}
            onTraining={(code) => setValues({ ...values, training: code, session: '' })}
            onSession={set('session')}
          />
          {form.footer(M.enrol.submit)}
        </form>
      )}
    </section>
  );
}
