// Every built page carries the Content-Security-Policy, ahead of what it governs, and the policy's hashes
// cover every inline script and style of that page: nothing inline runs or applies without being listed.
// (The browser side, hydration and violations, is tests/e2e/security-policy.test.ts.)
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { listHtmlFiles, loadDocument, requireDist } from '../support/dist.ts';
import {
  buildEnvironment,
  pagePolicyDirectives,
} from '../../src/config/content-security-policy.mjs';

requireDist();

/** Script types a browser executes; other types (JSON data blocks) are inert and outside script-src. */
const EXECUTABLE_SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
]);

/** A policy as directive name → sources. */
type Policy = Map<string, string[]>;

function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const directive of text.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** The CSP source expression of some inline content: `'sha256-…'` over its exact text. */
function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The one extra source a page may have: the search page compiles Pagefind's WebAssembly engine when its
 * web worker cannot (src/pages/recherche.astro). 'wasm-unsafe-eval' allows WebAssembly only, never eval.
 */
const EXTRA_SCRIPT_SOURCES: Record<string, string[]> = {
  'recherche/index.html': ["'wasm-unsafe-eval'"],
};

const files = listHtmlFiles();
/** The directives of astro.config.mjs, for the environment this build and test run in. */
const expectedDirectives = pagePolicyDirectives(buildEnvironment()).map((directive: string) =>
  parsePolicy(directive),
);

test('the build has pages to check', () => {
  expect(files.length).toBeGreaterThan(20);
});

describe.each(files)('%s', (file) => {
  const document = loadDocument(file);
  const metas = [...document.querySelectorAll('meta[http-equiv="content-security-policy" i]')];
  const policy = parsePolicy(metas[0]?.getAttribute('content') ?? '');

  test('one policy, in <head>, before any script, style or stylesheet', () => {
    expect(metas).toHaveLength(1);
    const meta = metas[0]!;
    expect(meta.parentElement?.tagName).toBe('HEAD');
    const governed = [...document.querySelectorAll('script, style, link[rel~="stylesheet"]')];
    const before = governed.filter(
      (element) => element.compareDocumentPosition(meta) & element.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(before.map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
  });

  test('the directives of the configuration, scripts and styles from the site or by hash only', () => {
    for (const expected of expectedDirectives) {
      for (const [name, sources] of expected) expect(policy.get(name), name).toEqual(sources);
    }
    for (const name of ['script-src', 'style-src']) {
      const sources = policy.get(name) ?? [];
      expect(sources[0], name).toBe("'self'");
      expect(
        sources.slice(1).filter((source) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
        `${name}: no unsafe-*, no host`,
      ).toEqual(name === 'script-src' ? (EXTRA_SCRIPT_SOURCES[file] ?? []) : []);
    }
  });

  test('every inline script and style is covered by a hash of the policy', () => {
    const scripts = [...document.querySelectorAll('script:not([src])')].filter((script) =>
      EXECUTABLE_SCRIPT_TYPES.has((script.getAttribute('type') ?? '').trim().toLowerCase()),
    );
    const styles = [...document.querySelectorAll('style')];
    const scriptSources = policy.get('script-src') ?? [];
    const styleSources = policy.get('style-src') ?? [];
    const unhashed = [
      ...scripts
        .filter((script) => !scriptSources.includes(hashSource(script.textContent ?? '')))
        .map((script) => `script: ${script.textContent?.slice(0, 60)}`),
      ...styles
        .filter((style) => !styleSources.includes(hashSource(style.textContent ?? '')))
        .map((style) => `style: ${style.textContent?.slice(0, 60)}`),
    ];
    expect(unhashed).toEqual([]);
    expect(
      scripts.length + styles.length,
      'the page has inline code to check (the island runtime at least)',
    ).toBeGreaterThan(0);
  });

  test('no inline style attribute and no inline event handler (hashes never cover them)', () => {
    const inline = [...document.querySelectorAll('*')].flatMap((element) =>
      element
        .getAttributeNames()
        .filter((name) => name === 'style' || name.startsWith('on'))
        .map(
          (name) => `<${element.tagName.toLowerCase()} ${name}="${element.getAttribute(name)}">`,
        ),
    );
    expect(inline).toEqual([]);
  });
});
