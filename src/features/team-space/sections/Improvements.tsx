// « Améliorations »: the improvements decided from complaints, questionnaires or audits (Qualiopi
// indicator 32): add, edit, publish on /reclamations/ or withdraw, delete after « Oui, supprimer »; and
// the button that rebuilds the site so the page shows them now.
import { useId, useState } from 'react';
import {
  addImprovement,
  deleteImprovement,
  loadImprovements,
  updateImprovement,
  type Improvement,
  type ImprovementFields,
} from '~/db/team-complaints';
import type { DbFailure } from '~/db/result';
import { buttonClass } from '~/components/ui/button-class';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { IMPROVEMENT_ORIGINS, type ImprovementOrigin } from '~/config/improvements';
import { TEAM_CARDS } from '../facts';
import { describeTeamFailure, fill } from '../messages';
import { formatCalendarDate, formatDay } from '../team-format';
import { toParisParts } from '../paris-time';
import { IMPROVEMENTS_MESSAGES as M } from './messages-quality-loop';
import { runChange, useTeamData, type SectionProps } from './use-team-data';
import { Field, InputField } from './form-kit';
import ConfirmDelete from './ConfirmDelete';
import LoadState from './LoadState';
import SiteRebuild from './SiteRebuild';

type Name = keyof ImprovementFields;
type Errors = Partial<Record<Name, string>>;
const ORDER: readonly Name[] = ['decidedOn', 'origin', 'title', 'description'];
/** The database's column for each field, as its constraints name them. */
const COLUMN: Record<Name, string> = {
  decidedOn: 'decided_on',
  origin: 'origin',
  title: 'title',
  description: 'description',
};

/** The database's own rules, checked before sending (improvements_*_check). */
function check(fields: ImprovementFields, today: string): Errors {
  const errors: Errors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.decidedOn) || fields.decidedOn > today)
    errors.decidedOn = M.checks.decided_on;
  if (!(fields.origin in IMPROVEMENT_ORIGINS)) errors.origin = M.checks.origin;
  const title = fields.title.trim();
  if ([...title].length < 3 || [...title].length > 200 || /[\n\r]/.test(title))
    errors.title = M.checks.title;
  const description = fields.description.trim();
  if ([...description].length < 10 || [...description].length > 2000)
    errors.description = M.checks.description;
  return errors;
}

