// Ships to browsers, inlined in the pages that use it by Astro (esbuild bundle): keep it tiny.
// `client:interaction` hydrates an island the first time focus enters it (a click on a field or a
// label, Tab, a tap). Until then its server-rendered HTML works on its own: values typed meanwhile are
// kept, since React does not overwrite a value already set when it hydrates an uncontrolled input.
import type { ClientDirective } from 'astro';

/** Astro client directive: hydrate on the first focus inside the island. */
const interactionDirective: ClientDirective = (load, _options, element) => {
  const hydrate = async () => {
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  element.addEventListener('focusin', () => void hydrate(), { once: true });
};

export default interactionDirective;
