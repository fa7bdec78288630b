import { z } from 'astro/zod';
import { CalendarDateSchema } from './calendar-date';
import type { SchemaContext } from 'astro:content';

/** Blog categories (docs/product.md §3, Blog article). */
export const ARTICLE_CATEGORIES = [
  'Inclusion',
  'Financement',
  'Alternance',
  'Actualités',
  'Parcours de réussite',
] as const;

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** What each category page says it gathers (its introduction and meta description). */
export const ARTICLE_CATEGORY_INTROS: Record<ArticleCategory, string> = {
  Inclusion:
    'Handicap, aménagements, égalité des chances : nos articles pour se former dans de bonnes conditions, quelle que soit sa situation.',
  Financement:
    'CPF, OPCO, France Travail, aides de l’État : nos articles pour financer votre formation en commerce et management.',
  Alternance:
    'Contrat de professionnalisation, rythme, aides aux employeurs : nos articles pour réussir votre formation en alternance.',
  Actualités:
    'Réformes, certification Qualiopi, nouveautés du centre : l’actualité de la formation professionnelle et d’Horizon Compétences.',
  'Parcours de réussite':
    'Reconversions, premiers postes, promotions : les parcours de nos apprenants, racontés par eux-mêmes.',
};

/**
 * The fields of an article but its cover, made once: Astro calls the schema below for every entry (its
 * `image()` resolves paths from that entry's file) (docs/performance.md, Article fields made once).
 */
const ARTICLE_FIELDS = {
  title: z.string().min(10).max(110).describe('Titre de l’article (10 à 110 caractères).'),
  date: CalendarDateSchema.describe(
    'Date de publication au format AAAA-MM-JJ ; elle est affichée en français.',
  ),
  updated: CalendarDateSchema.optional().describe(
    'Date de la dernière mise à jour importante (AAAA-MM-JJ), si l’article a été revu ; affichée sous la date de publication.',
  ),
  category: z
    .enum(ARTICLE_CATEGORIES)
    .describe(
      'Catégorie : Inclusion, Financement, Alternance, Actualités ou Parcours de réussite.',
    ),
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
  imageAlt: z
    .string()
    .describe('Texte alternatif de la couverture ; vide si elle est purement décorative.'),
  author: z.string().min(2).describe('Auteur ou autrice affiché(e) sous le titre.'),
};

/**
 * A blog post: `content/articles/<slug>.mdx`. The file name is the slug used in the URL
 * (/blog/<slug>/); the MDX body is the article.
 */
export const ArticleSchema = ({ image }: SchemaContext) =>
  z
    .strictObject({
      title: ARTICLE_FIELDS.title,
      date: ARTICLE_FIELDS.date,
      updated: ARTICLE_FIELDS.updated,
      category: ARTICLE_FIELDS.category,
      tags: ARTICLE_FIELDS.tags,
      summary: ARTICLE_FIELDS.summary,
      image: image().describe('Image de couverture (chemin relatif vers content/images).'),
      imageAlt: ARTICLE_FIELDS.imageAlt,
      author: ARTICLE_FIELDS.author,
    })
    .refine((article) => !article.updated || article.updated >= article.date, {
      path: ['updated'],
      error: 'La date de mise à jour précède la date de publication.',
    });

export type Article = z.infer<ReturnType<typeof ArticleSchema>>;
