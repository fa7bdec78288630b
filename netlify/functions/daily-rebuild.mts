// A Netlify Scheduled Function that redeploys the site every night. The site is static: which sessions
// are still open, a training's « Prochaine session », the RNCP notices and the demonstration dates are
// all decided on the day the pages are built. Without a deploy they would keep that day's answer, and
// a session whose registrations closed would still invite visitors to sign up.
//
// It calls a Netlify build hook (docs/operations.md, The nightly rebuild: DAILY_REBUILD_HOOK_URL, set in the
// Netlify UI for the Functions scope; netlify.toml's variables do not reach functions).

/**
 * 00:15 UTC, every day. The pages compare dates by their UTC day (src/lib/sessions.ts); at 00:15 UTC
 * it is 01:15 or 02:15 in Paris, so the build's day is already Paris's day, in winter and in summer.
 * Netlify reads this object from the source: it must stay a literal.
 */
export const config = { schedule: '15 0 * * *' };

/** The environment variable that holds the build hook's URL (a secret: anyone with it can deploy). */
export const HOOK_VARIABLE = 'DAILY_REBUILD_HOOK_URL';

/** Scheduled functions stop after 30 s: give up before, so that the log says why. */
const HOOK_TIMEOUT_MS = 10_000;

export default async function dailyRebuild(): Promise<void> {
  const hook = process.env[HOOK_VARIABLE];
  if (!hook) {
    throw new Error(
      `${HOOK_VARIABLE} is not set: create a build hook (Build & deploy → Build hooks) and set the variable for Functions.`,
    );
  }
  // Netlify's build hooks take a POST; the body is optional and `{}` is what its documentation sends.
  const response = await fetch(hook, {
    method: 'POST',
    body: '{}',
    signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
  });
  if (!response.ok) {
    throw new Error(`The build hook answered ${response.status}: no rebuild tonight.`);
  }
}
