// Ships to browsers, inlined in the pages that use it by Astro (esbuild bundle): keep it tiny.
// `client:toast` hydrates the toast stack when the first toast is pushed, so a page whose visitor is
// never notified downloads none of its code. The stack then reads the queue, which already holds that
// toast (the store is the same module instance for every island of the page).
import type { ClientDirective } from 'astro';
import { TOAST_SHOWN_EVENT } from './toast-event';

/** Astro client directive: hydrate on the first toast. */
const toastDirective: ClientDirective = (load) => {
  const hydrate = async () => {
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  window.addEventListener(TOAST_SHOWN_EVENT, () => void hydrate(), { once: true });
};

export default toastDirective;
