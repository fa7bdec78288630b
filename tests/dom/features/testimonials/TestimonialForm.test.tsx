import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestimonial, listValidatedTestimonials } from '~/db/testimonials';
import TestimonialForm from '~/features/testimonials/TestimonialForm';
import { $testimonials, loadTestimonials } from '~/features/testimonials/store';
import { $toasts } from '~/features/toasts/store';
import { deferred, lastToast } from '../../../support/request-forms';
import { EXAMPLES, TRAININGS, YEARS } from '../../../support/testimonials';

vi.mock('~/db/testimonials', () => ({
  listValidatedTestimonials: vi.fn(),
  createTestimonial: vi.fn(),
}));

const create = vi.mocked(createTestimonial);
const list = vi.mocked(listValidatedTestimonials);

const field = {
  name: () => screen.getByLabelText('Votre nom (tel qu’il sera publié)'),
  formation: () => screen.getByLabelText('Formation suivie'),
  year: () => screen.getByLabelText('Année de fin de formation'),
  text: () => screen.getByLabelText('Votre témoignage'),
  star: (label: string) => screen.getByRole('radio', { name: label }),
};
const submit = () => screen.getByRole('button', { name: 'Envoyer' });

function setup(mode: 'stored' | 'local') {
  const user = userEvent.setup();
  render(<TestimonialForm mode={mode} trainings={TRAININGS} years={YEARS} />);
  return { user };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  {
    rating = '4 étoiles sur 5' as string | null,
    text = 'Des formateurs à l’écoute 👍🏽\net des cas concrets.',
  } = {},
) {
  await user.type(field.name(), 'Zoë N’Diaye');
  await user.selectOptions(field.formation(), TRAININGS[1]!);
  await user.selectOptions(field.year(), '2025');
  if (rating) await user.click(field.star(rating));
  await user.type(field.text(), text);
}

beforeEach(() => {
  localStorage.clear();
  create.mockReset();
  list.mockReset().mockResolvedValue({ ok: true, data: [] });
  $toasts.set([]);
  $testimonials.set(null);
  vi.spyOn(performance, 'now').mockReturnValue(60_000);
});

