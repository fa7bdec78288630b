import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadApplicationFile, type UploadOptions } from '~/db/application-files';
import { createApplication } from '~/db/applications';
import type { DbResult } from '~/db/result';
import ApplicationForm from '~/features/application/ApplicationForm';
import { $toasts } from '~/features/toasts/store';
import { pdfBytes, pngBytes } from '../../../../local/sample-files';
import { deferred, lastToast } from '../../../support/request-forms';

// The upload is mocked; which files an application carries and where their keys go are the real ones.
vi.mock('~/db/application-files', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/db/application-files')>()),
  uploadApplicationFile: vi.fn(),
  warmUpUploads: vi.fn(),
}));
vi.mock('~/db/applications', () => ({ createApplication: vi.fn() }));

const upload = vi.mocked(uploadApplicationFile);
const insert = vi.mocked(createApplication);

const MIB = 1024 * 1024;
const TRAININGS = [
  'Titre Professionnel Employé Commercial',
  'Titre Professionnel Conseiller de Vente',
];
const OK = { ok: true } as const;

// getByText folds the page's non-breaking spaces into plain ones, so its strings use plain spaces.
const pdf = (name = 'CV Zoë Martin.pdf', size = 2048, type = 'application/pdf') =>
  new File([pdfBytes(size)], name, { type });

function setup() {
  // The visitor's own file names and types are not filtered by `accept` here: the island must cope.
  const user = userEvent.setup({ applyAccept: false });
  render(<ApplicationForm trainings={TRAININGS} />);
  return { user };
}

const cvInput = () => screen.getByLabelText('CV') as HTMLInputElement;
const letterInput = () => screen.getByLabelText(/^Lettre de motivation/) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /Envoyer ma candidature|Envoi en cours/ });

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  { cv = pdf() as File | null, letter = null as File | null } = {},
) {
  await user.type(screen.getByLabelText('Prénom'), 'Zoë');
  await user.type(screen.getByLabelText('Nom'), 'N’Diaye');
  await user.type(screen.getByLabelText('E-mail'), ' Zoe@Example.FR ');
  await user.selectOptions(screen.getByLabelText('Formation souhaitée'), TRAININGS[1]!);
  await user.type(screen.getByLabelText(/^Votre motivation/), 'Je veux évoluer vers le conseil.');
  if (cv) await user.upload(cvInput(), cv);
  if (letter) await user.upload(letterInput(), letter);
  if (cv) await screen.findByText(cv.name);
}

beforeEach(() => {
  upload.mockReset();
  insert.mockReset();
  upload.mockResolvedValue(OK);
  insert.mockResolvedValue(OK);
  $toasts.set([]);
  vi.spyOn(performance, 'now').mockReturnValue(60_000);
});

describe('ApplicationForm, rendered', () => {
  it('shows every field with a visible label, PDF-only pickers and the « Envoyer ma candidature » button once ready', async () => {
    setup();
    expect(cvInput()).toHaveAttribute('accept', 'application/pdf');
    expect(cvInput()).toBeRequired();
    expect(letterInput()).not.toBeRequired();
    expect(screen.getByLabelText(/^Téléphone/)).not.toBeRequired();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choisissez une formation…',
      ...TRAININGS,
    ]);
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(submit()).toHaveTextContent('Envoyer ma candidature');
  });
});

