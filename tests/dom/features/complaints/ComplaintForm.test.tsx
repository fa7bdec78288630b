// The complaint form of /reclamations/ (issue 44): checked in the browser, stored under one uuid with the
// training's code or none, the page's deadlines stated once stored, the mail fallback to the complaints
// manager without a backend, and honest outcomes (too many complaints: nothing claimed).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createComplaint } from '~/db/complaints';
import ComplaintForm from '~/features/complaints/ComplaintForm';
import { openMailClient } from '~/features/requests/open-mail-client';
import { COMPLAINTS } from '~/config/legal-figures';
import { $toasts } from '~/features/toasts/store';
import { lastToast, readMailto } from '../../../support/request-forms';

vi.mock('~/db/complaints', () => ({ createComplaint: vi.fn() }));
vi.mock('~/features/requests/open-mail-client', () => ({ openMailClient: vi.fn() }));

const store = vi.mocked(createComplaint);
const mail = vi.mocked(openMailClient);
const TRAININGS = [
  { code: 'EC', title: 'Titre professionnel Employé commercial' },
  { code: 'CV', title: 'Titre professionnel Conseiller de vente' },
];
const MAIL_TO = 'reclamations@horizon-competences.example';

function setup(mailPath = false) {
  const user = userEvent.setup();
  render(<ComplaintForm trainings={TRAININGS} mailTo={MAIL_TO} mailPath={mailPath} />);
  return { user };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nom et prénom'), 'Camille Martin');
  await user.type(screen.getByLabelText('E-mail'), 'Camille@Exemple.fr');
  await user.type(screen.getByLabelText('Objet de la réclamation'), 'Salle trop petite');
  await user.type(
    screen.getByLabelText('Votre réclamation'),
    'Le 12 mars,\nla salle était pleine.',
  );
}

const submit = () => screen.getByRole('button', { name: 'Envoyer' });

beforeEach(() => {
  store.mockReset();
  mail.mockReset();
  $toasts.set([]);
  vi.spyOn(performance, 'now').mockReturnValue(60_000);
});

describe('ComplaintForm', () => {
  it('the training list names the full titles, none chosen by default', () => {
    setup();
    const select = screen.getByLabelText(/Formation concernée/);
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Aucune formation en particulier' })).toBeVisible();
    expect(
      screen.getByRole('option', { name: 'Titre professionnel Conseiller de vente' }),
    ).toHaveValue('CV');
  });

  it('name, e-mail, subject and complaint are required; nothing is sent', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/Téléphone/), '06-AB');
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Nom et prénom')).toHaveFocus());
    expect(screen.getByLabelText('Objet de la réclamation')).toHaveAccessibleDescription(
      'L’objet est obligatoire.',
    );
    expect(screen.getByLabelText(/Téléphone/)).toHaveAttribute('aria-invalid', 'true');
    expect(store).not.toHaveBeenCalled();
  });

  it('stored with the training’s code, then the page’s deadlines are stated', async () => {
    store.mockResolvedValue({ ok: true });
    const { user } = setup();
    await fill(user);
    await user.selectOptions(screen.getByLabelText(/Formation concernée/), 'CV');
    await user.click(submit());
    expect(await screen.findByText('Réclamation envoyée')).toHaveFocus();
    // Testing Library reads the no-break spaces as spaces.
    expect(
      screen.getByText(
        `Elle est inscrite à notre registre. Nous vous envoyons un accusé de réception sous ${COMPLAINTS.acknowledgeWorkingDays} jours ouvrés, puis une réponse motivée sous ${COMPLAINTS.answerWorkingDays} jours ouvrés après sa réception.`,
      ),
    ).toBeInTheDocument();
    expect(store.mock.calls[0]![1]).toEqual({
      name: 'Camille Martin',
      email: 'camille@exemple.fr',
      telephone: null,
      training_code: 'CV',
      subject: 'Salle trop petite',
      message: 'Le 12 mars,\nla salle était pleine.',
    });
  });

  it('a retry after a failure reuses the same uuid; none chosen is stored as no training', async () => {
    store.mockResolvedValueOnce({ ok: false, reason: 'unknown' }).mockResolvedValue({ ok: true });
    const { user } = setup();
    await fill(user);
    await user.click(submit());
    await waitFor(() => expect(lastToast()?.title).toBeDefined());
    expect(screen.getByLabelText('Objet de la réclamation')).toHaveValue('Salle trop petite');
    await user.click(submit());
    await screen.findByText('Réclamation envoyée');
    expect(store.mock.calls[1]![0]).toBe(store.mock.calls[0]![0]);
    expect(store.mock.calls[1]![1].training_code).toBeNull();
  });

  it('too many complaints: says so, keeps everything, claims nothing', async () => {
    store.mockResolvedValue({ ok: false, reason: 'rate-limited' });
    const { user } = setup();
    await fill(user);
    await user.click(submit());
    await waitFor(() => expect(lastToast()?.title).toBe('Trop de demandes'));
    expect(screen.queryByText('Réclamation envoyée')).toBeNull();
    expect(screen.getByLabelText('Votre réclamation')).toHaveValue(
      'Le 12 mars,\nla salle était pleine.',
    );
  });

  it('without a backend: the mail program opens, addressed to the complaints manager', async () => {
    store.mockResolvedValue({ ok: false, reason: 'unavailable' });
    const { user } = setup(true);
    expect(
      screen.getByText(/votre messagerie s’ouvre avec votre demande déjà rédigée/),
    ).toBeVisible();
    await fill(user);
    await user.selectOptions(screen.getByLabelText(/Formation concernée/), 'EC');
    await user.click(submit());
    await waitFor(() => expect(mail).toHaveBeenCalledOnce());
    const url = mail.mock.calls[0]![0];
    expect(url.startsWith(`mailto:${MAIL_TO}?`)).toBe(true);
    const sent = readMailto(url);
    expect(sent.subject).toBe('Réclamation\u00a0: Salle trop petite');
    expect(sent.body).toContain(
      'Formation concernée\u00a0: Titre professionnel Employé commercial',
    );
    expect(lastToast()?.title).toBe('Votre messagerie s’est ouverte');
    expect(screen.queryByText('Réclamation envoyée')).toBeNull();
  });
});
