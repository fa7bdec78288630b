// « Résultats des promotions »: the exam counts of each training and cohort, from the jury's minutes
// (Qualiopi indicator 3), and the learners' questionnaire answers per session (respondents, satisfied or
// employed, comments). Checked here as the database checks them (passed ≤ candidates, candidates +
// dropouts ≤ entrants), entered, corrected or deleted after « Oui, supprimer »; the site publishes a
// cohort's rate from 5 entrants.
import { useId, useState } from 'react';
import {
  addExamResult,
  deleteExamResult,
  loadExamResults,
  loadSessionAnswers,
  updateExamResult,
  type CohortExamResult,
  type ExamCounts,
} from '~/db/team-results';
import type { DbFailure } from '~/db/result';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { buttonClass } from '~/components/ui/button-class';
import { TEAM_CARDS, useTeamFacts } from '../facts';
import { describeTeamFailure, fill } from '../messages';
import { formatCalendarDate, formatDay } from '../team-format';
import { EXAM_RESULTS_MESSAGES as M } from './messages-quality-loop';
import { runChange, useTeamData, type SectionProps } from './use-team-data';
import { Field, InputField } from './form-kit';
import ConfirmDelete from './ConfirmDelete';
import LoadState from './LoadState';

/** The smallest cohort the site publishes (public.published_exam_results). */
const MIN_PUBLISHED_ENTRANTS = 5;

type Name =
  | 'trainingCode'
  | 'periodLabel'
  | 'entrants'
  | 'dropouts'
  | 'examCandidates'
  | 'passed'
  | 'source'
  | 'juryOn';
type Values = Record<Name, string>;
type Errors = Partial<Record<Name, string>>;
const ORDER: readonly Name[] = [
  'trainingCode',
  'periodLabel',
  'entrants',
  'dropouts',
  'examCandidates',
  'passed',
  'source',
  'juryOn',
];
const COUNTS = ['entrants', 'dropouts', 'examCandidates', 'passed'] as const;

/** The database's refusals (cohort_exam_results_*_check), on their field. */
const REFUSED: Record<string, [Name, string]> = {
  passed: ['passed', M.checks.passed],
  exam_candidates: ['examCandidates', M.checks.examCandidates],
  entrants: ['entrants', M.checks.count],
  dropouts: ['dropouts', M.checks.count],
  source: ['source', M.checks.source],
  period_label: ['periodLabel', M.checks.year],
  jury_on: ['juryOn', M.checks.juryOn],
  cohort_exam_results_pkey: ['periodLabel', M.checks.duplicate],
};

/** The rules of the database, checked before sending; the counts when they hold. */
export function checkExamCounts(values: Values): { errors: Errors; counts?: ExamCounts } {
  const errors: Errors = {};
  const number = (name: (typeof COUNTS)[number]) => {
    const text = values[name].trim();
    if (!/^\d{1,5}$/.test(text)) errors[name] = M.checks.count;
    return Number(text);
  };
  const [entrants, dropouts, examCandidates, passed] = COUNTS.map(number) as [
    number,
    number,
    number,
    number,
  ];
  if (!/^20\d{2}$/.test(values.periodLabel.trim())) errors.periodLabel = M.checks.year;
  if (!errors.passed && !errors.examCandidates && passed > examCandidates)
    errors.passed = M.checks.passed;
  if (
    !errors.examCandidates &&
    !errors.dropouts &&
    !errors.entrants &&
    examCandidates + dropouts > entrants
  )
    errors.examCandidates = M.checks.examCandidates;
  const source = values.source.trim();
  if ([...source].length < 10 || [...source].length > 300) errors.source = M.checks.source;
  const year = Number(values.periodLabel.trim());
  if (
    values.juryOn &&
    !errors.periodLabel &&
    (values.juryOn < `${year}-01-01` || values.juryOn > `${year + 1}-12-31`)
  )
    errors.juryOn = M.checks.juryOn;
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    counts: {
      trainingCode: values.trainingCode,
      periodLabel: values.periodLabel.trim(),
      entrants,
      dropouts,
      examCandidates,
      passed,
      source,
      juryOn: values.juryOn || null,
    },
  };
}

const valuesOf = (result: CohortExamResult): Values => ({
  trainingCode: result.trainingCode,
  periodLabel: result.periodLabel,
  entrants: String(result.entrants),
  dropouts: String(result.dropouts),
  examCandidates: String(result.examCandidates),
  passed: String(result.passed),
  source: result.source,
  juryOn: result.juryOn ?? '',
});

/** « 85 % » as the site writes a rate (narrow no-break space). */
const percent = (passed: number, candidates: number) =>
  candidates === 0 ? '—' : `${Math.round((passed / candidates) * 100)}\u202f%`;

