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

/** The other articles shown under a post: same category first, then the newest (docs/product.md §9: three). */
export function pickRelatedArticles<T extends Dated>(
  current: T,
  articles: readonly T[],
  count: number = BLOG.relatedCount,
): T[] {
  const others = sortByNewest(articles.filter((article) => article.id !== current.id));
  const sameCategory = others.filter((article) => article.data.category === current.data.category);
  const rest = others.filter((article) => article.data.category !== current.data.category);
  return [...sameCategory, ...rest].slice(0, count);
}
