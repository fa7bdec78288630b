// Staff, in « Comptes et données personnelles »: each trainer account and the trainings it teaches
// (trainer_trainings), with a training added or removed. What a trainer sees follows from this list.
import { useId, useRef, useState } from 'react';
import {
  assignTraining,
  loadTrainers,
  unassignTraining,
  type TrainerRow,
} from '~/db/team-follow-up';
import { buttonClass } from '~/components/ui/button-class';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { describeTeamFailure, fill } from '../messages';
import { TEAM_CARDS, useTeamFacts } from '../facts';
import { refusalOf } from './follow-up-checks';
import { TRAINERS_MESSAGES as M } from './follow-up-messages';
import { Field, fieldFrom, useTeamForm } from './form-kit';
import { useNames } from './names';
import { runChange, useTeamData } from './use-team-data';
import LoadState from './LoadState';

export default function Trainers({ onAccessLost }: { onAccessLost: () => void }) {
  const id = useId();
  const { loaded, reload } = useTeamData(loadTrainers, onAccessLost);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-xl font-bold text-brand-950">
        {M.title}
      </h3>
      <p className="mt-1 max-w-prose text-muted">{M.intro}</p>
      {loaded.state !== 'ready' ? (
        <LoadState
          failure={loaded.state === 'failed' ? loaded.failure : undefined}
          onRetry={() => void reload()}
        />
      ) : loaded.data.length === 0 ? (
        <p className="mt-2">{M.empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {loaded.data.map((trainer) => (
            <li key={trainer.id} className="min-w-0">
              <Trainer trainer={trainer} reload={reload} onAccessLost={onAccessLost} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Trainer({
  trainer,
  reload,
  onAccessLost,
}: {
  trainer: TrainerRow;
  reload: () => Promise<void>;
  onAccessLost: () => void;
}) {
  const id = useId();
  const names = useNames();
  const trainings = Object.keys(useTeamFacts().trainings).sort();
  const [code, setCode] = useState('');
  const listRef = useRef<HTMLParagraphElement>(null);
  const form = useTeamForm<'training'>(onAccessLost, {
    fieldOf: fieldFrom({
      trainer_trainings_pkey: 'training',
      trainer_trainings_trainer_check: 'training',
    }),
  });
  const free = trainings.filter((candidate) => !trainer.trainings.includes(candidate));

  return (
    <article className={`${TEAM_CARDS.item} h-full`} aria-labelledby={`${id}-email`}>
      <p
        id={`${id}-email`}
        ref={listRef}
        tabIndex={-1}
        className="font-bold wrap-anywhere text-brand-950 focus:outline-none"
      >
        {trainer.email}
      </p>
      {trainer.trainings.length === 0 ? (
        <p className="mt-2 text-muted">{M.none}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {trainer.trainings.map((training) => (
            <li key={training} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 wrap-anywhere">{names.training(training)}</span>
              <button
                type="button"
                className={buttonClass({ variant: 'secondary', size: 'sm' })}
                onClick={() =>
                  void runChange(
                    () => unassignTraining(trainer.id, training),
                    fill(M.removed, { training: names.training(training), email: trainer.email }),
                    reload,
                    onAccessLost,
                    (failure) => refusalOf(failure, describeTeamFailure),
                  ).then((done) => done && listRef.current?.focus())
                }
              >
                {fill(M.remove, { training: names.training(training) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {free.length > 0 && (
        <form
          noValidate
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!code) {
              form.showErrors({ training: M.missing }, ['training']);
              return;
            }
            void form
              .send(
                () => assignTraining(trainer.id, code),
                fill(M.added, { training: names.training(code), email: trainer.email }),
              )
              .then(async (done) => {
                if (!done) return;
                setCode('');
                await reload();
                listRef.current?.focus();
              });
          }}
        >
          <Field id={form.idOf('training')} label={M.add} error={form.errors.training}>
            {(control) => (
              <select
                {...control}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                className={CONTROL_CLASS}
              >
                <option value="">{M.choose}</option>
                {free.map((candidate) => (
                  <option key={candidate} value={candidate}>
                    {names.training(candidate)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {form.footer(M.submit)}
        </form>
      )}
    </article>
  );
}
