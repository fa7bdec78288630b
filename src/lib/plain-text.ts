// Plain text of rendered HTML (FAQ answers) for structured data. Pure; build time.
import { decodeHTML } from 'entities/decode';

/**
 * The text a reader sees of a short piece of HTML the site renders, on one line: tags dropped (Astro
 * writes a line break between block elements, so paragraphs stay apart), character references decoded
 * (entities, the library HTML parsers use, knows every named one), white space collapsed; no-break
 * spaces are kept. The site's own attribute values hold no « > ».
 * @example htmlToText('<p>Voir <a href="/faq/">la FAQ</a> &amp; nos <strong>tarifs</strong>.</p>\n<p>Fin</p>') === 'Voir la FAQ & nos tarifs. Fin'
 */
export function htmlToText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ''))
    .replace(/[ \t\n\r]+/g, ' ')
    .trim();
}
