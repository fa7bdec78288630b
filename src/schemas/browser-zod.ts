// Ships to browsers: the `z` of every schema an island parses with (import it instead of 'astro/zod').
// Zod 4 compiles faster object parsers with `new Function`, after probing whether eval is allowed; the
// Content-Security-Policy forbids eval, so the probe is blocked and reported as a violation. Jitless
// mode skips both; the forms parse a dozen fields, where the compiled parser gains nothing visible.
// Same symptom and fix: https://github.com/colinhacks/zod/discussions/6671
import { z } from 'astro/zod';

z.config({ jitless: true });

export { z };
