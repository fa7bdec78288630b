// The learner dashboard island (docs/product.md §2.3, §3, §4): demonstration data without a backend; with one,
// back to the login page without a session, the learner's own data with one, sign-out, settings.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT } from '~/config/site';
import type { DbClient } from '~/db/client';
import { setClientForTests } from '~/db/client';
import { readSession, signOut } from '~/db/auth';
import {
  loadLearnerDashboard,
  requestPrivacyAction,
  withdrawPrivacyRequest,
} from '~/db/learner-space';
import type { LearnerDashboard as LearnerDashboardData } from '~/db/learner-space';
import LearnerDashboard from '~/features/learner-space/LearnerDashboard';
import { navigate, redirect } from '~/features/learner-space/navigate';
import { resetAuthForTests } from '~/features/learner-space/auth-store';
import { $toasts } from '~/features/toasts/store';

vi.mock('~/db/auth', () => ({
  signOut: vi.fn(),
  updatePassword: vi.fn(),
  readSession: vi.fn(),
  watchSession: vi.fn(async () => () => undefined),
}));
vi.mock('~/db/learner-space', () => ({
  loadLearnerDashboard: vi.fn(),
  requestPrivacyAction: vi.fn(),
  withdrawPrivacyRequest: vi.fn(),
}));
vi.mock('~/features/learner-space/navigate', () => ({ navigate: vi.fn(), redirect: vi.fn() }));

/** The demonstration as the page hands it over (src/features/learner-space/dashboard-demo.ts). */
const DEMO: LearnerDashboardData = {
  fullName: 'Léa Martin',
  enrolments: [
    { id: 'demo', training_title: 'Titre professionnel Conseiller de vente', progress: 65 },
  ],
  lessons: [
    {
      id: 'l1',
      title: 'Argumenter et conclure la vente',
      starts_at: '2026-12-07T08:00:00.000Z',
      ends_at: '2026-12-07T11:30:00.000Z',
      join_url: '/dashboard-apprenant/#cours',
    },
  ],
  notifications: [
    {
      id: 'n1',
      kind: 'success',
      message: 'Évaluation validée.',
      link: '/dashboard-apprenant/#cours',
      created_at: '2026-12-01T11:00:00.000Z',
    },
  ],
  pendingRequests: [],
};

function setup({ demo = false, signedIn = true } = {}) {
  window.history.replaceState(null, '', '/dashboard-apprenant/#planning');
  setClientForTests(demo ? null : ({} as DbClient));
  if (signedIn) localStorage.setItem('sb-projet-auth-token', '{}');
  vi.mocked(readSession).mockResolvedValue({
    ok: true,
    data: signedIn ? { userId: 'u1', email: 'alice@exemple.fr', expiresAt: 0 } : null,
  });
  const user = userEvent.setup();
  render(<LearnerDashboard demo={demo ? DEMO : null} />);
  return { user };
}

beforeEach(() => {
  vi.clearAllMocks();
  resetAuthForTests();
  $toasts.set([]);
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  setClientForTests(undefined);
  window.history.replaceState(null, '', '/');
});

