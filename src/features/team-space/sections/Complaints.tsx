// « Réclamations »: the register of Qualiopi indicator 31. Each complaint with its received date and the
// due dates the page promises (computed by the database), its acknowledgement, answer and closing
// recorded at the server's time, the answer and action taken, an internal note; open or closed.
import { useId, useState } from 'react';
import { loadComplaints, updateComplaint, type RegisteredComplaint } from '~/db/team-complaints';
import type { DbFailure } from '~/db/result';
import { buttonClass } from '~/components/ui/button-class';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { TEAM_CARDS } from '../facts';
import { describeTeamFailure, fill } from '../messages';
import { formatCalendarDate, formatDateTime, formatDay } from '../team-format';
import { toParisParts } from '../paris-time';
import { COMPLAINTS_MESSAGES as M } from './messages-quality-loop';
import { runChange, useTeamData, type SectionProps } from './use-team-data';
import LoadState from './LoadState';

type Filter = 'open' | 'closed' | 'all';

/** A refusal of the register in French: the step out of order, or the text too long. */
function describe(failure: DbFailure & { message?: string }): string {
  return (
    (failure.reason === 'invalid' && M.refusals[failure.field]) || describeTeamFailure(failure)
  );
}

export default function Complaints({ onAccessLost }: SectionProps) {
  const id = useId();
  const [filter, setFilter] = useState<Filter>('open');
  const { loaded, reload } = useTeamData(loadComplaints, onAccessLost);
  if (loaded.state !== 'ready')
    return (
      <LoadState
        failure={loaded.state === 'failed' ? loaded.failure : undefined}
        onRetry={() => void reload()}
      />
    );
  const counts = {
    open: loaded.data.filter((item) => !item.closedAt).length,
    closed: loaded.data.filter((item) => item.closedAt).length,
    all: loaded.data.length,
  };
  const shown = loaded.data.filter(
    (item) => filter === 'all' || (filter === 'open') === !item.closedAt,
  );
  return (
    <div className="mt-4 space-y-6">
      <p className="max-w-prose text-muted">{M.intro}</p>
      <fieldset>
        <legend className="font-semibold">{M.filter}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(['open', 'closed', 'all'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-filter`}
                value={value}
                checked={filter === value}
                onChange={() => setFilter(value)}
                className="size-4"
              />
              {fill(M.filters[value], { count: counts[value] })}
            </label>
          ))}
        </div>
      </fieldset>
      {shown.length === 0 ? (
        <p className="text-muted">{M.empty[filter]}</p>
      ) : (
        <ul className="space-y-4">
          {shown.map((item) => (
            <li key={item.id}>
              <Complaint item={item} reload={reload} onAccessLost={onAccessLost} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const STEPS = ['acknowledged', 'answered', 'closed'] as const;
type Step = (typeof STEPS)[number];

function Complaint({
  item,
  reload,
  onAccessLost,
}: {
  item: RegisteredComplaint;
  reload: () => Promise<void>;
  onAccessLost: () => void;
}) {
  const id = useId();
  const [actionTaken, setActionTaken] = useState(item.actionTaken ?? '');
  const [staffNote, setStaffNote] = useState(item.staffNote ?? '');
  const [busy, setBusy] = useState(false);
  const today = toParisParts(new Date().toISOString()).date;
  const doneAt: Record<Step, string | null> = {
    acknowledged: item.acknowledgedAt,
    answered: item.answeredAt,
    closed: item.closedAt,
  };
  const dueOn: Partial<Record<Step, string>> = {
    acknowledged: item.acknowledgeDueOn,
    answered: item.answerDueOn,
  };
  // The next step to record: the database refuses any other order anyway.
  const next = STEPS.find((step) => !doneAt[step]);

  const change = async (run: () => ReturnType<typeof updateComplaint>, success: string) => {
    setBusy(true);
    await runChange(run, success, reload, onAccessLost, describe);
    setBusy(false);
  };

  return (
    <article aria-labelledby={`${id}-title`} className={TEAM_CARDS.item}>
      <h3 id={`${id}-title`} className="text-lg font-bold text-brand-950 wrap-anywhere">
        {item.subject}
      </h3>
      <p className="text-sm text-muted">
        {fill(M.received, { date: formatDateTime(item.receivedAt) })}
      </p>
      <p className="mt-2 wrap-anywhere">
        {fill(M.from, { name: item.name })} · <a href={`mailto:${item.email}`}>{item.email}</a>
        {item.telephone && <> · {item.telephone}</>}
      </p>
      <p className="wrap-anywhere">
        {item.trainingTitle ? fill(M.training, { title: item.trainingTitle }) : M.noTraining}
      </p>
      <h4 className="mt-3 font-semibold">{M.message}</h4>
      <p className="whitespace-pre-line wrap-anywhere">{item.message}</p>

      <dl className="mt-4 grid gap-2 sm:grid-cols-3">
        {STEPS.map((step) => {
          const done = doneAt[step];
          const due = dueOn[step];
          const late = !done && due !== undefined && due < today;
          return (
            <div key={step} className="rounded-lg bg-brand-50 p-3">
              <dt className="font-semibold">{M.steps[step]}</dt>
              <dd className={late ? 'font-semibold text-red-800' : undefined}>
                {done
                  ? fill(step === 'closed' ? M.closedOn : M.doneOn, { date: formatDay(done) })
                  : due
                    ? fill(late ? M.late : M.due, { date: formatCalendarDate(due) })
                    : '—'}
              </dd>
            </div>
          );
        })}
      </dl>

      <form
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void change(() => updateComplaint(item.id, { actionTaken, staffNote }), M.saved);
        }}
      >
        <div>
          <label htmlFor={`${id}-action`} className="block font-semibold">
            {M.actionTaken}
          </label>
          <p id={`${id}-action-hint`} className="text-sm text-muted">
            {M.actionHint}
          </p>
          <textarea
            id={`${id}-action`}
            rows={3}
            value={actionTaken}
            onChange={(event) => setActionTaken(event.target.value)}
            aria-describedby={`${id}-action-hint`}
            className={`mt-1 ${CONTROL_CLASS}`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-note`} className="block font-semibold">
            {M.staffNote}
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            value={staffNote}
            onChange={(event) => setStaffNote(event.target.value)}
            className={`mt-1 ${CONTROL_CLASS}`}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            disabled={busy}
            className={buttonClass({ variant: 'secondary', size: 'md', waits: busy })}
          >
            {M.save}
          </button>
          {next && (
            <button
              type="button"
              disabled={busy}
              aria-label={fill(M.recordName[next], { subject: item.subject })}
              className={buttonClass({ size: 'md', waits: busy })}
              onClick={() =>
                void change(
                  () =>
                    updateComplaint(item.id, {
                      [next]: true,
                      // Closing records the texts typed with it: the database checks the action is there.
                      ...(next === 'closed' ? { actionTaken, staffNote } : {}),
                    }),
                  M.recorded[next],
                )
              }
            >
              {M.record[next]}
            </button>
          )}
        </div>
      </form>
    </article>
  );
}
