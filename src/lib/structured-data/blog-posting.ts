// An article as schema.org BlogPosting. Pure; build time.
import type { BlogPosting, Organization, Person } from 'schema-dts';
import { toIsoDate } from '~/lib/format';
import type { OrganisationFacts } from './organisation';
import { referenceOrganisation } from './organisation';

/** What the BlogPosting needs of an article (its frontmatter, already validated). */
export interface ArticleFacts {
  title: string;
  summary: string;
  date: Date;
  updated?: Date | undefined;
  author: string;
  category: string;
  tags: readonly string[];
}

/**
 * The author as a Person, or as the organisation's team when the byline names the organisation
 * ("Pôle financement Horizon Compétences"): a department is not a person.
 */
export function buildAuthor(
  author: string,
  organisation: OrganisationFacts,
): Person | Organization {
  if (author.includes(organisation.name)) {
    return {
      '@type': 'Organization',
      name: author,
      parentOrganization: referenceOrganisation(organisation),
    };
  }
  return { '@type': 'Person', name: author };
}

/**
 * The article: headline, dates (publication, and last change when the editor gave one), author,
 * image, section and keywords; published by the organisation.
 * @param url absolute URL of the article page
 * @param image absolute URL of the article's image (its 1200 px social card)
 */
export function buildBlogPosting(
  article: ArticleFacts,
  url: string,
  image: string,
  organisation: OrganisationFacts,
): BlogPosting {
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: article.title,
    description: article.summary,
    datePublished: toIsoDate(article.date),
    dateModified: toIsoDate(article.updated ?? article.date),
    author: buildAuthor(article.author, organisation),
    publisher: referenceOrganisation(organisation),
    image,
    articleSection: article.category,
    keywords: article.tags.join(', '),
    inLanguage: 'fr-FR',
  };
}
