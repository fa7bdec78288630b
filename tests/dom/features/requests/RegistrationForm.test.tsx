import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createContactRequest } from '~/db/contact-requests';
import type { DbResult } from '~/db/result';
import RegistrationForm from '~/features/requests/RegistrationForm';
import type { SessionChoice } from '~/features/requests/session-choice';
import { openMailClient } from '~/features/requests/open-mail-client';
import { $toasts } from '~/features/toasts/store';
import { deferred, lastToast, readMailto } from '../../../support/request-forms';

vi.mock('~/db/contact-requests', () => ({ createContactRequest: vi.fn() }));
vi.mock('~/features/requests/open-mail-client', () => ({ openMailClient: vi.fn() }));

const training = { code: 'CV', title: 'Conseiller(ère) de vente' } as const;
const OPEN: SessionChoice = {
  key: 'cv-2027-01-18-presentiel',
  period: 'Du 18 janvier 2027 au 15 octobre 2027',
  format: 'Présentiel',
  venue: 'Horizon Compétences, 75020 Paris',
  deadline: 'Inscription jusqu’au 23 décembre 2026',
  seats: '6 places disponibles au 22 novembre 2026',
  full: false,
};
const FULL: SessionChoice = {
  key: 'cv-2027-09-20-alternance',
  period: 'Du 20 septembre 2027 au 16 juin 2028',
  format: 'Alternance',
  venue: 'Centre de Paris 20e et entreprise d’accueil',
  deadline: 'Inscription jusqu’au 3 septembre 2027',
  seats: 'Complet au 22 novembre 2026',
  full: true,
};
const sessions = [OPEN, FULL];
const positioning = {
  intro: 'Quelques questions pour préparer votre entretien.',
  questions: [
    {
      id: 'experience-vente',
      label: 'Avez-vous déjà vendu\u00a0?',
      kind: 'choice' as const,
      options: ['Jamais', 'Un an ou plus'],
    },
    { id: 'objectif', label: 'Qu’attendez-vous de la formation\u00a0?', kind: 'text' as const },
  ],
};

const store = vi.mocked(createContactRequest);
const mail = vi.mocked(openMailClient);

function setup() {
  const user = userEvent.setup();
  render(<RegistrationForm training={training} sessions={sessions} positioning={positioning} />);
  return { user };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Être recontacté(e) pour une prochaine session'));
  await user.type(screen.getByLabelText('Prénom'), 'Zoë');
  await user.type(screen.getByLabelText('Nom'), 'N’Diaye');
  await user.type(screen.getByLabelText('Date de naissance'), '2000-03-14');
  await user.type(screen.getByLabelText('Adresse'), '12 rue de la Paix, 75002 Paris');
  await user.type(screen.getByLabelText('E-mail'), 'zoe@example.fr');
  await user.type(screen.getByLabelText('Téléphone'), '06 12 34 56 78');
  await user.selectOptions(screen.getByLabelText('Modalité'), 'alternance');
  await user.selectOptions(screen.getByLabelText('Situation actuelle'), 'demandeur');
}

const submit = () => screen.getByRole('button', { name: 'Envoyer' });

beforeEach(() => {
  store.mockReset();
  mail.mockReset();
  $toasts.set([]);
  // The page was opened a minute ago: past the 3-second bot trap.
  vi.spyOn(performance, 'now').mockReturnValue(60_000);
});

