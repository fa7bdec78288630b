// « Résultats des promotions » (issue 44): the counts checked as the database checks them, with French
// messages on their field; a cohort entered, corrected, deleted after « Oui, supprimer »; what the site
// publishes from 5 entrants.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addExamResult,
  deleteExamResult,
  loadExamResults,
  loadSessionAnswers,
  updateExamResult,
  type CohortExamResult,
} from '~/db/team-results';
import ExamResults from '~/features/team-space/sections/ExamResults';
import { withTeamFacts } from '../../../support/team-facts';
import { $toasts } from '~/features/toasts/store';

vi.mock('~/db/team-results', () => ({
  loadExamResults: vi.fn(),
  addExamResult: vi.fn(),
  updateExamResult: vi.fn(),
  deleteExamResult: vi.fn(),
  loadSessionAnswers: vi.fn(),
}));

const SMALL: CohortExamResult = {
  trainingCode: 'EC',
  periodLabel: '2025',
  entrants: 4,
  dropouts: 0,
  examCandidates: 4,
  passed: 3,
  source: 'Procès-verbal du jury DREETS',
  juryOn: '2026-02-03',
  updatedAt: '2026-03-01T10:00:00Z',
};

function setup(rows = [SMALL]) {
  vi.mocked(loadExamResults).mockResolvedValue({ ok: true, data: rows });
  const user = userEvent.setup();
  render(withTeamFacts(<ExamResults onAccessLost={vi.fn()} />));
  return { user };
}

async function fillCounts(
  user: ReturnType<typeof userEvent.setup>,
  counts: [string, string, string, string],
) {
  for (const [label, value] of [
    [/^Entrants/, counts[0]],
    [/^Abandons/, counts[1]],
    ['Présentés à l’examen', counts[2]],
    ['Reçus au titre complet', counts[3]],
  ] as const) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
}

beforeEach(() => {
  vi.clearAllMocks();
  $toasts.set([]);
  vi.mocked(loadSessionAnswers).mockResolvedValue({ ok: true, data: [] });
});

describe('ExamResults', () => {
  it('reads the questionnaires’ answers per session: respondents, satisfied, comments as text', async () => {
    vi.mocked(loadSessionAnswers).mockResolvedValue({
      ok: true,
      data: [
        {
          sessionKey: 'cv-2027-01-18-presentiel',
          trainingCode: 'CV',
          sessionEndsOn: '2027-10-15',
          questionnaire: 'fin-de-formation',
          respondents: 6,
          positive: 5,
          comments: ['<b>Très</b> bien.'],
        },
      ],
    });
    const { user } = setup();
    const answers = await screen.findByRole('region', {
      name: 'Réponses aux questionnaires, par session',
    });
    await within(answers).findByText('Titre professionnel Conseiller de vente — Fin de formation');
    expect(within(answers).getByText(/6 répondant\(s\) · 5 satisfait\(s\)/)).toBeInTheDocument();
    expect(
      within(answers).getByText('Du 18 janvier 2027 au 15 octobre 2027 · Présentiel · Paris 20e'),
    ).toBeInTheDocument();
    await user.click(within(answers).getByText('Commentaires (1)'));
    expect(within(answers).getByText('<b>Très</b> bien.')).toBeVisible();
  });

  it('a cohort under 5 entrants is said not published', async () => {
    setup();
    expect(await screen.findByText('Non publié (moins de 5 entrants)')).toBeInTheDocument();
  });

  it('incoherent counts are refused on their field before sending', async () => {
    const { user } = setup([]);
    await screen.findByText('Aucune promotion saisie pour le moment.');
    await fillCounts(user, ['10', '2', '9', '3']);
    await user.type(screen.getByLabelText(/^Source/), 'PV');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la promotion' }));
    expect(screen.getByLabelText('Présentés à l’examen')).toHaveFocus();
    expect(screen.getByLabelText('Présentés à l’examen')).toHaveAccessibleDescription(
      'Présentés et abandons ensemble ne peuvent pas dépasser les entrants.',
    );
    expect(screen.getByLabelText(/^Source/)).toHaveAttribute('aria-invalid', 'true');
    expect(addExamResult).not.toHaveBeenCalled();
  });

  it('enters a coherent cohort of the chosen training', async () => {
    vi.mocked(addExamResult).mockResolvedValue({ ok: true });
    const { user } = setup([]);
    await screen.findByText('Aucune promotion saisie pour le moment.');
    await user.selectOptions(screen.getByLabelText('Formation'), 'CV');
    await user.clear(screen.getByLabelText('Promotion (année de fin de session)'));
    await user.type(screen.getByLabelText('Promotion (année de fin de session)'), '2026');
    await fillCounts(user, ['12', '1', '11', '10']);
    await user.type(screen.getByLabelText(/^Source/), 'Procès-verbal du jury DREETS');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la promotion' }));
    await waitFor(() => expect(addExamResult).toHaveBeenCalledOnce());
    expect(vi.mocked(addExamResult).mock.calls[0]![0]).toEqual({
      trainingCode: 'CV',
      periodLabel: '2026',
      entrants: 12,
      dropouts: 1,
      examCandidates: 11,
      passed: 10,
      source: 'Procès-verbal du jury DREETS',
      juryOn: null,
    });
  });

  it('the same cohort twice: the database’s refusal on the year, in French', async () => {
    vi.mocked(addExamResult).mockResolvedValue({
      ok: false,
      reason: 'invalid',
      field: 'cohort_exam_results_pkey',
    });
    const { user } = setup([]);
    await screen.findByText('Aucune promotion saisie pour le moment.');
    await fillCounts(user, ['12', '1', '11', '10']);
    await user.type(screen.getByLabelText(/^Source/), 'Procès-verbal du jury DREETS');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la promotion' }));
    await waitFor(() =>
      expect(
        screen.getByLabelText('Promotion (année de fin de session)'),
      ).toHaveAccessibleDescription(/Cette promotion est déjà saisie/),
    );
    expect(screen.getByLabelText(/^Source/)).toHaveValue('Procès-verbal du jury DREETS');
  });

  it('corrects a cohort, and deletes one only after « Oui, supprimer »', async () => {
    vi.mocked(updateExamResult).mockResolvedValue({ ok: true });
    vi.mocked(deleteExamResult).mockResolvedValue({ ok: true });
    const { user } = setup();
    const name = '2025 — Titre professionnel Employé commercial';
    await user.click(await screen.findByRole('button', { name: `Corriger la promotion ${name}` }));
    const passed = screen.getByLabelText('Reçus au titre complet');
    expect(passed).toHaveValue('3');
    await user.clear(passed);
    await user.type(passed, '4');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la correction' }));
    await waitFor(() =>
      expect(updateExamResult).toHaveBeenCalledWith(expect.objectContaining({ passed: 4 })),
    );
    await user.click(screen.getByRole('button', { name: `Supprimer la promotion ${name}` }));
    expect(deleteExamResult).not.toHaveBeenCalled();
    const question = screen.getByRole('group', { name: /^Supprimer la promotion 2025/ });
    await user.click(within(question).getByRole('button', { name: 'Oui, supprimer' }));
    expect(deleteExamResult).toHaveBeenCalledWith('EC', '2025');
  });
});
