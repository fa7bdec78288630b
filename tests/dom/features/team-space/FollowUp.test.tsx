// « Suivi des apprenants » (issue 43): the list and its filters, one learner's file (progress, lessons,
// notifications, documents), each refusal in French with what was typed kept, staff's controls hidden
// from a trainer, user text shown as text. src/db is mocked: tests/db/team-follow-up.test.ts runs it.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addLessons,
  addNotification,
  changeEnrolment,
  changeLesson,
  deleteLessons,
  deleteNotification,
  inviteLearner,
  loadFollowUp,
  loadLearnerFile,
  loadNewAccounts,
  enrolLearner,
  type EnrolmentRow,
  type FollowedLearner,
  type LessonRow,
} from '~/db/team-follow-up';
import { deleteDocument, documentLink, loadDocuments, uploadDocument } from '~/db/team-documents';
import FollowUp from '~/features/team-space/sections/FollowUp';
import { withTeamFacts } from '../../../support/team-facts';
import { $toasts } from '~/features/toasts/store';

vi.mock('~/db/team-follow-up', () => ({
  loadFollowUp: vi.fn(),
  loadLearnerFile: vi.fn(),
  changeEnrolment: vi.fn(),
  addLessons: vi.fn(),
  changeLesson: vi.fn(),
  deleteLessons: vi.fn(),
  addNotification: vi.fn(),
  deleteNotification: vi.fn(),
  inviteLearner: vi.fn(),
  loadNewAccounts: vi.fn(),
  enrolLearner: vi.fn(),
}));
vi.mock('~/db/team-documents', () => ({
  loadDocuments: vi.fn(),
  uploadDocument: vi.fn(),
  deleteDocument: vi.fn(),
  documentLink: vi.fn(),
}));

const LEA: FollowedLearner = {
  id: 'l1',
  email: 'lea.martin@exemple.fr',
  fullName: '<b>Léa</b> Martin',
  emailConfirmedAt: '2026-11-20T10:00:00Z',
  lastSignInAt: '2026-11-26T08:05:00Z',
  invited: true,
};
const MARC: FollowedLearner = {
  ...LEA,
  id: 'l2',
  email: 'marc@exemple.fr',
  fullName: 'Marc Petit',
};
const ENROLMENTS: EnrolmentRow[] = [
  {
    id: 'e1',
    learnerId: 'l1',
    trainingCode: 'CV',
    sessionKey: 'cv-2027-01-18-presentiel',
    typedTrainingTitle: null,
    progress: 40,
    endedOn: '2027-10-15',
  },
  {
    id: 'e2',
    learnerId: 'l2',
    trainingCode: 'EC',
    sessionKey: 'ec-2027-03-01-distanciel',
    typedTrainingTitle: null,
    progress: 10,
    endedOn: null,
  },
];
const LESSON: LessonRow = {
  id: 'x1',
  enrolmentId: 'e1',
  learnerId: 'l1',
  title: 'Module 1 <script>',
  startsAt: '2026-12-07T08:00:00Z',
  endsAt: '2026-12-07T11:30:00Z',
  joinUrl: null,
  place: 'Salle 2',
};

function setup(role: 'staff' | 'trainer' = 'staff') {
  vi.mocked(loadFollowUp).mockResolvedValue({
    ok: true,
    data: { learners: [LEA, MARC], enrolments: ENROLMENTS },
  });
  vi.mocked(loadLearnerFile).mockResolvedValue({
    ok: true,
    data: {
      lessons: [LESSON],
      notifications: [
        {
          id: 'n1',
          learnerId: 'l1',
          kind: 'success',
          message: 'Bravo <i>Léa</i>',
          link: '/dashboard-apprenant/',
          createdAt: '2026-11-25T10:00:00Z',
        },
      ],
    },
  });
  vi.mocked(loadDocuments).mockResolvedValue({
    ok: true,
    data: [
      {
        id: 'd1',
        trainingCode: 'CV',
        sessionKey: null,
        learnerId: 'l1',
        title: 'Convocation',
        objectPath: 'cv/l1/a.pdf',
        sizeBytes: 20_480,
        createdAt: '2026-11-25T10:00:00Z',
      },
    ],
  });
  vi.mocked(loadNewAccounts).mockResolvedValue({
    ok: true,
    data: [{ id: 'n9', email: 'nouveau@exemple.fr', fullName: 'Noé Nouveau' }],
  });
  const user = userEvent.setup();
  render(withTeamFacts(<FollowUp onAccessLost={vi.fn()} memberRole={role} />));
  return { user };
}

