// @vitest-environment node
// The testimonials list of /temoignages as a visitor's browser runs it: the markup TestimonialList.astro
// renders (Astro components render in Node only, hence this file's environment), loaded into jsdom,
// then taken over by src/features/testimonials/testimonial-list.ts and the shared store the form island writes to.
import { within, waitFor } from '@testing-library/dom';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import TestimonialList from '~/features/testimonials/TestimonialList.astro';
import { listValidatedTestimonials } from '~/db/testimonials';
import { enhanceTestimonialLists } from '~/features/testimonials/testimonial-list';
import type { TestimonialView } from '~/features/testimonials/testimonial-view';
import {
  $testimonials,
  addLocalTestimonial,
  reloadAfterSubmit,
  type TestimonialsMode,
} from '~/features/testimonials/store';
import { $toasts } from '~/features/toasts/store';
import { deferred, lastToast } from '../../../support/request-forms';
import { EXAMPLES, publishedRow } from '../../../support/testimonials';

vi.mock('~/db/testimonials', () => ({
  listValidatedTestimonials: vi.fn(),
  createTestimonial: vi.fn(),
}));

const load = vi.mocked(listValidatedTestimonials);
const KEY = 'temoignages';
let dom: JSDOM;

/**
 * A page load: the server's markup of the list, then its script (the store starts empty, as on a new
 * page; the browser's storage is kept). Returns queries bound to the page.
 */
async function openPage(
  mode: TestimonialsMode,
  initial: readonly TestimonialView[],
  { runScript = true } = {},
) {
  const container = await AstroContainer.create();
  const html = await container.renderToString(TestimonialList, {
    props: { mode, initial, examples: EXAMPLES },
  });
  $testimonials.set(null);
  dom.window.document.body.innerHTML = `<main>${html}</main>`;
  if (runScript) enhanceTestimonialLists(dom.window.document);
  return within(dom.window.document.body);
}

const page = () => within(dom.window.document.body);
const list = () => dom.window.document.querySelector<HTMLElement>('[data-testimonial-list]')!;
/** Names of the testimonials on screen, in order. */
const shownNames = () =>
  page()
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('figcaption span')?.textContent);
const stored = () =>
  JSON.parse(dom.window.localStorage.getItem(KEY) ?? 'null') as Array<
    Record<string, unknown>
  > | null;

beforeEach(() => {
  dom = new JSDOM('<!doctype html><html lang="fr"><body></body></html>', {
    url: 'https://exemple.test/temoignages/',
  });
  // The store reads `window.localStorage` and signals toasts with an `Event`, as in a browser.
  const { window } = dom;
  Object.assign(globalThis, {
    window,
    document: window.document,
    Event: window.Event,
    MutationObserver: window.MutationObserver,
  });
  load.mockReset();
  $toasts.set([]);
  vi.restoreAllMocks();
});

