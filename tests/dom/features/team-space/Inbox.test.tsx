// « Demandes et support » (issue 42): the oldest item to handle first, the training's full title, user
// text shown as text, status and handled changes, the note (kept when refused), « a recontacté », and
// the CV opened in a new tab from a 60-second link the page does not keep.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeInboxItem, fileLink, loadInbox, type InboxRow } from '~/db/team-inbox';
import Inbox from '~/features/team-space/sections/Inbox';
import { withTeamFacts } from '../../../support/team-facts';
import { $toasts } from '~/features/toasts/store';

vi.mock('~/db/team-inbox', async (original) => ({
  ...(await original<typeof import('~/db/team-inbox')>()),
  loadInbox: vi.fn(),
  changeInboxItem: vi.fn(),
  fileLink: vi.fn(),
}));

const BASE: InboxRow = {
  source: 'contact_requests',
  id: 'r1',
  kind: 'inscription',
  createdAt: '2026-11-20T09:00:00Z',
  lastContactAt: '2026-11-20T09:00:00Z',
  staffNote: null,
  status: null,
  handled: false,
  email: 'paul@exemple.fr',
  phone: '06 12 34 56 78',
  person: 'Paul Durand',
  company: null,
  training: 'EC',
  sessionKey: null,
  waitingList: false,
  positioning: null,
  quote: null,
  format: 'alternance',
  situation: 'demandeur',
  birthDate: '2001-04-01',
  address: '3 rue des Lilas, 69001 Lyon',
  subject: null,
  message: '<img src=x onerror=alert(1)> Bonjour',
  cvKey: null,
  letterKey: null,
};

const APPLICATION: InboxRow = {
  ...BASE,
  source: 'applications',
  id: 'a1',
  kind: 'candidature',
  createdAt: '2026-11-10T09:00:00Z',
  status: 'Reçue',
  handled: null,
  person: 'Awa Diallo',
  training: 'Titre professionnel Conseiller de vente',
  format: null,
  situation: null,
  birthDate: null,
  address: null,
  message: 'Motivée.',
  cvKey: 'a1/cv.pdf',
};

function setup(rows: InboxRow[] = [BASE, APPLICATION]) {
  vi.mocked(loadInbox).mockResolvedValue({ ok: true, data: rows });
  const onAccessLost = vi.fn();
  const user = userEvent.setup();
  render(withTeamFacts(<Inbox onAccessLost={onAccessLost} />));
  return { user, onAccessLost };
}

/** The items shown, in order (each a <details>). */
async function shownItems(): Promise<HTMLElement[]> {
  await screen.findByText(/\d+ sur \d+/);
  return [...document.querySelectorAll<HTMLElement>('[data-inbox-item]')];
}

beforeEach(() => {
  vi.clearAllMocks();
  $toasts.set([]);
});

