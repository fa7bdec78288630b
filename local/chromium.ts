// Debian's Chromium, headless, driven by playwright-core: where it is, how to start it, and what a
// screenshot or an accessibility check must do first. Shared by the e2e tier and the scripts (no test
// runner here).
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';

/** The Chromium binary: $CHROMIUM_PATH or Debian's package (`apt-get install -y chromium`). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep a headless run quiet and deterministic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts headless Chromium with the project's flags. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * Lays out what Chromium skips while it is off screen (content-visibility: auto: the footer, the cards
 * of /financement/, the home page's trainings and news), as a visitor scrolling to it sees it. A full-page screenshot draws beyond the
 * viewport, where that content is blank, and axe looks for a skipped line's background where the
 * placeholder puts it, not where the line will be. Set through the CSSOM, which the pages' policy
 * allows, unlike an injected <style>.
 */
export async function renderOffscreenContent(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto')
        element.style.contentVisibility = 'visible';
    }
  });
}
