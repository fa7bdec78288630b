// Layout shifts in Chromium, counted as Lighthouse counts them (not those that follow an input), each
// listed with the elements it moved: a test expects the list to be empty, so that a failure names what
// moved rather than printing a bare score.
import type { Page } from 'playwright-core';

/** The fields of a `layout-shift` entry that TypeScript's DOM library does not declare. */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: Array<{
    node: Node | null;
    previousRect: DOMRectReadOnly;
    currentRect: DOMRectReadOnly;
  }>;
}

/**
 * Init script (`context.addInitScript`): records every layout shift from the first paint in
 * `window.layoutShifts`, e.g. « 0.00044 at 812 ms: div.sticky.bottom-0 (0, 551) → (0, 554) ».
 */
export const RECORD_LAYOUT_SHIFTS = () => {
  const shifts: string[] = [];
  (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
  const name = (node: Node | null) =>
    node instanceof Element
      ? [node.localName + (node.id ? `#${node.id}` : ''), ...[...node.classList].slice(0, 3)].join(
          '.',
        )
      : (node?.nodeName ?? 'a removed node');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      const moves = entry.sources.map(
        ({ node, previousRect: from, currentRect: to }) =>
          `${name(node)} (${from.x}, ${from.y}) → (${to.x}, ${to.y})`,
      );
      shifts.push(
        `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moves.join(', ')}`,
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** The shifts recorded so far, after two frames so that the last render is counted. */
export async function layoutShifts(page: Page): Promise<string[]> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => [...(window as unknown as { layoutShifts: string[] }).layoutShifts]);
}
