// The door of the team space (issue 42): no backend, signed out, a learner, the first sign-in's TOTP
// enrolment, the code prompt, the space for staff and for a trainer. src/db is mocked: what the
// database lets each session do is proven in tests/db/team-rights.test.ts.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DbClient } from '~/db/client';
import { setClientForTests } from '~/db/client';
import {
  readTeamAccess,
  signInTeamMember,
  signOutEverywhere,
  startTotpEnrolment,
  verifyTotpCode,
  type TeamAccess,
} from '~/db/team-auth';
import { loadInbox } from '~/db/team-inbox';
import { loadTestimonials } from '~/db/team-quality';
import { loadComplaints } from '~/db/team-complaints';
import { loadPrivacyDesk } from '~/db/team-privacy';
import { loadFollowUp, loadTaughtTrainings } from '~/db/team-follow-up';
import type { TeamSectionId } from '~/features/team-space/messages';
import TeamSpace from '~/features/team-space/TeamSpace';
import { TEAM_FACTS } from '../../../support/team-facts';
import { $toasts } from '~/features/toasts/store';

vi.mock('~/db/team-auth', () => ({
  readTeamAccess: vi.fn(),
  watchTeamSession: vi.fn(async () => () => undefined),
  signInTeamMember: vi.fn(),
  startTotpEnrolment: vi.fn(),
  verifyTotpCode: vi.fn(),
  signOutEverywhere: vi.fn(),
  signOutHere: vi.fn(),
}));
vi.mock('~/db/team-inbox', async (original) => ({
  ...(await original<typeof import('~/db/team-inbox')>()),
  loadInbox: vi.fn(),
}));
vi.mock('~/db/team-quality', () => ({ loadTestimonials: vi.fn() }));
vi.mock('~/db/team-complaints', () => ({ loadComplaints: vi.fn() }));
vi.mock('~/db/team-privacy', () => ({ loadPrivacyDesk: vi.fn() }));
vi.mock('~/db/team-follow-up', () => ({ loadFollowUp: vi.fn(), loadTaughtTrainings: vi.fn() }));

const STAFF: TeamAccess = {
  state: 'ready',
  email: 'equipe@exemple.fr',
  role: 'staff',
  userId: 'u1',
};

const TRAINER: TeamAccess = {
  state: 'ready',
  email: 'formateur@exemple.fr',
  role: 'trainer',
  userId: 'u2',
};

function setup(...accesses: TeamAccess[]) {
  return setupOn('accueil', ...accesses);
}

function setupOn(section: TeamSectionId, ...accesses: TeamAccess[]) {
  setClientForTests({} as DbClient);
  for (const access of accesses)
    vi.mocked(readTeamAccess).mockResolvedValueOnce({ ok: true, data: access });
  const user = userEvent.setup();
  render(<TeamSpace section={section} facts={TEAM_FACTS} />);
  return { user };
}

// The screens load lazily: loaded once here, they mount as soon as React asks for them.
beforeAll(async () => {
  await Promise.all([
    import('~/features/team-space/TeamDoor'),
    import('~/features/team-space/TeamBar'),
    import('~/features/team-space/sections/Home'),
    import('~/features/team-space/StaffOnly'),
  ]);
});

beforeEach(() => {
  vi.clearAllMocks();
  $toasts.set([]);
  vi.mocked(loadInbox).mockResolvedValue({ ok: true, data: [] });
  vi.mocked(loadTestimonials).mockResolvedValue({ ok: true, data: [] });
  vi.mocked(loadComplaints).mockResolvedValue({ ok: true, data: [] });
  vi.mocked(loadPrivacyDesk).mockResolvedValue({ ok: true, data: { requests: [], accounts: [] } });
  vi.mocked(loadFollowUp).mockResolvedValue({ ok: true, data: { learners: [], enrolments: [] } });
  vi.mocked(loadTaughtTrainings).mockResolvedValue({ ok: true, data: ['CV'] });
});

