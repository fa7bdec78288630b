// Ships to browsers. Page changes of the learner-space islands, in one place so tests can watch them
// (jsdom cannot navigate).

/** Goes to `url`, keeping the current page in the history. */
export function navigate(url: string): void {
  window.location.assign(url);
}

/** Goes to `url` in place of the current page (a redirect the back button should skip). */
export function redirect(url: string): void {
  window.location.replace(url);
}
