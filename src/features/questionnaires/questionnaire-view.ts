// Ships to browsers. What the questionnaire page knows of a questionnaire (the content's questions,
// handed over by the page) and how a draft becomes the answer the database validates.
import type { Questionnaire } from '~/schemas/questionnaire';

export type QuestionnaireView = Pick<
  Questionnaire,
  'id' | 'version' | 'title' | 'intro' | 'questions'
>;
export type QuestionView = QuestionnaireView['questions'][number];

/** What the learner has typed or picked, by question id, as the controls hold it. */
export type Draft = Record<string, string>;

/** The follow-up's situations that count as a job (the database's private.is_employed_situation). */
const EMPLOYED = new Set(['cdi', 'cdd', 'interim', 'creation']);

/** Whether a question is asked with this draft: « en lien avec la formation ? » only of someone in a job. */
export function isAsked(question: QuestionView, draft: Draft): boolean {
  return question.kind !== 'yes-no' || question.required !== 'employed'
    ? true
    : EMPLOYED.has(draft.situation ?? '');
}

/** The required questions still without an answer. */
export function missingQuestions(questionnaire: QuestionnaireView, draft: Draft): QuestionView[] {
  return questionnaire.questions.filter(
    (question) =>
      isAsked(question, draft) && question.required !== false && !(draft[question.id] ?? '').trim(),
  );
}

/** The answer as stored: ratings as numbers, yes/no as booleans, texts trimmed; unanswered questions left out. */
export function toAnswers(
  questionnaire: QuestionnaireView,
  draft: Draft,
): Record<string, string | number | boolean> {
  const answers: Record<string, string | number | boolean> = {};
  for (const question of questionnaire.questions) {
    const value = (draft[question.id] ?? '').trim();
    if (!value || !isAsked(question, draft)) continue;
    answers[question.id] =
      question.kind === 'rating'
        ? Number(value)
        : question.kind === 'yes-no'
          ? value === 'true'
          : value;
  }
  return answers;
}

/** An answer as the learner reads it back: « 4 sur 5 », « Oui », the option's label, the text. */
export function answerText(
  question: QuestionView,
  value: unknown,
  words: { yes: string; no: string; ratingOf: (value: number) => string },
): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (question.kind === 'rating') return words.ratingOf(Number(value));
  if (question.kind === 'yes-no') return value === true ? words.yes : words.no;
  if (question.kind === 'choice')
    return question.options.find((option) => option.value === value)?.label ?? String(value);
  return String(value);
}

/**
 * cardClass({ padding: 'roomy' }) of src/components/ui/card-class.ts, written out: importing it (or
 * src/db/session-hint.ts) here would split the chunk the learner pages share and grow the dashboard
 * (docs/performance.md, Budgets). tests/unit/features/questionnaires keeps them equal.
 */
export const QUESTIONNAIRE_CARD_CLASS =
  'rounded-2xl border border-slate-200 bg-white shadow-sm p-6 sm:p-8';

/**
 * Today in Paris (YYYY-MM-DD), as the database opens and closes the windows. Not toParisIsoDate of
 * src/lib/format.ts: using it here would add it to the chunk every form page and the dashboard load;
 * tests/unit/features/questionnaires keeps both equal.
 */
export function parisToday(now = new Date()): string {
  return now.toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
}
