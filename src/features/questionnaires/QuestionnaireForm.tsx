// One open questionnaire as a form (docs/product.md, Questionnaires): every question in a fieldset with
// its legend, the answer sent once through src/db, and every refusal said in French with what was typed
// kept on screen; nothing is called sent before the database said so.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { buttonClass } from '~/components/ui/button-class';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { QUESTIONNAIRE_MESSAGES as M } from './messages';
import type { QuestionView, QuestionnaireView } from './questionnaire-view';
import { isAsked, missingQuestions, toAnswers, type Draft } from './questionnaire-view';

interface Props {
  questionnaire: QuestionnaireView;
  enrolmentId: string;
  /** Called once the database stored this answer (true) or is known to hold an earlier one (false). */
  onStored: (thisAnswer: boolean) => void;
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'missing'; labels: string[] }
  | { kind: 'refused'; message: string; stored: boolean };

const LEGEND = 'font-semibold text-slate-900';
const CHOICE = 'flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2';

function Question({
  question,
  value,
  onChange,
  name,
}: {
  question: QuestionView;
  value: string | undefined;
  onChange: (value: string) => void;
  name: string;
}) {
  const hint =
    question.required === 'employed'
      ? ` ${M.requiredWhenEmployed}`
      : question.required
        ? ` ${M.required}`
        : '';
  if (question.kind === 'text')
    return (
      <div className="space-y-2">
        <label htmlFor={name} className={`block ${LEGEND}`}>
          {question.label}
          <span className="font-normal text-muted">{hint}</span>
        </label>
        <textarea
          id={name}
          name={name}
          rows={4}
          maxLength={2000}
          aria-describedby={`${name}-hint`}
          className={CONTROL_CLASS}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        />
        <p id={`${name}-hint`} className="text-sm text-muted">
          {M.textHint}
        </p>
      </div>
    );
  const options =
    question.kind === 'rating'
      ? [1, 2, 3, 4, 5].map((rating) => ({ value: String(rating), label: String(rating) }))
      : question.kind === 'yes-no'
        ? [
            { value: 'true', label: M.yes },
            { value: 'false', label: M.no },
          ]
        : question.options;
  return (
    <fieldset className="space-y-2">
      <legend className={LEGEND}>
        {question.label}
        <span className="font-normal text-muted">{hint}</span>
      </legend>
      {question.kind === 'rating' && (
        <p className="text-sm text-muted" id={`${name}-scale`}>
          1 = {question.low} · 5 = {question.high}
        </p>
      )}
      <div
        className={
          question.kind === 'choice' ? 'grid gap-2 sm:grid-cols-2' : 'flex flex-wrap gap-2'
        }
      >
        {options.map((option) => (
          <label key={option.value} className={CHOICE}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={question.kind === 'rating' ? `${name}-scale` : undefined}
              className="h-4 w-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export default function QuestionnaireForm({ questionnaire, enrolmentId, onStored }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const sending = outcome.kind === 'sending';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const missing = missingQuestions(questionnaire, draft);
    if (missing.length > 0) {
      setOutcome({ kind: 'missing', labels: missing.map((question) => question.label) });
      return;
    }
    setOutcome({ kind: 'sending' });
    const { answerQuestionnaire } = await import('~/db/questionnaires');
    const result = await answerQuestionnaire({
      enrolmentId,
      questionnaire: questionnaire.id,
      version: questionnaire.version,
      answers: toAnswers(questionnaire, draft),
    });
    if (result.ok) {
      setOutcome({ kind: 'idle' });
      onStored(true);
      return;
    }
    if (result.reason === 'already-done')
      setOutcome({ kind: 'refused', message: M.alreadyAnswered, stored: true });
    else if (result.reason === 'invalid' && result.field === 'window')
      setOutcome({ kind: 'refused', message: M.windowClosed, stored: false });
    else if (result.reason === 'signed-out')
      setOutcome({ kind: 'refused', message: M.signedOut, stored: false });
    else setOutcome({ kind: 'refused', message: M.network, stored: false });
  }

  return (
    <form className="mt-4 space-y-6" noValidate onSubmit={(event) => void submit(event)}>
      {questionnaire.questions
        .filter((question) => isAsked(question, draft))
        .map((question) => (
          <Question
            key={question.id}
            question={question}
            name={`${id}-${question.id}`}
            value={draft[question.id]}
            onChange={(value) => setDraft((current) => ({ ...current, [question.id]: value }))}
          />
        ))}
      <div role="alert" className="empty:hidden">
        {outcome.kind === 'missing' && (
          <div className="rounded-lg bg-red-50 p-4 text-red-900">
            <p>{M.missing}</p>
            <ul className="mt-2 list-disc pl-6">
              {outcome.labels.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </div>
        )}
        {outcome.kind === 'refused' && (
          <div className="rounded-lg bg-red-50 p-4 text-red-900">
            <p>{outcome.message}</p>
            {outcome.stored && (
              <button
                type="button"
                className={`mt-3 ${buttonClass({ variant: 'secondary', size: 'sm' })}`}
                onClick={() => onStored(false)}
              >
                {M.showAnswer}
              </button>
            )}
          </div>
        )}
      </div>
      <button
        type="submit"
        aria-disabled={sending}
        className={buttonClass({ size: 'lg', waits: sending })}
      >
        {sending ? M.sending : M.submit}
      </button>
    </form>
  );
}