describe('RegistrationForm', () => {
  it('rendu serveur : un formulaire mailto utilisable avant l’hydratation, sans attribut style', () => {
    const html = renderToString(<RegistrationForm training={training} sessions={sessions} />);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const form = page.querySelector('form')!;
    expect(form.getAttribute('action')).toBe(
      'mailto:contact@horizon-competences.example?subject=Inscription%20Formation',
    );
    expect(form.method).toBe('post');
    expect(form.enctype).toBe('text/plain');
    expect(form.noValidate).toBe(false);
    // Eight fields, and the session choice: two sessions and the call about a later one.
    expect(page.querySelectorAll('[required]')).toHaveLength(11);
    expect(page.querySelector('input[type="hidden"][name="formation"]')).toHaveProperty(
      'value',
      'CV',
    );
    expect(page.querySelector('[style]')).toBeNull();
  });

  it('nomme la formation de la page en entier, sans liste où la choisir', () => {
    setup();
    expect(screen.getByText('Formation souhaitée').parentElement).toHaveTextContent(
      'Formation souhaitéeConseiller(ère) de vente',
    );
    expect(screen.queryByRole('combobox', { name: 'Formation souhaitée' })).toBeNull();
    expect(screen.getByLabelText('Date de naissance')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Téléphone')).toHaveAttribute('type', 'tel');
  });

  it('formulaire vide : une erreur sous chaque champ obligatoire, focus sur le premier, rien d’envoyé', async () => {
    const { user } = setup();
    await user.click(submit());
    // The session choice comes first.
    const first = screen.getByLabelText(OPEN.period);
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription(/Choisissez une session/);
    const prenom = screen.getByLabelText('Prénom');
    expect(prenom).toHaveAttribute('aria-invalid', 'true');
    expect(prenom).toHaveAccessibleDescription('Le prénom est obligatoire.');
    for (const label of [
      'Nom',
      'Date de naissance',
      'Adresse',
      'E-mail',
      'Téléphone',
      'Modalité',
      'Situation actuelle',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText(/Commentaires/)).not.toHaveAttribute('aria-invalid');
    expect(store).not.toHaveBeenCalled();
    expect(mail).not.toHaveBeenCalled();
  });

  it('une seule erreur : le focus va sur ce champ, les autres valeurs restent', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'josé@exemple.fr');
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Adresse e-mail invalide (sans accents ni espaces).',
    );
    expect(screen.getByLabelText('Prénom')).toHaveValue('Zoë');
    expect(store).not.toHaveBeenCalled();
  });

  it('avec Supabase : enregistre une demande « inscription », puis la confirmation remplace le formulaire et prend le focus', async () => {
    store.mockResolvedValue({ ok: true });
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    const confirmation = await screen.findByText('Demande d’inscription envoyée');
    expect(confirmation).toHaveFocus();
    expect(
      screen.getByText(
        'Un conseiller vous rappelle sous 48 heures ouvrées pour la suite de votre inscription.',
      ),
    ).toBeInTheDocument();
    expect(store).toHaveBeenCalledOnce();
    expect(store.mock.calls[0]![0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.mock.calls[0]![1]).toEqual({
      kind: 'inscription',
      prenom: 'Zoë',
      nom: 'N’Diaye',
      date_naissance: '2000-03-14',
      adresse: '12 rue de la Paix, 75002 Paris',
      email: 'zoe@example.fr',
      telephone: '06 12 34 56 78',
      formation: 'CV',
      session_key: null,
      waiting_list: false,
      modalite: 'alternance',
      situation: 'demandeur',
      commentaires: null,
      positioning: null,
    });
    expect(mail).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Prénom')).toBeNull();
    // The confirmation stays (no toast to fade); the visitor can bring back an empty form.
    await user.click(screen.getByRole('button', { name: 'Faire une autre demande' }));
    expect(screen.getByLabelText('Prénom')).toHaveValue('');
    expect(screen.getByLabelText('Prénom').closest('form')).toHaveAttribute('novalidate');
  });

  it.each(['unavailable', 'network'] as const)(
    'sans service (%s) : ouvre la messagerie avec chaque libellé et valeur, et le dit honnêtement',
    async (reason) => {
      store.mockResolvedValue({ ok: false, reason });
      const { user } = setup();
      await fillValid(user);
      await user.click(submit());
      await waitFor(() => expect(mail).toHaveBeenCalledOnce());
      const sent = readMailto(mail.mock.calls[0]![0]);
      expect(sent.to).toBe('contact@horizon-competences.example');
      expect(sent.subject).toBe('Inscription Formation');
      expect(sent.body.split('\r\n')).toEqual([
        'Prénom\u00a0: Zoë',
        'Nom\u00a0: N’Diaye',
        'Date de naissance\u00a0: 14 mars 2000',
        'Adresse\u00a0: 12 rue de la Paix, 75002 Paris',
        'E-mail\u00a0: zoe@example.fr',
        'Téléphone\u00a0: 06 12 34 56 78',
        'Formation souhaitée\u00a0: Conseiller(ère) de vente',
        'Session souhaitée\u00a0: Être recontacté(e) pour une prochaine session',
        'Modalité\u00a0: Alternance',
        'Situation actuelle\u00a0: Demandeur d’emploi',
        'Commentaires\u00a0:',
      ]);
      expect(lastToast()).toMatchObject({
        title: 'Votre messagerie s’est ouverte',
        variant: 'success',
      });
      expect(lastToast()?.description).toContain('il ne vous reste qu’à l’envoyer');
      expect(lastToast()?.description).toContain('contact@horizon-competences.example');
      expect(lastToast()?.description).not.toMatch(/envoyée avec succès/);
      expect(screen.getByLabelText('Prénom')).toHaveValue('Zoë');
    },
  );

  it('valeurs hostiles : aucun destinataire ni en-tête ajouté, corps plafonné et signalé', async () => {
    store.mockResolvedValue({ ok: false, reason: 'unavailable' });
    const { user } = setup();
    await fillValid(user);
    const hostile = '1 rue X&cc=attacker@x.y?bcc=spy@x.y#frag';
    await user.clear(screen.getByLabelText('Adresse'));
    await user.type(screen.getByLabelText('Adresse'), hostile);
    await user.click(screen.getByLabelText(/Commentaires/));
    // Within the 5 000-character limit of the field, far beyond what a mailto: link carries.
    await user.paste(`Ligne 1\nBcc: evil@x.y\n${'é'.repeat(4900)}`);
    await user.click(submit());
    await waitFor(() => expect(mail).toHaveBeenCalledOnce());
    const url = mail.mock.calls[0]![0];
    const sent = readMailto(url);
    expect(url.length).toBeLessThanOrEqual(2000);
    expect(url).not.toMatch(/[\r\n#]|&cc=|[?&]bcc=/i);
    expect(sent.keys).toEqual(['subject', 'body']);
    expect(sent.to).toBe('contact@horizon-competences.example');
    expect(sent.body).toContain(`Adresse\u00a0: ${hostile}`);
    expect(sent.body).toContain('Commentaires\u00a0:\r\nLigne 1\r\nBcc: evil@x.y\r\n');
    expect(sent.body).toMatch(/\[Message raccourci\u00a0: complétez-le avant l’envoi\.\]$/);
    expect(lastToast()?.description).toContain('trop long');
  });

  it('double clic : un seul enregistrement, une seule ouverture de la messagerie, bouton « Envoi en cours… »', async () => {
    const pending = deferred<DbResult>();
    store.mockReturnValue(pending.promise);
    const { user } = setup();
    await fillValid(user);
    await user.dblClick(submit());
    const button = await screen.findByRole('button', { name: 'Envoi en cours…' });
    expect(button).toBeDisabled();
    await user.click(button);
    pending.resolve({ ok: false, reason: 'unavailable' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled());
    expect(store).toHaveBeenCalledOnce();
    expect(mail).toHaveBeenCalledOnce();
  });

  it('nouvel essai après une coupure réseau : même identifiant, une seule demande enregistrée', async () => {
    store
      .mockResolvedValueOnce({ ok: false, reason: 'network' })
      .mockResolvedValueOnce({ ok: true });
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(mail).toHaveBeenCalledOnce());
    await user.click(submit());
    await screen.findByText('Demande d’inscription envoyée');
    expect(store.mock.calls[1]![0]).toBe(store.mock.calls[0]![0]);
  });

  it('valeur refusée par la base : erreur sur le champ nommé, valeurs gardées', async () => {
    store.mockResolvedValue({ ok: false, reason: 'invalid', field: 'adresse' });
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    const adresse = screen.getByLabelText('Adresse');
    await waitFor(() => expect(adresse).toHaveFocus());
    expect(adresse).toHaveAttribute('aria-invalid', 'true');
    expect(adresse).toHaveValue('12 rue de la Paix, 75002 Paris');
    expect(mail).not.toHaveBeenCalled();
  });

  it.each([
    ['rate-limited', 'Trop de demandes'],
    ['unknown', 'Une erreur est survenue'],
  ] as const)(
    'échec « %s » : notification d’erreur, valeurs gardées, pas de messagerie',
    async (reason, title) => {
      store.mockResolvedValue({ ok: false, reason });
      const { user } = setup();
      await fillValid(user);
      await user.click(submit());
      await waitFor(() => expect(lastToast()).toMatchObject({ title, variant: 'destructive' }));
      expect(mail).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Nom')).toHaveValue('N’Diaye');
    },
  );

  it('champ piège rempli (robot, ou remplissage automatique) : rien n’est envoyé, jamais de succès, saisie gardée ; le champ est vidé pour un nouvel essai', async () => {
    store.mockResolvedValue({ ok: true });
    const { user } = setup();
    await fillValid(user);
    const trap = document.querySelector<HTMLInputElement>('input[name="site_web"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    await user.type(trap, 'https://spam.example');
    await user.click(submit());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Formulaire non envoyé', variant: 'destructive' }),
    );
    expect(lastToast()?.description).toContain('Vos réponses sont conservées');
    expect(store).not.toHaveBeenCalled();
    expect(mail).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Zoë');
    expect(trap).toHaveValue('');
    await user.click(submit());
    await screen.findByText('Demande d’inscription envoyée');
    expect(store).toHaveBeenCalledOnce();
  });

  it('envoi moins de 3 s après le chargement : formulaire invalide → erreurs des champs ; valide → rien d’envoyé, jamais de succès, saisie gardée', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    store.mockResolvedValue({ ok: true });
    const { user } = setup();
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText(OPEN.period)).toHaveFocus());
    expect(screen.getByLabelText('Prénom')).toHaveAttribute('aria-invalid', 'true');
    expect($toasts.get().some((toast) => toast.variant === 'success')).toBe(false);

    now.mockReturnValue(1500);
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(lastToast()?.title).toBe('Formulaire non envoyé'));
    expect(store).not.toHaveBeenCalled();
    expect(mail).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Zoë');
    expect($toasts.get().some((toast) => toast.variant === 'success')).toBe(false);
  });

  it('explique l’usage des données, leur durée de conservation et renvoie à la politique de confidentialité', () => {
    setup();
    expect(screen.getByText(/conservées 3 ans après notre dernier contact/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /vos données et vos droits/ })).toHaveAttribute(
      'href',
      '/politique-confidentialite/',
    );
  });

  it('sans JavaScript, avec un service en ligne : le formulaire poste vers submit-request en urlencoded, avec son type', () => {
    const action = 'https://abcd.supabase.co/functions/v1/submit-request';
    const html = renderToString(
      <RegistrationForm training={training} sessions={sessions} action={action} />,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const form = page.querySelector('form')!;
    expect(form.getAttribute('action')).toBe(action);
    expect(form.enctype).toBe('application/x-www-form-urlencoded');
    expect(page.querySelector('input[type="hidden"][name="kind"]')).toHaveProperty(
      'value',
      'inscription',
    );
    // Every session is in the plain HTML, with the call about a later one.
    const values = [...page.querySelectorAll<HTMLInputElement>('input[name="session_key"]')].map(
      (input) => input.value,
    );
    expect(values).toEqual([OPEN.key, FULL.key, '']);
    expect(page.querySelector('input[name="waiting_list"]')).toHaveProperty('value', 'true');
  });

  it('liste les sessions avec dates, modalité, lieu, date limite et places datées ; la session complète dit ce qu’est la liste d’attente', () => {
    setup();
    const open = screen.getByLabelText(OPEN.period);
    expect(open).toHaveAccessibleDescription(
      'Présentiel · Horizon Compétences, 75020 Paris. Inscription jusqu’au 23 décembre 2026. 6 places disponibles au 22 novembre 2026.',
    );
    const full = screen.getByLabelText(FULL.period);
    expect(full).toHaveAccessibleDescription(/Complet — liste d’attente/);
    expect(screen.getByText(/aucune place ne vous est garantie/)).toBeInTheDocument();
    expect(screen.getByText(/nous vous appelons si une place se libère/)).toBeInTheDocument();
    expect(
      screen.getByLabelText('Je demande une place sur la liste d’attente de cette session'),
    ).not.toBeChecked();
  });

  it('session choisie : sa modalité remplace la question, la demande nomme la session', async () => {
    store.mockResolvedValue({ ok: true });
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByLabelText(OPEN.period));
    expect(screen.queryByRole('combobox', { name: 'Modalité' })).toBeNull();
    expect(screen.getByText('Présentiel (la modalité de la session choisie)')).toBeInTheDocument();
    await user.click(submit());
    await screen.findByText('Demande d’inscription envoyée');
    expect(store.mock.calls[0]![1]).toMatchObject({
      session_key: OPEN.key,
      waiting_list: false,
      modalite: 'présentiel',
    });
  });

  it('session complète : la case de la liste d’attente est demandée, puis la demande est une liste d’attente, confirmée comme telle', async () => {
    store.mockResolvedValue({ ok: true });
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByLabelText(FULL.period));
    await user.click(submit());
    const box = screen.getByLabelText(
      'Je demande une place sur la liste d’attente de cette session',
    );
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAccessibleDescription(/Cette session est complète/);
    expect(store).not.toHaveBeenCalled();
    await user.click(box);
    await user.click(submit());
    await screen.findByText('Demande de liste d’attente envoyée');
    expect(screen.getByText(/Aucune place ne vous est garantie/)).toBeInTheDocument();
    expect(store.mock.calls[0]![1]).toMatchObject({
      session_key: FULL.key,
      waiting_list: true,
      modalite: 'alternance',
    });
  });

  it('case de liste d’attente cochée pour une session ouverte : refusée avant l’envoi', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByLabelText(OPEN.period));
    await user.click(
      screen.getByLabelText('Je demande une place sur la liste d’attente de cette session'),
    );
    await user.click(submit());
    await screen.findByText(/Cette session a encore des places/);
    expect(store).not.toHaveBeenCalled();
  });

  it.each([
    ['session_open', /Les inscriptions à cette session viennent de fermer/],
    ['waiting_list', /Le nombre de places de cette session vient de changer/],
  ])(
    'refus de la base « %s » : message clair sous le choix de session, rien de perdu',
    async (field, message) => {
      store.mockResolvedValue({ ok: false, reason: 'invalid', field });
      const { user } = setup();
      await fillValid(user);
      await user.click(screen.getByLabelText(OPEN.period));
      await user.type(screen.getByLabelText(/Commentaires/), 'Disponible le matin');
      await user.click(submit());
      const choice = screen.getByLabelText(OPEN.period);
      await waitFor(() => expect(choice).toHaveFocus());
      expect(choice).toHaveAccessibleDescription(message);
      expect(choice).toBeChecked();
      expect(screen.getByLabelText('Prénom')).toHaveValue('Zoë');
      expect(screen.getByLabelText(/Commentaires/)).toHaveValue('Disponible le matin');
      expect(mail).not.toHaveBeenCalled();
    },
  );

  it('places changées : la session ouverte devenue complète propose sa liste d’attente, et le nouvel envoi passe', async () => {
    store
      .mockResolvedValueOnce({ ok: false, reason: 'invalid', field: 'waiting_list' })
      .mockResolvedValueOnce({ ok: true });
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByLabelText(OPEN.period));
    await user.click(submit());
    await screen.findByText(/Le nombre de places de cette session vient de changer/);
    const boxes = screen.getAllByLabelText(
      'Je demande une place sur la liste d’attente de cette session',
    );
    expect(boxes).toHaveLength(2);
    await user.click(boxes[0]!);
    await user.click(submit());
    await screen.findByText('Demande de liste d’attente envoyée');
    expect(store.mock.calls[1]![1]).toMatchObject({ session_key: OPEN.key, waiting_list: true });
  });

  it('questionnaire de positionnement facultatif : les réponses partent avec la question posée, les questions sans réponse sont omises', async () => {
    store.mockResolvedValue({ ok: true });
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByText('Répondre au questionnaire de positionnement (facultatif)'));
    expect(screen.getByText(positioning.intro)).toBeVisible();
    await user.selectOptions(screen.getByLabelText(/Avez-vous déjà vendu/), 'Un an ou plus');
    await user.click(submit());
    await screen.findByText('Demande d’inscription envoyée');
    expect(store.mock.calls[0]![1]).toMatchObject({
      positioning: [{ question: 'Avez-vous déjà vendu\u00a0?', answer: 'Un an ou plus' }],
    });
  });
});
