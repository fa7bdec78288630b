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
import { learnerDocumentLink } from '~/db/learner-documents';
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
vi.mock('~/db/learner-documents', () => ({ learnerDocumentLink: vi.fn() }));
vi.mock('~/features/learner-space/navigate', () => ({ navigate: vi.fn(), redirect: vi.fn() }));

const CV = {
  code: 'CV',
  slug: 'tp-conseiller-vente',
  title: 'Titre professionnel Conseiller de vente',
};
const CV_SESSION = {
  starts_on: '2027-01-18',
  ends_on: '2027-10-15',
  format: 'Présentiel',
  venue: 'Horizon Compétences, 48 rue de l’Avenir, 75020 Paris',
};
/** What a time span reads: « lundi 7 décembre, 9 h – 12 h 30 » with its no-break spaces. */
const SPAN = 'lundi 7 décembre, 9\u00a0h\u00a0–\u2060\u00a012\u00a0h\u00a030';
/** Text matched as written, no-break spaces included (Testing Library's default folds them). */
const AS_WRITTEN = { normalizer: (text: string) => text };

/** The demonstration as the page hands it over (src/features/learner-space/dashboard-demo.ts). */
const DEMO: LearnerDashboardData = {
  fullName: 'Léa Martin',
  enrolments: [
    { id: 'demo', typed_training_title: null, training: CV, session: CV_SESSION, progress: 65 },
  ],
  lessons: [
    {
      id: 'l1',
      enrolment_id: 'demo',
      title: 'Argumenter et conclure la vente',
      starts_at: '2026-12-07T08:00:00.000Z',
      ends_at: '2026-12-07T11:30:00.000Z',
      join_url: '/dashboard-apprenant/#cours',
      place: null,
    },
  ],
  documents: [],
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
    expect(screen.getAllByText(SPAN, AS_WRITTEN)).toHaveLength(2);
    expect(screen.getByText('Évaluation validée.')).toBeInTheDocument();
    expect(screen.getByText('1er décembre 2026')).toHaveAttribute(
      'datetime',
      '2026-12-01T11:00:00.000Z',
    );
    for (const id of ['cours', 'planning', 'documents', 'notifications', 'parametres'])
      expect(document.getElementById(id)).not.toBeNull();
    expect(loadLearnerDashboard).not.toHaveBeenCalled();
  });

  it('the training’s full title and its session; no invented document, the real programme and terms', () => {
    setup({ demo: true });
    const profile = screen.getByRole('region', { name: 'Léa Martin' });
    expect(profile).toHaveTextContent('Titre professionnel Conseiller de vente');
    expect(
      within(profile).getByText('Du 18 janvier au 15 octobre 2027 · Présentiel'),
    ).toBeInTheDocument();
    const documents = within(screen.getByRole('region', { name: 'Documents' }));
    expect(documents.getByText(/^Aucun document pour le moment\./)).toBeInTheDocument();
    expect(documents.queryByRole('button')).toBeNull();
    expect(
      documents.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [
        'Programme\u00a0: Titre professionnel Conseiller de vente (PDF)',
        '/formation/tp-conseiller-vente/programme.pdf',
      ],
      ['Règlement intérieur', '/reglement-interieur/'],
      ['Conditions générales de vente', '/cgv/'],
    ]);
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
          {
            id: 'e1',
            typed_training_title: null,
            training: {
              code: 'EC',
              slug: 'tp-employe-commercial',
              title: 'Titre professionnel Employé commercial',
            },
            session: null,
            progress: 40,
          },
        ],
        lessons: [
          {
            id: 'l1',
            enrolment_id: 'e1',
            title: 'Tenir le rayon',
            starts_at: '2026-12-07T08:00:00Z',
            ends_at: '2026-12-07T11:30:00Z',
            join_url: 'https://visio.example/salle',
            place: null,
          },
        ],
        documents: [],
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
    expect(planning.getByText(SPAN, AS_WRITTEN)).toBeInTheDocument();
    expect(planning.getByRole('link', { name: /Rejoindre la séance/ })).toHaveAttribute(
      'href',
      'https://visio.example/salle',
    );
    expect(screen.getByText('Nouveau module disponible.')).toBeInTheDocument();
    expect(
      await screen.findByText(/^Demande de copie enregistrée, en cours de traitement\./),
    ).toBeInTheDocument();
  });

  it('an enrolment typed by hand before the catalogue shows what staff typed', async () => {
    vi.mocked(loadLearnerDashboard).mockResolvedValue({
      ok: true,
      data: {
        fullName: 'Lina Legrand',
        enrolments: [
          {
            id: 'e0',
            typed_training_title: 'TP Conseiller de vente (groupe du soir)',
            training: null,
            session: null,
            progress: 30,
          },
        ],
        lessons: [],
        documents: [],
        notifications: [],
        pendingRequests: [],
      },
    });
    setup();
    expect(await screen.findByRole('heading', { name: 'Lina Legrand' })).toBeInTheDocument();
    const courses = within(document.getElementById('cours')!);
    expect(courses.getByText('TP Conseiller de vente (groupe du soir)')).toBeInTheDocument();
    expect(screen.queryByText(/pas encore rattaché à une formation/)).not.toBeInTheDocument();
  });

  it('a new account without enrolment says what happens next', async () => {
    vi.mocked(loadLearnerDashboard).mockResolvedValue({
      ok: true,
      data: {
        fullName: null,
        enrolments: [],
        lessons: [],
        documents: [],
        notifications: [],
        pendingRequests: [],
      },
    });
    setup();
    expect(await screen.findByRole('heading', { name: 'alice@exemple.fr' })).toBeInTheDocument();
    expect(screen.getAllByText(/pas encore rattaché à une formation/).length).toBeGreaterThan(0);
    // « Une question ? Écrivez-nous à » the team, in the profile and the courses.
    expect(screen.getAllByRole('link', { name: CONTACT.email })).toHaveLength(2);
    expect(screen.getByText('Aucune séance à venir pour le moment.')).toBeInTheDocument();
    // No document yet, no programme (no training), the terms every learner receives.
    const documents = within(document.getElementById('documents')!);
    expect(documents.getByText(/^Aucun document pour le moment\./)).toBeInTheDocument();
    expect(documents.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/reglement-interieur/',
      '/cgv/',
    ]);
  });

  it('a failed read says so in French and can be retried', async () => {
    vi.mocked(loadLearnerDashboard).mockResolvedValueOnce({ ok: false, reason: 'network' });
    vi.mocked(loadLearnerDashboard).mockResolvedValueOnce({
      ok: true,
      data: {
        fullName: 'Alice Durand',
        enrolments: [],
        lessons: [],
        documents: [],
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
        documents: [],
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
        documents: [],
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
        documents: [],
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
        documents: [],
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

/** A followed learner: two sessions of one training, lessons online and on site, two documents. */
const FOLLOWED: LearnerDashboardData = {
  fullName: 'Alice Durand',
  enrolments: [
    { id: 'e1', typed_training_title: null, training: CV, session: CV_SESSION, progress: 40 },
    {
      id: 'e2',
      typed_training_title: null,
      training: CV,
      session: {
        starts_on: '2027-09-20',
        ends_on: '2028-06-16',
        format: 'Alternance',
        venue: 'Centre de Paris 20e et entreprise d’accueil',
      },
      progress: 0,
    },
  ],
  lessons: [
    {
      id: 'l1',
      enrolment_id: 'e1',
      title: 'Classe virtuelle',
      starts_at: '2026-12-07T08:00:00Z',
      ends_at: '2026-12-07T11:30:00Z',
      join_url: 'https://visio.example/salle',
      place: null,
    },
    {
      id: 'l2',
      enrolment_id: 'e1',
      title: 'Atelier en salle',
      starts_at: '2026-12-08T13:00:00Z',
      ends_at: '2026-12-08T16:00:00Z',
      join_url: null,
      place: 'Salle 3, 2e étage',
    },
    {
      id: 'l3',
      enrolment_id: 'e1',
      title: 'Mise en situation',
      starts_at: '2026-12-09T08:00:00Z',
      ends_at: '2026-12-09T11:00:00Z',
      join_url: null,
      place: null,
    },
  ],
  documents: [
    {
      id: 'd1',
      title: 'Convocation à la session',
      object_path: 'cv/cv-2027-01-18-presentiel/7d0c6f4e-8a51-4d6e-9a51-3c8f1b2a9e10.pdf',
      size_bytes: 250_000,
      created_at: '2026-12-01T10:00:00Z',
    },
    {
      id: 'd2',
      title: 'Attestation <b>de présence</b>',
      object_path:
        'cv/1b4e28ba-2fa1-41d2-883f-0016d3cca427/0e8c3c49-6f0a-4c1e-9d55-9a1c5f0b7c21.pdf',
      size_bytes: 1_300_000,
      created_at: '2026-11-20T10:00:00Z',
    },
  ],
  notifications: [
    {
      id: 'n1',
      kind: 'info',
      message: '<img src="x" onerror="alert(1)">Bienvenue',
      link: null,
      created_at: '2026-12-01T10:00:00Z',
    },
  ],
  pendingRequests: [],
};

/** The tab a click opens (window.open in the click itself), as the test sees it. */
function openedTab() {
  const tab = { opener: window as Window | null, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

describe('a followed learner’s enrolment, lessons and documents', () => {
  beforeEach(() => vi.mocked(loadLearnerDashboard).mockResolvedValue({ ok: true, data: FOLLOWED }));
  afterEach(() => vi.restoreAllMocks());

  it('the identity card and the courses name the training in full and its session', async () => {
    setup();
    const profile = await screen.findByRole('region', { name: 'Alice Durand' });
    expect(profile).toHaveTextContent('Titre professionnel Conseiller de vente');
    expect(
      within(profile).getByText('Du 18 janvier au 15 octobre 2027 · Présentiel'),
    ).toBeInTheDocument();
    // The e-mail may wrap after its « @ » or before a dot, not mid-word.
    const email = within(profile).getByText(/alice@/);
    expect(email.innerHTML).toBe('alice@<wbr>exemple<wbr>.fr');
    const courses = within(screen.getByRole('region', { name: 'Mes cours' }));
    expect(courses.getByText('Du 18 janvier au 15 octobre 2027 · Présentiel')).toBeInTheDocument();
    // Two years: each date has its own.
    expect(
      courses.getByText('Du 20 septembre 2027 au 16 juin 2028 · Alternance'),
    ).toBeInTheDocument();
  });

  it('a lesson with a join link keeps « Rejoindre »; one without takes place on site, at its place or the session’s venue', async () => {
    setup();
    const planning = within(await screen.findByRole('region', { name: 'Planning' }));
    const [online, withPlace, atVenue] = planning.getAllByRole('listitem');
    expect(within(online!).getByRole('link', { name: /Rejoindre la séance/ })).toHaveAttribute(
      'href',
      'https://visio.example/salle',
    );
    expect(online).not.toHaveTextContent('Sur place');
    expect(within(withPlace!).queryByRole('link')).toBeNull();
    expect(
      within(withPlace!).getByText('Sur place\u00a0: Salle 3, 2e étage', AS_WRITTEN),
    ).toBeInTheDocument();
    expect(
      within(withPlace!).getByText(
        'mardi 8 décembre, 14\u00a0h\u00a0–\u2060\u00a017\u00a0h',
        AS_WRITTEN,
      ),
    ).toHaveAttribute('datetime', '2026-12-08T13:00:00Z');
    expect(
      within(atVenue!).getByText(
        'Sur place\u00a0: Horizon Compétences, 48 rue de l’Avenir, 75020 Paris',
        AS_WRITTEN,
      ),
    ).toBeInTheDocument();
  });

  it('lists the documents, newest first, with their date and size; one programme per training, and the terms', async () => {
    setup();
    const documents = within(await screen.findByRole('region', { name: 'Documents' }));
    const [first, second] = documents.getAllByRole('listitem');
    expect(first).toHaveTextContent('Convocation à la session');
    expect(within(first!).getByText('1er décembre 2026')).toHaveAttribute(
      'datetime',
      '2026-12-01T10:00:00Z',
    );
    expect(first!.textContent).toContain('1er décembre 2026 · 244\u00a0Ko');
    expect(within(second!).getByText('20 novembre 2026').tagName).toBe('TIME');
    expect(second!.textContent).toContain('20 novembre 2026 · 1,2\u00a0Mo');
    // The button says what it opens to a screen reader too.
    expect(
      documents.getByRole('button', {
        name: /^Ouvrir \(PDF\)\s*«\s*Convocation à la session\s*»$/,
      }),
    ).toBeEnabled();
    expect(documents.queryByText(/Aucun document/)).toBeNull();
    expect(documents.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/formation/tp-conseiller-vente/programme.pdf',
      '/reglement-interieur/',
      '/cgv/',
    ]);
  });

  it('sizes in Ko or Mo as French writes them; no size when Storage gave none', async () => {
    const [base] = FOLLOWED.documents;
    const sized = (id: string, size_bytes: number | null) => ({
      ...base!,
      id,
      title: id,
      size_bytes,
    });
    vi.mocked(loadLearnerDashboard).mockResolvedValue({
      ok: true,
      data: {
        ...FOLLOWED,
        documents: [
          sized('petit', 500),
          sized('un-mo', 1_048_576),
          sized('gros', 9_800_000),
          sized('sans', null),
        ],
      },
    });
    setup();
    const documents = within(await screen.findByRole('region', { name: 'Documents' }));
    expect(
      documents
        .getAllByRole('listitem')
        .slice(0, 4)
        .map((item) => item.querySelector('p + p')?.textContent),
    ).toEqual([
      '1er décembre 2026 · 1\u00a0Ko',
      '1er décembre 2026 · 1\u00a0Mo',
      '1er décembre 2026 · 9,3\u00a0Mo',
      '1er décembre 2026',
    ]);
  });

  it('« Ouvrir » opens a tab in the click, then the one-minute link in it; the link is kept nowhere', async () => {
    vi.mocked(learnerDocumentLink).mockResolvedValue({
      ok: true,
      data: 'https://projet.example/storage/v1/object/sign/documents/cv/x.pdf?token=secret',
    });
    const { tab, open } = openedTab();
    const { user } = setup();
    await user.click(
      await screen.findByRole('button', { name: /^Ouvrir \(PDF\)\s*«\s*Convocation/ }),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toContain('token=secret'));
    expect(learnerDocumentLink).toHaveBeenCalledExactlyOnceWith(FOLLOWED.documents[0]!.object_path);
    // The new tab cannot reach back to the dashboard; nothing of the link stays in the page.
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
    expect(document.body.innerHTML).not.toContain('token=');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('token=');
    expect($toasts.get()).toEqual([]);
  });

  it.each([
    ['unknown', /Ce document n’est plus disponible\. Rechargez la page/],
    ['network', /Vérifiez votre connexion Internet/],
    ['signed-out', /Votre session a expiré\. Reconnectez-vous/],
  ] as const)(
    'a link Storage does not give (%s): the tab closes and the page says why, in French',
    async (reason, sentence) => {
      vi.mocked(learnerDocumentLink).mockResolvedValue({ ok: false, reason });
      const { tab } = openedTab();
      const { user } = setup();
      await user.click(
        await screen.findByRole('button', { name: /^Ouvrir \(PDF\)\s*«\s*Attestation/ }),
      );
      await waitFor(() => expect(tab.close).toHaveBeenCalled());
      expect(tab.location.href).toBe('');
      expect($toasts.get().at(-1)).toMatchObject({
        title: 'Le document ne s’est pas ouvert',
        variant: 'destructive',
        description: expect.stringMatching(sentence),
      });
    },
  );

  it('HTML in a message, a document title or a place is shown as text, never as markup', async () => {
    vi.mocked(loadLearnerDashboard).mockResolvedValue({
      ok: true,
      data: {
        ...FOLLOWED,
        lessons: [{ ...FOLLOWED.lessons[1]!, place: '<i>Salle</i> 3' }],
      },
    });
    setup();
    expect(
      await screen.findByText('<img src="x" onerror="alert(1)">Bienvenue'),
    ).toBeInTheDocument();
    expect(screen.getByText('Attestation <b>de présence</b>')).toBeInTheDocument();
    expect(screen.getByText('Sur place\u00a0: <i>Salle</i> 3', AS_WRITTEN)).toBeInTheDocument();
    expect(document.querySelector('main img, img[src="x"], b, i')).toBeNull();
  });
});
