// The `lastmod` of each sitemap entry: an article's `updated` date, else its publication
// date; a training's `updatedAt`; a blog list page, its newest article. Read straight from content/
// (the sitemap integration runs outside Astro's collections); the build still validates every field.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// js-yaml, the parser Astro's collections read frontmatter with (same dates), and much faster than `yaml`
// here (docs/performance.md, js-yaml outside Astro).
import { load } from 'js-yaml';
import { ARTICLE_CATEGORIES } from '../schemas/article.ts';
import { seriesPages } from '../lib/blog-pages.ts';

/** A YAML date as Astro reads it: AAAA-MM-JJ at midnight UTC. */
function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(`${String(value)}T00:00:00Z`);
}

function readFrontmatters(folder: string): { id: string; data: Record<string, unknown> }[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => ({
      id: name.slice(0, -'.mdx'.length),
      data: (load(readFileSync(join(folder, name), 'utf8').split(/^---$/m)[1] ?? '') ??
        {}) as Record<string, unknown>,
    }));
}

/** Last modification of each dated page, by URL path (`/blog/<slug>/` → Date). */
export function readPageDates(root: string): Map<string, Date> {
  const dates = new Map<string, Date>();
  const articles = readFrontmatters(join(root, 'content/articles')).map(({ id, data }) => ({
    id,
    data: {
      date: toDate(data.date),
      modified: toDate(data.updated ?? data.date),
      category: String(data.category),
    },
  }));
  for (const article of articles) dates.set(`/blog/${article.id}/`, article.data.modified);
  for (const category of [undefined, ...ARTICLE_CATEGORIES]) {
    for (const page of seriesPages(articles, category)) {
      const newest = Math.max(...page.items.map((article) => article.data.modified.getTime()));
      if (page.items.length > 0) dates.set(page.path, new Date(newest));
    }
  }
  for (const { id, data } of readFrontmatters(join(root, 'content/trainings'))) {
    dates.set(`/formation/${id}/`, toDate(data.updatedAt));
  }
  // A missing or malformed date is the collection schema's to report (with the file and the field).
  for (const [path, date] of dates) if (Number.isNaN(date.getTime())) dates.delete(path);
  return dates;
}
