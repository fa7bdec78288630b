import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createContactRequest } from '~/db/contact-requests';
import CompanyContactForm from '~/features/requests/CompanyContactForm';
import { openMailClient } from '~/features/requests/open-mail-client';
import { $toasts } from '~/features/toasts/store';
import { lastToast } from '../../../support/request-forms';

vi.mock('~/db/contact-requests', () => ({ createContactRequest: vi.fn() }));
vi.mock('~/features/requests/open-mail-client', () => ({ openMailClient: vi.fn() }));
// The validation chunk cannot be downloaded (connection lost after the page loaded).
vi.mock('~/features/requests/schema', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

beforeEach(() => {
  $toasts.set([]);
  vi.spyOn(performance, 'now').mockReturnValue(60_000);
});

describe('useRequestForm', () => {
  it('règles de validation introuvables : notification d’erreur, valeurs gardées, bouton réactivé', async () => {
    const user = userEvent.setup();
    render(<CompanyContactForm />);
    await user.type(screen.getByLabelText('Entreprise'), 'Boulangerie Zoë');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Une erreur est survenue',
        variant: 'destructive',
      }),
    );
    expect(screen.getByLabelText('Entreprise')).toHaveValue('Boulangerie Zoë');
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    expect(createContactRequest).not.toHaveBeenCalled();
    expect(openMailClient).not.toHaveBeenCalled();
  });
});
