// Types the `client:consent` attribute in .astro files (reference/astro7.md §2.4 #21).
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates only when no cookie choice is stored, or when a `[data-cookie-settings]` link is clicked. */
    'client:consent'?: boolean;
  }
}
