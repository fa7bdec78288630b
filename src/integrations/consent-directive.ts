// Astro integration registering `client:consent` (Astro's addClientDirective API): the cookie banner
// costs no JavaScript to a visitor who already answered it.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Adds the `client:consent` directive; its browser code is consent-directive-entrypoint.ts. */
export default function consentDirective(): AstroIntegration {
  return {
    name: 'consent-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'consent',
          // A path, not a URL: Astro hands it to esbuild as an import specifier.
          entrypoint: fileURLToPath(new URL('./consent-directive-entrypoint.ts', import.meta.url)),
        });
      },
    },
  };
}
