// Plain text of a short MDX body (FAQ answers) for structured data and search. Pure; build time.

/** A JSX element written on its own (`<ResultFigureText indicator="x" />`): its name and attributes. */
const SELF_CLOSING_ELEMENT = /<([A-Z][\w.]*)((?:\s+[\w-]+="[^"]*")*)\s*\/>/g;
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;

/**
 * The text a reader sees of an MDX body: each self-closing component replaced by `component(name,
 * attributes)`, links reduced to their text, emphasis and heading marks dropped, lines of a paragraph
 * joined; paragraphs stay separated by a blank line.
 * @example mdxToPlainText('Voir [la FAQ](/faq/) **ici**.', () => '') === 'Voir la FAQ ici.'
 */
export function mdxToPlainText(
  body: string,
  component: (name: string, attributes: Record<string, string>) => string,
): string {
  return body
    .replace(SELF_CLOSING_ELEMENT, (_, name: string, attributes: string) =>
      component(
        name,
        Object.fromEntries(
          [...attributes.matchAll(ATTRIBUTE)].map(([, key, value]) => [key, value]),
        ),
      ),
    )
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|`)/g, '')
    .replace(/^#{1,6}\s+/gm, '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}
