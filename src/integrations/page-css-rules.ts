// The CSS one page needs, cut from the site stylesheet: what lets a page render from its HTML alone,
// in the first round trip, without waiting for the whole stylesheet (src/integrations/page-css.ts).
//
// Tailwind writes one stylesheet for the whole site: the base layer (reset, @font-face, our base
// rules), the components layer, then one rule per utility class, each rule's selector starting with
// that class (`.md\:grid-cols-2`, `.hover\:underline:hover`, `.prose p`), and the custom
// properties those rules read (theme tokens, `--tw-*` defaults, `@property`). A page keeps the rules
// whose selectors it can match (the utility and component rules of its classes, the base rules of its
// elements) and the custom properties that what it keeps mentions. Order is kept, so the cascade is
// the stylesheet's.
import postcss, { type ChildNode, type Container } from 'postcss';

/**
 * A stylesheet read once, ready to be cut for each page: its rules, the class and element names their
 * selectors test, and the cuts already made. Two pages that hold the same of those names get the same
 * CSS, so a cut is made once for each combination (at 1,000 articles, 29 for 1,205 pages).
 */
export interface StylesheetIndex {
  nodes: IndexNode[];
  classNames: string[];
  elements: string[];
  cuts: Map<string, string>;
}

type IndexNode =
  /** An at-rule or a block of declarations; `separator` joins its children (`;` between declarations). */
  | { kind: 'group'; open: string; children: IndexNode[]; separator: string }
  /** Kept when the page can match one of its selectors (see `Selector`), or always without any. */
  | { kind: 'rule'; text: string; selectors: Selector[] }
  /** A custom property's declaration or `@property`: kept when what the page keeps mentions it. */
  | { kind: 'property'; text: string; name: string };

/**
 * What a selector needs from a page: its first class in the class layers (`.md\:p-4`), and the elements
 * it names (`.prose blockquote` is no use to a page without a blockquote; nor `abbr[title]`).
 */
interface Selector {
  className?: string;
  elements: string[];
}

/** Layers whose rules are kept only for the classes a page uses. */
const CLASS_LAYERS = new Set(['utilities', 'components']);
const CUSTOM_PROPERTY = /--[\w-]+/g;
const ESCAPE = /\\(?:([0-9a-fA-F]{1,6})\s?|(.))/g;
/** A class or id name with its CSS escapes (`md\:p-4`, `\32 xl\:x`). */
const ESCAPED_NAME = String.raw`(?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+`;
/** The first class of a selector. */
const FIRST_CLASS = new RegExp(String.raw`\.(${ESCAPED_NAME})`);

function unescapeClass(escaped: string): string {
  return escaped.replace(ESCAPE, (_, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ''),
  );
}

/** Parts of a selector that name no element: classes (with their escapes), attributes, negations, pseudos. */
const NOT_ELEMENTS = [
  new RegExp(`[.#]${ESCAPED_NAME}`, 'g'),
  /\[[^\]]*\]/g,
  /:(?:not|nth-[\w-]+|lang|dir)\((?:[^()]|\([^()]*\))*\)/g,
  /::?[\w-]+/g,
];
const ELEMENT = /(?<![\w-])[a-z][a-z0-9]*(?![\w-])/g;

/** The elements a selector requires (`.prose ul>li` → ul, li), its negations aside. */
function elementsOf(selector: string): string[] {
  const rest = NOT_ELEMENTS.reduce((text, pattern) => text.replace(pattern, ' '), selector);
  // A list inside :is() or :where() (`:where(h1,h2,th)`) needs any of its elements: none is required.
  if (rest.includes(',')) return [];
  return [...new Set(rest.match(ELEMENT) ?? [])];
}

/** The class a selector starts with, with its CSS escapes undone. */
function firstClassOf(selector: string): string | undefined {
  const match = FIRST_CLASS.exec(selector);
  return match?.[1] ? unescapeClass(match[1]) : undefined;
}

function indexNodes(container: Container, classLayer: boolean): IndexNode[] {
  return (container.nodes ?? []).flatMap((node): IndexNode[] => indexNode(node, classLayer));
}

function indexNode(node: ChildNode, classLayer: boolean): IndexNode[] {
  if (node.type === 'comment') return [];
  if (node.type === 'decl') {
    return node.prop.startsWith('--')
      ? [{ kind: 'property', text: node.toString(), name: node.prop }]
      : [{ kind: 'rule', text: node.toString(), selectors: [] }];
  }
  if (node.type === 'atrule' && node.name === 'property') {
    return [{ kind: 'property', text: node.toString(), name: node.params.trim() }];
  }
  if (
    node.type === 'atrule' &&
    node.nodes &&
    node.name !== 'font-face' &&
    node.name !== 'keyframes'
  ) {
    const inClassLayer = classLayer || (node.name === 'layer' && CLASS_LAYERS.has(node.params));
    return [group(`@${node.name} ${node.params}{`, indexNodes(node, inClassLayer), '')];
  }
  // A block of custom properties (`:root,:host{--color-…}`): each declaration kept on its own.
  if (
    !classLayer &&
    node.type === 'rule' &&
    node.nodes.every((child) => child.type === 'decl') &&
    node.nodes.some((child) => child.prop.startsWith('--'))
  ) {
    return [group(`${node.selector}{`, indexNodes(node, classLayer), ';')];
  }
  if (node.type !== 'rule') return [{ kind: 'rule', text: node.toString(), selectors: [] }];
  const selectors = node.selectors.map((selector) => ({
    className: classLayer ? firstClassOf(selector) : undefined,
    elements: elementsOf(selector),
  }));
  return [{ kind: 'rule', text: node.toString(), selectors }];
}

