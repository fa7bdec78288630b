// RSS feed of the blog, linked from every page's <head>.
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getCollection } from 'astro:content';
import { SITE } from '~/config/site';
import { sortByNewest } from '~/lib/articles';

export async function GET(context: APIContext) {
  const articles = sortByNewest(await getCollection('articles'));
  return rss({
    title: `Actualités – ${SITE.name}`,
    description: 'Conseils et nouvelles de la formation professionnelle en commerce et management.',
    site: context.site ?? SITE.name,
    customData: '<language>fr-FR</language>',
    items: articles.map((article) => ({
      title: article.data.title,
      description: article.data.summary,
      pubDate: article.data.date,
      link: `/blog/${article.id}/`,
      categories: [article.data.category, ...article.data.tags],
    })),
  });
}