describe('liste des témoignages sans service de données (mode local)', () => {
  it('copie locale vide : les trois exemples, étiquetés comme fictifs, et la copie locale en est amorcée', async () => {
    const screen = await openPage('local', EXAMPLES);
    await waitFor(() => expect(stored()).toHaveLength(3));
    expect(shownNames()).toEqual(['Sarah B.', 'Mehdi K.', 'Julie R.']);
    expect(screen.getAllByText('Exemple fictif')).toHaveLength(3);
    expect(screen.getByText(/ce ne sont pas des avis de clients/)).toBeVisible();
    expect(screen.getByText(/sur cet appareil uniquement/)).toBeVisible();
    expect(load).not.toHaveBeenCalled();
  });

  it('mêmes témoignages que la page construite : les cartes du serveur restent en place (CLS 0)', async () => {
    const screen = await openPage('local', EXAMPLES, { runScript: false });
    const built = screen.getAllByRole('listitem');
    enhanceTestimonialLists(dom.window.document);
    await waitFor(() => expect(stored()).toHaveLength(3));
    // The very same elements (toEqual would accept look-alike copies).
    screen.getAllByRole('listitem').forEach((item, index) => expect(item).toBe(built[index]));
    expect(built.every((item) => item.isConnected)).toBe(true);
  });

  it('copie locale existante : elle remplace la liste construite, les entrées locales étiquetées', async () => {
    dom.window.localStorage.setItem(
      KEY,
      JSON.stringify([
        {
          id: 'local-1',
          name: 'Zoë N’Diaye',
          formation: 'Titre professionnel Employé commercial',
          rating: 3,
          text: 'Écrit sur cet appareil.',
          date: '2026-11-22T09:00:00.000Z',
          experienceYear: 2025,
          local: true,
        },
        EXAMPLES[0],
      ]),
    );
    const screen = await openPage('local', EXAMPLES);
    await waitFor(() => expect(shownNames()).toEqual(['Zoë N’Diaye', 'Sarah B.']));
    expect(screen.getByText('Enregistré sur cet appareil')).toBeInTheDocument();
    expect(screen.getByText('Avis déposé le 22 novembre 2026')).toHaveAttribute(
      'datetime',
      '2026-11-22',
    );
    expect(screen.getByText('Formation terminée en 2025')).toBeInTheDocument();
    const stars = screen.getByRole('img', { name: 'Note\u00a0: 3 sur 5' }).querySelectorAll('svg');
    expect([...stars].map((star) => star.classList.contains('fill-current'))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    // The card filled from the template is the server's card: no leftover hook, no empty part.
    const card = screen.getAllByRole('listitem')[0]!;
    expect(card.querySelector('[data-card]')).toBeNull();
    expect(card.querySelector('figcaption')?.lastElementChild).toHaveTextContent(
      /^Avis déposé le 22 novembre 2026$/,
    );
    // Only Sarah's example is left: the notice about examples stays.
    expect(screen.getByText(/ce ne sont pas des avis de clients/)).toBeVisible();
  });

  it('copie locale illisible (stockage bloqué ou modifié à la main) : les exemples, sans erreur', async () => {
    dom.window.localStorage.setItem(KEY, '{pas du json');
    await openPage('local', EXAMPLES);
    await waitFor(() => expect(stored()).toHaveLength(3));
    expect(shownNames()).toEqual(['Sarah B.', 'Mehdi K.', 'Julie R.']);

    vi.spyOn(dom.window.Storage.prototype, 'getItem').mockImplementation(() => {
      throw new dom.window.DOMException('blocked', 'SecurityError');
    });
    await openPage('local', EXAMPLES);
    await waitFor(() => expect($testimonials.get()?.items).toHaveLength(3));
    expect(shownNames()).toEqual(['Sarah B.', 'Mehdi K.', 'Julie R.']);
  });

  it('un témoignage envoyé par le formulaire arrive en tête, dans une nouvelle liste, et survit à un rechargement', async () => {
    const screen = await openPage('local', EXAMPLES);
    await waitFor(() => expect(stored()).toHaveLength(3));
    const before = screen.getByRole('list');

    // What the form island calls on a valid local submission.
    addLocalTestimonial({
      name: 'Zoë N’Diaye',
      formation: 'Titre professionnel Conseiller de vente',
      experience_year: 2025,
      rating: 4,
      text: 'Des formateurs à l’écoute 👍🏽\net des cas concrets.',
    });
    expect(shownNames()).toEqual(['Zoë N’Diaye', 'Sarah B.', 'Mehdi K.', 'Julie R.']);
    expect(before.isConnected, 'other testimonials: a new list, not cards pushed aside').toBe(
      false,
    );
    expect(screen.getByText('Enregistré sur cet appareil')).toBeInTheDocument();
    // The line break is kept (the quote's CSS shows it: whitespace-pre-line).
    expect(screen.getAllByRole('blockquote')[0]).toHaveTextContent(
      '« Des formateurs à l’écoute 👍🏽\net des cas concrets. »',
      { normalizeWhitespace: false },
    );

    await openPage('local', EXAMPLES);
    await waitFor(() =>
      expect(shownNames()).toEqual(['Zoë N’Diaye', 'Sarah B.', 'Mehdi K.', 'Julie R.']),
    );
    expect(stored()?.[0]).toMatchObject({
      name: 'Zoë N’Diaye',
      rating: 4,
      experienceYear: 2025,
      local: true,
    });
  });
  it('un témoignage envoyé avant que le script de la liste ait tourné reste au-dessus des exemples', async () => {
    // A new page: the store's module is fresh, and the list's script (loaded after the page) has not run.
    vi.resetModules();
    const store = await import('~/features/testimonials/store');
    const { enhanceTestimonialLists: enhance } =
      await import('~/features/testimonials/testimonial-list');
    await openPage('local', EXAMPLES, { runScript: false });
    store.addLocalTestimonial({
      name: 'Zoë N’Diaye',
      formation: 'Titre professionnel Conseiller de vente',
      experience_year: 2025,
      rating: 4,
      text: 'Des cas concrets.',
    });
    enhance(dom.window.document);
    await waitFor(() =>
      expect(shownNames()).toEqual(['Zoë N’Diaye', 'Sarah B.', 'Mehdi K.', 'Julie R.']),
    );
    expect(stored()?.map((item) => item.name)).toEqual([
      'Zoë N’Diaye',
      'Sarah B.',
      'Mehdi K.',
      'Julie R.',
    ]);
  });
});

describe('liste des témoignages avec service de données', () => {
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
    const screen = await openPage('stored', built);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des témoignages…');
    expect(list()).toHaveAttribute('aria-busy', 'true');
    expect(shownNames()).toEqual(['Ancien Avis']);
    expect(screen.queryByText(/ce ne sont pas des avis de clients/)).not.toBeInTheDocument();

    pending.resolve({
      ok: true,
      data: [
        publishedRow(2, 'Nouvel Avis', '2026-11-21T10:00:00Z'),
        publishedRow(1, 'Ancien Avis'),
      ],
    });
    await waitFor(() => expect(shownNames()).toEqual(['Nouvel Avis', 'Ancien Avis']));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(list()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText('Exemple fictif')).not.toBeInTheDocument();
    expect(stored()?.map((item) => item.name)).toEqual(['Nouvel Avis', 'Ancien Avis']);
    const card = screen.getAllByRole('listitem')[0]!;
    expect(card.querySelector('figcaption')?.lastElementChild).toHaveTextContent(
      /^Avis déposé le 21 novembre 2026, publié le 21 novembre 2026$/,
    );
  });

  it('mêmes témoignages, l’un changé depuis la construction : sa carte est redessinée à sa place, la liste reste', async () => {
    load.mockResolvedValue({
      ok: true,
      data: [{ ...publishedRow(1, 'Ancien Avis'), text: 'Texte relu depuis la construction.' }],
    });
    const screen = await openPage('stored', built);
    const before = screen.getByRole('list');
    await waitFor(() =>
      expect(screen.getByRole('blockquote')).toHaveTextContent(
        '« Texte relu depuis la construction. »',
      ),
    );
    expect(screen.getByRole('list')).toBe(before);
  });

  it('build sans la base (les exemples) puis témoignages validés : la notice sur les exemples disparaît avec eux', async () => {
    load.mockResolvedValue({ ok: true, data: [publishedRow(2, 'Lina B.')] });
    const screen = await openPage('stored', EXAMPLES, { runScript: false });
    expect(screen.getByText(/ce ne sont pas des avis de clients/)).toBeVisible();
    enhanceTestimonialLists(dom.window.document);
    await waitFor(() => expect(shownNames()).toEqual(['Lina B.']));
    expect(screen.queryByText(/ce ne sont pas des avis de clients/)).not.toBeInTheDocument();
  });

  it('aucun témoignage validé : le message vide de docs/product.md §8, sans exemples ; après un envoi, celui qui attend la validation', async () => {
    load.mockResolvedValue({ ok: true, data: [] });
    const screen = await openPage('stored', built);
    // Testing Library reads the no-break space before « ! » as a space.
    expect(
      await screen.findByText(
        'Aucun témoignage publié pour le moment. Soyez le premier à partager votre expérience !',
      ),
    ).toBeVisible();
    expect(screen.queryAllByRole('listitem')).toEqual([]);

    // What the form island calls once the database accepted a testimonial (it stays pending).
    await reloadAfterSubmit();
    expect(screen.getByText('Aucun témoignage validé pour le moment.')).toBeVisible();
    expect(screen.queryByText(/Soyez le premier/)).not.toBeInTheDocument();
  });

  it('erreur de chargement avec une copie locale : la notification « Erreur de chargement » et la copie', async () => {
    dom.window.localStorage.setItem(
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
    await openPage('stored', built);
    await waitFor(() => expect(shownNames()).toEqual(['Avis En Cache']));
    expect(lastToast()).toMatchObject({
      title: 'Erreur de chargement',
      description: 'Impossible de charger les témoignages. Affichage des données locales.',
      variant: 'destructive',
    });
  });

  it('erreur de chargement sans copie locale : les exemples, étiquetés', async () => {
    load.mockResolvedValue({ ok: false, reason: 'unknown' });
    const screen = await openPage('stored', built);
    await waitFor(() => expect(shownNames()).toEqual(['Sarah B.', 'Mehdi K.', 'Julie R.']));
    expect(screen.getAllByText('Exemple fictif')).toHaveLength(3);
    // The notice about examples arrives with them, just before the list.
    expect(screen.getByRole('list').previousElementSibling).toHaveTextContent(
      /ce ne sont pas des avis de clients/,
    );
    expect(lastToast()?.title).toBe('Erreur de chargement');
  });

  it('module de la base impossible à télécharger (connexion perdue) : « Erreur de chargement » et les exemples', async () => {
    load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await openPage('stored', built);
    await waitFor(() => expect(shownNames()).toEqual(['Sarah B.', 'Mehdi K.', 'Julie R.']));
    expect(lastToast()?.title).toBe('Erreur de chargement');
    expect(list()).toHaveAttribute('aria-busy', 'false');
  });

  it('le texte d’un avis est affiché tel quel, jamais interprété comme du HTML', async () => {
    load.mockResolvedValue({
      ok: true,
      data: [{ ...publishedRow(3, 'Zoë <b>'), text: '<img src=x onerror=alert(1)> **gras**' }],
    });
    const screen = await openPage('stored', []);
    expect(
      await screen.findByText('« <img src=x onerror=alert(1)> **gras** »'),
    ).toBeInTheDocument();
    expect(screen.getByText('Zoë <b>')).toBeInTheDocument();
    expect(list().querySelector('img, b')).toBeNull();
  });
});
