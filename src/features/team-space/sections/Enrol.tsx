// Staff only: invite a learner by e-mail (the Edge Function team-invite-learner sends the French
// invitation, then creates the profile and the enrolment), or enrol an account that exists already
// (team_new_learner_accounts, team_enrol_learner). The training and the session come from the catalogue.
import { useCallback, useId, useState, type ReactNode } from 'react';
import {
  enrolLearner,
  inviteLearner,
  loadNewAccounts,
  type EnrolmentInput,
} from '~/db/team-follow-up';
import type { DbFailure } from '~/db/result';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { TEAM_CARDS, useTeamFacts, type TeamFacts } from '../facts';
import { withBounds } from './follow-up-checks';
import { fill } from '../messages';
import { FOLLOW_UP_MESSAGES as M } from './follow-up-messages';
import { Field, fieldFrom, useTeamForm, type ControlProps, InputField } from './form-kit';
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
  { sessions, fieldLimits }: Pick<TeamFacts, 'sessions' | 'fieldLimits'>,
): {
  errors: Partial<Record<'fullName' | 'training' | 'session', string>>;
  input?: EnrolmentInput;
} {
  const errors: Partial<Record<'fullName' | 'training' | 'session', string>> = {};
  const fullName = values.fullName.trim();
  const bounds = fieldLimits.learner_profiles.full_name;
  if (
    [...fullName].length < bounds.min ||
    [...fullName].length > bounds.max ||
    /[<>]/.test(fullName)
  )
    errors.fullName = withBounds(M.invite.nameMissing, bounds);
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

type Shared = 'fullName' | 'training' | 'session';

/** The name, the training and the session: the fields both forms share. */
function EnrolmentFields({
  idOf,
  errors,
  values,
  onChange,
}: {
  idOf: (field: Shared) => string;
  errors: Partial<Record<Shared, string>>;
  values: Record<Shared, string>;
  onChange: (values: Partial<Record<Shared, string>>) => void;
}) {
  const { training, session } = values;
  const names = useNames();
  const { sessions } = useTeamFacts();
  const codes = [...new Set(Object.values(sessions).map((candidate) => candidate.training))];
  return (
    <>
      <InputField
        id={idOf('fullName')}
        label={M.invite.fullName}
        error={errors.fullName}
        autoComplete="off"
        value={values.fullName}
        onValue={(fullName) => onChange({ fullName })}
      />
      <Field id={idOf('training')} label={M.invite.training} error={errors.training}>
        {(control: ControlProps) => (
          <select
            {...control}
            value={training}
            onChange={(event) => onChange({ training: event.target.value, session: '' })}
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
            onChange={(event) => onChange({ session: event.target.value })}
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
  reload,
  onAccessLost,
}: {
  reload: () => Promise<void>;
  onAccessLost: () => void;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Invite reload={reload} onAccessLost={onAccessLost} />
      <EnrolAccount reload={reload} onAccessLost={onAccessLost} />
    </div>
  );
}

/** One of the two forms' cards, titled. */
function Panel({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={TEAM_CARDS.panel}>
      <h3 id={`${id}-title`} className="text-xl font-bold text-brand-950">
        {title}
      </h3>
      <p className="mt-1 text-muted">{intro}</p>
      {children}
    </section>
  );
}

function Invite({
  reload,
  onAccessLost,
}: {
  reload: () => Promise<void>;
  onAccessLost: () => void;
}) {
  const facts = useTeamFacts();
  const empty = { email: '', fullName: '', training: '', session: '' };
  const [values, setValues] = useState(empty);
  const form = useTeamForm<InviteField>(onAccessLost, { fieldOf: FIELD_OF });

  return (
    <Panel title={M.invite.title} intro={M.invite.intro}>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkEnrolment(values, facts);
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
        <InputField
          id={form.idOf('email')}
          label={M.invite.email}
          error={form.errors.email}
          type="email"
          autoComplete="off"
          value={values.email}
          onValue={(email) => setValues({ ...values, email })}
        />
        <EnrolmentFields
          idOf={form.idOf}
          errors={form.errors}
          values={values}
          onChange={(change) => setValues({ ...values, ...change })}
        />
        {form.footer(M.invite.submit)}
      </form>
    </Panel>
  );
}

function EnrolAccount({
  reload,
  onAccessLost,
}: {
  reload: () => Promise<void>;
  onAccessLost: () => void;
}) {
  const facts = useTeamFacts();
  const accounts = useTeamData(
    useCallback(() => loadNewAccounts(), []),
    onAccessLost,
  );
  const empty = { account: '', fullName: '', training: '', session: '' };
  const [values, setValues] = useState(empty);
  const form = useTeamForm<EnrolField>(onAccessLost, {
    fieldOf: FIELD_OF as (failure: DbFailure) => EnrolField | undefined,
  });

  return (
    <Panel title={M.enrol.title} intro={M.enrol.intro}>
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
            const checked = checkEnrolment(values, facts);
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
          <EnrolmentFields
            idOf={form.idOf}
            errors={form.errors}
            values={values}
            onChange={(change) => setValues({ ...values, ...change })}
          />
          {form.footer(M.enrol.submit)}
        </form>
      )}
    </Panel>
  );
}
