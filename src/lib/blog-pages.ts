// The blog's list pages: /blog/, /blog/page/2/ … and one series per category,
// /blog/categorie/<slug>/, /blog/categorie/<slug>/page/2/ … Every article is reachable from /blog/
// through plain links. Pure; build time.
import { BLOG } from '~/config/site';
import { sortByNewest } from './articles';

interface Categorised {
  id: string;
  data: { date: Date; category: string };
}

/**
 * The URL segment of a category: lower case, accents and punctuation dropped, words joined by hyphens.
 * @example categorySlug('Actualités') === 'actualites'; categorySlug('Parcours de réussite') === 'parcours-de-reussite'
 */
export function categorySlug(category: string): string {
  return category
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The first page of a series: `/blog/` or `/blog/categorie/<slug>/`. */
export function seriesPath(category?: string): string {
  return category === undefined ? '/blog/' : `/blog/categorie/${categorySlug(category)}/`;
}

/**
 * The address of page `page` (from 1) of a series.
 * @example listPagePath(1) === '/blog/'; listPagePath(3, 'Financement') === '/blog/categorie/financement/page/3/'
 */
export function listPagePath(page: number, category?: string): string {
  return page === 1 ? seriesPath(category) : `${seriesPath(category)}page/${page}/`;
}

/** Number of pages a list of `count` items takes (at least one: an empty series still has its page). */
export function pageCount(count: number, pageSize: number = BLOG.pageSize): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** One list page: its series, number, the articles it shows and its neighbours' addresses. */
export interface ListPage<T> {
  /** The category of the series; undefined for the whole blog. */
  category?: string | undefined;
  page: number;
  pageCount: number;
  items: T[];
  /** Total number of articles in the series. */
  total: number;
  path: string;
  prevPath?: string | undefined;
  nextPath?: string | undefined;
}

/** Every page of one series, newest articles first. */
export function seriesPages<T extends Categorised>(
  articles: readonly T[],
  category?: string,
  pageSize: number = BLOG.pageSize,
): ListPage<T>[] {
  const sorted = sortByNewest(
    category === undefined
      ? articles
      : articles.filter((article) => article.data.category === category),
  );
  const count = pageCount(sorted.length, pageSize);
  return Array.from({ length: count }, (_, index) => {
    const page = index + 1;
    return {
      category,
      page,
      pageCount: count,
      items: sorted.slice(index * pageSize, page * pageSize),
      total: sorted.length,
      path: listPagePath(page, category),
      prevPath: page > 1 ? listPagePath(page - 1, category) : undefined,
      nextPath: page < count ? listPagePath(page + 1, category) : undefined,
    };
  });
}

/** A link of the page-number navigation, or a gap between distant numbers. */
export type PageLink = { page: number; path: string; current: boolean } | { gap: true };

/**
 * The page numbers offered under a list: the first, the last, and two on each side of the current
 * one, with gaps between (84 pages do not make 84 links).
 * @example pageLinks(5, 9) → 1 … 3 4 [5] 6 7 … 9
 */
export function pageLinks(current: number, count: number, category?: string): PageLink[] {
  const shown = [
    ...new Set([1, current - 2, current - 1, current, current + 1, current + 2, count]),
  ]
    .filter((page) => page >= 1 && page <= count)
    .sort((a, b) => a - b);
  const links: PageLink[] = [];
  shown.forEach((page, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && page - previous > 1) links.push({ gap: true });
    links.push({ page, path: listPagePath(page, category), current: page === current });
  });
  return links;
}