describe('the inbox', () => {
  it('lists the oldest item to handle first, with the training’s full title and the text as text', async () => {
    const { user } = setup();
    const items = await shownItems();
    expect(items.map((item) => item.getAttribute('data-inbox-item'))).toEqual(['a1', 'r1']);
    expect(items[1]).toHaveTextContent('Titre professionnel Employé commercial');
    expect(items[1]).not.toHaveTextContent(/\bEC\b/);
    await user.click(within(items[1]!).getByText('Paul Durand'));
    expect(
      within(items[1]!).getByText(/<img src=x onerror=alert\(1\)> Bonjour/),
    ).toBeInTheDocument();
    expect(items[1]!.querySelector('img')).toBeNull();
    expect(within(items[1]!).getByText('Demandeur d’emploi')).toBeInTheDocument();
  });

  it('filters by kind and status', async () => {
    const { user } = setup([...[BASE, APPLICATION], { ...BASE, id: 'r2', handled: true }]);
    await shownItems();
    expect(screen.getByRole('status')).toHaveTextContent('2 sur 3');
    await user.selectOptions(screen.getByLabelText('État'), 'Demandes traitées');
    expect(
      [...document.querySelectorAll('[data-inbox-item]')].map((item) =>
        item.getAttribute('data-inbox-item'),
      ),
    ).toEqual(['r2']);
    await user.selectOptions(screen.getByLabelText('État'), 'Tout');
    await user.selectOptions(screen.getByLabelText('Type'), 'Candidature');
    expect(
      [...document.querySelectorAll('[data-inbox-item]')].map((item) =>
        item.getAttribute('data-inbox-item'),
      ),
    ).toEqual(['a1']);
  });

  it('a registration names its session or « à recontacter »; a waiting list shows as a badge and a filter; positioning answers question → answer', async () => {
    const waiting: InboxRow = {
      ...BASE,
      id: 'w1',
      training: 'Titre professionnel Conseiller de vente',
      sessionKey: 'cv-2027-09-06-alternance',
      waitingList: true,
      createdAt: '2026-11-21T09:00:00Z',
      positioning: [{ question: 'Avez-vous déjà vendu\u00a0?', answer: 'Un an ou plus' }],
    };
    const { user } = setup([BASE, waiting]);
    const [later, onList] = await shownItems();
    expect(onList).toHaveTextContent('Liste d’attente');
    expect(later).not.toHaveTextContent('Liste d’attente');
    await user.click(within(onList!).getByText('Paul Durand'));
    expect(
      within(onList!).getByText('Du 6 septembre 2027 au 30 juin 2028 · Alternance · Paris 20e'),
    ).toBeInTheDocument();
    expect(within(onList!).getByText('Questionnaire de positionnement')).toBeInTheDocument();
    expect(within(onList!).getByText(/Avez-vous déjà vendu/)).toBeInTheDocument();
    expect(within(onList!).getByText('Un an ou plus')).toBeInTheDocument();
    await user.click(within(later!).getByText('Paul Durand'));
    expect(
      within(later!).getByText('À recontacter pour une prochaine session'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Type'), 'Inscriptions sur liste d’attente');
    expect(
      [...document.querySelectorAll('[data-inbox-item]')].map((item) =>
        item.getAttribute('data-inbox-item'),
      ),
    ).toEqual(['w1']);
  });

  it('a quote request shows as « Devis » with every field, the format in French', async () => {
    const quote: InboxRow = {
      ...BASE,
      id: 'q1',
      kind: 'devis',
      person: 'Claire Martin',
      company: 'Boulangeries Martin',
      training: 'Titre professionnel Employé commercial',
      format: null,
      situation: null,
      birthDate: null,
      address: null,
      message: null,
      quote: {
        trainees: 6,
        preferredPeriod: 'mars 2027',
        format: 'intra',
        place: '12 rue du Four, 69002 Lyon',
        opco: 'OPCO EP',
        siret: '73282932000074',
      },
    };
    const { user } = setup([quote]);
    const [item] = await shownItems();
    expect(item).toHaveTextContent('Devis');
    await user.click(within(item!).getByText(/Claire Martin/));
    for (const text of [
      '6',
      'mars 2027',
      'Intra-entreprise (chez le client)',
      '12 rue du Four, 69002 Lyon',
      'OPCO EP',
      '73282932000074',
    ])
      expect(within(item!).getByText(text)).toBeInTheDocument();
  });

  it('moves an application to « En cours » and marks a request handled', async () => {
    vi.mocked(changeInboxItem).mockResolvedValue({ ok: true });
    const { user } = setup();
    const [application, request] = await shownItems();
    await user.click(within(application!).getByText('Awa Diallo'));
    await user.selectOptions(
      within(application!).getByLabelText('Statut de la candidature'),
      'En cours',
    );
    await user.click(within(application!).getByRole('button', { name: 'Changer le statut' }));
    expect(changeInboxItem).toHaveBeenCalledWith('applications', 'a1', { status: 'En cours' });
    expect($toasts.get().at(-1)?.title).toBe('Statut enregistré\u00a0: En cours.');
    expect(loadInbox).toHaveBeenCalledTimes(2);

    await user.click(within(request!).getByText('Paul Durand'));
    await user.click(within(request!).getByRole('button', { name: 'Marquer comme traitée' }));
    expect(changeInboxItem).toHaveBeenLastCalledWith('contact_requests', 'r1', { handled: true });
    await user.click(
      within(request!).getByRole('button', { name: 'La personne nous a recontactés aujourd’hui' }),
    );
    expect(changeInboxItem).toHaveBeenLastCalledWith('contact_requests', 'r1', { contacted: true });
  });

  it('refuses a note over 2 000 characters in French and keeps it; keeps it too when the database refuses', async () => {
    const { user } = setup([BASE]);
    const [request] = await shownItems();
    await user.click(within(request!).getByText('Paul Durand'));
    const note = within(request!).getByLabelText('Note de l’équipe');
    await user.click(note);
    await user.paste('x'.repeat(2001));
    await user.click(within(request!).getByRole('button', { name: 'Enregistrer la note' }));
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining('La note dépasse 2\u202f000\u00a0caractères'),
    );
    expect(changeInboxItem).not.toHaveBeenCalled();

    vi.mocked(changeInboxItem).mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      field: 'staff_note',
    });
    await user.clear(note);
    await user.type(note, 'Rappeler lundi');
    await user.click(within(request!).getByRole('button', { name: 'Enregistrer la note' }));
    expect(changeInboxItem).toHaveBeenCalledWith('contact_requests', 'r1', {
      staffNote: 'Rappeler lundi',
    });
    expect(
      await within(request!).findByText(/La note contient des caractères refusés/),
    ).toBeInTheDocument();
    expect(note).toHaveValue('Rappeler lundi');
  });

  it('opens the CV in a new tab from a fresh link, and sends a refused session back to the door', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.mocked(fileLink).mockResolvedValueOnce({
      ok: true,
      data: 'https://projet.example/sign/cv?token=t',
    });
    const { user, onAccessLost } = setup([APPLICATION]);
    const [application] = await shownItems();
    await user.click(within(application!).getByText('Awa Diallo'));
    await user.click(within(application!).getByRole('button', { name: 'Ouvrir le CV (PDF)' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(fileLink).toHaveBeenCalledWith('a1/cv.pdf');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('https://projet.example/sign/cv?token=t');

    vi.mocked(fileLink).mockResolvedValueOnce({ ok: false, reason: 'signed-out' });
    await user.click(within(application!).getByRole('button', { name: 'Ouvrir le CV (PDF)' }));
    expect(tab.close).toHaveBeenCalled();
    expect(onAccessLost).toHaveBeenCalled();
  });
});