async function openLea(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('button', { name: 'Ouvrir le suivi de <b>Léa</b> Martin' }),
  );
  await screen.findByText('Module 1 <script>');
}

beforeEach(() => {
  vi.clearAllMocks();
  $toasts.set([]);
});

describe('the list of learners', () => {
  it('lists learners with the training’s title and the session’s label, and filters them', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Apprenants (2)' });
    // HTML typed in a name stays text.
    expect(screen.getByText('<b>Léa</b> Martin')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    const lea = document.querySelector<HTMLElement>('[data-learner="l1"]')!;
    expect(lea).toHaveTextContent(
      'Titre professionnel Conseiller de vente · Du 18 janvier 2027 au 15 octobre 2027 · Présentiel · Paris 20e · 40 %',
    );
    const filters = screen.getByRole('group', { name: 'Filtrer les apprenants' });
    await user.selectOptions(within(filters).getByLabelText('Formation'), 'EC');
    expect(screen.getByText('1 sur 2')).toBeInTheDocument();
    expect(screen.queryByText('lea.martin@exemple.fr')).not.toBeInTheDocument();
    await user.selectOptions(within(filters).getByLabelText('Session'), 'ec-2027-03-01-distanciel');
    expect(screen.getByText('marc@exemple.fr')).toBeInTheDocument();
  });

  it('gives a trainer neither the invitation nor the end of training', async () => {
    const { user } = setup('trainer');
    await screen.findByRole('heading', { name: 'Apprenants (2)' });
    expect(screen.queryByRole('heading', { name: 'Inviter un apprenant' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Inscrire un compte existant' }),
    ).not.toBeInTheDocument();
    await openLea(user);
    expect(screen.getByLabelText(/^Progression/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Fin de la formation')).not.toBeInTheDocument();
    expect(screen.getByText('15 octobre 2027')).toBeInTheDocument();
  });
});

describe('one learner’s file', () => {
  it('shows identity, lessons in Paris time, notifications and documents as text', async () => {
    const { user } = setup();
    await openLea(user);
    expect(screen.getByRole('heading', { level: 3, name: '<b>Léa</b> Martin' })).toHaveFocus();
    expect(screen.getByText(/Invité\(e\) par e-mail · Adresse confirmée/)).toBeInTheDocument();
    expect(screen.getByText('lundi 7 décembre 2026, 9 h – 12 h 30')).toBeInTheDocument();
    expect(screen.getByText('Sur place : Salle 2')).toBeInTheDocument();
    expect(screen.getByText('Module 1 <script>')).toBeInTheDocument();
    expect(screen.getByText('Bravo <i>Léa</i>')).toBeInTheDocument();
    expect(document.querySelector('i, script')).toBeNull();
    expect(
      await screen.findByRole('button', { name: 'Ouvrir «\u00a0Convocation\u00a0» (PDF)' }),
    ).toBeInTheDocument();
  });

  it('saves a progress and an end of training, and refuses 120 before sending', async () => {
    vi.mocked(changeEnrolment).mockResolvedValueOnce({ ok: true });
    const { user } = setup();
    await openLea(user);
    const progress = screen.getByLabelText(/^Progression/);
    await user.clear(progress);
    await user.type(progress, '120');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(changeEnrolment).not.toHaveBeenCalled();
    expect(progress).toHaveAccessibleDescription(
      expect.stringContaining('La progression est un nombre entier de 0 à 100.'),
    );
    expect(progress).toHaveFocus();
    await user.clear(progress);
    await user.type(progress, '55');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(changeEnrolment).toHaveBeenCalledWith('e1', { progress: 55, endedOn: '2027-10-15' });
    expect($toasts.get().at(-1)?.title).toBe('Inscription enregistrée.');
  });

  it('adds a lesson in Paris time; the database’s refusals land on their field, typed values kept', async () => {
    const { user } = setup();
    await openLea(user);
    const form = screen.getByRole('group', { name: 'Nouvelle séance' }).closest('form')!;
    const field = (name: RegExp | string) => within(form).getByLabelText(name);
    await user.type(field('Intitulé'), 'Atelier vente');
    await user.type(field('Date'), '2027-03-28');
    await user.type(field('Début (heure de Paris)'), '09:00');
    await user.type(field('Fin (heure de Paris)'), '08:00');
    await user.type(field('Lien de la classe virtuelle (facultatif)'), 'http://visio.exemple.fr');
    await user.click(within(form).getByRole('button', { name: 'Programmer une séance' }));
    expect(addLessons).not.toHaveBeenCalled();
    expect(field('Fin (heure de Paris)')).toHaveAccessibleDescription(
      'La fin de la séance doit suivre son début.',
    );
    expect(field('Fin (heure de Paris)')).toHaveFocus();
    expect(field('Lien de la classe virtuelle (facultatif)')).toHaveAccessibleDescription(
      expect.stringContaining('Le lien de la classe virtuelle doit commencer par https://'),
    );

    await user.clear(field('Fin (heure de Paris)'));
    await user.type(field('Fin (heure de Paris)'), '12:30');
    await user.clear(field('Lien de la classe virtuelle (facultatif)'));
    await user.type(
      field('Lien de la classe virtuelle (facultatif)'),
      'https://visio.exemple.fr/a',
    );
    vi.mocked(addLessons).mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      field: 'lessons_join_url_check',
    });
    await user.click(within(form).getByRole('button', { name: 'Programmer une séance' }));
    expect(addLessons).toHaveBeenCalledWith([ENROLMENTS[0]], {
      title: 'Atelier vente',
      startsAt: '2027-03-28T07:00:00.000Z',
      endsAt: '2027-03-28T10:30:00.000Z',
      place: null,
      joinUrl: 'https://visio.exemple.fr/a',
    });
    expect(field('Lien de la classe virtuelle (facultatif)')).toHaveAccessibleDescription(
      expect.stringContaining('Le lien de la classe virtuelle doit commencer par https://'),
    );
    expect(field('Intitulé')).toHaveValue('Atelier vente');
    expect($toasts.get()).toHaveLength(0);

    vi.mocked(addLessons).mockResolvedValueOnce({ ok: true });
    await user.click(within(form).getByRole('button', { name: 'Programmer une séance' }));
    expect($toasts.get().at(-1)?.title).toBe('Séance programmée.');
    expect(field('Intitulé')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Séances' })).toHaveFocus();
  });

  it('edits a lesson from its Paris times, and deletes one', async () => {
    vi.mocked(changeLesson).mockResolvedValueOnce({ ok: true });
    vi.mocked(deleteLessons).mockResolvedValueOnce({ ok: true });
    const { user } = setup();
    await openLea(user);
    await user.click(
      screen.getByRole('button', { name: 'Modifier «\u00a0Module 1 <script>\u00a0»' }),
    );
    const form = screen.getByRole('group', { name: 'Modifier la séance' }).closest('form')!;
    expect(within(form).getByLabelText('Date')).toHaveValue('2026-12-07');
    expect(within(form).getByLabelText('Début (heure de Paris)')).toHaveValue('09:00');
    await user.clear(within(form).getByLabelText('Fin (heure de Paris)'));
    await user.type(within(form).getByLabelText('Fin (heure de Paris)'), '13:00');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer la séance' }));
    expect(changeLesson).toHaveBeenCalledWith('x1', {
      title: 'Module 1 <script>',
      startsAt: '2026-12-07T08:00:00.000Z',
      endsAt: '2026-12-07T12:00:00.000Z',
      place: 'Salle 2',
      joinUrl: null,
    });
    await user.click(
      screen.getByRole('button', { name: 'Supprimer «\u00a0Module 1 <script>\u00a0»' }),
    );
    // The first press asks; « Annuler » gives the button back, with the focus.
    const question = screen.getByRole('group', {
      name: 'Supprimer la séance «\u00a0Module 1 <script>\u00a0»\u00a0? Elle disparaît du planning de l’apprenant.',
    });
    expect(within(question).getByRole('button', { name: 'Oui, supprimer' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Annuler' }));
    expect(deleteLessons).not.toHaveBeenCalled();
    const ask = screen.getByRole('button', { name: 'Supprimer «\u00a0Module 1 <script>\u00a0»' });
    expect(ask).toHaveFocus();
    await user.click(ask);
    await user.click(screen.getByRole('button', { name: 'Oui, supprimer' }));
    expect(deleteLessons).toHaveBeenCalledWith(['x1']);
    expect($toasts.get().at(-1)?.title).toBe('Séance supprimée.');
  });

  it('deletes a notification and a document only once « Oui, supprimer » is pressed', async () => {
    vi.mocked(deleteNotification).mockResolvedValueOnce({ ok: true });
    vi.mocked(deleteDocument).mockResolvedValueOnce({
      ok: false,
      reason: 'network',
    });
    const { user } = setup();
    await openLea(user);
    await user.click(
      screen.getByRole('button', {
        name: 'Supprimer la notification «\u00a0Bravo <i>Léa</i>\u00a0»',
      }),
    );
    expect(deleteNotification).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Oui, supprimer' }));
    expect(deleteNotification).toHaveBeenCalledWith('n1');
    expect($toasts.get().at(-1)?.title).toBe('Notification supprimée.');

    await user.click(screen.getByRole('button', { name: 'Supprimer «\u00a0Convocation\u00a0»' }));
    const question = screen.getByRole('group', {
      name: 'Supprimer «\u00a0Convocation\u00a0»\u00a0? Les apprenants ne pourront plus l’ouvrir.',
    });
    await user.click(within(question).getByRole('button', { name: 'Oui, supprimer' }));
    expect(deleteDocument).toHaveBeenCalledTimes(1);
    // Refused: the toast says why and the document stays, with its button back.
    expect($toasts.get().at(-1)?.variant).toBe('destructive');
    expect(
      await screen.findByRole('button', { name: 'Supprimer «\u00a0Convocation\u00a0»' }),
    ).toBeInTheDocument();
  });

  it('sends a notification; a link off the site is refused in French, the message kept', async () => {
    const { user } = setup();
    await openLea(user);
    const form = screen.getByRole('group', { name: 'Nouvelle notification' }).closest('form')!;
    await user.selectOptions(within(form).getByLabelText('Type'), 'success');
    await user.type(within(form).getByLabelText('Message'), 'Votre attestation est prête');
    await user.type(
      within(form).getByLabelText('Lien vers une page du site (facultatif)'),
      'https://ailleurs.fr/',
    );
    await user.click(within(form).getByRole('button', { name: 'Envoyer la notification' }));
    expect(addNotification).not.toHaveBeenCalled();
    const link = within(form).getByLabelText('Lien vers une page du site (facultatif)');
    expect(link).toHaveAccessibleDescription(expect.stringContaining('une page de ce site'));
    expect(link).toHaveFocus();

    await user.clear(link);
    await user.type(link, '/dashboard-apprenant/');
    vi.mocked(addNotification).mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      field: 'learner_notifications_message_check',
    });
    await user.click(within(form).getByRole('button', { name: 'Envoyer la notification' }));
    expect(within(form).getByLabelText('Message')).toHaveAccessibleDescription(
      expect.stringContaining('Le message doit compter de 5 à 300'),
    );
    expect(within(form).getByLabelText('Message')).toHaveValue('Votre attestation est prête');

    vi.mocked(addNotification).mockResolvedValueOnce({ ok: true });
    await user.click(within(form).getByRole('button', { name: 'Envoyer la notification' }));
    expect(addNotification).toHaveBeenLastCalledWith('l1', {
      kind: 'success',
      message: 'Votre attestation est prête',
      link: '/dashboard-apprenant/',
    });
    expect($toasts.get().at(-1)?.title).toBe('Notification envoyée.');
  });

  it('uploads a PDF only: checked by its first bytes and size, then Storage’s answers in French', async () => {
    const { user } = setup();
    await openLea(user);
    const form = (await screen.findByRole('group', { name: 'Déposer un document' })).closest(
      'form',
    )!;
    const title = within(form).getByLabelText('Titre du document');
    const input = within(form).getByLabelText('Fichier PDF');
    await user.type(title, 'Attestation');
    await user.upload(
      input,
      new File(['<html>pas un pdf'], 'faux.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Déposer le document' }));
    expect(uploadDocument).not.toHaveBeenCalled();
    expect(await within(form).findByText(/Ce fichier n’est pas un PDF/)).toBeInTheDocument();
    expect(input).toHaveFocus();

    const big = new File(['%PDF-1.7'], 'gros.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    await user.upload(input, big);
    await user.click(within(form).getByRole('button', { name: 'Déposer le document' }));
    expect(await within(form).findByText(/Le fichier dépasse 10\s+Mo/)).toBeInTheDocument();
    expect(uploadDocument).not.toHaveBeenCalled();

    const pdf = new File(['%PDF-1.7 contenu'], 'attestation.pdf', { type: 'application/pdf' });
    await user.upload(input, pdf);
    vi.mocked(uploadDocument).mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      field: 'file',
      issue: 'not-pdf',
    });
    await user.click(within(form).getByRole('button', { name: 'Déposer le document' }));
    expect(uploadDocument).toHaveBeenCalledWith(
      { trainingCode: 'CV', learnerId: 'l1' },
      'Attestation',
      pdf,
    );
    expect(await within(form).findByText(/Ce fichier n’est pas un PDF/)).toBeInTheDocument();
    expect(title).toHaveValue('Attestation');

    vi.mocked(uploadDocument).mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      field: 'file',
      issue: 'too-large',
    });
    await user.click(within(form).getByRole('button', { name: 'Déposer le document' }));
    expect(await within(form).findByText(/Le fichier dépasse 10\s+Mo/)).toBeInTheDocument();

    vi.mocked(uploadDocument).mockResolvedValueOnce({ ok: true });
    await user.click(within(form).getByRole('button', { name: 'Déposer le document' }));
    expect($toasts.get().at(-1)?.title).toBe('Document déposé.');
    expect(title).toHaveValue('');
  });

  it('opens a document through its signed link in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.mocked(documentLink).mockResolvedValueOnce({ ok: true, data: 'https://x/sign/cv/l1/a.pdf' });
    const { user } = setup();
    await openLea(user);
    await user.click(
      await screen.findByRole('button', { name: 'Ouvrir «\u00a0Convocation\u00a0» (PDF)' }),
    );
    expect(documentLink).toHaveBeenCalledWith('cv/l1/a.pdf');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('https://x/sign/cv/l1/a.pdf');
  });
});

