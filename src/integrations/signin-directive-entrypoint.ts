// Ships to browsers, inlined in /espace-apprenant/ by Astro (esbuild bundle): keep it tiny.
// `client:signin` hydrates the sign-in form at once when this browser may hold a session (the returning
// learner is sent on to the dashboard, or an e-mailed link's answer is read) or when the previous page
// left a toast for this one (« Déconnexion réussie », which the form shows), and otherwise on the first
// focus, press or key inside it: a first visit downloads no framework code. Values typed before
// hydration are kept (LearnerLogin reads them from the DOM when it mounts), and a click on one of its
// buttons before then (« Se connecter », « Créer un compte »…) is held, then given again to React: the
// buttons need not be disabled in the HTML, and a submit never leaves without the island.
import type { ClientDirective } from 'astro';
import { mightHaveSession } from '~/db/session-hint';
import { hasFlashedToast } from '~/features/toasts/flash-key';

/** What a visitor does first on the form: each starts the download. */
const INTENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/** Astro client directive: hydrate now if a session may exist, else on first use. */
const signinDirective: ClientDirective = (load, _options, island) => {
  let hydrating: Promise<void> | undefined;
  /** The rank of the button clicked (or of the form's submit button pressed with Enter) before React. */
  let pending: number | undefined;
  const buttons = () => [...island.querySelectorAll('button')];

  const hold = (event: Event) => {
    const button =
      event.type === 'submit'
        ? (event.target as HTMLFormElement).querySelector<HTMLButtonElement>(
            'button[type="submit"]',
          )
        : event.target instanceof Element
          ? event.target.closest('button')
          : null;
    if (!button) return;
    event.preventDefault();
    pending ??= buttons().indexOf(button);
    void hydrate();
  };

  function hydrate(): Promise<void> {
    hydrating ??= (async () => {
      const hydrateIsland = await load();
      await hydrateIsland();
      island.removeEventListener('click', hold, true);
      island.removeEventListener('submit', hold, true);
      if (pending === undefined) return;
      const index = pending;
      pending = undefined;
      // A task later, once React has committed and listens on its root.
      setTimeout(() => buttons()[index]?.click());
    })();
    return hydrating;
  }

  island.addEventListener('click', hold, true);
  island.addEventListener('submit', hold, true);
  if (mightHaveSession() || hasFlashedToast()) return void hydrate();
  for (const type of INTENTS) island.addEventListener(type, () => void hydrate(), { once: true });
};

export default signinDirective;
