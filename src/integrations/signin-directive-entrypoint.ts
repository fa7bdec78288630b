// Ships to browsers, inlined in /espace-apprenant/ by Astro (esbuild bundle): keep it tiny.
// `client:signin` hydrates the sign-in form at once when this browser may hold a session (the returning
// learner is sent on to the dashboard, or an e-mailed link's answer is read), and otherwise on the first
// focus, press or key inside it: a first visit downloads no framework code. Values typed before
// hydration are kept (LearnerLogin reads them from the DOM when it mounts).
import type { ClientDirective } from 'astro';
import { mightHaveSession } from '~/db/session-hint';

/** What a visitor does first on the form: each starts the download. */
const INTENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/** Astro client directive: hydrate now if a session may exist, else on first use. */
const signinDirective: ClientDirective = (load, _options, element) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  if (mightHaveSession()) return void hydrate();
  for (const type of INTENTS) element.addEventListener(type, () => void hydrate(), { once: true });
};

export default signinDirective;
