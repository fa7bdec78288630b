// Build time only. The published aggregates the public key may read (docs/architecture.md, Results):
// the site's questionnaires per training and promotion, and the exam counts staff enter from the
// jury's minutes; both functions withhold every count of a group smaller than 5.
import { restSignal, withClient } from './client';
import { readResult } from './errors';
import type { DbData } from './result';

/** A row of public.published_questionnaire_results(). */
export interface QuestionnaireResultRow {
  training_code: string;
  period_label: string;
  period_start: string;
  period_end: string;
  questionnaire: string;
  published: boolean;
  respondents: number | null;
  satisfied: number | null;
  employed: number | null;
}

/** A row of public.published_exam_results(). */
export interface ExamResultRow {
  training_code: string;
  period_label: string;
  period_start: string;
  period_end: string;
  published: boolean;
  entrants: number | null;
  dropouts: number | null;
  exam_candidates: number | null;
  passed: number | null;
  source: string;
  jury_on: string | null;
  updated_at: string;
}

export interface PublishedResults {
  questionnaires: QuestionnaireResultRow[];
  exams: ExamResultRow[];
}

type Rpc = (name: string) => { abortSignal: (signal: AbortSignal) => PromiseLike<never> };

/** Both published aggregates, or why they could not be read (the build then keeps the content's figures). */
export function readPublishedResults(): Promise<DbData<PublishedResults>> {
  return withClient(async (client) => {
    // The two functions are granted to anon; they are called by name without typed arguments.
    const rpc = client.rpc.bind(client) as unknown as Rpc;
    const [questionnaires, exams] = await Promise.all([
      rpc('published_questionnaire_results').abortSignal(restSignal()),
      rpc('published_exam_results').abortSignal(restSignal()),
    ]);
    const readQuestionnaires = readResult<QuestionnaireResultRow[]>(
      'questionnaire_answers',
      questionnaires,
    );
    if (!readQuestionnaires.ok) return readQuestionnaires;
    const readExams = readResult<ExamResultRow[]>('cohort_exam_results', exams);
    if (!readExams.ok) return readExams;
    return { ok: true, data: { questionnaires: readQuestionnaires.data, exams: readExams.data } };
  });
}
