// Every route of docs/product.md §2.1 as built in dist/ (build.format 'directory', trailingSlash 'always').
// Plain Node-runnable TypeScript: scripts/lighthouse.ts imports it too.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OUTCOME_PATHS } from '../src/features/requests/outcome-paths.ts';

const ARTICLES_DIR = fileURLToPath(new URL('../content/articles/', import.meta.url));

/** A page the site must build. */
export interface Route {
  /** URL path with its trailing slash, e.g. `/formation/tp-conseiller-vente/`. */
  path: string;
  /** Learner and trainer spaces (their islands hydrate after the load event). */
  isPrivate: boolean;
  /** In the sitemap and without `noindex`: false for the spaces and for sample data. */
  indexed: boolean;
}

/** A not-found page: where it is built and what a visitor reaches it through. */
export interface NotFoundPage {
  /** Path of the HTML file inside dist/. */
  file: string;
  /** A URL that Netlify answers with this page and status 404. */
  probe: string;
  /** Text the visitor reads on it (docs/product.md §2.3, §8). */
  text: string;
  /** Where its link back leads. */
  backLink: string;
}

/** The four training ids of docs/product.md §3. */
export const TRAINING_IDS = [
  'tp-employe-commercial',
  'tp-conseiller-vente',
  'tp-assistant-manager',
  'tp-manager-unite-marchande',
] as const;

/** Article slugs: the file names of content/articles/*.mdx, read now so a new post is tested at once. */
export function listArticleSlugs(): string[] {
  return readdirSync(ARTICLES_DIR)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => name.slice(0, -'.mdx'.length))
    .sort();
}

const PUBLIC_PAGES = [
  '/',
  '/a-propos/',
  '/accompagnement/validation-bloc/',
  '/accompagnement/coaching-recrutement/',
  '/accompagnement/coaching-examen/',
  '/formations/',
  '/sessions/',
  '/entreprises/',
  '/candidature/',
  '/temoignages/',
  '/contact/',
  '/financement/',
  '/mentions-legales/',
  '/politique-confidentialite/',
  '/cgv/',
  '/reglement-interieur/',
  '/reclamations/',
  '/declaration-accessibilite/',
  '/faq/',
  '/blog/',
  '/recherche/',
];

/** Sample data the specification asks for, labelled on the page: `noindex`, out of the sitemap. */
const SAMPLE_DATA_PAGES = ['/catalogue-formations/'];

/**
 * The first page of each blog category. Written out here because this file also runs in
 * plain Node (no `~` alias); tests/site/blog-pages.test.ts checks it against the schema's categories.
 */
export const BLOG_CATEGORY_PAGES = [
  '/blog/categorie/inclusion/',
  '/blog/categorie/financement/',
  '/blog/categorie/alternance/',
  '/blog/categorie/actualites/',
  '/blog/categorie/parcours-de-reussite/',
];

const PRIVATE_PAGES = [
  '/espace-apprenant/',
  '/espace-apprenant/nouveau-mot-de-passe/',
  '/espace-apprenant/verification/',
  '/espace-apprenant/questionnaires/',
  '/dashboard-apprenant/',
  '/espace-formateur/',
];

/** Every route of docs/product.md §2.1, in a stable order. */
export function listRoutes(): Route[] {
  const indexedPage = (path: string): Route => ({ path, isPrivate: false, indexed: true });
  return [
    ...PUBLIC_PAGES.map(indexedPage),
    ...BLOG_CATEGORY_PAGES.map(indexedPage),
    ...TRAINING_IDS.map((id) => indexedPage(`/formation/${id}/`)),
    ...listArticleSlugs().map((slug) => indexedPage(`/blog/${slug}/`)),
    ...SAMPLE_DATA_PAGES.map((path) => ({ path, isPrivate: false, indexed: false })),
    // Where a form posted without JavaScript lands: noindex, out of the sitemap.
    ...OUTCOME_PATHS.map((path) => ({ path, isPrivate: false, indexed: false })),
    ...PRIVATE_PAGES.map((path) => ({ path, isPrivate: true, indexed: false })),
  ];
}

/** The three not-found pages (docs/product.md §2.3, §8) and the netlify.toml rules that serve them. */
export const NOT_FOUND_PAGES: NotFoundPage[] = [
  { file: '404.html', probe: '/nimporte-quoi/', text: 'Oups !', backLink: '/' },
  {
    file: 'formation/introuvable/index.html',
    probe: '/formation/inconnue/',
    text: 'Formation non trouvée',
    backLink: '/formations/',
  },
  {
    file: 'blog/introuvable/index.html',
    probe: '/blog/inconnu/',
    text: 'Article non trouvé',
    backLink: '/blog/',
  },
];

/** The dist/ file of a route: `/faq/` → `faq/index.html`. */
export function routeFile(path: string): string {
  return `${path.slice(1)}index.html`;
}
