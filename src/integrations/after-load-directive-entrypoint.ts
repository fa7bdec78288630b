// Ships to browsers, inlined in the pages that use it by Astro (esbuild bundle): keep it tiny.
// `client:afterload` hydrates an island after the load event and the next paint, when the browser is
// idle (the module scripts wait the same way: idle-module-scripts.ts); `client:idle` can fetch React
// while the HTML still arrives (docs/performance.md, Hydration directives).
import type { ClientDirective } from 'astro';
import { IDLE_TIMEOUT_MS } from './deferred-code';

/** Astro client directive: hydrate after the load event and the next paint, when the browser is idle. */
const afterLoadDirective: ClientDirective = (load) => {
  const hydrate = async () => {
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void hydrate(), { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(() => void hydrate(), 200);
  // The load event can come before the frame that paints what the parser read last (on a short page,
  // the cookie banner, its largest text): a task queued from the next frame runs after its paint.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(whenIdle));
  if (document.readyState === 'complete') afterNextPaint();
  else addEventListener('load', afterNextPaint, { once: true });
};

export default afterLoadDirective;
