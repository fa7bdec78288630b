// Build time only. The published aggregates the public key may read (docs/architecture.md, Results):
// the site's questionnaires per training and promotion, and the exam counts staff enter from the
// jury's minutes; both functions withhold every count of a group smaller than 5.
import { restSignal, withClient } from './client';
import type { Database } from './database.types';
import { readResult } from './errors';
import type { DbData } from './result';

type Returns<Name extends keyof Database['public']['Functions']> =
  Database['public']['Functions'][Name]['Returns'];

/** A row of public.published_questionnaire_results(). */
export type QuestionnaireResultRow = Returns<'published_questionnaire_results'>[number];

/** A row of public.published_exam_results(). */
export type ExamResultRow = Returns<'published_exam_results'>[number];

export interface PublishedResults {
  questionnaires: QuestionnaireResultRow[];
  exams: ExamResultRow[];
}

/** Both published aggregates, or why they could not be read (the build then keeps the content's figures). */
export function readPublishedResults(): Promise<DbData<PublishedResults>> {
  return withClient(async (client) => {
    const [questionnaires, exams] = await Promise.all([
      client.rpc('published_questionnaire_results').abortSignal(restSignal()),
      client.rpc('published_exam_results').abortSignal(restSignal()),
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
