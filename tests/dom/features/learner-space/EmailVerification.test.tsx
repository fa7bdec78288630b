// The page every e-mailed link opens (/espace-apprenant/verification/): opening it uses nothing (a
// mail scanner's visit changes nothing), the press verifies the link's token_hash and leads on by the
// link's kind, and the 6-digit code typed with the address does the same, a wrong one said under it.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyEmailCode, verifyEmailLink } from '~/db/auth';
import EmailVerification from '~/features/learner-space/EmailVerification';
import { navigate } from '~/features/learner-space/navigate';
import { resetAuthForTests } from '~/features/learner-space/auth-store';

vi.mock('~/db/auth', () => ({
  verifyEmailLink: vi.fn(),
  verifyEmailCode: vi.fn(),
  readSession: vi.fn(async () => ({ ok: true, data: null })),
  watchSession: vi.fn(async () => () => undefined),
}));
vi.mock('~/features/learner-space/navigate', () => ({ navigate: vi.fn(), redirect: vi.fn() }));

function setup(search: string) {
  window.history.replaceState(null, '', `/espace-apprenant/verification/${search}`);
  const user = userEvent.setup();
  render(<EmailVerification />);
  return { user };
}

beforeEach(() => {
  vi.mocked(verifyEmailLink).mockReset();
  vi.mocked(verifyEmailCode).mockReset();
  vi.mocked(navigate).mockReset();
  resetAuthForTests();
  sessionStorage.clear();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('a link', () => {
  it('says what the button does and uses nothing until it is pressed; then signs in and goes to the dashboard', async () => {
    vi.mocked(verifyEmailLink).mockResolvedValue({ ok: true });
    const { user } = setup('?type=email&token_hash=abc123');
    await screen.findByRole('heading', { name: 'Confirmer votre adresse e-mail' });
    expect(screen.getByText(/Rien ne change tant que vous n’avez pas appuyé/)).toBeInTheDocument();
    expect(verifyEmailLink).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirmer mon adresse' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard-apprenant/'));
    expect(verifyEmailLink).toHaveBeenCalledWith('abc123', 'email');
    expect(JSON.parse(sessionStorage.getItem('flashToast') ?? '{}')).toMatchObject({
      title: 'Adresse confirmée',
    });
  });

  it('a recovery link leads to the new password; an invitation too', async () => {
    vi.mocked(verifyEmailLink).mockResolvedValue({ ok: true });
    const { user } = setup('?type=recovery&token_hash=def');
    await user.click(
      await screen.findByRole('button', { name: 'Continuer vers le nouveau mot de passe' }),
    );
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/espace-apprenant/nouveau-mot-de-passe/'),
    );
    expect(verifyEmailLink).toHaveBeenCalledWith('def', 'recovery');
  });

  it('a used link says so in French, and offers the code instead', async () => {
    vi.mocked(verifyEmailLink).mockResolvedValue({ ok: false, reason: 'link-expired' });
    const { user } = setup('?type=email&token_hash=old');
    await user.click(await screen.findByRole('button', { name: 'Confirmer mon adresse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Ce lien n’est plus valable/);
    await user.click(screen.getByRole('button', { name: 'Saisir le code de l’e-mail à la place' }));
    expect(
      screen.getByRole('heading', { name: 'Saisir le code reçu par e-mail' }),
    ).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the code', () => {
  it('checks the fields before calling Auth, then says a wrong code under its field', async () => {
    vi.mocked(verifyEmailCode).mockResolvedValue({ ok: false, reason: 'code-invalid' });
    const { user } = setup('?type=email');
    await screen.findByRole('heading', { name: 'Saisir le code reçu par e-mail' });
    expect(
      screen.getByText('Tous les champs sont obligatoires, sauf mention contraire.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'lea@exemple.fr');
    await user.type(screen.getByLabelText('Code à 6 chiffres'), '12a4');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Code à 6 chiffres')).toHaveAccessibleDescription(
        'Le code compte 6\u00a0chiffres, sans espace ni lettre.',
      ),
    );
    expect(verifyEmailCode).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Code à 6 chiffres'));
    await user.type(screen.getByLabelText('Code à 6 chiffres'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Code à 6 chiffres')).toHaveAccessibleDescription(
        /Ce code ne correspond pas/,
      ),
    );
    expect(verifyEmailCode).toHaveBeenCalledWith('lea@exemple.fr', '123456', 'email');
    expect(screen.getByLabelText('E-mail')).toHaveValue('lea@exemple.fr');
  });

  it('the right code signs in, and a recovery code leads to the new password', async () => {
    vi.mocked(verifyEmailCode).mockResolvedValue({ ok: true });
    const { user } = setup('?type=recovery');
    await user.type(await screen.findByLabelText('E-mail'), 'lea@exemple.fr');
    await user.type(screen.getByLabelText('Code à 6 chiffres'), '654321');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/espace-apprenant/nouveau-mot-de-passe/'),
    );
    expect(verifyEmailCode).toHaveBeenCalledWith('lea@exemple.fr', '654321', 'recovery');
  });
});
