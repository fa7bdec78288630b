import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createContactRequest } from '~/db/contact-requests';
import type { DbResult } from '~/db/result';
import CompanyContactForm from '~/features/requests/CompanyContactForm';
import { openMailClient } from '~/features/requests/open-mail-client';
import { $toasts } from '~/features/toasts/store';
import { deferred, lastToast, readMailto } from '../../../support/request-forms';

vi.mock('~/db/contact-requests', () => ({ createContactRequest: vi.fn() }));
vi.mock('~/features/requests/open-mail-client', () => ({ openMailClient: vi.fn() }));

const store = vi.mocked(createContactRequest);
const mail = vi.mocked(openMailClient);

async function setupFilled() {
  const user = userEvent.setup();
  render(<CompanyContactForm />);
  await user.type(screen.getByLabelText('Entreprise'), 'Boulangerie Zoë & Fils');
  await user.type(screen.getByLabelText('Nom du contact'), 'Jean-Éric Müller');
  await user.type(screen.getByLabelText('E-mail'), 'rh@boulangerie.example');
  await user.type(screen.getByLabelText('Téléphone'), '+33 1 84 80 42 10');
  await user.type(screen.getByLabelText('Message'), 'Deux alternants en septembre.');
  return { user };
}

const submit = () => screen.getByRole('button', { name: 'Envoyer' });

beforeEach(() => {
  store.mockReset();
  mail.mockReset();
  $toasts.set([]);
  vi.spyOn(performance, 'now').mockReturnValue(60_000);
});

describe('CompanyContactForm', () => {
  it('tous les champs sont obligatoires, message compris', async () => {
    const user = userEvent.setup();
    render(<CompanyContactForm />);
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Entreprise')).toHaveFocus());
    for (const label of ['Entreprise', 'Nom du contact', 'E-mail', 'Téléphone', 'Message']) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAttribute('required');
      expect(control.getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      /^Le message est obligatoire/,
    );
    expect(store).not.toHaveBeenCalled();
  });

  it('avec Supabase : demande « entreprise » enregistrée, la confirmation dit qui répond et quand', async () => {
    store.mockResolvedValue({ ok: true });
    const { user } = await setupFilled();
    await user.click(submit());
    expect(await screen.findByText('Demande envoyée')).toHaveFocus();
    expect(
      screen.getByText('Un chargé de relations entreprises vous répond sous 48 heures ouvrées.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer une autre demande' })).toBeInTheDocument();
    expect(store.mock.calls[0]![1]).toEqual({
      kind: 'entreprise',
      entreprise: 'Boulangerie Zoë & Fils',
      contact: 'Jean-Éric Müller',
      email: 'rh@boulangerie.example',
      telephone: '+33 1 84 80 42 10',
      message: 'Deux alternants en septembre.',
    });
    expect(mail).not.toHaveBeenCalled();
  });

  it('sans Supabase : messagerie ouverte, sujet « Contact Entreprise », message honnête, valeurs gardées', async () => {
    store.mockResolvedValue({ ok: false, reason: 'unavailable' });
    const { user } = await setupFilled();
    await user.click(submit());
    await waitFor(() => expect(mail).toHaveBeenCalledOnce());
    const sent = readMailto(mail.mock.calls[0]![0]);
    expect(sent.subject).toBe('Contact Entreprise');
    expect(sent.keys).toEqual(['subject', 'body']);
    expect(sent.body).toBe(
      [
        'Entreprise\u00a0: Boulangerie Zoë & Fils',
        'Nom du contact\u00a0: Jean-Éric Müller',
        'E-mail\u00a0: rh@boulangerie.example',
        'Téléphone\u00a0: +33 1 84 80 42 10',
        'Message\u00a0: Deux alternants en septembre.',
      ].join('\r\n'),
    );
    expect(lastToast()?.title).toBe('Votre messagerie s’est ouverte');
    expect(lastToast()?.title).not.toBe('Message envoyé');
    expect(screen.getByLabelText('Entreprise')).toHaveValue('Boulangerie Zoë & Fils');
  });

  it('double clic : un seul enregistrement', async () => {
    const pending = deferred<DbResult>();
    store.mockReturnValue(pending.promise);
    const { user } = await setupFilled();
    await user.dblClick(submit());
    expect(await screen.findByRole('button', { name: 'Envoi en cours…' })).toBeDisabled();
    pending.resolve({ ok: true });
    await screen.findByText('Demande envoyée');
    expect(store).toHaveBeenCalledOnce();
  });
});
