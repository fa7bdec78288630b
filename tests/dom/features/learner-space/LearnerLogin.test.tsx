// The login / account-creation island of /espace-apprenant (docs/product.md §2.3, §4, §5, §8; docs/security.md §5.4):
// both modes, the password toggle and generator, the French sentences for each Auth failure, and the
// simulated login of the site without a backend.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DbClient } from '~/db/client';
import { setClientForTests } from '~/db/client';
import { requestPasswordReset, signIn, signUp } from '~/db/auth';
import LearnerLogin from '~/features/learner-space/LearnerLogin';
import { navigate } from '~/features/learner-space/navigate';
import { passwordProblems } from '~/features/learner-space/password';
import { resetAuthForTests } from '~/features/learner-space/auth-store';
import { $toasts } from '~/features/toasts/store';

vi.mock('~/db/auth', () => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  signOut: vi.fn(),
  requestPasswordReset: vi.fn(),
  readSession: vi.fn(async () => ({ ok: true, data: null })),
  watchSession: vi.fn(async () => () => undefined),
}));
vi.mock('~/features/learner-space/navigate', () => ({ navigate: vi.fn(), redirect: vi.fn() }));

const STRONG = 'Apprenant-2026!';

function setup({ demo = false, search = '' } = {}) {
  window.history.replaceState(null, '', `/espace-apprenant/${search}`);
  setClientForTests(demo ? null : ({} as DbClient));
  const user = userEvent.setup();
  render(<LearnerLogin demo={demo} />);
  return { user };
}

const lastToast = () => $toasts.get().at(-1);
const email = () => screen.getByLabelText('E-mail');
const password = () => screen.getByLabelText('Mot de passe');
const confirmation = () => screen.getByLabelText('Confirmer le mot de passe');

beforeEach(() => {
  vi.mocked(signIn).mockReset();
  vi.mocked(signUp).mockReset();
  vi.mocked(requestPasswordReset).mockReset();
  vi.mocked(navigate).mockReset();
  resetAuthForTests();
  $toasts.set([]);
  sessionStorage.clear();
});
afterEach(() => {
  setClientForTests(undefined);
  window.history.replaceState(null, '', '/');
});

describe('modes', () => {
  it('starts on sign-in and toggles to account creation and back, keeping the e-mail', async () => {
    const { user } = setup();
    expect(screen.getByRole('heading', { name: 'Connexion à votre espace' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Confirmer le mot de passe')).not.toBeInTheDocument();
    await user.type(email(), 'lea@exemple.fr');
    await user.click(
      screen.getByRole('button', { name: 'Pas encore de compte\u00a0? Créer un compte' }),
    );
    expect(screen.getByRole('heading', { name: 'Création de votre compte' })).toHaveFocus();
    expect(confirmation()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer un compte' })).toBeInTheDocument();
    expect(email()).toHaveValue('lea@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Déjà un compte\u00a0? Se connecter' }));
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('the show-password button says its state with aria-pressed and shows both fields', async () => {
    const { user } = setup();
    // One field at sign-in, so the button speaks of one password.
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Créer un compte$/ }));
    const toggle = screen.getByRole('button', { name: 'Afficher les mots de passe' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password()).toHaveAttribute('type', 'text');
    expect(confirmation()).toHaveAttribute('type', 'text');
  });

  it('suggests a strong password, different each time, in both fields and on screen', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Créer un compte$/ }));
    await user.click(screen.getByRole('button', { name: 'Suggérer un mot de passe' }));
    await waitFor(() => expect(password()).not.toHaveValue(''));
    const first = (password() as HTMLInputElement).value;
    expect(passwordProblems(first)).toEqual([]);
    expect(first).toHaveLength(16);
    expect(confirmation()).toHaveValue(first);
    expect(screen.getByText(first, { selector: 'code' })).toBeInTheDocument();
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Suggérer un mot de passe' }));
    await waitFor(() => expect(password()).not.toHaveValue(first));
    expect([
      'Formation2025!',
      'Apprendre#Toujours7',
      'Horizon$Reussite9',
      'Competences&Avenir3',
    ]).not.toContain((password() as HTMLInputElement).value);
  });
});

