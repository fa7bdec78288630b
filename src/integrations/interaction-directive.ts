// Astro integration registering `client:interaction` (reference: Astro's custom client directives):
// a form that works as plain HTML hydrates when the visitor first focuses one of its controls, so a
// visitor who only reads the page downloads none of its code.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Adds the `client:interaction` directive; its browser code is interaction-directive-entrypoint.ts. */
export default function interactionDirective(): AstroIntegration {
  return {
    name: 'interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          // A path, not a URL: Astro hands it to esbuild as an import specifier.
          entrypoint: fileURLToPath(new URL('./interaction-directive-entrypoint.ts', import.meta.url)),
        });
      },
    },
  };
}