describe('file checks, before any upload', () => {
  it('shows the chosen file’s name and size, and removes it on request', async () => {
    const { user } = setup();
    await user.upload(cvInput(), pdf('CV été 2025 – Zoë.pdf', 1_572_864));
    expect(await screen.findByText('CV été 2025 – Zoë.pdf')).toBeVisible();
    expect(screen.getByText('(1,5 Mo)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retirer le fichier (CV)' }));
    expect(screen.queryByText('CV été 2025 – Zoë.pdf')).toBeNull();
    expect(cvInput().files).toHaveLength(0);
  });

  it.each([
    [
      'a 0-byte file',
      () => new File([], 'vide.pdf', { type: 'application/pdf' }),
      'Le fichier est vide. Choisissez un autre fichier PDF.',
    ],
    [
      'a PNG renamed .pdf',
      () => new File([pngBytes()], 'photo.pdf', { type: 'application/pdf' }),
      'Ce fichier n’est pas un PDF valide. Choisissez un fichier PDF.',
    ],
    [
      'a Word document',
      () => new File(['PK\u0003\u0004'], 'cv.docx', { type: 'application/msword' }),
      'Ce fichier n’est pas un PDF valide. Choisissez un fichier PDF.',
    ],
  ])('refuses %s with a French message and clears the input', async (_label, make, message) => {
    const { user } = setup();
    await user.upload(cvInput(), make());
    await waitFor(() =>
      expect(cvInput()).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(cvInput().files).toHaveLength(0);
    expect(cvInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts exactly 5 MiB and refuses 5 MiB + 1 byte with the « Fichier trop volumineux » toast, clearing the input', async () => {
    const { user } = setup();
    await user.upload(cvInput(), pdf('limite.pdf', 5 * MIB));
    expect(await screen.findByText('limite.pdf')).toBeVisible();
    await user.upload(letterInput(), pdf('trop.pdf', 5 * MIB + 1));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Fichier trop volumineux',
        description: 'La taille du fichier ne doit pas dépasser 5\u00a0Mo.',
        variant: 'destructive',
      }),
    );
    expect(letterInput().files).toHaveLength(0);
    expect(letterInput()).toHaveAccessibleDescription(
      expect.stringContaining('Le fichier dépasse 5\u00a0Mo.'),
    );
  });

  it('a valid file picked after a refused one takes the « Fichier trop volumineux » toast away', async () => {
    const { user } = setup();
    await user.upload(cvInput(), pdf('trop.pdf', 5 * MIB + 1));
    await waitFor(() => expect(lastToast()?.title).toBe('Fichier trop volumineux'));
    await user.upload(cvInput(), pdf('bon.pdf', 4096));
    expect(await screen.findByText('bon.pdf')).toBeVisible();
    expect($toasts.get()).toEqual([]);
  });

  it.each([
    ['accents and a dash', 'CV été 2025 – Zoë.pdf'],
    ['a path', '../../etc/passwd.pdf'],
    ['300 characters', `${'a'.repeat(296)}.pdf`],
    ['HTML', '<img src=x onerror=alert(1)>.pdf'],
  ])('a file name with %s is shown as text and never reaches the upload', async (_label, name) => {
    const { user } = setup();
    await fill(user, { cv: pdf(name) });
    expect(screen.getByText(name).innerHTML).not.toContain('<img');
    await user.click(submit());
    await waitFor(() => expect(insert).toHaveBeenCalledTimes(1));
    const [id, kind, file] = upload.mock.calls[0]!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(kind).toBe('cv');
    expect((file as File).size).toBe(2048);
  });
});

