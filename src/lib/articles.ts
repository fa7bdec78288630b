// Pure helpers over blog articles (docs/product.md §2.3, §9). Safe for the browser.
import { BLOG } from '~/config/site';

interface Dated {
  id: string;
  data: { date: Date; category: string };
}

/** Articles from the newest to the oldest. */
export function sortByNewest<T extends Dated>(articles: readonly T[]): T[] {
  return [...articles].sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id),
  );
}

/**
 * The other articles shown under a post: same category first, then the newest (docs/product.md §9:
 * three). Takes the articles already sorted by {@link sortByNewest}, once for every page: sorting them
 * again for each of 1,000 articles cost the build a third of a second.
 */
export function pickRelatedArticles<T extends Dated>(
  current: T,
  newestFirst: readonly T[],
  count: number = BLOG.relatedCount,
): T[] {
  const sameCategory: T[] = [];
  const rest: T[] = [];
  for (const article of newestFirst) {
    if (article.id === current.id) continue;
    if (article.data.category !== current.data.category) {
      if (rest.length < count) rest.push(article);
    } else if (sameCategory.push(article) === count) break;
  }
  return [...sameCategory, ...rest].slice(0, count);
}