describe('account creation', () => {
  it('refuses different passwords with the docs/product.md §8 sentence, under the field and in a toast', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Créer un compte$/ }));
    await user.type(email(), 'lea@exemple.fr');
    await user.type(password(), STRONG);
    await user.type(confirmation(), `${STRONG}x`);
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    await waitFor(() =>
      expect(confirmation()).toHaveAccessibleDescription('Les mots de passe ne correspondent pas.'),
    );
    expect(confirmation()).toHaveFocus();
    expect(lastToast()).toMatchObject({
      title: 'Erreur',
      description: 'Les mots de passe ne correspondent pas.',
      variant: 'destructive',
    });
    expect(signUp).not.toHaveBeenCalled();
  });

  it('checks the policy before calling Auth', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Créer un compte$/ }));
    await user.type(email(), 'lea@exemple.fr');
    await user.type(password(), 'motdepasse');
    await user.type(confirmation(), 'motdepasse');
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    await waitFor(() => expect(password()).toHaveAttribute('aria-invalid', 'true'));
    expect(password()).toHaveAccessibleDescription(/au moins 12\u00a0caractères/);
    expect(signUp).not.toHaveBeenCalled();
  });

  it('creates the account with a confirmation link back to the site, says to check the mailbox, and returns to sign-in', async () => {
    vi.mocked(signUp).mockResolvedValue({ ok: true });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Créer un compte$/ }));
    await user.type(email(), 'lea@exemple.fr');
    await user.type(password(), STRONG);
    await user.type(confirmation(), STRONG);
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    // Neutral: the same words when the address already has an account, which nothing may reveal.
    await waitFor(() => expect(lastToast()?.title).toBe('Vérifiez votre messagerie'));
    expect(lastToast()?.title).not.toMatch(/créé/);
    expect(lastToast()?.description).toMatch(
      /code à 6\u00a0chiffres\. Ils sont valables 1\u00a0heure/,
    );
    expect(signUp).toHaveBeenCalledWith(
      'lea@exemple.fr',
      STRONG,
      'http://localhost:3000/espace-apprenant/',
    );
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'saisir le code' })).toHaveAttribute(
      'href',
      '/espace-apprenant/verification/?type=email',
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says in text that the fields are required, like the other forms', () => {
    setup();
    expect(
      screen.getByText('Tous les champs sont obligatoires, sauf mention contraire.'),
    ).toBeInTheDocument();
  });

  it('refuses a 40-character accented password (76 bytes) in the form, before any call, saying why', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Créer un compte$/ }));
    const accented = `${'é'.repeat(36)}Aa1!`;
    await user.type(email(), 'lea@exemple.fr');
    await user.type(password(), accented);
    await user.type(confirmation(), accented);
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    await waitFor(() => expect(password()).toHaveAttribute('aria-invalid', 'true'));
    expect(password()).toHaveAccessibleDescription(
      /72\u00a0octets au plus\. Les lettres accentuées/,
    );
    expect(signUp).not.toHaveBeenCalled();
  });

  it('says how long to wait when Auth refused a second e-mail, keeping what was typed', async () => {
    vi.mocked(signUp).mockResolvedValue({
      ok: false,
      reason: 'rate-limited',
      scope: 'email',
      retryAfterSeconds: 42,
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Créer un compte$/ }));
    await user.type(email(), 'lea@exemple.fr');
    await user.type(password(), STRONG);
    await user.type(confirmation(), STRONG);
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Inscription impossible',
        description: expect.stringContaining('Patientez 42\u00a0secondes'),
      }),
    );
    expect(email()).toHaveValue('lea@exemple.fr');
    expect(password()).toHaveValue(STRONG);
    expect(confirmation()).toHaveValue(STRONG);
  });

  it('shows Auth’s weak-password reasons in French under the field', async () => {
    vi.mocked(signUp).mockResolvedValue({
      ok: false,
      reason: 'weak-password',
      problems: ['pwned'],
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Créer un compte$/ }));
    await user.type(email(), 'lea@exemple.fr');
    await user.type(password(), STRONG);
    await user.type(confirmation(), STRONG);
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    await waitFor(() =>
      expect(password()).toHaveAccessibleDescription(/fuites de données connues/),
    );
    expect(lastToast()).toMatchObject({ title: 'Inscription impossible', variant: 'destructive' });
    expect(password()).toHaveValue(STRONG);
  });
});

