// Astro integration registering two on-demand client directives (reference: Astro's custom client
// directives): `client:interaction`, a form that works as plain HTML hydrates when the visitor first
// focuses one of its controls; `client:toast`, the toast stack hydrates with the first toast. A visitor
// who only reads the page downloads none of their code.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Adds the `client:interaction` and `client:toast` directives; their browser code is in the *-entrypoint.ts files. */
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
      },
    },
  };
}
