// No visitor or crawler follows a dead internal link or asset: every reference of every built page resolves.
import { expect, test } from 'vitest';
import { readdirSync } from 'node:fs';
import {
  DIST_DIR,
  distFileFor,
  hasDistFile,
  listHtmlFiles,
  loadDocument,
  pagePathOf,
  readDistFile,
  requireDist,
  resolveInternal,
  siteOrigin,
} from '../support/dist.ts';
import { NOT_FOUND_PAGES } from '../../local/routes.ts';

requireDist();

const origin = siteOrigin();

/** Attributes that make the browser fetch or navigate (astro-island's URLs are loaded at hydration). */
const URL_ATTRIBUTES = ['href', 'src', 'poster', 'component-url', 'renderer-url'];

/** Every URL a page references, from URL attributes and srcset candidates. */
function referencesOf(document: Document): string[] {
  const selector = [...URL_ATTRIBUTES, 'srcset'].map((name) => `[${name}]`).join(',');
  return [...document.querySelectorAll(selector)].flatMap((element) => [
    ...URL_ATTRIBUTES.map((name) => element.getAttribute(name)).filter((value) => value !== null),
    ...(element.getAttribute('srcset') ?? '')
      .split(/,\s+/)
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean),
  ]);
}

/** Why an internal path is a dead end, or null when dist/ serves it directly. */
function problemWith(path: string): string | null {
  if (distFileFor(path)) return null;
  if (!path.endsWith('/') && distFileFor(`${path}/`))
    return `missing trailing slash: link ${path}/ (the host answers 301)`;
  return 'not found in dist/';
}

/** One line per dead target, with the pages that reference it. */
function describeBroken(broken: Map<string, Set<string>>): string {
  return [...broken]
    .map(([target, pages]) => {
      const list = [...pages];
      return `${target}\n    ← ${list.slice(0, 3).join(', ')}${list.length > 3 ? ` and ${list.length - 3} more` : ''}`;
    })
    .join('\n');
}

test('every internal href, src and srcset of every page exists in dist/', () => {
  const broken = new Map<string, Set<string>>();
  for (const file of listHtmlFiles()) {
    const pageUrl = new URL(pagePathOf(file), origin);
    for (const ref of referencesOf(loadDocument(file))) {
      const path = resolveInternal(ref, pageUrl);
      const problem = path === null ? null : problemWith(path);
      if (problem)
        broken.set(
          `${path}: ${problem}`,
          (broken.get(`${path}: ${problem}`) ?? new Set()).add(file),
        );
    }
  }
  expect([...broken.keys()], `broken references:\n${describeBroken(broken)}`).toEqual([]);
});

test('not-found pages use root-relative URLs (they are served at any depth)', () => {
  const built = NOT_FOUND_PAGES.filter(({ file }) => hasDistFile(file));
  const relative = built.flatMap(({ file }) =>
    referencesOf(loadDocument(file))
      .filter((ref) => !/^(\/|#|[a-z][a-z0-9+.-]*:)/i.test(ref.trim()))
      .map((ref) => `${file}: ${ref}`),
  );
  expect(relative).toEqual([]);
});

test('every url() of the stylesheets exists in dist/', () => {
  const stylesheets = readdirSync(DIST_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.css'),
  );
  const broken = stylesheets.flatMap((file) => {
    const css = readDistFile(file).toString('utf8');
    const cssUrl = new URL(`/${file}`, origin);
    return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].flatMap(([, , ref = '']) => {
      const path = resolveInternal(ref, cssUrl);
      return path !== null && !distFileFor(path) ? [`${file}: url(${ref})`] : [];
    });
  });
  expect(broken, `broken url() references:\n${broken.join('\n')}`).toEqual([]);
});
