// /espace-apprenant/questionnaires/ (docs/product.md, Questionnaires): the signed-in learner's
// questionnaires that have opened, each open (the form), answered (what they answered, read-only) or
// closed (said, with its last day). A visitor without a session goes to sign in and comes back here.
import { useCallback, useEffect, useState } from 'react';
import { buttonClass } from '~/components/ui/button-class';
import { formatDate, formatIsoDate } from '~/lib/format';
import type { LearnerQuestionnaire } from '~/db/questionnaires';
import { hasBackend } from '~/db/client';
import { QUESTIONNAIRE_MESSAGES as M } from './messages';
import QuestionnaireForm from './QuestionnaireForm';
import {
  answerText,
  parisToday,
  QUESTIONNAIRE_CARD_CLASS,
  type QuestionnaireView,
} from './questionnaire-view';

interface Props {
  /** The content's questionnaires (content/questionnaires/), by id. */
  questionnaires: QuestionnaireView[];
  /** The sign-in page that brings the visitor back here. */
  loginUrl: string;
}

type State =
  | { kind: 'loading' }
  | { kind: 'no-backend' }
  | { kind: 'failed' }
  | { kind: 'ready'; items: LearnerQuestionnaire[] };

function Answered({ view, item }: { view: QuestionnaireView; item: LearnerQuestionnaire }) {
  const answers = (item.answers ?? {}) as Record<string, unknown>;
  return (
    <>
      <p className="mt-3">{M.answeredOn(formatDate(new Date(item.answered_at!)))}</p>
      <dl className="mt-3 space-y-3">
        {view.questions.map((question) => (
          <div key={question.id}>
            <dt className="font-semibold">{question.label}</dt>
            <dd className="whitespace-pre-line text-slate-700">
              {answerText(question, answers[question.id], M) ?? M.noAnswer}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export default function LearnerQuestionnaires({ questionnaires, loginUrl }: Props) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  /** The questionnaire this visit just answered: its card thanks the learner once the database said so. */
  const [sent, setSent] = useState<string | null>(null);

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const { listMyQuestionnaires } = await import('~/db/questionnaires');
    const result = await listMyQuestionnaires();
    setState(result.ok ? { kind: 'ready', items: result.data } : { kind: 'failed' });
  }, []);

  useEffect(() => {
    if (!hasBackend()) {
      setState({ kind: 'no-backend' });
      return;
    }
    void (async () => {
      // Not src/db/session-hint.ts (see QUESTIONNAIRE_CARD_CLASS): this page always asks Auth.
      const { readSession } = await import('~/db/auth');
      const session = await readSession();
      if (!session?.ok || !session.data) {
        window.location.replace(loginUrl);
        return;
      }
      await load();
    })();
  }, [load, loginUrl]);

  if (state.kind === 'loading')
    return (
      <p role="status" className="text-muted">
        {M.loading}
      </p>
    );
  if (state.kind === 'no-backend')
    return <p className="rounded-lg bg-amber-50 p-4">{M.noBackend}</p>;
  if (state.kind === 'failed')
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
        <p>{M.loadFailed}</p>
        <button
          type="button"
          className={`mt-3 ${buttonClass({ variant: 'secondary', size: 'sm' })}`}
          onClick={() => void load()}
        >
          {M.retry}
        </button>
      </div>
    );
  if (state.items.length === 0) return <p>{M.none}</p>;
  const today = parisToday();
  const views = new Map(questionnaires.map((view) => [view.id, view]));
  return (
    <div className="space-y-8">
      {state.items.map((item) => {
        const view = views.get(item.questionnaire as QuestionnaireView['id']);
        if (!view) return null;
        const headingId = `q-${item.enrolment_id}-${item.questionnaire}`;
        return (
          <section key={headingId} aria-labelledby={headingId} className={QUESTIONNAIRE_CARD_CLASS}>
            <h2 id={headingId} className="text-xl font-bold text-brand-950">
              {view.title} · {item.training_title}
            </h2>
            <p className="text-sm text-muted">
              {M.sessionEnded(formatIsoDate(item.session_ends_on))}
            </p>
            {item.answered_at ? (
              <>
                {sent === headingId && (
                  <p role="status" className="mt-3 rounded-lg bg-green-50 p-4 text-green-900">
                    {M.sent}
                  </p>
                )}
                <Answered view={view} item={item} />
              </>
            ) : item.closes_on < today ? (
              <p className="mt-3">{M.closed(formatIsoDate(item.closes_on))}</p>
            ) : (
              <>
                <p className="mt-3">{view.intro}</p>
                <p className="mt-2 font-semibold">{M.openUntil(formatIsoDate(item.closes_on))}</p>
                <QuestionnaireForm
                  questionnaire={view}
                  enrolmentId={item.enrolment_id}
                  onStored={(thisAnswer) => {
                    setSent(thisAnswer ? headingId : null);
                    void load();
                  }}
                />
              </>
            )}
          </section>
        );
      })}
    </div>
  );
}
