// Ships to browsers, inlined by src/integrations/consent-runtime.ts in the pages whose only island is the
// cookie banner (esbuild bundle): keep it tiny, no framework import.
// It stands in for Astro's island runtime and the `client:consent` directive, which Astro inlines in every
// page with an island (2 KiB brotli of the 14 KiB a page must fit in) although a visitor who already
// answered the banner never needs them. The two now live in one file (its URL in this script's
// `data-consent-runtime`) that this script loads:
// - when no choice is stored, once the page has loaded (the content first): the directive then reveals the
//   banner, so the banner only ever shows once its first click can be answered (the directive replays it
//   after hydration);
// - for a visitor who already answered, only on a click on a `[data-cookie-settings]` link (the footer's
//   « Gérer les cookies »): the click waits for the file, then is given again to the directive, which opens
//   the banner.
import { COOKIE_CONSENT } from '../config/cookie-consent';
import { isCookieSettingsClick, parseConsent } from '../lib/consent';

const runtimeUrl = document.currentScript?.dataset.consentRuntime ?? '';
let loading: Promise<unknown> | undefined;

function loadRuntime(): Promise<unknown> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = runtimeUrl;
    script.onload = resolve;
    script.onerror = reject;
    document.body.append(script);
  }).then(() => {
    // From then on the directive answers the settings link itself.
    document.removeEventListener('click', onSettingsClick);
  });
  return loading;
}

function hasStoredChoice(): boolean {
  try {
    return parseConsent(localStorage.getItem(COOKIE_CONSENT.storageKey)) !== null;
  } catch {
    return false;
  }
}

/** A settings click before the file is there waits for it, then is given again to the directive. */
function onSettingsClick(event: MouseEvent): void {
  if (!isCookieSettingsClick(event)) return;
  event.preventDefault();
  const link = (event.target as Element).closest('[data-cookie-settings]');
  loadRuntime().then(
    () => (link as HTMLElement).click(),
    // Offline or blocked: the link leads to the cookie section of the privacy policy, as without JavaScript.
    () => link instanceof HTMLAnchorElement && location.assign(link.href),
  );
}

document.addEventListener('click', onSettingsClick);
/** First visit: once the page has loaded, so that the file never competes with the content for bandwidth. */
function loadRuntimeForBanner(): void {
  // If the file cannot load (offline), the banner stays hidden, as it does without JavaScript.
  loadRuntime().catch(() => undefined);
}

if (!hasStoredChoice()) {
  if (document.readyState === 'complete') loadRuntimeForBanner();
  else addEventListener('load', loadRuntimeForBanner, { once: true });
}
