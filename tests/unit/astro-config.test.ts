// What astro.config.mjs decides for `npm run dev` that no built page can show.
import { expect, test } from 'vitest';
import config from '../../astro.config.mjs';

test('the dev toolbar is off: it covered the cookie banner at 375 px and fetched a remote address offline', () => {
  expect(config.devToolbar?.enabled).toBe(false);
});
