import { z } from 'astro/zod';
import { CalendarDateSchema } from './calendar-date';
import type { SchemaContext } from 'astro:content';

/** Blog categories (docs/product.md §3, Blog article). */
export const ARTICLE_CATEGORIES = [
  'Inclusion',
  'Financement',
  'Alternance',
  'Actualités',
  'Success Stories',
] as const;

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/**
 * A blog post: `content/articles/<slug>.mdx`. The file name is the slug used in the URL
 * (/blog/<slug>/); the MDX body is the article.
 */
export const ArticleSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    title: z.string().min(10).max(110).describe('Titre de l’article (10 à 110 caractères).'),
    date: CalendarDateSchema.describe(
      'Date de publication au format AAAA-MM-JJ ; elle est affichée en français.',
    ),
    category: z
      .enum(ARTICLE_CATEGORIES)
      .describe('Catégorie : Inclusion, Financement, Alternance, Actualités ou Success Stories.'),
    tags: z
      .array(z.string().trim().min(2))
      .min(1)
      .max(6)
      .describe('Mots-clés (1 à 6), utilisés par la recherche.'),
    summary: z
      .string()
      .min(60)
      .max(300)
      .describe('Chapeau de 60 à 300 caractères : carte du blog, meta description et flux RSS.'),
    image: image().describe('Image de couverture (chemin relatif vers content/images).'),
    imageAlt: z
      .string()
      .describe('Texte alternatif de la couverture ; vide si elle est purement décorative.'),
    author: z.string().min(2).describe('Auteur ou autrice affiché(e) sous le titre.'),
  });

export type Article = z.infer<ReturnType<typeof ArticleSchema>>;
