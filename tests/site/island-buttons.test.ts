// A button an island renders on the server does nothing until React hydrates it, which can take seconds
// on a slow phone: a click then is lost in silence (or, for a form with no fallback, sends the password
// in the URL). So in the built HTML each such button is disabled. Exempt: the cookie banner and the
// learner sign-in form, whose first click is held and replayed once hydrated (client:consent,
// client:signin), and the submit button of a form that works without JavaScript (its `mailto:` action).
import { expect, test } from 'vitest';
import { listHtmlFiles, loadDocument, requireDist } from '../support/dist';

requireDist();

/** « page: button text » for each server-rendered island button a click would be lost on. */
const liveBeforeHydration = listHtmlFiles().flatMap((page) =>
  [
    ...loadDocument(page).querySelectorAll<HTMLButtonElement>(
      'astro-island:not([client="consent"]):not([client="signin"]) button',
    ),
  ]
    .filter((button) => {
      const worksWithoutReact = button.type === 'submit' && button.form?.hasAttribute('action');
      return !button.disabled && !worksWithoutReact;
    })
    .map((button) => `${page}: ${button.textContent?.trim()}`),
);

test('no island button in the server HTML takes a click React cannot answer yet', () => {
  expect(liveBeforeHydration).toEqual([]);
});

test('the learner-space buttons are there to check (the rule above is not empty)', () => {
  const learnerButtons = ['dashboard-apprenant/index.html'].map(
    (page) => loadDocument(page).querySelectorAll('astro-island button[disabled]').length,
  );
  expect(learnerButtons.every((count) => count > 0)).toBe(true);
});