describe('sign-in', () => {
  async function signInWith(user: ReturnType<typeof userEvent.setup>) {
    await user.type(email(), '  Lea@Exemple.fr ');
    await user.type(password(), STRONG);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  }

  it('succeeds: «\u00a0Connexion réussie\u00a0!\u00a0» on the dashboard', async () => {
    vi.mocked(signIn).mockResolvedValue({ ok: true });
    const { user } = setup();
    await signInWith(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard-apprenant/'));
    // The e-mail field trims; src/db/auth.ts lower-cases before calling Auth.
    expect(signIn).toHaveBeenCalledWith('Lea@Exemple.fr', STRONG);
    expect(JSON.parse(sessionStorage.getItem('flashToast') ?? '{}')).toMatchObject({
      title: 'Connexion réussie\u00a0!',
      variant: 'success',
    });
  });

  it('goes back to the page that sent the visitor, never to another site', async () => {
    vi.mocked(signIn).mockResolvedValue({ ok: true });
    const { user } = setup({ search: '?retour=%2Fdashboard-apprenant%2F%23planning' });
    await signInWith(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard-apprenant/#planning'));
    cleanupAndReset();
    const second = setup({ search: '?retour=https%3A%2F%2Fpirate.example%2F' });
    await signInWith(second.user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard-apprenant/'));
  });

  it.each([
    ['credentials', /E-mail ou mot de passe incorrect/],
    ['unconfirmed', /pas encore confirmée/],
    ['rate-limited', /Trop de tentatives/],
    ['network', /Vérifiez votre connexion Internet/],
    ['unknown', /Une erreur est survenue/],
  ] as const)(
    '%s: a French sentence the visitor can act on, and nothing typed is lost',
    async (reason, sentence) => {
      vi.mocked(signIn).mockResolvedValue({ ok: false, reason });
      const { user } = setup();
      await signInWith(user);
      await waitFor(() =>
        expect(lastToast()).toMatchObject({
          title: 'Connexion impossible',
          variant: 'destructive',
        }),
      );
      expect(lastToast()?.description).toMatch(sentence);
      expect(lastToast()?.description).not.toMatch(/Invalid|login|credentials/i);
      expect(email()).toHaveValue('Lea@Exemple.fr');
      expect(password()).toHaveValue(STRONG);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('asks for the e-mail and password before calling Auth', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(email()).toHaveFocus());
    expect(email()).toHaveAccessibleDescription('L’adresse e-mail est obligatoire.');
    expect(password()).toHaveAccessibleDescription('Le mot de passe est obligatoire.');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('an expired e-mailed link says so', async () => {
    setup({
      search:
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    });
    await waitFor(() => expect(lastToast()?.description).toMatch(/Ce lien n’est plus valable/));
    expect(window.location.hash).toBe('');
  });
});

describe('forgotten password', () => {
  it('sends the link to the new-password page and gives the same neutral answer', async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue({ ok: true });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Mot de passe oublié\u00a0?' }));
    expect(screen.queryByLabelText('Mot de passe')).not.toBeInTheDocument();
    await user.type(email(), 'lea@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await waitFor(() => expect(lastToast()?.title).toBe('E-mail envoyé'));
    expect(lastToast()?.description).toMatch(/Si un compte existe/);
    expect(requestPasswordReset).toHaveBeenCalledWith(
      'lea@exemple.fr',
      'http://localhost:3000/espace-apprenant/nouveau-mot-de-passe/',
    );
  });
});

describe('demonstration mode (no Supabase)', () => {
  it('waits one second, then «\u00a0Connexion réussie\u00a0!\u00a0» and the dashboard, whatever was typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = setup({ demo: true });
      expect(
        screen.queryByRole('button', { name: 'Mot de passe oublié\u00a0?' }),
      ).not.toBeInTheDocument();
      await user.type(email(), 'demo@exemple.fr');
      await user.type(password(), 'x');
      await user.click(screen.getByRole('button', { name: 'Se connecter' }));
      await act(() => vi.advanceTimersByTimeAsync(900));
      expect(navigate).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(200));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard-apprenant/'));
      expect(JSON.parse(sessionStorage.getItem('flashToast') ?? '{}')).toMatchObject({
        title: 'Connexion réussie\u00a0!',
      });
      expect(signIn).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

function cleanupAndReset() {
  document.body.innerHTML = '';
  vi.mocked(navigate).mockReset();
  resetAuthForTests();
}
