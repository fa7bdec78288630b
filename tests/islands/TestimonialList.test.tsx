import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listValidatedTestimonials } from '~/db/testimonials';
import TestimonialList from '~/islands/TestimonialList';
import { $testimonials } from '~/stores/testimonials';
import { $toasts } from '~/stores/toasts';
import { lastToast, deferred } from '../support/request-forms';
import { EXAMPLES, publishedRow } from '../support/testimonials';

vi.mock('~/db/testimonials', () => ({
  listValidatedTestimonials: vi.fn(),
  createTestimonial: vi.fn(),
}));

const load = vi.mocked(listValidatedTestimonials);
const KEY = 'temoignages';

/** Names of the testimonials on screen, in order. */
const shownNames = () =>
  screen
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('figcaption span')?.textContent);
const stored = () =>
  JSON.parse(localStorage.getItem(KEY) ?? 'null') as Array<Record<string, unknown>> | null;

beforeEach(() => {
  localStorage.clear();
  load.mockReset();
  $toasts.set([]);
  $testimonials.set(null);
  vi.restoreAllMocks();
});

describe('TestimonialList sans service de données (mode local)', () => {
  it('copie locale vide : les trois exemples, étiquetés comme fictifs, et la copie locale en est amorcée', async () => {
    render(<TestimonialList mode="local" initial={EXAMPLES} examples={EXAMPLES} />);
    await waitFor(() => expect(stored()).toHaveLength(3));
    expect(shownNames()).toEqual(['Sarah B.', 'Mehdi K.', 'Julie R.']);
    expect(screen.getAllByText('Exemple fictif')).toHaveLength(3);
    expect(screen.getByText(/ce ne sont pas des avis de clients/)).toBeInTheDocument();
    expect(screen.getByText(/sur cet appareil uniquement/)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('copie locale existante : elle remplace la liste construite, les entrées locales étiquetées', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify([
        {
          id: 'local-1',
          name: 'Zoë N’Diaye',
          formation: 'Titre professionnel Employé commercial',
          rating: 3,
          text: 'Écrit sur cet appareil.',
          date: '2026-11-22T09:00:00.000Z',
          local: true,
        },
        EXAMPLES[0],
      ]),
    );
    render(<TestimonialList mode="local" initial={EXAMPLES} examples={EXAMPLES} />);
    await waitFor(() => expect(shownNames()).toEqual(['Zoë N’Diaye', 'Sarah B.']));
    expect(screen.getByText('Enregistré sur cet appareil')).toBeInTheDocument();
    expect(screen.getByText('Avis déposé le 22 novembre 2026')).toBeInTheDocument();
  });

  it('copie locale illisible (stockage bloqué ou modifié à la main) : les exemples, sans erreur', async () => {
    localStorage.setItem(KEY, '{pas du json');
    render(<TestimonialList mode="local" initial={EXAMPLES} examples={EXAMPLES} />);
    await waitFor(() => expect(stored()).toHaveLength(3));
    expect(shownNames()).toEqual(['Sarah B.', 'Mehdi K.', 'Julie R.']);

    $testimonials.set(null);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    render(<TestimonialList mode="local" initial={EXAMPLES} examples={EXAMPLES} />);
    await waitFor(() => expect(screen.getAllByText('Sarah B.')).toHaveLength(2));
  });
});

describe('TestimonialList avec service de données', () => {
  const built = [publishedRow(1, 'Ancien Avis')].map((row) => ({
    id: '1',
    name: row.name,
    formation: row.formation,
    rating: row.rating,
    text: row.text,
    date: row.created_at,
  }));

  it('chargement : la liste construite reste affichée avec un indicateur, puis la liste fraîche la remplace et devient la copie locale', async () => {
    const pending = deferred<Awaited<ReturnType<typeof listValidatedTestimonials>>>();
    load.mockReturnValue(pending.promise);
    render(<TestimonialList mode="stored" initial={built} examples={EXAMPLES} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement des témoignages…');
    expect(shownNames()).toEqual(['Ancien Avis']);

    await act(async () =>
      pending.resolve({
        ok: true,
        data: [
          publishedRow(2, 'Nouvel Avis', '2026-11-21T10:00:00Z'),
          publishedRow(1, 'Ancien Avis'),
        ],
      }),
    );
    expect(shownNames()).toEqual(['Nouvel Avis', 'Ancien Avis']);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByText('Exemple fictif')).not.toBeInTheDocument();
    expect(stored()?.map((item) => item.name)).toEqual(['Nouvel Avis', 'Ancien Avis']);
  });

  it('aucun témoignage validé : le message vide de docs/product.md §8, sans exemples', async () => {
    load.mockResolvedValue({ ok: true, data: [] });
    render(<TestimonialList mode="stored" initial={built} examples={EXAMPLES} />);
    // Testing Library reads the no-break space before « ! » as a space.
    expect(
      await screen.findByText(
        'Aucun témoignage publié pour le moment. Soyez le premier à partager votre expérience !',
      ),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('erreur de chargement avec une copie locale : la notification « Erreur de chargement » et la copie', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify([
        {
          id: '7',
          name: 'Avis En Cache',
          formation: 'Formation',
          rating: 5,
          text: 'Gardé de la dernière visite.',
          date: '2026-10-01T08:00:00Z',
        },
      ]),
    );
    load.mockResolvedValue({ ok: false, reason: 'network' });
    render(<TestimonialList mode="stored" initial={built} examples={EXAMPLES} />);
    await waitFor(() => expect(shownNames()).toEqual(['Avis En Cache']));
    expect(lastToast()).toMatchObject({
      title: 'Erreur de chargement',
      description: 'Impossible de charger les témoignages. Affichage des données locales.',
      variant: 'destructive',
    });
  });

  it('erreur de chargement sans copie locale : les exemples, étiquetés', async () => {
    load.mockResolvedValue({ ok: false, reason: 'unknown' });
    render(<TestimonialList mode="stored" initial={built} examples={EXAMPLES} />);
    await waitFor(() => expect(shownNames()).toEqual(['Sarah B.', 'Mehdi K.', 'Julie R.']));
    expect(screen.getAllByText('Exemple fictif')).toHaveLength(3);
    expect(lastToast()?.title).toBe('Erreur de chargement');
  });

  it('le texte d’un avis est affiché tel quel, jamais interprété comme du HTML', async () => {
    load.mockResolvedValue({
      ok: true,
      data: [{ ...publishedRow(3, 'Zoë'), text: '<img src=x onerror=alert(1)> **gras**' }],
    });
    const { container } = render(
      <TestimonialList mode="stored" initial={[]} examples={EXAMPLES} />,
    );
    expect(
      await screen.findByText('« <img src=x onerror=alert(1)> **gras** »'),
    ).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
