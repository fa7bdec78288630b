// Writes JSON-LD for a `<script type="application/ld+json">` element. Build time only.

/**
 * Characters escaped as JSON `\u` sequences, which parse back to the same text: `<` and `>` so that
 * no field can close the script element (`</script>`) or open a comment (`<!--`), `&` for the HTML
 * parsers that decode entities, and the two line separators older JavaScript parsers reject.
 */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON text that can sit inside a script element whatever its fields contain, and that `JSON.parse`
 * reads back as the same value.
 * @example serialiseJsonLd({ name: '</script>' }) === '{"name":"\\u003c/script\\u003e"}'
 */
export function serialiseJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
