// Ships to browsers with the registration form. The training's optional positioning questionnaire
// (docs/product.md §3): a disclosure the visitor may leave closed; each answer goes with its question as
// asked (repeated positioning_question / positioning_answer pairs, which submit-request reads too).
import type { Positioning } from '~/schemas/training';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { REGISTRATION_MESSAGES } from './messages-registration';

const say = REGISTRATION_MESSAGES.positioning;

/** The questionnaire's questions and answer controls; `error` is the whole answer set's. */
export default function PositioningFields({
  id,
  positioning,
  error,
}: {
  id: string;
  positioning: Positioning;
  error?: string | undefined;
}) {
  return (
    <details
      className="rounded-lg border border-slate-300 p-3 open:bg-slate-50"
      open={Boolean(error)}
    >
      <summary className="cursor-pointer text-sm font-semibold text-brand-800">
        {say.summary}
      </summary>
      <div className="mt-3 space-y-4">
        {positioning.intro && <p className="text-sm text-muted">{positioning.intro}</p>}
        {positioning.questions.map((question) => {
          const controlId = `${id}-${question.id}`;
          return (
            <div key={question.id}>
              <input type="hidden" name="positioning_question" value={question.label} />
              <label htmlFor={controlId} className="block text-sm font-semibold text-ink">
                {question.label}
              </label>
              {question.kind === 'choice' ? (
                <select
                  id={controlId}
                  name="positioning_answer"
                  defaultValue=""
                  className={CONTROL_CLASS}
                >
                  <option value="">{say.noAnswer}</option>
                  {question.options?.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={controlId}
                  name="positioning_answer"
                  type="text"
                  className={CONTROL_CLASS}
                />
              )}
            </div>
          );
        })}
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </details>
  );
}

/** The pairs a submitted form holds, question as asked → answer (the schema drops unanswered ones). */
export function positioningPairs(data: FormData): { question: string; answer: string }[] {
  const questions = data.getAll('positioning_question').map(String);
  const answers = data.getAll('positioning_answer').map(String);
  return questions.map((question, index) => ({ question, answer: answers[index] ?? '' }));
}
