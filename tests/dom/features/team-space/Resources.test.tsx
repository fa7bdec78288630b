// « Ressources pédagogiques » (issue 43): a trainer's trainings only, the session's documents, one
// lesson for every learner of the session in one request, and its upcoming lessons.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addLessons,
  deleteLessons,
  loadFollowUp,
  loadTaughtTrainings,
  loadUpcomingLessons,
  type EnrolmentRow,
} from '~/db/team-follow-up';
import { loadDocuments, uploadDocument } from '~/db/team-documents';
import Resources from '~/features/team-space/sections/Resources';
import { withTeamFacts } from '../../../support/team-facts';
import { $toasts } from '~/features/toasts/store';

vi.mock('~/db/team-follow-up', () => ({
  loadFollowUp: vi.fn(),
  loadTaughtTrainings: vi.fn(),
  loadUpcomingLessons: vi.fn(),
  addLessons: vi.fn(),
  deleteLessons: vi.fn(),
}));
vi.mock('~/db/team-documents', () => ({
  loadDocuments: vi.fn(),
  uploadDocument: vi.fn(),
  deleteDocument: vi.fn(),
  documentLink: vi.fn(),
}));

const SESSION = 'cv-2027-01-18-presentiel';
const ENROLMENTS: EnrolmentRow[] = ['l1', 'l2'].map((learnerId, index) => ({
  id: `e${index + 1}`,
  learnerId,
  trainingCode: 'CV',
  sessionKey: SESSION,
  typedTrainingTitle: null,
  progress: 0,
  endedOn: null,
}));

function setup(role: 'staff' | 'trainer' = 'trainer') {
  vi.mocked(loadTaughtTrainings).mockResolvedValue({ ok: true, data: ['CV'] });
  vi.mocked(loadFollowUp).mockResolvedValue({
    ok: true,
    data: { learners: [], enrolments: ENROLMENTS },
  });
  vi.mocked(loadDocuments).mockResolvedValue({
    ok: true,
    data: [
      {
        id: 'd1',
        trainingCode: 'CV',
        sessionKey: SESSION,
        learnerId: null,
        title: 'Règlement <em>intérieur</em>',
        objectPath: `cv/${SESSION}/a.pdf`,
        sizeBytes: 2048,
        createdAt: '2026-11-25T10:00:00Z',
      },
    ],
  });
  vi.mocked(loadUpcomingLessons).mockResolvedValue({
    ok: true,
    data: ['x1', 'x2'].map((id, index) => ({
      id,
      enrolmentId: `e${index + 1}`,
      learnerId: `l${index + 1}`,
      title: 'Accueil de la promotion',
      startsAt: '2027-01-18T08:00:00Z',
      endsAt: '2027-01-18T11:30:00Z',
      joinUrl: 'https://visio.exemple.fr/accueil',
      place: null,
    })),
  });
  const user = userEvent.setup();
  render(withTeamFacts(<Resources onAccessLost={vi.fn()} memberRole={role} />));
  return { user };
}

beforeEach(() => {
  vi.clearAllMocks();
  $toasts.set([]);
});

