// « Améliorations » (issue 44): add a draft with its checks, publish or withdraw, delete only after
// « Oui, supprimer »; the origin's name from the one list the site uses too.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addImprovement,
  deleteImprovement,
  loadImprovements,
  updateImprovement,
  type Improvement,
} from '~/db/team-complaints';
import { requestSiteRebuild } from '~/db/team-quality';
import Improvements from '~/features/team-space/sections/Improvements';
import { withTeamFacts } from '../../../support/team-facts';
import { $toasts } from '~/features/toasts/store';

vi.mock('~/db/team-complaints', () => ({
  loadImprovements: vi.fn(),
  addImprovement: vi.fn(),
  updateImprovement: vi.fn(),
  deleteImprovement: vi.fn(),
}));
vi.mock('~/db/team-quality', () => ({ requestSiteRebuild: vi.fn() }));

const DRAFT: Improvement = {
  id: 'i1',
  decidedOn: '2026-10-15',
  origin: 'reclamation',
  title: 'Salles choisies selon le groupe',
  description: 'Chaque session a une salle adaptée.',
  publishedAt: null,
  updatedAt: '2026-10-15T10:00:00Z',
};

function setup(rows = [DRAFT]) {
  vi.mocked(loadImprovements).mockResolvedValue({ ok: true, data: rows });
  const user = userEvent.setup();
  render(withTeamFacts(<Improvements onAccessLost={vi.fn()} />));
  return { user };
}

beforeEach(() => {
  vi.clearAllMocks();
  $toasts.set([]);
  vi.mocked(updateImprovement).mockResolvedValue({ ok: true });
  vi.mocked(deleteImprovement).mockResolvedValue({ ok: true });
  vi.mocked(addImprovement).mockResolvedValue({ ok: true });
  vi.mocked(requestSiteRebuild).mockResolvedValue({ ok: true, data: '2026-11-28T10:00:00Z' });
});

describe('Improvements', () => {
  it('lists an improvement with its date, origin and state', async () => {
    setup();
    const item = await screen.findByRole('article', { name: DRAFT.title });
    expect(within(item).getByText('15 octobre 2026 · Suite à une réclamation')).toBeInTheDocument();
    expect(within(item).getByText('Non publiée')).toBeInTheDocument();
  });

  it('a title too short and an empty description are said on their field; nothing sent', async () => {
    const { user } = setup([]);
    await screen.findByText('Aucune action d’amélioration pour le moment.');
    await user.type(screen.getByLabelText('Intitulé'), 'Ok');
    await user.click(screen.getByRole('button', { name: 'Ajouter (non publiée)' }));
    expect(screen.getByLabelText('Intitulé')).toHaveFocus();
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(addImprovement).not.toHaveBeenCalled();
  });

  it('adds a draft with its origin', async () => {
    const { user } = setup([]);
    await screen.findByText('Aucune action d’amélioration pour le moment.');
    await user.selectOptions(screen.getByLabelText('Origine'), 'questionnaire');
    await user.type(screen.getByLabelText('Intitulé'), 'Supports remis le premier jour');
    await user.type(screen.getByLabelText('Description'), 'Tous les supports à l’accueil.');
    await user.click(screen.getByRole('button', { name: 'Ajouter (non publiée)' }));
    await waitFor(() => expect(addImprovement).toHaveBeenCalledOnce());
    expect(vi.mocked(addImprovement).mock.calls[0]![0]).toMatchObject({
      origin: 'questionnaire',
      title: 'Supports remis le premier jour',
    });
  });

  it('publishes, and deletes only after « Oui, supprimer »', async () => {
    const { user } = setup();
    const item = await screen.findByRole('article', { name: DRAFT.title });
    await user.click(
      within(item).getByRole('button', { name: `Publier «\u00a0${DRAFT.title}\u00a0»` }),
    );
    expect(updateImprovement).toHaveBeenCalledWith('i1', { published: true });
    await user.click(
      within(item).getByRole('button', { name: `Supprimer «\u00a0${DRAFT.title}\u00a0»` }),
    );
    expect(deleteImprovement).not.toHaveBeenCalled();
    await user.click(within(item).getByRole('button', { name: 'Oui, supprimer' }));
    expect(deleteImprovement).toHaveBeenCalledWith('i1');
  });
});
