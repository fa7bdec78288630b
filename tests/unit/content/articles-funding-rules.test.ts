// An article that quotes a funding rule of src/config/funding-rules.ts changes when that rule does: its
// `updated` date (shown under the title, the sitemap's lastmod, the BlogPosting's dateModified) must
// not be older than the rule it quotes, or readers and search engines are told the text is older than
// it is. Change a rule, then set `updated` on the articles this test names.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import * as FUNDING_RULES from '~/config/funding-rules';

const ARTICLES_DIR = new URL('../../../content/articles/', import.meta.url);

/** Each article's `updated` day (AAAA-MM-JJ, or none) and the funding rules it imports. */
const articles = readdirSync(ARTICLES_DIR)
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => {
    const source = readFileSync(new URL(name, ARTICLES_DIR), 'utf8');
    const frontmatter = load(source.split(/^---$/m)[1] ?? '') as { updated?: Date };
    const imported = /import\s*{([^}]*)}\s*from\s*["']~\/config\/funding-rules["']/.exec(source);
    const rules = (imported?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    return { name, updated: frontmatter.updated?.toISOString().slice(0, 10), rules };
  });

describe('articles that quote a funding rule', () => {
  it('some articles quote one (else this test checks nothing)', () => {
    expect(articles.filter((article) => article.rules.length > 0).length).toBeGreaterThan(0);
  });

  it.each(articles.filter((article) => article.rules.length > 0))(
    '$name is dated no earlier than the rules it quotes',
    ({ updated, rules }) => {
      for (const name of rules) {
        const since = (FUNDING_RULES as Record<string, { inForceSince?: string }>)[name]
          ?.inForceSince;
        expect(since, `${name} is a dated rule`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(
          updated !== undefined && updated >= since!,
          `updated (${updated ?? 'absent'}) ≥ ${name}.inForceSince (${since})`,
        ).toBe(true);
      }
    },
  );
});
