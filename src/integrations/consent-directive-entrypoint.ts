// Ships to browsers, inlined in every page by Astro (esbuild bundle): keep it tiny, no framework import.
// `client:consent` shows the server-rendered cookie banner when the visitor has not answered it yet, and
// hydrates it only when it is used: the first press, tap or key on it starts the download, and the first
// click on one of its buttons is replayed once React has taken the buttons over, so the answer given
// before hydration is the answer stored. A visitor who never touches the banner, or who already answered
// it, downloads no framework code. A `[data-cookie-settings]` link (the footer's "Gérer les cookies")
// shows it again. The island must sit in a `hidden` element that the directive reveals (BaseLayout).
import type { ClientDirective } from 'astro';
import {
  hasStoredChoice,
  isCookieSettingsClick,
  REOPENED_ATTRIBUTE,
  storeAnswerOf,
} from '~/features/consent/consent';

/** What a visitor does first on the banner: each starts the download, before their click lands. */
const INTENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Astro client directive: reveal the banner if no choice is stored, hydrate it on first use. */
const consentDirective: ClientDirective = (load, _options, island) => {
  const slot = island.parentElement;
  let hydrating: Promise<void> | undefined;
  /** The banner button clicked before React could answer it (and its rank): clicked again once hydrated. */
  let pending: { button: HTMLButtonElement; index: number } | undefined;

  const onIntent = () => void hydrate();
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    // The answer is kept now, whatever happens to the download (the visitor may leave at once).
    storeAnswerOf(button);
    pending = { button, index: [...island.querySelectorAll('button')].indexOf(button) };
    void hydrate();
  };
  const onSettingsClick = (event: MouseEvent) => {
    if (!isCookieSettingsClick(event)) return;
    event.preventDefault();
    reveal();
    island.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
    // With a stored choice, the banner is asked for: it mounts, shows the current choice and takes focus.
    if (hasStoredChoice()) {
      island.setAttribute(REOPENED_ATTRIBUTE, '');
      void hydrate();
    }
  };

  function reveal() {
    if (slot) slot.hidden = false;
  }

  function hydrate(): Promise<void> {
    hydrating ??= (async () => {
      const hydrateIsland = await load();
      await hydrateIsland();
      // React now listens on the island (a click still hydrating is answered at once): let it have them.
      for (const type of INTENTS) island.removeEventListener(type, onIntent);
      island.removeEventListener('click', onClick, true);
      // Once mounted, the banner handles the settings link itself.
      document.removeEventListener('click', onSettingsClick);
      // The same button if React kept the server's markup, otherwise the one at the same place.
      if (!pending) return;
      const { button, index } = pending;
      pending = undefined;
      (button.isConnected ? button : island.querySelectorAll('button')[index])?.click();
    })();
    return hydrating;
  }

  for (const type of INTENTS) island.addEventListener(type, onIntent, { once: true });
  island.addEventListener('click', onClick, true);
  document.addEventListener('click', onSettingsClick);
  if (!hasStoredChoice()) reveal();
};

export default consentDirective;
