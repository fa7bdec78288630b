// Types the `client:consent`, `client:interaction`, `client:toast`, `client:afterload` and `client:signin` attributes in .astro files (Astro's addClientDirective API).
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Shows the server-rendered banner when no cookie choice is stored (or a `[data-cookie-settings]` link is clicked); hydrates it on first use and replays that first click. */
    'client:consent'?: boolean;
    /** Hydrates the first time focus enters the island (a form that works as plain HTML until then). */
    'client:interaction'?: boolean;
    /** Hydrates when the first toast is pushed (the toast stack). */
    'client:toast'?: boolean;
    /** Hydrates once the page has loaded and the browser is idle (not in the first paint's downloads). */
    'client:afterload'?: boolean;
    /** Hydrates at once when this browser may hold a session, otherwise on the first focus, press or key inside the island. */
    'client:signin'?: boolean;
  }
}
