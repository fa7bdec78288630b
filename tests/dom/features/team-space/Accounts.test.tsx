// « Comptes et données personnelles » (issue 42): the one-month due date, the JSON export, the
// erasure only after its confirmation, and the new accounts.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  eraseLearner,
  exportLearnerData,
  loadPrivacyDesk,
  markPrivacyRequestHandled,
  type PrivacyRequestRow,
} from '~/db/team-privacy';
import { assignTraining, loadTrainers, unassignTraining } from '~/db/team-follow-up';
import Accounts from '~/features/team-space/sections/Accounts';
import { withTeamFacts } from '../../../support/team-facts';
import { $toasts } from '~/features/toasts/store';

vi.mock('~/db/team-privacy', () => ({
  loadPrivacyDesk: vi.fn(),
  markPrivacyRequestHandled: vi.fn(),
  exportLearnerData: vi.fn(),
  eraseLearner: vi.fn(),
}));
vi.mock('~/db/team-follow-up', () => ({
  loadTrainers: vi.fn(),
  assignTraining: vi.fn(),
  unassignTraining: vi.fn(),
}));

const EXPORT: PrivacyRequestRow = {
  id: 'p1',
  learnerId: 'l1',
  kind: 'export',
  createdAt: '2026-10-01T10:00:00Z',
  dueOn: '2026-11-01',
  handledAt: null,
  email: 'lea@exemple.fr',
  fullName: 'Léa Martin',
};
const DELETION: PrivacyRequestRow = { ...EXPORT, id: 'p2', kind: 'deletion', dueOn: '2099-01-01' };

function setup() {
  vi.mocked(loadTrainers).mockResolvedValue({
    ok: true,
    data: [{ id: 't1', email: 'formatrice@exemple.fr', trainings: ['CV'] }],
  });
  vi.mocked(loadPrivacyDesk).mockResolvedValue({
    ok: true,
    data: {
      requests: [EXPORT, DELETION],
      accounts: [
        {
          id: 'n1',
          email: 'nouveau@exemple.fr',
          fullName: null,
          createdAt: '2026-11-26T10:00:00Z',
          emailConfirmedAt: null,
          lastSignInAt: null,
        },
      ],
    },
  });
  const user = userEvent.setup();
  render(withTeamFacts(<Accounts onAccessLost={vi.fn()} />));
  return { user };
}

function request(id: string): HTMLElement {
  return document.querySelector<HTMLElement>(`[data-privacy-request="${id}"]`)!;
}

beforeEach(() => {
  vi.clearAllMocks();
  $toasts.set([]);
});

describe('privacy requests and accounts', () => {
  it('shows each request’s legal due date, late ones said so, and the new accounts', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Demandes sur les données (2)' });
    expect(
      within(request('p1')).getByText('Délai dépassé : à traiter avant le 1er novembre 2026'),
    ).toBeInTheDocument();
    expect(
      within(request('p2')).getByText('À traiter avant le 1er janvier 2099'),
    ).toBeInTheDocument();
    expect(screen.getByText('nouveau@exemple.fr')).toBeInTheDocument();
    expect(screen.getByText(/Adresse pas encore confirmée/)).toBeInTheDocument();
  });

  it('downloads the learner’s data as JSON and marks the request handled', async () => {
    vi.mocked(exportLearnerData).mockResolvedValueOnce({
      ok: true,
      data: { profile: { full_name: 'Léa Martin' } },
    });
    vi.mocked(markPrivacyRequestHandled).mockResolvedValueOnce({ ok: true });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue(undefined);
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Demandes sur les données (2)' });
    await user.click(
      within(request('p1')).getByRole('button', { name: 'Télécharger ses données (JSON)' }),
    );
    expect(exportLearnerData).toHaveBeenCalledWith('l1');
    const blob = created.mock.calls[0]![0] as Blob;
    expect(JSON.parse(await blob.text())).toEqual({ profile: { full_name: 'Léa Martin' } });
    expect(click).toHaveBeenCalled();
    await user.click(within(request('p1')).getByRole('button', { name: 'Marquer comme traitée' }));
    expect(markPrivacyRequestHandled).toHaveBeenCalledWith('p1');
  });

  it('erases an account only after its confirmation; cancel gives the keyboard back', async () => {
    vi.mocked(eraseLearner).mockResolvedValueOnce({ ok: true });
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Demandes sur les données (2)' });
    await user.click(within(request('p2')).getByRole('button', { name: 'Supprimer le compte…' }));
    expect(eraseLearner).not.toHaveBeenCalled();
    const confirm = within(request('p2')).getByRole('button', {
      name: 'Oui, supprimer définitivement',
    });
    expect(confirm).toHaveFocus();
    expect(
      within(request('p2')).getByRole('group', {
        name: 'Supprimer définitivement le compte de lea@exemple.fr\u00a0?',
      }),
    ).toBeInTheDocument();
    await user.click(within(request('p2')).getByRole('button', { name: 'Annuler' }));
    expect(
      within(request('p2')).getByRole('button', { name: 'Supprimer le compte…' }),
    ).toHaveFocus();
    await user.click(within(request('p2')).getByRole('button', { name: 'Supprimer le compte…' }));
    await user.click(
      within(request('p2')).getByRole('button', { name: 'Oui, supprimer définitivement' }),
    );
    expect(eraseLearner).toHaveBeenCalledWith('l1', 'p2');
    expect($toasts.get().at(-1)?.title).toBe('Compte supprimé et demande traitée.');
  });
});

describe('trainer assignments', () => {
  function trainer(): HTMLElement {
    return screen.getByText('formatrice@exemple.fr').closest('article')!;
  }

  it('lists each trainer with the trainings taught, adds and removes one', async () => {
    vi.mocked(assignTraining).mockResolvedValueOnce({ ok: true });
    vi.mocked(unassignTraining).mockResolvedValueOnce({ ok: true });
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Formateurs et formations animées' });
    expect(
      await within(
        await screen.findByText('formatrice@exemple.fr').then(() => trainer()),
      ).findByText('Titre professionnel Conseiller de vente'),
    ).toBeInTheDocument();
    const select = within(trainer()).getByLabelText('Associer une formation');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisissez une formation', 'Titre professionnel Employé commercial']);
    await user.click(within(trainer()).getByRole('button', { name: 'Associer' }));
    expect(select).toHaveAccessibleDescription('Choisissez la formation à associer.');
    expect(assignTraining).not.toHaveBeenCalled();
    await user.selectOptions(select, 'EC');
    await user.click(within(trainer()).getByRole('button', { name: 'Associer' }));
    expect(assignTraining).toHaveBeenCalledWith('t1', 'EC');
    expect($toasts.get().at(-1)?.title).toBe(
      'Titre professionnel Employé commercial\u00a0: associée à formatrice@exemple.fr.',
    );
    await user.click(
      within(trainer()).getByRole('button', {
        name: 'Retirer Titre professionnel Conseiller de vente',
      }),
    );
    expect(unassignTraining).toHaveBeenCalledWith('t1', 'CV');
  });

  it('says in French when the account is not a trainer', async () => {
    vi.mocked(assignTraining).mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      field: 'trainer_trainings_trainer_check',
    });
    const { user } = setup();
    const select = await screen
      .findByText('formatrice@exemple.fr')
      .then(() => within(trainer()).getByLabelText('Associer une formation'));
    await user.selectOptions(select, 'EC');
    await user.click(within(trainer()).getByRole('button', { name: 'Associer' }));
    expect(select).toHaveAccessibleDescription('Ce compte n’est pas un compte formateur.');
    expect(select).toHaveValue('EC');
  });
});