describe('the team space’s door', () => {
  it('says it cannot open without the accounts service', () => {
    setClientForTests(null);
    render(<TeamSpace section="accueil" facts={TEAM_FACTS} />);
    expect(
      screen.getByText(/service de comptes du site, qui n’est pas configuré/),
    ).toBeInTheDocument();
    expect(readTeamAccess).not.toHaveBeenCalled();
  });

  it('asks for e-mail and password, says what is missing, and what Auth refused', async () => {
    const { user } = setup({ state: 'signed-out' });
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Saisissez votre adresse e-mail.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(signInTeamMember).not.toHaveBeenCalled();

    vi.mocked(signInTeamMember).mockResolvedValueOnce({ ok: false, reason: 'credentials' });
    await user.type(screen.getByLabelText('E-mail'), 'equipe@exemple.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'mauvais');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou mot de passe incorrect.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('equipe@exemple.fr');
  });

  it('opens nothing to a signed-in learner', async () => {
    setup({ state: 'not-team', email: 'lea@exemple.fr' });
    expect(
      await screen.findByRole('heading', {
        name: 'Ce compte n’a pas accès à l’espace de l’équipe',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(loadInbox).not.toHaveBeenCalled();
  });

  it('enrols the second factor on the first sign-in: QR code, secret, then a code', async () => {
    vi.mocked(startTotpEnrolment).mockResolvedValue({
      ok: true,
      data: {
        factorId: 'f1',
        qrCode: 'data:image/svg+xml;utf-8,<svg/>',
        secret: 'JBSWY3DPEHPK3PXPJBSW',
      },
    });
    const { user } = setup({ state: 'enrol', email: 'equipe@exemple.fr', role: 'staff' }, STAFF);
    expect(await screen.findByRole('img', { name: /QR code à scanner/ })).toHaveAttribute(
      'src',
      'data:image/svg+xml;utf-8,<svg/>',
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Code à 6\schiffres$/), '12');
    await user.click(screen.getByRole('button', { name: 'Activer et ouvrir l’espace' }));
    expect(screen.getByLabelText(/^Code à 6\schiffres$/)).toHaveAccessibleDescription(
      expect.stringContaining('Saisissez les 6\u00a0chiffres du code.'),
    );
    expect(verifyTotpCode).not.toHaveBeenCalled();

    vi.mocked(verifyTotpCode).mockResolvedValueOnce({ ok: false, reason: 'code-invalid' });
    await user.clear(screen.getByLabelText(/^Code à 6\schiffres$/));
    await user.type(screen.getByLabelText(/^Code à 6\schiffres$/), '123456');
    await user.click(screen.getByRole('button', { name: 'Activer et ouvrir l’espace' }));
    expect(await screen.findByText(/Ce code ne correspond pas/)).toBeInTheDocument();

    vi.mocked(verifyTotpCode).mockResolvedValueOnce({ ok: true });
    await user.clear(screen.getByLabelText(/^Code à 6\schiffres$/));
    await user.type(screen.getByLabelText(/^Code à 6\schiffres$/), '654 321');
    await user.click(screen.getByRole('button', { name: 'Activer et ouvrir l’espace' }));
    expect(verifyTotpCode).toHaveBeenLastCalledWith('f1', '654321');
    expect(
      await screen.findByRole('navigation', { name: 'Sections de l’espace de l’équipe' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Accueil' })).toHaveFocus());
  });

  it('asks a member with a factor for the code, and shows nothing before it', async () => {
    setup({ state: 'challenge', email: 'equipe@exemple.fr', role: 'staff', factorId: 'f1' });
    expect(
      await screen.findByRole('heading', { name: 'Saisissez votre code' }),
    ).toBeInTheDocument();
    expect(loadInbox).not.toHaveBeenCalled();
  });

  it('shows staff what waits in each section, and signs out everywhere', async () => {
    vi.mocked(signOutEverywhere).mockResolvedValueOnce({ ok: true });
    const { user } = setup(STAFF);
    expect(await screen.findByText(/^0\s+témoignage à modérer$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    expect(signOutEverywhere).toHaveBeenCalled();
    expect($toasts.get().at(-1)?.title).toBe('Vous êtes déconnecté(e) sur tous vos appareils.');
  });

  it('shows a trainer only the home, the follow-up and the resources', async () => {
    setup(TRAINER);
    expect(await screen.findByText(/^1\s+formation animée$/)).toBeInTheDocument();
    expect(screen.getByText(/^0\s+apprenant suivi$/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Sections de l’espace de l’équipe' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accueil', 'Suivi des apprenants', 'Ressources pédagogiques']);
    expect(screen.queryByRole('link', { name: /Demandes et support/ })).not.toBeInTheDocument();
    expect(loadInbox).not.toHaveBeenCalled();
    expect(loadPrivacyDesk).not.toHaveBeenCalled();
  });

  it('tells a trainer who opens a staff page that it is for the administrative team', async () => {
    setupOn('demandes', TRAINER);
    expect(
      await screen.findByText(/Cette section est réservée à l’équipe administrative/),
    ).toBeInTheDocument();
    const open = screen.getByRole('heading', { name: 'Sections ouvertes à votre compte' })
      .nextElementSibling as HTMLElement;
    expect(within(open).getByRole('link', { name: 'Suivi des apprenants' })).toHaveAttribute(
      'href',
      '/espace-formateur/apprenants/',
    );
    expect(loadInbox).not.toHaveBeenCalled();
  });

  it('shows staff every section', async () => {
    setup(STAFF);
    const nav = await screen.findByRole('navigation', {
      name: 'Sections de l’espace de l’équipe',
    });
    expect(within(nav).getAllByRole('link')).toHaveLength(10);
    expect(await screen.findByText(/^0\s+apprenant suivi$/)).toBeInTheDocument();
    expect(screen.getByText(/^0\s+réclamation en cours$/)).toBeInTheDocument();
  });
});