describe('submit', () => {
  it('keeps the message of a file refused when picked beside the errors of the submit', async () => {
    const { user } = setup();
    await user.upload(
      letterInput(),
      new File([pngBytes()], 'photo.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(letterInput()).toHaveAttribute('aria-invalid', 'true'));
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Prénom')).toHaveFocus());
    expect(letterInput()).toHaveAccessibleDescription(
      expect.stringContaining('Ce fichier n’est pas un PDF valide.'),
    );
  });

  it('flags every missing field, focuses the first one and says the CV is missing', async () => {
    const { user } = setup();
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Prénom')).toHaveFocus());
    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription(
      'Le prénom est obligatoire.',
    );
    expect(screen.getByLabelText('Formation souhaitée')).toHaveAccessibleDescription(
      'Choisissez une formation.',
    );
    expect(cvInput()).toHaveAccessibleDescription(
      expect.stringContaining('Veuillez téléverser votre CV.'),
    );
    expect(lastToast()).toMatchObject({
      title: 'CV manquant',
      description: 'Veuillez téléverser votre CV.',
    });
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads the CV then the letter under one id, inserts the application, then the confirmation replaces the form', async () => {
    const { user } = setup();
    await fill(user, { letter: pdf('Lettre.pdf', 4096) });
    await user.click(submit());
    expect(await screen.findByText('Candidature envoyée !')).toHaveFocus();
    expect(
      screen.getByText(
        'Nous avons bien reçu votre candidature. Un conseiller vous appelle sous 48 heures ouvrées pour faire le point sur votre projet.',
      ),
    ).toBeInTheDocument();
    expect(upload.mock.calls.map(([id, kind]) => [id, kind])).toEqual([
      [expect.any(String), 'cv'],
      [upload.mock.calls[0]![0], 'lettre'],
    ]);
    expect(insert).toHaveBeenCalledWith(
      upload.mock.calls[0]![0],
      {
        first_name: 'Zoë',
        last_name: 'N’Diaye',
        email: 'zoe@example.fr',
        phone: null,
        formation_souhaitee: TRAININGS[1],
        motivation: 'Je veux évoluer vers le conseil.',
      },
      { withLetter: true },
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer une autre candidature' }));
    expect(screen.getByLabelText('Prénom')).toHaveValue('');
    expect(cvInput().files).toHaveLength(0);
    expect(screen.queryByText('Lettre.pdf')).toBeNull();
    expect(cvInput().closest('form')).toHaveAttribute('novalidate');
  });

  it('shows "Envoi en cours…" with the button disabled while sending; a double click sends once', async () => {
    const pending = deferred<DbResult>();
    upload.mockReturnValueOnce(pending.promise);
    const { user } = setup();
    await fill(user);
    await user.dblClick(submit());
    await waitFor(() => expect(submit()).toHaveTextContent('Envoi en cours…'));
    expect(submit()).toBeDisabled();
    pending.resolve(OK);
    await screen.findByText('Candidature envoyée !');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(insert).toHaveBeenCalledTimes(1);
  });

  it('sent under 3 s after load: an empty form shows its field errors, a valid one is kept and never reported sent', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(900);
    const { user } = setup();
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Prénom')).toHaveFocus());
    expect(screen.getByLabelText('Prénom')).toHaveAttribute('aria-invalid', 'true');
    now.mockReturnValue(1800);
    await fill(user);
    await user.click(submit());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Formulaire non envoyé', variant: 'destructive' }),
    );
    expect($toasts.get().some((toast) => toast.variant === 'success')).toBe(false);
    expect(upload).not.toHaveBeenCalled();
    expect(insert).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Zoë');
    expect(cvInput().files).toHaveLength(1);
  });

  it('shows each file’s progress and announces it at each quarter, not at every event', async () => {
    const pending = deferred<DbResult>();
    let report: UploadOptions['onProgress'];
    upload.mockImplementationOnce((_id, _kind, _file, options) => {
      report = options?.onProgress;
      return pending.promise;
    });
    const { user } = setup();
    await fill(user, { cv: pdf('cv.pdf', 4000) });
    await user.click(submit());
    await waitFor(() => expect(report).toBeDefined());
    act(() => report!(1000, 4000));
    const bar = screen.getByRole('progressbar', { name: 'Envoi du fichier (CV)' });
    expect(bar).toHaveAttribute('value', '1000');
    expect(bar).toHaveAttribute('max', '4000');
    expect(screen.getByText('CV : 25 % envoyés')).toBeInTheDocument();
    act(() => report!(1200, 4000));
    expect(screen.getByText('CV : 25 % envoyés')).toBeInTheDocument();
    act(() => report!(2100, 4000));
    expect(screen.getByText('CV : 50 % envoyés')).toBeInTheDocument();
    pending.resolve(OK);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('after a failure once the CV is stored, keeps everything; the retry inserts with the same id and does not upload again', async () => {
    insert.mockResolvedValueOnce({ ok: false, reason: 'network' });
    const { user } = setup();
    await fill(user);
    await user.click(submit());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Une erreur est survenue',
        description:
          'Impossible d’envoyer votre candidature. Veuillez réessayer. Vos réponses et vos fichiers sont conservés.',
      }),
    );
    expect(screen.getByLabelText('Prénom')).toHaveValue('Zoë');
    expect(cvInput().files).toHaveLength(1);
    await user.click(submit());
    await screen.findByText('Candidature envoyée !');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(insert.mock.calls.map(([id]) => id)).toEqual([
      upload.mock.calls[0]![0],
      upload.mock.calls[0]![0],
    ]);
  });

  it('a file the database did not receive is flagged and goes again under a new id', async () => {
    insert.mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      field: 'cv_url',
      issue: 'missing',
    });
    const { user } = setup();
    await fill(user);
    await user.click(submit());
    await waitFor(() =>
      expect(cvInput()).toHaveAccessibleDescription(
        expect.stringContaining('Le fichier n’a pas été reçu, merci de le joindre à nouveau.'),
      ),
    );
    expect(cvInput()).toHaveFocus();
    await user.click(submit());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(upload.mock.calls[1]![0]).not.toBe(upload.mock.calls[0]![0]);
  });

  it('a field the database refused is flagged where it is', async () => {
    insert.mockResolvedValueOnce({ ok: false, reason: 'invalid', field: 'email' });
    const { user } = setup();
    await fill(user);
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'Cette valeur n’a pas été acceptée. Vérifiez-la, puis réessayez.',
      ),
    );
  });

  it('says so when too many applications came from one address', async () => {
    insert.mockResolvedValueOnce({ ok: false, reason: 'rate-limited' });
    const { user } = setup();
    await fill(user);
    await user.click(submit());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Trop de candidatures', variant: 'destructive' }),
    );
  });

  it('A38 when Storage takes no more files without an application, says so and offers the e-mail route, the form kept', async () => {
    upload.mockResolvedValueOnce({ ok: false, reason: 'rate-limited', quota: 'uploads' });
    const { user } = setup();
    await fill(user);
    await user.click(submit());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Envoi en ligne suspendu',
        variant: 'destructive',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Candidater par e-mail' })).toBeVisible();
    expect(insert).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Zoë');
    expect(cvInput().files).toHaveLength(1);
  });

  it('a file Storage finds too large (413) gets the « Fichier trop volumineux » toast and its input is cleared', async () => {
    upload.mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      field: 'cv_url',
      issue: 'too-large',
    });
    const { user } = setup();
    await fill(user);
    await user.click(submit());
    await waitFor(() => expect(lastToast()?.title).toBe('Fichier trop volumineux'));
    expect(cvInput().files).toHaveLength(0);
    expect(insert).not.toHaveBeenCalled();
  });
});

describe('without a data service', () => {
  it('validates, then says "Service indisponible" and offers the address to copy; never a success', async () => {
    upload.mockResolvedValue({ ok: false, reason: 'unavailable' });
    const { user } = setup();
    await fill(user);
    await user.click(submit());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Service indisponible',
        description:
          'Le service de candidature n’est pas disponible pour le moment. Veuillez réessayer plus tard.',
      }),
    );
    expect($toasts.get().some((toast) => toast.variant === 'success')).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Candidater par e-mail' })).toBeVisible();
    expect(screen.getByText('contact@horizon-competences.example')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copier l’adresse' }));
    // user-event installs its own clipboard: read back what the button wrote.
    expect(await navigator.clipboard.readText()).toBe('contact@horizon-competences.example');
    expect(await screen.findByRole('button', { name: 'Adresse copiée' })).toBeVisible();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Zoë');
    expect(cvInput().files).toHaveLength(1);
  });
});
