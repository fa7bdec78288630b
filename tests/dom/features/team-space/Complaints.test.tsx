// « Réclamations » (issue 44): the register's open and closed complaints with their due dates, the next
// step recorded, the database's order refusal said in French, the texts kept when refused.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadComplaints, updateComplaint, type RegisteredComplaint } from '~/db/team-complaints';
import Complaints from '~/features/team-space/sections/Complaints';
import { withTeamFacts } from '../../../support/team-facts';
import { $toasts } from '~/features/toasts/store';

vi.mock('~/db/team-complaints', () => ({ loadComplaints: vi.fn(), updateComplaint: vi.fn() }));

const OPEN: RegisteredComplaint = {
  id: 'c1',
  name: 'Camille Martin',
  email: 'camille@exemple.fr',
  telephone: null,
  trainingTitle: 'Titre professionnel Conseiller de vente',
  subject: 'Salle trop petite',
  message: '<b>La salle</b> était pleine.',
  receivedAt: '2026-11-20T09:00:00Z',
  acknowledgeDueOn: '2026-11-24',
  answerDueOn: '2099-12-04',
  acknowledgedAt: null,
  answeredAt: null,
  actionTaken: null,
  closedAt: null,
  staffNote: null,
};
const CLOSED: RegisteredComplaint = {
  ...OPEN,
  id: 'c2',
  subject: 'Facture erronée',
  trainingTitle: null,
  acknowledgedAt: '2026-10-02T10:00:00Z',
  answeredAt: '2026-10-09T10:00:00Z',
  actionTaken: 'Facture corrigée.',
  closedAt: '2026-10-10T10:00:00Z',
};

function setup() {
  vi.mocked(loadComplaints).mockResolvedValue({ ok: true, data: [OPEN, CLOSED] });
  const user = userEvent.setup();
  render(withTeamFacts(<Complaints onAccessLost={vi.fn()} />));
  return { user };
}

beforeEach(() => {
  vi.clearAllMocks();
  $toasts.set([]);
});

describe('Complaints', () => {
  it('lists the open complaints with their due dates, late ones said late, text as text', async () => {
    setup();
    const entry = await screen.findByRole('article', { name: 'Salle trop petite' });
    expect(within(entry).getByText('<b>La salle</b> était pleine.')).toBeInTheDocument();
    expect(within(entry).getByText('en retard (dû le 24 novembre 2026)')).toBeInTheDocument();
    expect(within(entry).getByText('à faire au plus tard le 4 décembre 2099')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Facture erronée' })).toBeNull();
  });

  it('the filter shows the closed ones, with their dates and no button to record', async () => {
    const { user } = setup();
    await user.click(await screen.findByLabelText('Closes (1)'));
    const entry = screen.getByRole('article', { name: 'Facture erronée' });
    expect(within(entry).getByText('close le 10 octobre 2026')).toBeInTheDocument();
    expect(within(entry).getByText('Aucune formation précisée')).toBeInTheDocument();
    expect(within(entry).queryByRole('button', { name: /Clore|envoyé/ })).toBeNull();
  });

  it('records the acknowledgement, the next step only', async () => {
    vi.mocked(updateComplaint).mockResolvedValue({ ok: true });
    const { user } = setup();
    const entry = await screen.findByRole('article', { name: 'Salle trop petite' });
    expect(within(entry).queryByRole('button', { name: /Réponse envoyée/ })).toBeNull();
    await user.click(
      within(entry).getByRole('button', {
        name: 'Accusé de réception envoyé pour «\u00a0Salle trop petite\u00a0»',
      }),
    );
    expect(updateComplaint).toHaveBeenCalledWith('c1', { acknowledged: true });
    await waitFor(() => expect($toasts.get().at(-1)?.title).toBe('Accusé de réception enregistré'));
  });

  it('a refused closing says why in French and keeps the texts', async () => {
    vi.mocked(loadComplaints).mockResolvedValue({
      ok: true,
      data: [
        { ...OPEN, acknowledgedAt: '2026-11-21T10:00:00Z', answeredAt: '2026-11-25T10:00:00Z' },
      ],
    });
    vi.mocked(updateComplaint).mockResolvedValue({
      ok: false,
      reason: 'invalid',
      field: 'closed_at',
    });
    const user = userEvent.setup();
    render(withTeamFacts(<Complaints onAccessLost={vi.fn()} />));
    const entry = await screen.findByRole('article', { name: 'Salle trop petite' });
    await user.type(within(entry).getByLabelText('Note interne'), 'Rappelée le 26.');
    await user.click(
      within(entry).getByRole('button', {
        name: 'Clore la réclamation «\u00a0Salle trop petite\u00a0»',
      }),
    );
    await waitFor(() =>
      expect($toasts.get().at(-1)?.title).toBe(
        'Pour clore, enregistrez d’abord la réponse et l’action menée.',
      ),
    );
    expect(updateComplaint).toHaveBeenCalledWith('c1', {
      closed: true,
      actionTaken: '',
      staffNote: 'Rappelée le 26.',
    });
    expect(within(entry).getByLabelText('Note interne')).toHaveValue('Rappelée le 26.');
  });
});