function group(open: string, children: IndexNode[], separator: string): IndexNode {
  return { kind: 'group', open, children, separator };
}

/** Reads the site stylesheet (minified, as built) once. */
export function indexStylesheet(css: string): StylesheetIndex {
  const nodes = indexNodes(postcss.parse(css), false);
  const classNames = new Set<string>();
  const elements = new Set<string>();
  for (const node of allRules(nodes)) {
    for (const selector of node.selectors) {
      if (selector.className !== undefined) classNames.add(selector.className);
      for (const element of selector.elements) elements.add(element);
    }
  }
  return { nodes, classNames: [...classNames], elements: [...elements], cuts: new Map() };
}

/** A set of names as a page's CSS reads it: only asked whether it holds a name. */
export type NameSet = Pick<ReadonlySet<string>, 'has'>;

/** What a page's HTML uses: the names in its `class` attributes and its element names. */
export interface PageVocabulary {
  classNames: NameSet;
  elements: NameSet;
}

/** Character references Astro writes in attribute values (`[&amp;_mark]:bg-accent-100`). */
const CHARACTER_REFERENCE = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(amp|lt|gt|quot|apos));/g;
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function decodeAttribute(value: string): string {
  return value.replace(CHARACTER_REFERENCE, (_, decimal?: string, hex?: string, name?: string) =>
    decimal || hex
      ? String.fromCodePoint(decimal ? Number(decimal) : parseInt(hex ?? '', 16))
      : (NAMED_REFERENCES[name ?? ''] ?? ''),
  );
}

export function vocabularyOf(html: string): { classNames: Set<string>; elements: Set<string> } {
  // Each distinct attribute value split once: cards and list items repeat the same long values.
  const values = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) values.add(value);
  const classNames = new Set<string>();
  for (const value of values) {
    const decoded = value.includes('&') ? decodeAttribute(value) : value;
    for (const name of decoded.split(/\s+/)) if (name) classNames.add(name);
  }
  const elements = new Set<string>();
  for (const [, name = ''] of html.matchAll(/<([a-z][a-z0-9]*)/g)) elements.add(name);
  return { classNames, elements };
}

function render(nodes: IndexNode[], keep: (node: IndexNode) => boolean, separator = ''): string {
  const kept: string[] = [];
  for (const node of nodes) {
    if (node.kind === 'group') {
      const inner = render(node.children, keep, node.separator);
      if (inner) kept.push(`${node.open}${inner}}`);
    } else if (keep(node)) {
      kept.push(node.text);
    }
  }
  return kept.join(separator);
}

/**
 * The CSS a page needs: every rule outside the class layers, the class-layer rules of the page's classes
 * and elements, and the custom properties mentioned by what is kept (followed through their values).
 */
export function pageStylesheet(index: StylesheetIndex, page: PageVocabulary): string {
  // The names of the stylesheet the page holds, as one key ("0110…"): all that the cut depends on.
  const key =
    index.classNames.map((name) => (page.classNames.has(name) ? 1 : 0)).join('') +
    index.elements.map((name) => (page.elements.has(name) ? 1 : 0)).join('');
  let css = index.cuts.get(key);
  if (css === undefined) {
    css = cutStylesheet(index.nodes, page);
    index.cuts.set(key, css);
  }
  return css;
}

function cutStylesheet(index: IndexNode[], page: PageVocabulary): string {
  const usesClass = (node: IndexNode) =>
    node.kind === 'rule' &&
    (node.selectors.length === 0 ||
      node.selectors.some(
        ({ className, elements }) =>
          (className === undefined || page.classNames.has(className)) &&
          elements.every((name) => page.elements.has(name)),
      ));
  const mentioned = new Set(render(index, usesClass).match(CUSTOM_PROPERTY) ?? []);
  const properties = allProperties(index);
  // Follow the properties' values (`--text-sm--line-height: calc(1.25 / var(--text-sm))`) to a fixpoint.
  for (let grew = true; grew;) {
    grew = false;
    for (const property of properties) {
      if (!mentioned.has(property.name)) continue;
      for (const name of property.text.match(CUSTOM_PROPERTY) ?? []) {
        if (!mentioned.has(name)) {
          mentioned.add(name);
          grew = true;
        }
      }
    }
  }
  return render(
    index,
    (node) => usesClass(node) || (node.kind === 'property' && mentioned.has(node.name)),
  );
}

function allProperties(nodes: IndexNode[]): Extract<IndexNode, { kind: 'property' }>[] {
  return nodes.flatMap((node) =>
    node.kind === 'group' ? allProperties(node.children) : node.kind === 'property' ? [node] : [],
  );
}

function allRules(nodes: IndexNode[]): Extract<IndexNode, { kind: 'rule' }>[] {
  return nodes.flatMap((node) =>
    node.kind === 'group' ? allRules(node.children) : node.kind === 'rule' ? [node] : [],
  );
}
