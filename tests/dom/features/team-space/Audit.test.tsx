// « Journal des actions » (issue 42): who, when, what, and each change in French; user text as text.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadAudit } from '~/db/team-audit';
import { withTeamFacts } from '../../../support/team-facts';
import Audit from '~/features/team-space/sections/Audit';
import { REFUSAL_REASONS } from '~/features/team-space/moderation-reasons';

vi.mock('~/db/team-audit', async (original) => ({
  ...(await original<typeof import('~/db/team-audit')>()),
  loadAudit: vi.fn(),
}));

describe('the journal', () => {
  it('writes each action, its author and its changes in French', async () => {
    vi.mocked(loadAudit).mockResolvedValue({
      ok: true,
      data: [
        {
          id: 2,
          at: '2026-11-27T08:05:00Z',
          actorEmail: 'claire@exemple.fr',
          action: 'testimonials.refuse',
          tableName: 'testimonials',
          rowId: '7',
          before: { refusal_reason: null },
          after: { refusal_reason: REFUSAL_REASONS[0]!.code },
        },
        {
          id: 1,
          at: '2026-11-27T08:00:00Z',
          actorEmail: null,
          action: 'applications.update',
          tableName: 'applications',
          rowId: 'a1',
          before: { status: 'Reçue', staff_note: null },
          after: { status: 'En cours', staff_note: '<b>rappeler</b>' },
        },
      ],
    });
    render(withTeamFacts(<Audit onAccessLost={vi.fn()} />));
    const table = await screen.findByRole('table', {
      name: 'Actions de l’équipe, les plus récentes d’abord',
    });
    const [, refused, updated] = within(table).getAllByRole('row');
    expect(refused).toHaveTextContent(/27 novembre 2026 à 9\sh\s05/);
    expect(refused).toHaveTextContent('Témoignage refusé');
    expect(refused).toHaveTextContent(`motif : (vide) → ${REFUSAL_REASONS[0]!.label}`);
    expect(updated).toHaveTextContent('Compte supprimé');
    expect(within(updated!).getByText('statut : Reçue → En cours')).toBeInTheDocument();
    expect(within(updated!).getByText('note : (vide) → <b>rappeler</b>')).toBeInTheDocument();
    expect(table.querySelector('b')).toBeNull();
  });
});
