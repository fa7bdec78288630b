// Ships to browsers. The event the toast store dispatches on `window` when it receives a toast: the
// `client:toast` directive waits for it to hydrate the toast stack. Its own module so that the
// directive, inlined in every page by Astro, imports a string and not the store.

/** Dispatched on `window` by pushToast. */
export const TOAST_SHOWN_EVENT = 'horizon:toast-shown';