describe('demonstration mode', () => {
  it('shows the sample: profile, 65 % progress, lessons and notifications, every section of the side links', () => {
    setup({ demo: true });
    expect(screen.getByRole('heading', { name: 'Léa Martin' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /65\u00a0%|65\u202f%/ })).toHaveAttribute(
      'value',
      '65',
    );
    expect(screen.getByText('Argumenter et conclure la vente')).toBeInTheDocument();
    // Next lesson and planning, in Paris time, as for a signed-in learner.
    expect(screen.getAllByText(/lundi 7 décembre à 09:00 – 12:30/)).toHaveLength(2);
    expect(screen.getByText('Évaluation validée.')).toBeInTheDocument();
    expect(screen.getByText('1er décembre 2026')).toHaveAttribute(
      'datetime',
      '2026-12-01T11:00:00.000Z',
    );
    for (const id of ['cours', 'planning', 'documents', 'notifications', 'parametres'])
      expect(document.getElementById(id)).not.toBeNull();
    expect(loadLearnerDashboard).not.toHaveBeenCalled();
  });

  it('documents: the team’s address is a link that opens an e-mail saying it comes from the learner space', () => {
    setup({ demo: true });
    const documents = document.getElementById('documents') as HTMLElement;
    expect(within(documents).getByRole('link', { name: CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.email}?subject=Espace%20apprenant`,
    );
    expect(documents).toHaveTextContent(
      `écrivez-nous à ${CONTACT.email} depuis l’adresse de votre compte.`,
    );
  });

  it('sign-out says «\u00a0Déconnexion réussie\u00a0» on the login page', async () => {
    const { user } = setup({ demo: true });
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/espace-apprenant/'));
    expect(JSON.parse(sessionStorage.getItem('flashToast') ?? '{}')).toMatchObject({
      title: 'Déconnexion réussie',
    });
  });
});

describe('with Supabase', () => {
  it('without a session: to the login page, which brings the learner back to the same section', async () => {
    setup({ signedIn: false });
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith(
        '/espace-apprenant/?retour=%2Fdashboard-apprenant%2F%23planning',
      ),
    );
    expect(loadLearnerDashboard).not.toHaveBeenCalled();
  });

  it('with a session: the learner’s own data, lessons with their join link', async () => {
    vi.mocked(loadLearnerDashboard).mockResolvedValue({
      ok: true,
      data: {
        fullName: 'Alice Durand',
        enrolments: [
          { id: 'e1', training_title: 'Titre professionnel Employé commercial', progress: 40 },
        ],
        lessons: [
          {
            id: 'l1',
            title: 'Tenir le rayon',
            starts_at: '2026-12-07T08:00:00Z',
            ends_at: '2026-12-07T11:30:00Z',
            join_url: 'https://visio.example/salle',
          },
        ],
        notifications: [
          {
            id: 'n1',
            kind: 'info',
            message: 'Nouveau module disponible.',
            link: '/dashboard-apprenant/#cours',
            created_at: '2026-12-01T10:00:00Z',
          },
        ],
        pendingRequests: ['export'],
      },
    });
    setup();
    expect(await screen.findByRole('heading', { name: 'Alice Durand' })).toBeInTheDocument();
    expect(screen.getByText('alice@exemple.fr')).toBeInTheDocument();
    const planning = within(document.getElementById('planning')!);
    expect(planning.getByText(/lundi 7 décembre à 09:00 – 12:30/)).toBeInTheDocument();
    expect(planning.getByRole('link', { name: /Rejoindre la séance/ })).toHaveAttribute(
      'href',
      'https://visio.example/salle',
    );
    expect(screen.getByText('Nouveau module disponible.')).toBeInTheDocument();
    expect(
      await screen.findByText(/^Demande de copie enregistrée, en cours de traitement\./),
    ).toBeInTheDocument();
  });

  it('a new account without enrolment says what happens next', async () => {
    vi.mocked(loadLearnerDashboard).mockResolvedValue({
      ok: true,
      data: { fullName: null, enrolments: [], lessons: [], notifications: [], pendingRequests: [] },
    });
    setup();
    expect(await screen.findByRole('heading', { name: 'alice@exemple.fr' })).toBeInTheDocument();
    expect(screen.getAllByText(/pas encore rattaché à une formation/).length).toBeGreaterThan(0);
    // « Une question ? Écrivez-nous à » the team, in the profile and the courses, and in the documents.
    expect(screen.getAllByRole('link', { name: CONTACT.email })).toHaveLength(3);
    expect(screen.getByText('Aucune séance à venir pour le moment.')).toBeInTheDocument();
  });

  it('a failed read says so in French and can be retried', async () => {
    vi.mocked(loadLearnerDashboard).mockResolvedValueOnce({ ok: false, reason: 'network' });
    vi.mocked(loadLearnerDashboard).mockResolvedValueOnce({
      ok: true,
      data: {
        fullName: 'Alice Durand',
        enrolments: [],
        lessons: [],
        notifications: [],
        pendingRequests: [],
      },
    });
    const { user } = setup();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Vérifiez votre connexion Internet/);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Alice Durand' })).toBeInTheDocument();
  });

  it('files an export request (RGPD art. 15) and says it is on file', async () => {
    vi.mocked(loadLearnerDashboard).mockResolvedValue({
      ok: true,
      data: {
        fullName: 'Alice Durand',
        enrolments: [],
        lessons: [],
        notifications: [],
        pendingRequests: [],
      },
    });
    vi.mocked(requestPrivacyAction).mockResolvedValue({ ok: true });
    const { user } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Demander une copie de mes données' }),
    );
    expect(
      await screen.findByText(/^Demande de copie enregistrée, en cours de traitement\./),
    ).toBeInTheDocument();
    expect(requestPrivacyAction).toHaveBeenCalledWith('export');
    expect($toasts.get().at(-1)).toMatchObject({ title: 'Demande enregistrée' });
  });

  it('a deletion asks for a confirmation (one click files nothing), is filed on « Oui », then can be withdrawn; focus follows each step', async () => {
    vi.mocked(loadLearnerDashboard).mockResolvedValue({
      ok: true,
      data: {
        fullName: 'Alice Durand',
        enrolments: [],
        lessons: [],
        notifications: [],
        pendingRequests: [],
      },
    });
    vi.mocked(requestPrivacyAction).mockResolvedValue({ ok: true });
    vi.mocked(withdrawPrivacyRequest).mockResolvedValue({ ok: true, data: true });
    const { user } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Demander la suppression de mon compte' }),
    );
    expect(requestPrivacyAction).not.toHaveBeenCalled();
    const question = screen.getByRole('group', {
      name: 'Confirmez-vous la demande de suppression de votre compte\u00a0?',
    });
    await waitFor(() => expect(question).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(requestPrivacyAction).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Demander la suppression de mon compte' }),
      ).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Demander la suppression de mon compte' }));
    await user.click(screen.getByRole('button', { name: 'Oui, demander la suppression' }));
    const filed = await screen.findByText(/Demande de suppression enregistrée/);
    expect(requestPrivacyAction).toHaveBeenCalledExactlyOnceWith('deletion');
    await waitFor(() => expect(filed).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Retirer ma demande de suppression' }));
    expect(withdrawPrivacyRequest).toHaveBeenCalledExactlyOnceWith('deletion');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Demander la suppression de mon compte' }),
      ).toHaveFocus(),
    );
    expect($toasts.get().at(-1)).toMatchObject({ title: 'Demande retirée', variant: 'success' });
  });

  it('a request staff handled meanwhile cannot be withdrawn, and the page says so', async () => {
    vi.mocked(loadLearnerDashboard).mockResolvedValue({
      ok: true,
      data: {
        fullName: 'Alice Durand',
        enrolments: [],
        lessons: [],
        notifications: [],
        pendingRequests: ['export'],
      },
    });
    vi.mocked(withdrawPrivacyRequest).mockResolvedValue({ ok: true, data: false });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Retirer ma demande de copie' }));
    await waitFor(() =>
      expect($toasts.get().at(-1)).toMatchObject({
        title: 'Demande déjà traitée',
        variant: 'destructive',
      }),
    );
    expect(screen.getByText(/Demande de copie enregistrée/)).toBeInTheDocument();
  });

  it('sign-out ends the session, then the login page', async () => {
    vi.mocked(loadLearnerDashboard).mockResolvedValue({
      ok: true,
      data: {
        fullName: 'Alice Durand',
        enrolments: [],
        lessons: [],
        notifications: [],
        pendingRequests: [],
      },
    });
    vi.mocked(signOut).mockResolvedValue({ ok: true });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/espace-apprenant/'));
    expect(signOut).toHaveBeenCalled();
  });
});
