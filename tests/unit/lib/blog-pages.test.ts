// The blog's list pages: category slugs, page addresses, how articles split into pages.
import { describe, expect, it } from 'vitest';
import { categorySlug, listPagePath, pageCount, pageLinks, seriesPages } from '~/lib/blog-pages';

const article = (id: string, day: number, category: string) => ({
  id,
  data: { date: new Date(Date.UTC(2025, 0, day)), category },
});

describe('categorySlug', () => {
  it('retire accents et majuscules, relie les mots par des tirets', () => {
    expect(categorySlug('Actualités')).toBe('actualites');
    expect(categorySlug('Parcours de réussite')).toBe('parcours-de-reussite');
    expect(categorySlug('  Égalité & Handicap  ')).toBe('egalite-handicap');
    expect(categorySlug('Ça, c’est l’alternance')).toBe('ca-c-est-l-alternance');
  });
});

describe('adresses des pages', () => {
  it('la page 1 est la racine de la série, les suivantes /page/N/', () => {
    expect(listPagePath(1)).toBe('/blog/');
    expect(listPagePath(2)).toBe('/blog/page/2/');
    expect(listPagePath(1, 'Parcours de réussite')).toBe('/blog/categorie/parcours-de-reussite/');
    expect(listPagePath(3, 'Actualités')).toBe('/blog/categorie/actualites/page/3/');
  });

  it('compte les pages, au moins une', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(1005, 12)).toBe(84);
  });
});

describe('seriesPages', () => {
  const articles = Array.from({ length: 25 }, (_, index) =>
    article(`a${index + 1}`, index + 1, index % 5 === 0 ? 'Inclusion' : 'Financement'),
  );

  it('répartit du plus récent au plus ancien, chaque article sur une seule page', () => {
    const pages = seriesPages(articles, undefined, 12);
    expect(pages.map((page) => page.items.length)).toEqual([12, 12, 1]);
    expect(pages[0]!.items[0]!.id).toBe('a25');
    expect(pages.flatMap((page) => page.items.map((item) => item.id)).sort()).toEqual(
      articles.map((item) => item.id).sort(),
    );
  });

  it('relie chaque page à la précédente et à la suivante', () => {
    const pages = seriesPages(articles, undefined, 12);
    expect(pages.map((page) => [page.path, page.prevPath, page.nextPath])).toEqual([
      ['/blog/', undefined, '/blog/page/2/'],
      ['/blog/page/2/', '/blog/', '/blog/page/3/'],
      ['/blog/page/3/', '/blog/page/2/', undefined],
    ]);
  });

  it('une catégorie ne garde que ses articles ; vide, elle a tout de même sa page', () => {
    const inclusion = seriesPages(articles, 'Inclusion', 12);
    expect(inclusion).toHaveLength(1);
    expect(inclusion[0]!.items.map((item) => item.id)).toEqual(['a21', 'a16', 'a11', 'a6', 'a1']);
    const empty = seriesPages(articles, 'Alternance', 12);
    expect(empty).toEqual([
      expect.objectContaining({
        page: 1,
        pageCount: 1,
        items: [],
        path: '/blog/categorie/alternance/',
      }),
    ]);
  });
});

describe('pageLinks', () => {
  const numbers = (links: ReturnType<typeof pageLinks>) =>
    links.map((link) =>
      'gap' in link ? '…' : link.current ? `[${link.page}]` : String(link.page),
    );

  it('la première, la dernière et deux de chaque côté, avec des sauts', () => {
    expect(numbers(pageLinks(5, 9))).toEqual(['1', '…', '3', '4', '[5]', '6', '7', '…', '9']);
    expect(numbers(pageLinks(1, 84))).toEqual(['[1]', '2', '3', '…', '84']);
    expect(numbers(pageLinks(2, 3))).toEqual(['1', '[2]', '3']);
  });
});