describe('TestimonialForm : la note', () => {
  it('un vrai groupe de boutons radio, chaque étoile nommée « n étoiles sur 5 »', () => {
    setup('stored');
    const group = screen.getByRole('radiogroup', { name: 'Votre note' });
    expect(group).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([
      '1 étoile sur 5',
      '2 étoiles sur 5',
      '3 étoiles sur 5',
      '4 étoiles sur 5',
      '5 étoiles sur 5',
    ]);
  });

  it('au clavier : Tab entre dans le groupe, les flèches changent la note', async () => {
    const { user } = setup('stored');
    await user.click(field.star('3 étoiles sur 5'));
    expect(field.star('3 étoiles sur 5')).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(field.star('4 étoiles sur 5')).toBeChecked();
    expect(field.star('4 étoiles sur 5')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(field.star('2 étoiles sur 5')).toBeChecked();
    expect(
      screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(1);
  });

  it('sans note : « Note requise », message sous les étoiles, rien n’est envoyé et la saisie reste', async () => {
    const { user } = setup('stored');
    await fill(user, { rating: null });
    await user.click(submit());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Note requise',
        description: 'Veuillez sélectionner une note pour votre témoignage.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('radiogroup', { name: 'Votre note' })).toHaveAccessibleDescription(
      'Veuillez sélectionner une note pour votre témoignage.',
    );
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(field.star('1 étoile sur 5')).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
    expect(field.name()).toHaveValue('Zoë N’Diaye');
    expect(field.text()).toHaveValue('Des formateurs à l’écoute 👍🏽\net des cas concrets.');
  });

  it('erreurs de champ en ligne : nom, formation et texte trop court', async () => {
    const { user } = setup('stored');
    await user.click(field.star('5 étoiles sur 5'));
    await user.type(field.text(), 'Court');
    await user.click(submit());
    await waitFor(() => expect(field.name()).toHaveFocus());
    expect(field.name()).toHaveAccessibleDescription(
      'Indiquez votre nom, ou votre prénom et une initiale.',
    );
    expect(field.formation()).toHaveAccessibleDescription(
      'Choisissez la formation que vous avez suivie.',
    );
    expect(field.year()).toHaveAccessibleDescription(
      'Choisissez l’année où votre formation s’est terminée.',
    );
    expect(field.text()).toHaveAccessibleDescription(
      'Le témoignage doit contenir 10 à 2\u202f000\u00a0caractères.',
    );
    expect(lastToast()).toBeUndefined();
    expect(create).not.toHaveBeenCalled();
  });
});

describe('TestimonialForm avec service de données', () => {
  it('envoi : bouton « Envoi en cours… » désactivé, puis la confirmation à la place du formulaire (focus dessus), liste rechargée', async () => {
    const pending = deferred<Awaited<ReturnType<typeof createTestimonial>>>();
    create.mockReturnValue(pending.promise);
    const { user } = setup('stored');
    expect(screen.getByText(/il n’apparaît qu’une fois vérifié/)).toBeInTheDocument();
    await fill(user);
    await user.click(submit());
    const sending = await screen.findByRole('button', { name: 'Envoi en cours…' });
    expect(sending).toBeDisabled();

    pending.resolve({ ok: true });
    expect(await screen.findByText('Témoignage envoyé, merci !')).toHaveFocus();
    expect(
      screen.getByText(
        'Notre équipe le relit avant de le publier : il apparaîtra dans la liste une fois validé.',
      ),
    ).toBeInTheDocument();
    expect(create).toHaveBeenCalledExactlyOnceWith({
      name: 'Zoë N’Diaye',
      formation: TRAININGS[1],
      experience_year: 2025,
      rating: 4,
      text: 'Des formateurs à l’écoute 👍🏽\net des cas concrets.',
    });
    await waitFor(() => expect(list).toHaveBeenCalledOnce());
    await user.click(screen.getByRole('button', { name: 'Proposer un autre témoignage' }));
    expect(field.name()).toHaveValue('');
    expect(field.star('4 étoiles sur 5')).not.toBeChecked();
    expect(submit()).toBeEnabled();
    expect($testimonials.get()).toMatchObject({ submitted: true, items: [] });
  });

  it.each([
    [
      'rate-limited',
      'Trop de témoignages ont été envoyés récemment. Réessayez plus tard (demain au plus tard)\u00a0: votre texte est conservé.',
    ],
    [
      'network',
      'Le service ne répond pas. Vérifiez votre connexion puis réessayez\u00a0: votre texte est conservé.',
    ],
    [
      'unavailable',
      'Le service ne répond pas. Vérifiez votre connexion puis réessayez\u00a0: votre texte est conservé.',
    ],
    [
      'unknown',
      'Votre témoignage n’a pas pu être envoyé. Réessayez dans quelques instants\u00a0: votre texte est conservé.',
    ],
  ] as const)(
    'échec %s : « Erreur de soumission » et une phrase française, la saisie gardée',
    async (reason, description) => {
      create.mockResolvedValue({ ok: false, reason });
      const { user } = setup('stored');
      await fill(user);
      await user.click(submit());
      await waitFor(() =>
        expect(lastToast()).toEqual({
          id: expect.any(Number),
          title: 'Erreur de soumission',
          description,
          variant: 'destructive',
        }),
      );
      expect(field.name()).toHaveValue('Zoë N’Diaye');
      expect(field.formation()).toHaveValue(TRAININGS[1]);
      expect(field.star('4 étoiles sur 5')).toBeChecked();
      expect(submit()).toBeEnabled();
      expect(list).not.toHaveBeenCalled();
    },
  );

  it('texte refusé par la base (trop long pour elle) : le champ est signalé, en français', async () => {
    create.mockResolvedValue({ ok: false, reason: 'invalid', field: 'text' });
    const { user } = setup('stored');
    await fill(user);
    await user.click(submit());
    await waitFor(() => expect(field.text()).toHaveFocus());
    expect(field.text()).toHaveAccessibleDescription(
      'Une valeur n’a pas été acceptée. Vérifiez le champ signalé, puis réessayez.',
    );
    expect(lastToast()).toMatchObject({ title: 'Erreur de soumission', variant: 'destructive' });
    expect(field.text()).toHaveValue('Des formateurs à l’écoute 👍🏽\net des cas concrets.');
  });
});

describe('TestimonialForm sans service de données (mode local)', () => {
  // The list is the page's script (tests/dom/features/testimonials/testimonial-list.test.ts draws this store):
  // here the form and the list meet in the store they share.
  const names = () => $testimonials.get()?.items.map((item) => item.name);

  it('le témoignage arrive en tête de la liste, étiqueté, et survit à un rechargement', async () => {
    const user = userEvent.setup();
    await loadTestimonials('local', EXAMPLES, EXAMPLES);
    const { unmount } = render(
      <TestimonialForm mode="local" trainings={TRAININGS} years={YEARS} />,
    );
    expect(
      screen.getByText(/sur cet appareil uniquement/, { selector: 'form p' }),
    ).toBeInTheDocument();
    await fill(user);
    await user.click(submit());
    expect(await screen.findByText('Témoignage ajouté')).toHaveFocus();
    expect(
      screen.getByText('Il figure en tête de la liste, sur cet appareil seulement.'),
    ).toBeInTheDocument();
    expect(names()).toEqual(['Zoë N’Diaye', 'Sarah B.', 'Mehdi K.', 'Julie R.']);
    expect($testimonials.get()?.items[0]).toMatchObject({ local: true, experienceYear: 2025 });
    expect(create).not.toHaveBeenCalled();

    // A new page load: fresh store, same browser storage.
    unmount();
    $testimonials.set(null);
    await loadTestimonials('local', EXAMPLES, EXAMPLES);
    expect(names()).toEqual(['Zoë N’Diaye', 'Sarah B.', 'Mehdi K.', 'Julie R.']);
    expect(JSON.parse(localStorage.getItem('temoignages') ?? '[]')[0]).toMatchObject({
      name: 'Zoë N’Diaye',
      rating: 4,
      experienceYear: 2025,
      local: true,
    });
  });

  it('stockage plein ou refusé : le témoignage est quand même ajouté pour cette page', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    await loadTestimonials('local', EXAMPLES, EXAMPLES);
    render(<TestimonialForm mode="local" trainings={TRAININGS} years={YEARS} />);
    await fill(user);
    await user.click(submit());
    await screen.findByText('Témoignage ajouté');
    expect(names()).toHaveLength(4);
  });
});
