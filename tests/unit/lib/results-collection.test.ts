// The build's figures (src/lib/results-collection.ts): the content file's promotions merged with what
// the database publishes, read through mocked doors; a failed read keeps the content alone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reads = vi.hoisted(() => ({
  backend: true,
  published: { ok: true, data: { questionnaires: [], exams: [] } } as unknown,
}));

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const CONTENT_2025 = {
  training: 'tp-conseiller-vente',
  periodLabel: '2025',
  periodStart: day('2025-01-01'),
  periodEnd: day('2025-12-31'),
  publishedAt: day('2026-07-15'),
  source: 'Procès-verbaux des jurys ; questionnaires',
  entrants: 14,
  dropouts: 2,
  examCandidates: 12,
  passed: 11,
  satisfactionRespondents: 12,
  satisfied: 12,
  employmentRespondents: 12,
  employed: 10,
};

vi.mock('astro:content', () => ({
  getCollection: (name: string) =>
    Promise.resolve(
      {
        results: [{ data: CONTENT_2025 }],
        trainings: [{ id: 'tp-conseiller-vente', data: { code: 'CV' } }],
        questionnaires: [
          { data: { id: 'fin-de-formation', title: 'Fin de formation' } },
          { data: { id: 'suivi-6-mois', title: 'Suivi à 6 mois' } },
        ],
      }[name] ?? [],
    ),
}));
vi.mock('~/db/client', () => ({ hasBackend: () => reads.backend }));
vi.mock('~/db/results', () => ({ readPublishedResults: () => Promise.resolve(reads.published) }));

const cohort2026 = { period_label: '2026', period_start: '2026-01-01', period_end: '2026-12-31' };

async function load() {
  vi.resetModules();
  return import('~/lib/results-collection');
}

beforeEach(() => {
  reads.backend = true;
  reads.published = { ok: true, data: { questionnaires: [], exams: [] } };
});
afterEach(() => vi.restoreAllMocks());

describe('results-collection', () => {
  it('without a backend, the content file alone', async () => {
    reads.backend = false;
    const { getTrainingFigures } = await load();
    const figures = await getTrainingFigures({ id: 'tp-conseiller-vente', label: 'CV' });
    expect(
      figures.map((figure) => [
        figure.indicator,
        'value' in figure ? figure.value : null,
        figure.periodLabel,
      ]),
    ).toEqual([
      ['passRateCandidates', 92, '2025'],
      ['employmentRespondents', 83, '2025'],
      ['satisfaction', 100, '2025'],
      ['dropoutRate', 14, '2025'],
    ]);
  });

  it('the database’s newer promotion: jury counts and questionnaire aggregates, with their sources', async () => {
    reads.published = {
      ok: true,
      data: {
        questionnaires: [
          {
            ...cohort2026,
            training_code: 'CV',
            questionnaire: 'fin-de-formation',
            published: true,
            respondents: 200,
            satisfied: 110,
            employed: null,
          },
          {
            ...cohort2026,
            training_code: 'CV',
            questionnaire: 'suivi-6-mois',
            published: false,
            respondents: null,
            satisfied: null,
            employed: null,
          },
          // A training or questionnaire the content does not know is left out.
          {
            ...cohort2026,
            training_code: 'XX',
            questionnaire: 'fin-de-formation',
            published: true,
            respondents: 9,
            satisfied: 9,
            employed: null,
          },
        ],
        exams: [
          {
            ...cohort2026,
            training_code: 'CV',
            published: true,
            entrants: 220,
            dropouts: 10,
            exam_candidates: 210,
            passed: 189,
            source: 'Procès-verbal du jury',
            jury_on: '2026-06-30',
            updated_at: '2026-11-28T08:00:00Z',
          },
          {
            ...cohort2026,
            training_code: 'XX',
            published: true,
            entrants: 9,
            dropouts: 0,
            exam_candidates: 9,
            passed: 9,
            source: 'PV',
            jury_on: null,
            updated_at: '2026-11-28T08:00:00Z',
          },
        ],
      },
    };
    const { getResultFigure, requireResultFigure } = await load();
    const satisfaction = await getResultFigure('satisfaction', {
      id: 'tp-conseiller-vente',
      label: 'CV',
    });
    expect(satisfaction).toMatchObject({
      value: 55,
      numerator: 110,
      denominator: 200,
      periodLabel: '2026',
    });
    expect(JSON.stringify(satisfaction)).toContain('Fin de formation');
    const pass = await requireResultFigure('passRateCandidates');
    expect(pass).toMatchObject({
      value: 90,
      numerator: 189,
      denominator: 210,
      periodLabel: '2026',
    });
    expect(JSON.stringify(pass)).toContain('Procès-verbal du jury');
  });

  it('a withheld jury cohort publishes no exam rate for it', async () => {
    reads.published = {
      ok: true,
      data: {
        questionnaires: [],
        exams: [
          {
            ...cohort2026,
            training_code: 'CV',
            published: false,
            entrants: null,
            dropouts: null,
            exam_candidates: null,
            passed: null,
            source: null,
            jury_on: null,
            updated_at: null,
          },
        ],
      },
    };
    const { getResultFigure } = await load();
    const figure = await getResultFigure('passRateCandidates', {
      id: 'tp-conseiller-vente',
      label: 'CV',
    });
    expect(figure?.periodLabel).toBe('2026');
    expect(figure && 'value' in figure).toBe(false);
  });

  it('a failed read warns and keeps the content’s figures', async () => {
    reads.published = { ok: false, reason: 'network' };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requireResultFigure } = await load();
    expect((await requireResultFigure('satisfaction')).periodLabel).toBe('2025');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('network'));
  });
});
