// Ships to browsers: the `z` of every schema an island parses with. Zod Mini (`zod/mini`), the same Zod 4
// core as 'astro/zod' with a functional API that bundlers tree-shake, where the classic API carries every
// method of every schema (docs/performance.md, Zod Mini in the browser).
// Zod 4 compiles faster object parsers with `new Function`, after probing whether eval is allowed; the
// Content-Security-Policy forbids eval, so the probe is blocked and reported as a violation. Jitless
// mode skips both; the forms parse a dozen fields, where the compiled parser gains nothing visible.
// Same symptom and fix: https://github.com/colinhacks/zod/discussions/6671
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
