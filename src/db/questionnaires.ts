// Ships to browsers. The learner's questionnaires (docs/product.md, Questionnaires): those of their
// enrolments that have opened, and their one answer to each, in its window (public.my_questionnaires,
// public.answer_questionnaire; the database checks owner, window and uniqueness).
import { restSignal, withClient } from './client';
import type { Database, Json } from './database.types';
import { onceResult, readResult } from './errors';
import type { AlreadyDone, DbData, DbResult } from './result';

/** One questionnaire of one of the learner's enrolments, open, closed or answered. */
export type LearnerQuestionnaire =
  Database['public']['Functions']['my_questionnaires']['Returns'][number];

/** An answer as the database stores it: question id → rating, choice, yes/no or text. */
export type QuestionnaireAnswers = Record<string, string | number | boolean>;

/** The signed-in learner's questionnaires that have opened, newest first. */
export function listMyQuestionnaires(): Promise<DbData<LearnerQuestionnaire[]>> {
  return withClient(async (client) =>
    readResult(
      'questionnaire_answers',
      await client.rpc('my_questionnaires').abortSignal(restSignal()),
    ),
  );
}

/**
 * Answers one questionnaire once: ok, 'already-done' (answered before, maybe by a lost earlier try),
 * invalid `window` (not open today), or why it failed.
 */
export function answerQuestionnaire(input: {
  enrolmentId: string;
  questionnaire: string;
  version: number;
  answers: QuestionnaireAnswers;
}): Promise<DbResult | AlreadyDone> {
  return withClient(async (client) =>
    onceResult(
      'questionnaire_answers',
      await client
        .rpc('answer_questionnaire', {
          enrolment_id: input.enrolmentId,
          questionnaire: input.questionnaire,
          questionnaire_version: input.version,
          answers: input.answers as Json,
        })
        .abortSignal(restSignal()),
    ),
  );
}