export default function ExamResults({ onAccessLost }: SectionProps) {
  const facts = useTeamFacts();
  const { loaded, reload } = useTeamData(loadExamResults, onAccessLost);
  const [editing, setEditing] = useState<CohortExamResult | null>(null);
  if (loaded.state !== 'ready')
    return (
      <LoadState
        failure={loaded.state === 'failed' ? loaded.failure : undefined}
        onRetry={() => void reload()}
      />
    );
  const titleOf = (code: string) => facts.trainings[code] ?? code;
  return (
    <div className="mt-4 space-y-8">
      <p className="max-w-prose text-muted">{M.intro}</p>
      <section aria-labelledby="exam-form-title" className={TEAM_CARDS.panel}>
        <h3 id="exam-form-title" tabIndex={-1} className="text-xl font-bold text-brand-950">
          {editing
            ? fill(M.form.editTitle, {
                year: editing.periodLabel,
                training: titleOf(editing.trainingCode),
              })
            : M.form.addTitle}
        </h3>
        <ExamForm
          key={editing ? `${editing.trainingCode}/${editing.periodLabel}` : 'new'}
          editing={editing}
          reload={reload}
          onAccessLost={onAccessLost}
          onDone={() => setEditing(null)}
        />
      </section>
      <section aria-labelledby="exam-list-title">
        <h3 id="exam-list-title" className="text-xl font-bold text-brand-950">
          {M.list}
        </h3>
        {loaded.data.length === 0 ? (
          <p className="mt-2 text-muted">{M.empty}</p>
        ) : (
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {loaded.data.map((result) => {
              const names = { year: result.periodLabel, training: titleOf(result.trainingCode) };
              return (
                <li
                  key={`${result.trainingCode}/${result.periodLabel}`}
                  className={TEAM_CARDS.item}
                >
                  <h4 className="font-bold text-brand-950">
                    {result.periodLabel} — {titleOf(result.trainingCode)}
                  </h4>
                  <p>
                    {fill(M.counts, {
                      entrants: result.entrants,
                      dropouts: result.dropouts,
                      candidates: result.examCandidates,
                      passed: result.passed,
                    })}
                  </p>
                  <p className="font-semibold">
                    {result.entrants >= MIN_PUBLISHED_ENTRANTS
                      ? fill(M.published, {
                          rate: percent(result.passed, result.examCandidates),
                        })
                      : M.notPublished}
                  </p>
                  <p className="text-sm text-muted wrap-anywhere">
                    {fill(M.source, { source: result.source })}
                    {result.juryOn &&
                      ` · ${fill(M.jury, { date: formatCalendarDate(result.juryOn) })}`}
                    {` · ${fill(M.updated, { date: formatDay(result.updatedAt) })}`}
                  </p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button
                      type="button"
                      aria-label={fill(M.editName, names)}
                      className={buttonClass({ variant: 'secondary', size: 'sm' })}
                      onClick={() => {
                        setEditing(result);
                        // Focus (and so the view) moves to the form the cohort now fills.
                        document.getElementById('exam-form-title')?.focus();
                      }}
                    >
                      {M.edit}
                    </button>
                    <ConfirmDelete
                      label={M.delete}
                      name={fill(M.deleteName, names)}
                      question={fill(M.deleteQuestion, names)}
                      onConfirm={() =>
                        runChange(
                          () => deleteExamResult(result.trainingCode, result.periodLabel),
                          M.deleted,
                          reload,
                          onAccessLost,
                        )
                      }
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <SessionAnswersPanel onAccessLost={onAccessLost} />
    </div>
  );
}

/** The questionnaires' answers per session, newest session first, read as staff (never who answered). */
function SessionAnswersPanel({ onAccessLost }: { onAccessLost: () => void }) {
  const facts = useTeamFacts();
  const A = M.answers;
  const { loaded, reload } = useTeamData(loadSessionAnswers, onAccessLost);
  return (
    <section aria-labelledby="answers-title">
      <h3 id="answers-title" className="text-xl font-bold text-brand-950">
        {A.title}
      </h3>
      <p className="mt-2 max-w-prose text-muted">{A.intro}</p>
      {loaded.state !== 'ready' ? (
        <LoadState
          failure={loaded.state === 'failed' ? loaded.failure : undefined}
          onRetry={() => void reload()}
        />
      ) : loaded.data.length === 0 ? (
        <p className="mt-2 text-muted">{A.empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {loaded.data.map((group) => (
            <li key={`${group.sessionKey}/${group.questionnaire}`} className={TEAM_CARDS.item}>
              <h4 className="font-bold text-brand-950 wrap-anywhere">
                {facts.trainings[group.trainingCode] ?? group.trainingCode} —{' '}
                {A.questionnaires[group.questionnaire] ?? group.questionnaire}
              </h4>
              <p className="text-sm text-muted wrap-anywhere">
                {facts.sessions[group.sessionKey]?.label ??
                  fill(A.session, { date: formatCalendarDate(group.sessionEndsOn) })}
              </p>
              <p className="mt-2">
                {fill(A.respondents, { count: group.respondents })}
                {A.positive[group.questionnaire] &&
                  ` · ${fill(A.positive[group.questionnaire]!, { count: group.positive })}`}
              </p>
              {group.comments.length > 0 && (
                <details className="mt-2">
                  <summary className="cursor-pointer font-semibold">
                    {fill(A.comments, { count: group.comments.length })}
                  </summary>
                  <ul className="mt-2 list-disc space-y-1 pl-5">
                    {group.comments.map((comment, index) => (
                      <li key={index} className="whitespace-pre-line wrap-anywhere">
                        {comment}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ExamForm({
  editing,
  reload,
  onAccessLost,
  onDone,
}: {
  editing: CohortExamResult | null;
  reload: () => Promise<void>;
  onAccessLost: () => void;
  onDone: () => void;
}) {
  const facts = useTeamFacts();
  const prefix = useId();
  const codes = Object.keys(facts.trainings);
  const empty: Values = {
    trainingCode: codes[0] ?? '',
    periodLabel: String(new Date().getFullYear() - 1),
    entrants: '',
    dropouts: '0',
    examCandidates: '',
    passed: '',
    source: '',
    juryOn: '',
  };
  const [values, setValues] = useState<Values>(editing ? valuesOf(editing) : empty);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const idOf = (name: Name) => `${prefix}-${name}`;
  const set = (name: Name) => (value: string) => setValues({ ...values, [name]: value });
  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = ORDER.find((name) => next[name]);
    if (first) document.getElementById(idOf(first))?.focus();
  };
  const describe = (failure: DbFailure & { message?: string }) => {
    const refused = failure.reason === 'invalid' ? REFUSED[failure.field] : undefined;
    if (refused) {
      showErrors({ [refused[0]]: refused[1] });
      return refused[1];
    }
    return describeTeamFailure(failure);
  };
  const count = (name: Name, label: string, hint?: string) => (
    <InputField
      id={idOf(name)}
      label={label}
      hint={hint}
      inputMode="numeric"
      value={values[name]}
      onValue={set(name)}
      error={errors[name]}
    />
  );

  return (
    <form
      noValidate
      className="mt-4 grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const { errors: found, counts } = checkExamCounts(values);
        if (!counts) return showErrors(found);
        setBusy(true);
        void runChange(
          () => (editing ? updateExamResult(counts) : addExamResult(counts)),
          editing ? M.form.saved : M.form.added,
          reload,
          onAccessLost,
          describe,
        ).then((done) => {
          setBusy(false);
          if (!done) return;
          setErrors({});
          setValues(empty);
          onDone();
        });
      }}
    >
      <Field id={idOf('trainingCode')} label={M.form.training} error={errors.trainingCode}>
        {(control) => (
          <select
            {...control}
            disabled={editing !== null}
            value={values.trainingCode}
            onChange={(event) => set('trainingCode')(event.target.value)}
            className={CONTROL_CLASS}
          >
            {codes.map((code) => (
              <option key={code} value={code}>
                {facts.trainings[code]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <InputField
        id={idOf('periodLabel')}
        label={M.form.year}
        hint={M.form.yearHint}
        inputMode="numeric"
        readOnly={editing !== null}
        value={values.periodLabel}
        onValue={set('periodLabel')}
        error={errors.periodLabel}
      />
      {count('entrants', M.form.entrants, M.form.entrantsHint)}
      {count('dropouts', M.form.dropouts, M.form.dropoutsHint)}
      {count('examCandidates', M.form.examCandidates)}
      {count('passed', M.form.passed)}
      <div className="sm:col-span-2">
        <InputField
          id={idOf('source')}
          label={M.form.source}
          hint={M.form.sourceHint}
          value={values.source}
          onValue={set('source')}
          error={errors.source}
        />
      </div>
      <InputField
        id={idOf('juryOn')}
        label={M.form.juryOn}
        type="date"
        value={values.juryOn}
        onValue={set('juryOn')}
        error={errors.juryOn}
      />
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2">
        <button type="submit" disabled={busy} className={buttonClass({ size: 'md', waits: busy })}>
          {editing ? M.form.save : M.form.add}
        </button>
        {editing && (
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