describe('staff invite and enrol', () => {
  it('invites a learner; an existing account is sent to the list, nothing typed lost', async () => {
    const { user } = setup();
    const panel = (await screen.findByRole('heading', { name: 'Inviter un apprenant' })).closest(
      'section',
    )!;
    const field = (name: string) => within(panel).getByLabelText(name);
    await user.click(within(panel).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(field('E-mail')).toHaveFocus();
    expect(field('E-mail')).toHaveAccessibleDescription(expect.stringContaining('adresse e-mail'));
    expect(field('Session')).toHaveAccessibleDescription('Choisissez la session.');
    expect(inviteLearner).not.toHaveBeenCalled();

    await user.type(field('E-mail'), 'Nouvelle@Exemple.fr');
    await user.type(field('Nom et prénom'), 'Inès Nouvelle');
    await user.selectOptions(field('Formation'), 'CV');
    await user.selectOptions(field('Session'), 'cv-2027-09-06-alternance');
    vi.mocked(inviteLearner).mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      field: 'account_exists',
    });
    await user.click(within(panel).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(inviteLearner).toHaveBeenCalledWith({
      email: 'Nouvelle@Exemple.fr',
      fullName: 'Inès Nouvelle',
      trainingCode: 'CV',
      sessionKey: 'cv-2027-09-06-alternance',
    });
    expect(field('E-mail')).toHaveAccessibleDescription(
      expect.stringContaining('choisissez-le dans la liste des nouveaux comptes'),
    );
    expect(field('Nom et prénom')).toHaveValue('Inès Nouvelle');

    vi.mocked(inviteLearner).mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      field: 'unknown_session',
    });
    await user.click(within(panel).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(field('Session')).toHaveAccessibleDescription(
      expect.stringContaining('n’existe pas ou a été retirée du catalogue'),
    );

    vi.mocked(inviteLearner).mockResolvedValueOnce({
      ok: true,
      data: { learnerId: 'l9', enrolmentId: 'e9' },
    });
    await user.click(within(panel).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect($toasts.get().at(-1)?.title).toBe(
      'Invitation envoyée à Nouvelle@Exemple.fr\u00a0; l’apprenant est inscrit.',
    );
    expect(field('E-mail')).toHaveValue('');
  });

  it('enrols an existing account in a session of the catalogue', async () => {
    const { user } = setup();
    const panel = (
      await screen.findByRole('heading', { name: 'Inscrire un compte existant' })
    ).closest('section')!;
    await user.selectOptions(await within(panel).findByLabelText('Compte'), 'n9');
    expect(within(panel).getByLabelText('Nom et prénom')).toHaveValue('Noé Nouveau');
    await user.selectOptions(within(panel).getByLabelText('Formation'), 'EC');
    await user.selectOptions(within(panel).getByLabelText('Session'), 'ec-2027-03-01-distanciel');
    vi.mocked(enrolLearner).mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      field: 'enrolments_session_open_check',
    });
    await user.click(within(panel).getByRole('button', { name: 'Inscrire' }));
    expect(within(panel).getByLabelText('Session')).toHaveAccessibleDescription(
      expect.stringContaining('retirée du catalogue'),
    );
    vi.mocked(enrolLearner).mockResolvedValueOnce({ ok: true, data: 'e10' });
    await user.click(within(panel).getByRole('button', { name: 'Inscrire' }));
    expect(enrolLearner).toHaveBeenLastCalledWith('n9', {
      fullName: 'Noé Nouveau',
      trainingCode: 'EC',
      sessionKey: 'ec-2027-03-01-distanciel',
    });
    expect($toasts.get().at(-1)?.title).toBe('Noé Nouveau est inscrit(e).');
  });
});
