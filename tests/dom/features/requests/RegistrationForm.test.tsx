import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createContactRequest } from '~/db/contact-requests';
import type { DbResult } from '~/db/result';
import RegistrationForm from '~/features/requests/RegistrationForm';
import { openMailClient } from '~/features/requests/open-mail-client';
import { $toasts } from '~/features/toasts/store';
import { deferred, lastToast, readMailto } from '../../../support/request-forms';

vi.mock('~/db/contact-requests', () => ({ createContactRequest: vi.fn() }));
vi.mock('~/features/requests/open-mail-client', () => ({ openMailClient: vi.fn() }));

const training = { code: 'CV', title: 'Conseiller(ère) de vente' } as const;

const store = vi.mocked(createContactRequest);
const mail = vi.mocked(openMailClient);

function setup() {
  const user = userEvent.setup();
  render(<RegistrationForm training={training} />);
  return { user };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
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
    const html = renderToString(<RegistrationForm training={training} />);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const form = page.querySelector('form')!;
    expect(form.getAttribute('action')).toBe(
      'mailto:contact@horizon-competences.example?subject=Inscription%20Formation',
    );
    expect(form.method).toBe('post');
    expect(form.enctype).toBe('text/plain');
    expect(form.noValidate).toBe(false);
    expect(page.querySelectorAll('[required]')).toHaveLength(8);
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
    const prenom = screen.getByLabelText('Prénom');
    await waitFor(() => expect(prenom).toHaveFocus());
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
      modalite: 'alternance',
      situation: 'demandeur',
      commentaires: null,
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
    await waitFor(() => expect(screen.getByLabelText('Prénom')).toHaveFocus());
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
});