describe('teaching resources', () => {
  it('offers a trainer the trainings they teach only, and the session’s documents as text', async () => {
    setup('trainer');
    const training = await screen.findByLabelText('Formation');
    expect(
      within(training)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Titre professionnel Conseiller de vente']);
    expect(screen.getByLabelText('Session')).toHaveValue(SESSION);
    expect(await screen.findByText('Règlement <em>intérieur</em>')).toBeInTheDocument();
    expect(document.querySelector('em')).toBeNull();
    expect(loadDocuments).toHaveBeenCalledWith({ trainingCode: 'CV', sessionKey: SESSION });
    expect(screen.getByText('2 apprenants inscrits à cette session')).toBeInTheDocument();
  });

  it('offers staff every training', async () => {
    setup('staff');
    const training = await screen.findByLabelText('Formation');
    expect(within(training).getAllByRole('option')).toHaveLength(2);
    expect(loadTaughtTrainings).not.toHaveBeenCalled();
  });

  it('says where each lesson takes place: its virtual class, else « Sur place »', async () => {
    setup();
    expect(
      await screen.findByText(/^Classe virtuelle\s:\shttps:\/\/visio\.exemple\.fr\/accueil$/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Sur place')).not.toBeInTheDocument();
    cleanup();
    vi.mocked(loadUpcomingLessons).mockResolvedValueOnce({
      ok: true,
      data: [
        {
          id: 'x3',
          enrolmentId: 'e1',
          learnerId: 'l1',
          title: 'Visite de magasin',
          startsAt: '2027-01-19T08:00:00Z',
          endsAt: '2027-01-19T11:00:00Z',
          joinUrl: null,
          place: null,
        },
      ],
    });
    render(withTeamFacts(<Resources onAccessLost={vi.fn()} memberRole="trainer" />));
    expect(await screen.findByText('Sur place')).toBeInTheDocument();
  });

  it('lists the session’s upcoming lessons once each, with how many learners', async () => {
    vi.mocked(deleteLessons).mockResolvedValueOnce({ ok: true });
    const { user } = setup();
    expect(await screen.findByText('lundi 18 janvier 2027, 9 h – 12 h 30')).toBeInTheDocument();
    expect(screen.getAllByText('Accueil de la promotion')).toHaveLength(1);
    expect(screen.getByText('2 apprenants')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', {
        name: 'Supprimer pour toute la session «\u00a0Accueil de la promotion\u00a0»',
      }),
    );
    expect(deleteLessons).not.toHaveBeenCalled();
    const question = screen.getByRole('group', {
      name: /^Supprimer la séance «\sAccueil de la promotion\s» pour toute la session \(2\sapprenants\)\s\? /,
    });
    await user.click(within(question).getByRole('button', { name: 'Oui, supprimer' }));
    expect(deleteLessons).toHaveBeenCalledWith(['x1', 'x2']);
  });

  it('schedules one lesson for every learner of the session in one request', async () => {
    const { user } = setup();
    const form = (await screen.findByRole('group', { name: 'Nouvelle séance' })).closest('form')!;
    await user.type(within(form).getByLabelText('Intitulé'), 'Visite de magasin');
    await user.type(within(form).getByLabelText('Date'), '2027-10-31');
    await user.type(within(form).getByLabelText('Début (heure de Paris)'), '09:00');
    await user.type(within(form).getByLabelText('Fin (heure de Paris)'), '12:00');
    await user.type(within(form).getByLabelText('Lieu (facultatif)'), 'Magasin <b>pilote</b>');
    vi.mocked(addLessons).mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      field: 'lessons_place_check',
    });
    const submit = within(form).getByRole('button', {
      name: 'Programmer une séance pour toute la session',
    });
    await user.click(submit);
    expect(within(form).getByLabelText('Lieu (facultatif)')).toHaveAccessibleDescription(
      expect.stringContaining('Le lieu doit compter de 2 à 150'),
    );
    vi.mocked(addLessons).mockResolvedValueOnce({ ok: true });
    await user.click(submit);
    expect(addLessons).toHaveBeenLastCalledWith(ENROLMENTS, {
      title: 'Visite de magasin',
      startsAt: '2027-10-31T08:00:00.000Z',
      endsAt: '2027-10-31T11:00:00.000Z',
      place: 'Magasin <b>pilote</b>',
      joinUrl: null,
    });
    expect($toasts.get().at(-1)?.title).toBe('Séance programmée pour 2\u00a0apprenants.');
    expect(screen.getByRole('heading', { name: 'Prochaines séances de la session' })).toHaveFocus();
  });

  it('deposits a session document; a refusal by the database is said in French', async () => {
    const { user } = setup();
    const form = (await screen.findByRole('group', { name: 'Déposer un document' })).closest(
      'form',
    )!;
    await user.type(within(form).getByLabelText('Titre du document'), 'Programme');
    const pdf = new File(['%PDF-1.4 x'], 'programme.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText('Fichier PDF'), pdf);
    vi.mocked(uploadDocument).mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      field: 'learner_documents_stored_pdf_check',
    });
    await user.click(within(form).getByRole('button', { name: 'Déposer le document' }));
    expect(uploadDocument).toHaveBeenCalledWith(
      { trainingCode: 'CV', sessionKey: SESSION },
      'Programme',
      pdf,
    );
    expect(within(form).getByLabelText('Fichier PDF')).toHaveAccessibleDescription(
      expect.stringContaining('Ce fichier n’est pas un PDF'),
    );
    expect(within(form).getByLabelText('Titre du document')).toHaveValue('Programme');
  });

  it('tells a trainer without a training who assigns one', async () => {
    vi.mocked(loadTaughtTrainings).mockResolvedValue({ ok: true, data: [] });
    vi.mocked(loadFollowUp).mockResolvedValue({ ok: true, data: { learners: [], enrolments: [] } });
    render(withTeamFacts(<Resources onAccessLost={vi.fn()} memberRole="trainer" />));
    expect(
      await screen.findByText(/Aucune formation ne vous est encore associée/),
    ).toBeInTheDocument();
  });
});
