// Structured data of list and navigation pages: BreadcrumbList, ItemList, FAQPage. Pure; build time.
import type { BreadcrumbList, FAQPage, ItemList } from 'schema-dts';

/** One step of a trail or one entry of a list: its visible name and absolute URL. */
export interface NamedLink {
  name: string;
  url: string;
}

/** The trail from the home page to the current page (both included), in order. */
export function buildBreadcrumbList(trail: readonly NamedLink[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/**
 * An ordered list of pages (the training catalogue), each entry by name and URL. The positions say the
 * order and the entries their number: no itemListOrder nor numberOfItems (bytes of the first round trip).
 */
export function buildItemList(name: string, entries: readonly NamedLink[]): ItemList {
  return {
    '@type': 'ItemList',
    name,
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      url: entry.url,
    })),
  };
}

/** One question of the FAQ with its answer as plain text. */
export interface QuestionFacts {
  question: string;
  answer: string;
}

/**
 * The FAQ page's questions and answers. For meaning only: search engines no longer show FAQ rich
 * results for a site like this one, but assistants and other engines read the pairs.
 */
export function buildFaqPage(url: string, questions: readonly QuestionFacts[]): FAQPage {
  return {
    '@type': 'FAQPage',
    url,
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
