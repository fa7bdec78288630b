// The quote request of /entreprises/ (issue 45): full titles to choose from, the SIRET check digit
// verified before sending, the place asked in intra-entreprise, the database's refusals under their
// field with everything typed kept, the mail fallback, and the JavaScript-off post to submit-request.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createContactRequest } from '~/db/contact-requests';
import QuoteRequestForm from '~/features/requests/QuoteRequestForm';
import { openMailClient } from '~/features/requests/open-mail-client';
import { $toasts } from '~/features/toasts/store';
import { readMailto } from '../../../support/request-forms';

vi.mock('~/db/contact-requests', () => ({ createContactRequest: vi.fn() }));
vi.mock('~/features/requests/open-mail-client', () => ({ openMailClient: vi.fn() }));

const store = vi.mocked(createContactRequest);
const mail = vi.mocked(openMailClient);
const trainings = [
  { code: 'EC', title: 'Titre professionnel Employé commercial' },
  { code: 'CV', title: 'Titre professionnel Conseiller de vente' },
] as const;

async function setupFilled(siret = '') {
  const user = userEvent.setup();
  render(<QuoteRequestForm trainings={trainings} />);
  await user.selectOptions(screen.getByLabelText('Formation'), 'EC');
  await user.type(screen.getByLabelText('Nombre de stagiaires'), '6');
  await user.type(screen.getByLabelText('Période souhaitée'), 'mars 2027');
  await user.selectOptions(screen.getByLabelText('Format'), 'inter');
  if (siret) await user.type(screen.getByLabelText(/SIRET/), siret);
  await user.type(screen.getByLabelText('Entreprise'), 'Boulangeries Martin');
  await user.type(screen.getByLabelText('Nom du contact'), 'Claire Martin');
  await user.type(screen.getByLabelText('E-mail'), 'claire@example.fr');
  await user.type(screen.getByLabelText('Téléphone'), '04 72 00 00 00');
  return { user };
}

const submit = () => screen.getByRole('button', { name: 'Envoyer' });

beforeEach(() => {
  store.mockReset();
  mail.mockReset();
  $toasts.set([]);
  vi.spyOn(performance, 'now').mockReturnValue(60_000);
});

describe('QuoteRequestForm', () => {
  it('rendu serveur : sans JavaScript, poste vers submit-request avec son type ; les formations par leur titre complet', () => {
    const action = 'https://abcd.supabase.co/functions/v1/submit-request';
    const html = renderToString(<QuoteRequestForm trainings={trainings} action={action} />);
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('form')!.getAttribute('action')).toBe(action);
    expect(page.querySelector('form')!.enctype).toBe('application/x-www-form-urlencoded');
    expect(page.querySelector('input[name="kind"]')).toHaveProperty('value', 'devis');
    const titles = [...page.querySelectorAll('select[name="formation"] option')].map(
      (option) => option.textContent,
    );
    expect(titles).toEqual(['Choisissez…', ...trainings.map((training) => training.title)]);
    const formats = [...page.querySelectorAll('select[name="quote_format"] option')].map((option) =>
      option.getAttribute('value'),
    );
    expect(formats).toEqual(['', 'inter', 'intra', 'distanciel']);
  });

  it('SIRET à la clé fausse : message sous le champ, focus dessus, rien d’envoyé, le reste gardé', async () => {
    const { user } = await setupFilled('732 829 320 00075');
    await user.click(submit());
    const siret = screen.getByLabelText(/SIRET/);
    await waitFor(() => expect(siret).toHaveFocus());
    expect(siret).toHaveAttribute('aria-invalid', 'true');
    expect(siret).toHaveAccessibleDescription(/Ce numéro de SIRET n’est pas valide/);
    expect(siret).toHaveValue('732 829 320 00075');
    expect(screen.getByLabelText('Entreprise')).toHaveValue('Boulangeries Martin');
    expect(store).not.toHaveBeenCalled();
  });

  it('intra-entreprise sans lieu : le lieu est demandé', async () => {
    const { user } = await setupFilled();
    await user.selectOptions(screen.getByLabelText('Format'), 'intra');
    await user.click(submit());
    const place = screen.getByLabelText(/Lieu de la formation/);
    await waitFor(() => expect(place).toHaveFocus());
    expect(place).toHaveAccessibleDescription(/En intra-entreprise, indiquez le lieu/);
    expect(store).not.toHaveBeenCalled();
  });

  it('enregistre une demande « devis » avec ses champs, le SIRET sans espaces', async () => {
    store.mockResolvedValue({ ok: true });
    const { user } = await setupFilled('732 829 320 00074');
    await user.click(submit());
    await screen.findByText('Demande de devis envoyée');
    expect(store.mock.calls[0]![1]).toEqual({
      kind: 'devis',
      formation: 'EC',
      trainees: 6,
      preferred_period: 'mars 2027',
      quote_format: 'inter',
      place: null,
      opco: null,
      siret: '73282932000074',
      entreprise: 'Boulangeries Martin',
      contact: 'Claire Martin',
      email: 'claire@example.fr',
      telephone: '04 72 00 00 00',
      message: null,
    });
  });

  it('SIRET refusé par la base : le même message clair sous le champ, valeurs gardées', async () => {
    store.mockResolvedValue({ ok: false, reason: 'invalid', field: 'siret' });
    const { user } = await setupFilled('732 829 320 00074');
    await user.click(submit());
    const siret = screen.getByLabelText(/SIRET/);
    await waitFor(() => expect(siret).toHaveFocus());
    expect(siret).toHaveAccessibleDescription(/Ce numéro de SIRET n’est pas valide/);
    expect(screen.getByLabelText('Nombre de stagiaires')).toHaveValue('6');
  });

  it('sans service : la messagerie s’ouvre avec le titre complet et le format en français', async () => {
    store.mockResolvedValue({ ok: false, reason: 'unavailable' });
    const { user } = await setupFilled();
    await user.click(submit());
    await waitFor(() => expect(mail).toHaveBeenCalledOnce());
    const sent = readMailto(mail.mock.calls[0]![0]);
    expect(sent.subject).toBe('Demande de devis');
    expect(sent.body).toContain('Formation\u00a0: Titre professionnel Employé commercial');
    expect(sent.body).toContain(
      'Format\u00a0: Inter-entreprises (dans une de nos sessions, avec d’autres stagiaires)',
    );
  });
});
