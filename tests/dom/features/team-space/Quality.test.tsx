// « Démarche qualité » (issue 42): the queue with each due date, publish, refuse only with a reason of
// the charter, withdraw, the text shown as text, and the rebuild of the public site.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadTestimonials,
  moderateTestimonial,
  requestSiteRebuild,
  type ModeratedTestimonial,
} from '~/db/team-quality';
import Quality from '~/features/team-space/sections/Quality';
import { REFUSAL_REASONS } from '~/features/team-space/moderation-reasons';
import { withTeamFacts } from '../../../support/team-facts';
import { $toasts } from '~/features/toasts/store';

vi.mock('~/db/team-quality', () => ({
  loadTestimonials: vi.fn(),
  moderateTestimonial: vi.fn(),
  requestSiteRebuild: vi.fn(),
}));

const PENDING: ModeratedTestimonial = {
  id: 1,
  state: 'pending',
  name: 'Inès R.',
  training: 'Titre professionnel Employé commercial',
  rating: 4,
  experienceYear: 2025,
  text: '<script>alert(1)</script> Très bon suivi.',
  createdAt: new Date(Date.now() - 8 * 86_400_000).toISOString(),
  publishedAt: null,
  moderatedAt: null,
  refusalReason: null,
};
const PUBLISHED: ModeratedTestimonial = {
  ...PENDING,
  id: 2,
  state: 'published',
  name: 'Marc T.',
  text: 'Une équipe présente.',
  publishedAt: '2026-11-02T10:00:00Z',
};

function card(name: string): HTMLElement {
  return screen.getByText(new RegExp(`^${name},`)).closest('article')!;
}

function setup(rows = [PENDING, PUBLISHED]) {
  vi.mocked(loadTestimonials).mockResolvedValue({ ok: true, data: rows });
  const user = userEvent.setup();
  render(withTeamFacts(<Quality onAccessLost={vi.fn()} />));
  return { user };
}

beforeEach(() => {
  vi.clearAllMocks();
  $toasts.set([]);
  vi.mocked(moderateTestimonial).mockResolvedValue({ ok: true });
});

describe('testimonial moderation', () => {
  it('shows the queue with its overdue date, the text as text, and the published ones apart', async () => {
    setup();
    await screen.findByRole('heading', { name: 'À modérer (1)' });
    expect(within(card('Inès R.')).getByText(/^En retard : réponse due le /)).toBeInTheDocument();
    expect(
      within(card('Inès R.')).getByText(/<script>alert\(1\)<\/script> Très bon suivi\./),
    ).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Publiés (1)' })).toBeInTheDocument();
    expect(within(card('Marc T.')).getByText('Publié le 2 novembre 2026')).toBeInTheDocument();
  });

  it('publishes as written, and withdraws a published one', async () => {
    const { user } = setup();
    await user.click(
      within(await screen.findByRole('article', { name: /^Inès R\./ })).getByRole('button', {
        name: 'Publier',
      }),
    );
    expect(moderateTestimonial).toHaveBeenCalledWith(1, { publish: true });
    await user.click(within(card('Marc T.')).getByRole('button', { name: 'Retirer du site' }));
    expect(moderateTestimonial).toHaveBeenLastCalledWith(2, { withdraw: true });
    expect($toasts.get().at(-1)?.title).toMatch(/^Témoignage retiré/);
  });

  it('refuses only with a reason of the charter, and gives the keyboard back on cancel', async () => {
    const { user } = setup([PENDING]);
    const refuse = await screen.findByRole('button', { name: 'Refuser…' });
    await user.click(refuse);
    const reason = screen.getByLabelText('Motif du refus (charte des témoignages)');
    expect(reason).toHaveFocus();
    expect(within(reason).getAllByRole('option')).toHaveLength(REFUSAL_REASONS.length + 1);
    await user.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
    expect(reason).toHaveAccessibleDescription('Choisissez le motif du refus.');
    expect(moderateTestimonial).not.toHaveBeenCalled();
    await user.selectOptions(reason, REFUSAL_REASONS[2]!.code);
    await user.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
    expect(moderateTestimonial).toHaveBeenCalledWith(1, { refuse: REFUSAL_REASONS[2]!.code });

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('button', { name: 'Refuser…' })).toHaveFocus();
  });

  it('asks for a rebuild and says when, or why it could not', async () => {
    vi.mocked(requestSiteRebuild).mockResolvedValueOnce({
      ok: false,
      reason: 'unavailable',
      message: 'La mise à jour immédiate n’est pas configurée.',
    } as never);
    const { user } = setup([]);
    await user.click(
      await screen.findByRole('button', { name: 'Mettre à jour le site maintenant' }),
    );
    expect($toasts.get().at(-1)?.title).toBe('La mise à jour immédiate n’est pas configurée.');
    vi.mocked(requestSiteRebuild).mockResolvedValueOnce({ ok: true, data: '2026-11-27T08:05:00Z' });
    await user.click(screen.getByRole('button', { name: 'Mettre à jour le site maintenant' }));
    expect(
      await screen.findByText(/^Mise à jour demandée le 27 novembre 2026 à 9\sh\s05/),
    ).toBeInTheDocument();
  });
});
