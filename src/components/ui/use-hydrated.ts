import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from then on (and at once in a part
 * that mounts in the browser only). A button that only React can answer is disabled until then: a
 * click before hydration would otherwise be lost in silence.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
