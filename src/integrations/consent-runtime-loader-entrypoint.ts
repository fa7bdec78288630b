// Ships to browsers, inlined by src/integrations/consent-runtime.ts in the pages whose only island is the
// cookie banner (esbuild bundle): keep it tiny, no framework import.
// It stands in for Astro's island runtime and the `client:consent` directive, which Astro inlines in every
// page with an island although they are of no use until the banner is touched (docs/performance.md,
// Cookie banner runtime out of the page). The two now live in one file (its URL in this script's `data-consent-runtime`),
// and this script does their first job itself: it shows the server-rendered banner when no choice is
// stored, and fetches the file only on a first use of the banner (press, key, focus), or on a click on a
// `[data-cookie-settings]` link (the footer's « Gérer les cookies »). A click that comes before the file
// is given again once the directive runs, which hydrates the banner and gives it again to React: the
// answer is never lost. So a visitor who does not touch the banner downloads no JavaScript at all.
import { hasStoredChoice, isCookieSettingsClick, storeAnswerOf } from '~/features/consent/consent';

/** What a visitor does first on the banner: each starts the download, before their click lands. */
const INTENTS = ['pointerdown', 'keydown', 'focusin'] as const;

const runtimeUrl = document.currentScript?.dataset.consentRuntime ?? '';
const island = document.querySelector<HTMLElement>('astro-island[client="consent"]');
let loading: Promise<unknown> | undefined;
/** The banner button clicked before the file was there: clicked again once the directive runs. */
let pendingButton: HTMLButtonElement | undefined;

function loadRuntime(): Promise<unknown> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = runtimeUrl;
    script.onload = resolve;
    script.onerror = reject;
    document.body.append(script);
  }).then(() => {
    // From then on the directive answers the banner and the settings link itself.
    for (const type of INTENTS) island?.removeEventListener(type, onIntent);
    island?.removeEventListener('click', onBannerClick, true);
    document.removeEventListener('click', onSettingsClick);
  });
  return loading;
}

/**
 * The first use fetches the file, then is given again to the directive, which starts hydrating: a focus or
 * a press is enough, as with the directive alone. If the file cannot load (offline), the banner stays as it
 * is, as it does without JavaScript.
 */
function onIntent(event: Event): void {
  loadRuntime().then(
    () => setTimeout(() => island?.dispatchEvent(new Event(event.type))),
    () => undefined,
  );
}

function onBannerClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  // The answer is kept now, whatever happens to the download (the visitor may leave at once).
  storeAnswerOf(button);
  const replay = !pendingButton;
  pendingButton = button;
  // The directive registers when the file runs; a task later, it listens.
  if (replay) {
    loadRuntime().then(
      () => setTimeout(() => pendingButton?.click()),
      () => undefined,
    );
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
if (island && !hasStoredChoice()) {
  // The banner sits in a `hidden` slot (BaseLayout) so that a returning visitor never sees it flash.
  if (island.parentElement) island.parentElement.hidden = false;
  for (const type of INTENTS) island.addEventListener(type, onIntent, { once: true });
  island.addEventListener('click', onBannerClick, true);
}
