// When the code a page can do without starts: the `client:afterload` directive and the module-script
// loaders of src/integrations/idle-module-scripts.ts wait for the load event, then for the browser to be
// idle. In its own module because the directive ships it.

/** Longest wait for an idle moment after the load event, in milliseconds (`requestIdleCallback`'s timeout). */
export const IDLE_TIMEOUT_MS = 2000;
