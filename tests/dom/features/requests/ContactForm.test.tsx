import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContactRequest } from '~/db/contact-requests';
import ContactForm from '~/features/requests/ContactForm';
import { openMailClient } from '~/features/requests/open-mail-client';
import { $toasts } from '~/features/toasts/store';
import { lastToast, readMailto } from '../../../support/request-forms';

vi.mock('~/db/contact-requests', () => ({ createContactRequest: vi.fn() }));
vi.mock('~/features/requests/open-mail-client', () => ({ openMailClient: vi.fn() }));

const store = vi.mocked(createContactRequest);
const mail = vi.mocked(openMailClient);

function setup(search = '', mailPath = false) {
  window.history.replaceState(null, '', `/contact/${search}`);
  const user = userEvent.setup();
  render(<ContactForm mailPath={mailPath} />);
  return { user };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nom et prénom'), 'Zoë N’Diaye');
  await user.type(screen.getByLabelText('E-mail'), 'zoe@example.fr');
  await user.type(screen.getByLabelText('Message'), 'Bonjour,\nje souhaite être rappelée.');
}

const submit = () => screen.getByRole('button', { name: 'Envoyer' });

beforeEach(() => {
  store.mockReset();
  mail.mockReset();
  $toasts.set([]);
  vi.spyOn(performance, 'now').mockReturnValue(60_000);
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('ContactForm', () => {
  it.each([
    [
      'Demande_Info_Validation_Bloc',
      'Demande d’information\u00a0: validation d’un bloc de compétences',
    ],
    [
      'Demande_Coaching_Recrutement',
      'Demande d’information\u00a0: coaching entretien de recrutement',
    ],
    [
      'Demande_Coaching_Examen',
      'Demande d’information\u00a0: coaching préparation examen et certification',
    ],
  ])('?subject=%s préremplit un sujet lisible', async (code, text) => {
    setup(`?subject=${code}`);
    await waitFor(() => expect(screen.getByLabelText('Sujet')).toHaveValue(text));
  });

  it('nom, e-mail (format), sujet et message sont obligatoires', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'pas-une-adresse');
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Nom et prénom')).toHaveFocus());
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Adresse e-mail invalide (sans accents ni espaces).',
    );
    expect(screen.getByLabelText('Sujet')).toHaveAccessibleDescription('Le sujet est obligatoire.');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(store).not.toHaveBeenCalled();
  });

  it('avec Supabase : demande « contact » enregistrée', async () => {
    store.mockResolvedValue({ ok: true });
    const { user } = setup('?subject=Demande_Coaching_Examen');
    await fill(user);
    await user.click(submit());
    expect(await screen.findByText('Message envoyé')).toHaveFocus();
    expect(
      screen.getByText('Notre équipe vous répond sous 48 heures ouvrées.'),
    ).toBeInTheDocument();
    expect(store.mock.calls[0]![1]).toEqual({
      kind: 'contact',
      name: 'Zoë N’Diaye',
      email: 'zoe@example.fr',
      subject: 'Demande d’information\u00a0: coaching préparation examen et certification',
      message: 'Bonjour,\nje souhaite être rappelée.',
    });
  });

  it('service injoignable : la messagerie s’ouvre avec le sujet choisi, en texte brut', async () => {
    store.mockResolvedValue({ ok: false, reason: 'network' });
    const { user } = setup();
    await fill(user);
    await user.type(screen.getByLabelText('Sujet'), 'Financement CPF & OPCO ?');
    await user.click(submit());
    await waitFor(() => expect(mail).toHaveBeenCalledOnce());
    const sent = readMailto(mail.mock.calls[0]![0]);
    expect(sent.subject).toBe('Financement CPF & OPCO ?');
    expect(sent.body).toBe(
      'Nom et prénom\u00a0: Zoë N’Diaye\r\nE-mail\u00a0: zoe@example.fr\r\nSujet\u00a0: Financement CPF & OPCO ?\r\nMessage\u00a0:\r\nBonjour,\r\nje souhaite être rappelée.',
    );
    expect(lastToast()?.title).toBe('Votre messagerie s’est ouverte');
  });

  it('sans service en ligne : dit avant l’envoi que la messagerie va s’ouvrir', () => {
    store.mockResolvedValue({ ok: false, reason: 'unavailable' });
    setup('', true);
    expect(
      screen.getByText(/votre messagerie s’ouvre avec votre demande déjà rédigée/),
    ).toBeVisible();
  });

  it('avec un service en ligne : pas d’annonce de messagerie avant l’envoi', () => {
    setup();
    expect(screen.queryByText(/votre messagerie s’ouvre/)).toBeNull();
  });

  it('après l’ouverture de la messagerie : l’adresse et le message préparé à copier (webmail)', async () => {
    store.mockResolvedValue({ ok: false, reason: 'unavailable' });
    // user-event gives the page a clipboard of its own, read back below.
    const { user } = setup('', true);
    await fill(user);
    await user.type(screen.getByLabelText('Sujet'), 'Financement CPF');
    await user.click(submit());
    const panel = await screen.findByRole('region', {
      name: 'Votre messagerie ne s’est pas ouverte\u00a0?',
    });
    expect(panel).toHaveTextContent('contact@horizon-competences.example');
    const message = screen.getByLabelText('Message préparé');
    expect(message).toHaveValue(
      'Financement CPF\n\nNom et prénom\u00a0: Zoë N’Diaye\nE-mail\u00a0: zoe@example.fr\nSujet\u00a0: Financement CPF\nMessage\u00a0:\nBonjour,\nje souhaite être rappelée.',
    );
    await user.click(screen.getByRole('button', { name: 'Copier le message' }));
    expect(await navigator.clipboard.readText()).toBe((message as HTMLTextAreaElement).value);
    await user.click(screen.getByRole('button', { name: 'Copier l’adresse' }));
    expect(await navigator.clipboard.readText()).toBe('contact@horizon-competences.example');
    // What the visitor typed stays in the form.
    expect(screen.getByLabelText('Sujet')).toHaveValue('Financement CPF');
  });
});
