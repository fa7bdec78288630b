// Ships to the team space only. « Résultats des promotions »: the exam counts staff enter per training
// and cohort from the jury's minutes (public.cohort_exam_results; the database checks their coherence,
// stamps who and when, and audits); the site publishes them from 5 entrants (published_exam_results).
import { restSignal, withClient } from './client';
import type { DbData, DbResult } from './result';
import { teamRead, teamUpdate, teamWrite } from './team-errors';

export interface CohortExamResult {
  trainingCode: string;
  /** The cohort: learners whose session ended in this calendar year. */
  periodLabel: string;
  entrants: number;
  dropouts: number;
  examCandidates: number;
  passed: number;
  source: string;
  juryOn: string | null;
  updatedAt: string;
}

export type ExamCounts = Omit<CohortExamResult, 'updatedAt'>;

/** Every cohort entered, newest period first. */
export function loadExamResults(): Promise<DbData<CohortExamResult[]>> {
  return withClient(async (client): Promise<DbData<CohortExamResult[]>> => {
    const read = teamRead(
      'cohort_exam_results',
      await client
        .from('cohort_exam_results')
        .select(
          'training_code, period_label, entrants, dropouts, exam_candidates, passed, source, jury_on, updated_at',
        )
        .order('period_label', { ascending: false })
        .order('training_code')
        .abortSignal(restSignal()),
    );
    if (!read.ok) return read;
    return {
      ok: true,
      data: read.data.map((row) => ({
        trainingCode: row.training_code,
        periodLabel: row.period_label,
        entrants: row.entrants,
        dropouts: row.dropouts,
        examCandidates: row.exam_candidates,
        passed: row.passed,
        source: row.source,
        juryOn: row.jury_on,
        updatedAt: row.updated_at,
      })),
    };
  });
}

const countsOf = (counts: ExamCounts) => ({
  entrants: counts.entrants,
  dropouts: counts.dropouts,
  exam_candidates: counts.examCandidates,
  passed: counts.passed,
  source: counts.source,
  jury_on: counts.juryOn,
});

/** Enters a new cohort (a cohort already entered answers `pkey`: correct it instead). */
export function addExamResult(counts: ExamCounts): Promise<DbResult> {
  return withClient(async (client): Promise<DbResult> => {
    const response = await client
      .from('cohort_exam_results')
      .insert({
        training_code: counts.trainingCode,
        period_label: counts.periodLabel,
        ...countsOf(counts),
      })
      .abortSignal(restSignal());
    // Not the idempotent retry of the public forms: the same cohort twice is a mistake to say.
    if (response.error?.code === '23505')
      return { ok: false, reason: 'invalid', field: 'cohort_exam_results_pkey' };
    return teamWrite('cohort_exam_results', response);
  });
}

/** Corrects a cohort's counts. */
export function updateExamResult(counts: ExamCounts): Promise<DbResult> {
  return withClient(async (client) =>
    teamUpdate(
      'cohort_exam_results',
      await client
        .from('cohort_exam_results')
        .update(countsOf(counts))
        .eq('training_code', counts.trainingCode)
        .eq('period_label', counts.periodLabel)
        .select('training_code')
        .abortSignal(restSignal()),
    ),
  );
}

export function deleteExamResult(trainingCode: string, periodLabel: string): Promise<DbResult> {
  return withClient(async (client) =>
    teamUpdate(
      'cohort_exam_results',
      await client
        .from('cohort_exam_results')
        .delete()
        .eq('training_code', trainingCode)
        .eq('period_label', periodLabel)
        .select('training_code')
        .abortSignal(restSignal()),
    ),
  );
}

/** What staff read of one session's answers to one questionnaire (never who answered). */
export interface SessionAnswers {
  sessionKey: string;
  trainingCode: string;
  sessionEndsOn: string;
  questionnaire: string;
  respondents: number;
  /** Satisfied (overall 4 or 5) at the end of training, employed at 6 months. */
  positive: number;
  /** The free comments, newest first. */
  comments: string[];
}

/** The learners' answers (public.questionnaire_answers, staff at aal2), per session and questionnaire. */
export function loadSessionAnswers(): Promise<DbData<SessionAnswers[]>> {
  return withClient(async (client): Promise<DbData<SessionAnswers[]>> => {
    const read = teamRead(
      'questionnaire_answers',
      await client
        .from('questionnaire_answers')
        .select(
          'session_key, training_code, session_ends_on, questionnaire, satisfied, employed, answers',
        )
        .order('session_ends_on', { ascending: false })
        .order('answered_at', { ascending: false })
        .abortSignal(restSignal()),
    );
    if (!read.ok) return read;
    const groups = new Map<string, SessionAnswers>();
    for (const row of read.data) {
      const key = `${row.session_key}/${row.questionnaire}`;
      const group = groups.get(key) ?? {
        sessionKey: row.session_key,
        trainingCode: row.training_code,
        sessionEndsOn: row.session_ends_on,
        questionnaire: row.questionnaire,
        respondents: 0,
        positive: 0,
        comments: [],
      };
      group.respondents += 1;
      if (row.satisfied === true || row.employed === true) group.positive += 1;
      const comment = (row.answers as Record<string, unknown> | null)?.comment;
      if (typeof comment === 'string' && comment.trim()) group.comments.push(comment.trim());
      groups.set(key, group);
    }
    return { ok: true, data: [...groups.values()] };
  });
}
