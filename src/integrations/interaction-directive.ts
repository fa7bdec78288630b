// Astro integration registering four client directives (reference: Astro's custom client directives):
// `client:interaction`, a form that works as plain HTML hydrates when the visitor first focuses one of
// its controls; `client:toast`, the toast stack hydrates with the first toast (a visitor who only reads
// the page downloads none of their code); `client:afterload`, an island hydrates once the page has
// loaded and the browser is idle (the learner space, which needs its islands but not in its first paint);
// `client:signin`, the sign-in form hydrates at once when a session may exist, else on first use.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Adds the `client:interaction`, `client:toast`, `client:afterload` and `client:signin` directives; their browser code is in the *-entrypoint.ts files. */
export default function interactionDirective(): AstroIntegration {
  return {
    name: 'interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          // A path, not a URL: Astro hands it to esbuild as an import specifier.
          entrypoint: fileURLToPath(
            new URL('./interaction-directive-entrypoint.ts', import.meta.url),
          ),
        });
        // The toast stack hydrates when the first toast is pushed (toast-directive-entrypoint.ts).
        addClientDirective({
          name: 'toast',
          entrypoint: fileURLToPath(new URL('./toast-directive-entrypoint.ts', import.meta.url)),
        });
        // After the load event, when the browser is idle (after-load-directive-entrypoint.ts).
        addClientDirective({
          name: 'afterload',
          entrypoint: fileURLToPath(
            new URL('./after-load-directive-entrypoint.ts', import.meta.url),
          ),
        });
        // At once with a possible session, else on first use (signin-directive-entrypoint.ts).
        addClientDirective({
          name: 'signin',
          entrypoint: fileURLToPath(new URL('./signin-directive-entrypoint.ts', import.meta.url)),
        });
      },
    },
  };
}
