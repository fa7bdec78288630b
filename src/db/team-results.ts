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
