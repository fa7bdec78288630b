// The dashboard's password change (src/features/learner-space/ChangePasswordForm.tsx): from a session
// older than 24 hours Auth wants the e-mailed code first (secure_password_change); the form asks for
// it without losing the new password, then sends it as the nonce.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { requestReauthentication, updatePassword } from '~/db/auth';
import ChangePasswordForm from '~/features/learner-space/ChangePasswordForm';
import { $toasts } from '~/features/toasts/store';

vi.mock('~/db/auth', () => ({ updatePassword: vi.fn(), requestReauthentication: vi.fn() }));

const NEW = 'Nouveau-Passe-2026!';

beforeEach(() => {
  vi.mocked(updatePassword).mockReset();
  vi.mocked(requestReauthentication).mockReset();
  $toasts.set([]);
});

function setup() {
  const onDone = vi.fn();
  const user = userEvent.setup();
  render(
    <>
      <h3 id="titre">Mot de passe</h3>
      <ChangePasswordForm labelledBy="titre" onDone={onDone} />
    </>,
  );
  return { user, onDone };
}

it('asks for the e-mailed code when Auth needs it, keeps the fields, then sends the code as the nonce', async () => {
  vi.mocked(updatePassword)
    .mockResolvedValueOnce({ ok: false, reason: 'reauthentication-needed' })
    .mockResolvedValueOnce({ ok: false, reason: 'code-invalid' })
    .mockResolvedValueOnce({ ok: true });
  vi.mocked(requestReauthentication).mockResolvedValue({ ok: true });
  const { user, onDone } = setup();
  await user.type(screen.getByLabelText('Nouveau mot de passe'), NEW);
  await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), NEW);
  await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

  const code = await screen.findByLabelText('Code reçu par e-mail');
  expect(code).toHaveAccessibleDescription(/votre connexion date de plus de 24\u00a0heures/);
  await waitFor(() => expect(code).toHaveFocus());
  expect(requestReauthentication).toHaveBeenCalledTimes(1);
  expect($toasts.get().at(-1)).toMatchObject({ title: 'Code envoyé' });
  expect(screen.getByLabelText('Nouveau mot de passe')).toHaveValue(NEW);
  expect(screen.getByLabelText('Confirmer le nouveau mot de passe')).toHaveValue(NEW);
  expect(updatePassword).toHaveBeenLastCalledWith(NEW, '');

  await user.type(code, '000000');
  await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  await waitFor(() =>
    expect($toasts.get().at(-1)).toMatchObject({
      title: 'Mot de passe non modifié',
      description: expect.stringMatching(/^Ce code ne correspond pas/),
    }),
  );
  expect(updatePassword).toHaveBeenLastCalledWith(NEW, '000000');

  await user.clear(code);
  await user.type(code, '123 456');
  await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(updatePassword).toHaveBeenLastCalledWith(NEW, '123456');
  expect($toasts.get().at(-1)).toMatchObject({ title: 'Mot de passe modifié' });
});

it('says how long to wait when a second code is asked within the minute', async () => {
  vi.mocked(updatePassword).mockResolvedValue({ ok: false, reason: 'reauthentication-needed' });
  vi.mocked(requestReauthentication).mockResolvedValueOnce({ ok: true }).mockResolvedValueOnce({
    ok: false,
    reason: 'rate-limited',
    scope: 'email',
    retryAfterSeconds: 51,
  });
  const { user } = setup();
  await user.type(screen.getByLabelText('Nouveau mot de passe'), NEW);
  await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), NEW);
  await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  await screen.findByLabelText('Code reçu par e-mail');
  await user.click(screen.getByRole('button', { name: 'Renvoyer un code' }));
  await waitFor(() =>
    expect($toasts.get().at(-1)?.description).toMatch(/Patientez 51\u00a0secondes/),
  );
});
