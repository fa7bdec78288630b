// Ships to browsers inside the client directives (keep it tiny). Pages carry their own CSS inline
// (src/integrations/page-css.ts); the site stylesheet, which also styles what islands render in the
// browser (form errors, toasts), is linked `disabled` at the end of pages whose islands wait for a
// first use, so a visitor who never uses them does not download it. A directive enables it while the
// island's code loads, and hydrates once both are there: what the island renders is styled at once.

/** Marks the disabled link to the site stylesheet. */
export const SITE_STYLESHEET_ATTRIBUTE = 'data-site-stylesheet';

/** Resolves once this link's stylesheet applies (or failed: the page's own CSS still styles its markup). */
function applied(link: HTMLLinkElement): Promise<void> {
  return new Promise((done) => {
    if (!link.hasAttribute('disabled') && link.sheet) return done();
    link.addEventListener('load', () => done(), { once: true });
    link.addEventListener('error', () => done(), { once: true });
    link.removeAttribute('disabled');
  });
}

/** Enables the site stylesheet and resolves when it applies; at once on a page without one (dev). */
export async function loadSiteStylesheet(): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>(`link[${SITE_STYLESHEET_ATTRIBUTE}]`);
  await Promise.all([...links].map(applied));
}