export default function Improvements({ onAccessLost }: SectionProps) {
  const { loaded, reload } = useTeamData(loadImprovements, onAccessLost);
  if (loaded.state !== 'ready')
    return (
      <LoadState
        failure={loaded.state === 'failed' ? loaded.failure : undefined}
        onRetry={() => void reload()}
      />
    );
  return (
    <div className="mt-4 space-y-8">
      <p className="max-w-prose text-muted">{M.intro}</p>
      <SiteRebuild text={M.rebuild} onAccessLost={onAccessLost} />
      <section aria-labelledby="improvement-add-title" className={TEAM_CARDS.panel}>
        <h3 id="improvement-add-title" className="text-xl font-bold text-brand-950">
          {M.form.addTitle}
        </h3>
        <ImprovementForm
          submitLabel={M.form.add}
          success={M.form.added}
          save={addImprovement}
          reload={reload}
          onAccessLost={onAccessLost}
          resetOnSuccess
        />
      </section>
      <section aria-labelledby="improvement-list-title">
        <h3 id="improvement-list-title" className="text-xl font-bold text-brand-950">
          {fill(M.list, { count: loaded.data.length })}
        </h3>
        {loaded.data.length === 0 ? (
          <p className="mt-2 text-muted">{M.empty}</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {loaded.data.map((item) => (
              <li key={item.id}>
                <ImprovementItem item={item} reload={reload} onAccessLost={onAccessLost} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ImprovementItem({
  item,
  reload,
  onAccessLost,
}: {
  item: Improvement;
  reload: () => Promise<void>;
  onAccessLost: () => void;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const publish = async (published: boolean) => {
    setBusy(true);
    await runChange(
      () => updateImprovement(item.id, { published }),
      published ? M.publishedToast : M.unpublishedToast,
      reload,
      onAccessLost,
    );
    setBusy(false);
  };
  return (
    <article aria-labelledby={`${id}-title`} className={TEAM_CARDS.item}>
      <p className="text-sm text-muted">
        {formatCalendarDate(item.decidedOn)} · {IMPROVEMENT_ORIGINS[item.origin]}
      </p>
      <h4 id={`${id}-title`} className="text-lg font-bold text-brand-950 wrap-anywhere">
        {item.title}
      </h4>
      <p className="mt-1 whitespace-pre-line wrap-anywhere">{item.description}</p>
      <p className="mt-2 font-semibold">
        {item.publishedAt ? fill(M.published, { date: formatDay(item.publishedAt) }) : M.draft}
      </p>
      {editing ? (
        <ImprovementForm
          initial={item}
          submitLabel={M.form.save}
          success={M.form.saved}
          save={(fields) => updateImprovement(item.id, fields)}
          reload={reload}
          onAccessLost={onAccessLost}
          onDone={() => setEditing(false)}
        />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={busy}
            aria-label={fill(item.publishedAt ? M.unpublishName : M.publishName, {
              title: item.title,
            })}
            className={buttonClass({ size: 'sm', waits: busy })}
            onClick={() => void publish(!item.publishedAt)}
          >
            {item.publishedAt ? M.unpublish : M.publish}
          </button>
          <button
            type="button"
            aria-label={fill(M.editName, { title: item.title })}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            onClick={() => setEditing(true)}
          >
            {M.edit}
          </button>
          <ConfirmDelete
            label={M.delete}
            name={fill(M.deleteName, { title: item.title })}
            question={fill(M.deleteQuestion, { title: item.title })}
            onConfirm={() =>
              runChange(() => deleteImprovement(item.id), M.deleted, reload, onAccessLost)
            }
          />
        </div>
      )}
    </article>
  );
}

function ImprovementForm({
  initial,
  submitLabel,
  success,
  save,
  reload,
  onAccessLost,
  onDone,
  resetOnSuccess = false,
}: {
  initial?: ImprovementFields;
  submitLabel: string;
  success: string;
  save: (fields: ImprovementFields) => Promise<{ ok: true } | DbFailure>;
  reload: () => Promise<void>;
  onAccessLost: () => void;
  onDone?: () => void;
  resetOnSuccess?: boolean;
}) {
  const prefix = useId();
  const today = toParisParts(new Date().toISOString()).date;
  const empty: ImprovementFields = {
    decidedOn: today,
    origin: 'reclamation',
    title: '',
    description: '',
  };
  const [fields, setFields] = useState<ImprovementFields>(initial ?? empty);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const idOf = (name: Name) => `${prefix}-${name}`;
  const set = (name: Name) => (value: string) => setFields({ ...fields, [name]: value });

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = ORDER.find((name) => next[name]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  return (
    <form
      noValidate
      className="mt-4 grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const found = check(fields, today);
        if (Object.keys(found).length) return showErrors(found);
        setBusy(true);
        void runChange(
          () => save(fields),
          success,
          reload,
          onAccessLost,
          (failure) => {
            // The database's refusal on its field, as the check before sending would say it.
            const name =
              failure.reason === 'invalid'
                ? ORDER.find((candidate) => COLUMN[candidate] === failure.field)
                : undefined;
            if (name) showErrors({ [name]: M.checks[COLUMN[name]] });
            return describeTeamFailure(failure);
          },
        ).then((done) => {
          setBusy(false);
          if (!done) return;
          setErrors({});
          if (resetOnSuccess) setFields(empty);
          onDone?.();
        });
      }}
    >
      <InputField
        id={idOf('decidedOn')}
        label={M.form.decidedOn}
        type="date"
        max={today}
        value={fields.decidedOn}
        onValue={set('decidedOn')}
        error={errors.decidedOn}
      />
      <Field id={idOf('origin')} label={M.form.origin} error={errors.origin}>
        {(control) => (
          <select
            {...control}
            value={fields.origin}
            onChange={(event) => set('origin')(event.target.value as ImprovementOrigin)}
            className={CONTROL_CLASS}
          >
            {Object.entries(IMPROVEMENT_ORIGINS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <InputField
          id={idOf('title')}
          label={M.form.title}
          hint={M.form.titleHint}
          value={fields.title}
          onValue={set('title')}
          error={errors.title}
        />
      </div>
      <div className="sm:col-span-2">
        <Field
          id={idOf('description')}
          label={M.form.description}
          hint={M.form.descriptionHint}
          error={errors.description}
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              value={fields.description}
              onChange={(event) => set('description')(event.target.value)}
              className={CONTROL_CLASS}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" disabled={busy} className={buttonClass({ size: 'md', waits: busy })}>
          {submitLabel}
        </button>
        {onDone && (
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'md' })}
            onClick={onDone}
          >
            {M.form.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
