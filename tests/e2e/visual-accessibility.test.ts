// What axe cannot see (issue 47; WCAG 2.1 AA): a visible keyboard focus on the cards (2.4.7), a focus ring
// that stands out on light and dark bands (1.4.11), a header that text spacing does not clip (1.4.12) and
// buttons that keep a frame in forced colours (Windows contrast themes). Reflow at 320 px is checked on
// every route by accessibility.test.ts.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, expect, test } from 'vitest';
import { renderOffscreenContent } from '../../local/chromium.ts';
import { returningVisitor } from '../../local/page-weight.ts';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';

/** What a keyboard can reach, as a selector. */
const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** The text-spacing override of WCAG 1.4.12, as a bookmarklet would apply it. */
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** Applies the text-spacing override through the CSSOM, which the pages' Content-Security-Policy allows. */
async function overrideTextSpacing(page: Page): Promise<void> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);
}

/** Gives the next programmatic focus the keyboard's look (:focus-visible), as a Tab press would. */
async function useKeyboard(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
}

describeInBrowser('what axe cannot see', () => {
  const site = useE2eSite();
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  /** Opens a page laid out whole; a returning visitor's has no cookie banner over its lower part. */
  async function open(path: string, width = 1280, height = 900, returning = false): Promise<void> {
    page = await site.newPage({
      viewport: { width, height },
      ...(returning ? returningVisitor(site.url('/')) : {}),
    });
    const response = await page.goto(site.url(path), { waitUntil: 'load' });
    expect(response?.status(), `GET ${path}`).toBe(200);
    await renderOffscreenContent(page);
  }

  // The training and blog cards (TrainingCard, ArticleCard), on every page that lists them: the home page's
  // trainings and news, the catalogue, the blog and an article's « À lire aussi ».
  test.for(['/', '/formations/', '/blog/', '/blog/financer-formation-cpf-2025/'])(
    'every focusable element of the cards on %s shows a visible change when focused (2.4.7)',
    async (path) => {
      // Tall enough for a whole card below the sticky header.
      await open(path, 1280, 1600, true);
      await useKeyboard(page);
      const cards = page.locator('main article:has(> img)');
      const count = await cards.count();
      expect(count, `cards on ${path}`).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const card = cards.nth(index);
        await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        const focusables = card.locator(FOCUSABLE);
        expect(await focusables.count(), `focusable elements of card ${index}`).toBeGreaterThan(0);
        for (const focusable of await focusables.all()) {
          const box = await card.boundingBox();
          if (!box) throw new Error(`card ${index} of ${path} is not laid out`);
          // A ring drawn around the card (outside its box) counts too.
          const clip = {
            x: box.x - 8,
            y: box.y - 8,
            width: box.width + 16,
            height: box.height + 16,
          };
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          const before = await page.screenshot({ clip, animations: 'disabled' });
          await focusable.focus();
          expect(
            await focusable.evaluate((element) => element.matches(':focus-visible')),
            'focused as by the keyboard',
          ).toBe(true);
          const after = await page.screenshot({ clip, animations: 'disabled' });
          const changed = await changedPixels(before, after);
          // At least a 2 px line around the whole card: the minimum area of WCAG 2.2's Focus Appearance.
          const perimeter = 2 * (box.width + box.height);
          expect(
            changed,
            `pixels that change when "${(await focusable.innerText()).trim()}" (card ${index} of ${path}) is focused`,
          ).toBeGreaterThanOrEqual(2 * perimeter);
        }
      }
    },
  );

  // The footer, the home page's call to action and a training page's header are dark; the rest of these
  // pages is light. Every focusable element, focused in turn.
  test.for(['/', '/a-propos/', '/formation/tp-conseiller-vente/', '/contact/'])(
    'on %s the focus ring contrasts 3:1 with the background around it, light or dark (1.4.11)',
    async (path) => {
      await open(path);
      await useKeyboard(page);
      const failures = await page.evaluate(
        ({ selector }) => {
          /** sRGB channels and alpha of every rgb()/rgba() colour in a computed value. */
          const colours = (value: string) =>
            [
              ...value.matchAll(/rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)/g),
            ].map(([, r, g, b, a]) => ({
              rgb: [r, g, b].map(Number),
              alpha: a === undefined ? 1 : Number(a),
            }));
          const luminance = (rgb: number[]) => {
            const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
              const c = channel / 255;
              return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          const contrast = (a: number[], b: number[]) => {
            const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
            return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
          };
          /** The colours behind an element: its ancestors' background colours, gradients' every stop. */
          const backgroundsBehind = (element: Element): number[][] => {
            const layers: { rgb: number[]; alpha: number }[][] = [];
            for (let node = element.parentElement; node; node = node.parentElement) {
              const style = getComputedStyle(node);
              const gradient = colours(style.backgroundImage);
              if (gradient.length > 0) layers.push(gradient);
              const [fill] = colours(style.backgroundColor);
              if (fill && fill.alpha > 0) layers.push([fill]);
              if (layers.some((layer) => layer.every((colour) => colour.alpha === 1))) break;
            }
            // Composite the translucent layers, nearest last, over the first opaque one (white by default).
            let under: number[][] = [[255, 255, 255]];
            for (const layer of layers.reverse()) {
              under = layer.flatMap((colour) =>
                under.map((base) =>
                  colour.rgb.map((c, i) => c * colour.alpha + (base[i] ?? 0) * (1 - colour.alpha)),
                ),
              );
            }
            return under;
          };
          /** The ring's tones: its outline (or its ::after's, for a card) and its box-shadow's rings. */
          const ringTones = (element: Element): number[][] => {
            const tones: number[][] = [];
            for (const style of [getComputedStyle(element), getComputedStyle(element, '::after')]) {
              const [outline] = colours(style.outlineColor);
              if (
                style.outlineStyle !== 'none' &&
                parseFloat(style.outlineWidth) >= 2 &&
                outline?.alpha === 1
              )
                tones.push(outline.rgb);
              for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
                const [colour] = colours(shadow);
                const lengths = shadow.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? [];
                if (colour?.alpha === 1 && parseFloat(lengths[3] ?? '0') >= 2)
                  tones.push(colour.rgb);
              }
            }
            return tones;
          };
          const found: string[] = [];
          for (const element of document.querySelectorAll<HTMLElement>(selector)) {
            if (!element.checkVisibility({ visibilityProperty: true })) continue;
            element.focus();
            if (document.activeElement !== element) continue;
            // A button's colour transition (transition-colors) moves its outline colour too: read the end.
            for (const animation of document.getAnimations()) animation.finish();
            const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label')}"`;
            if (!element.matches(':focus-visible')) {
              found.push(`${name}: not :focus-visible`);
              continue;
            }
            const tones = ringTones(element);
            const backgrounds = backgroundsBehind(element);
            // Two-tone rings pass when one tone stands out on every colour behind (WCAG technique C40).
            const best = Math.max(
              0,
              ...tones.map((tone) =>
                Math.min(...backgrounds.map((background) => contrast(tone, background))),
              ),
            );
            if (best < 3)
              found.push(
                `${name}: ring ${JSON.stringify(tones)} on ${JSON.stringify(backgrounds.map((b) => b.map(Math.round)))}, ${best.toFixed(2)}:1`,
              );
          }
          return found;
        },
        { selector: FOCUSABLE },
      );
      expect(failures).toEqual([]);
    },
  );

  // 1024 and 1080 px: a 1280 px screen zoomed to 125 % and just above; 1280 px: where the desktop menu starts.
  test.for([
    [1024, false],
    [1080, false],
    [1024, true],
    [1080, true],
    [1280, true],
  ] as const)(
    'at %i px (text spacing overridden: %s) no header control is clipped or covered (1.4.10, 1.4.12)',
    async ([width, spacing]) => {
      await open('/', width);
      if (spacing) await overrideTextSpacing(page);
      const problems = await page.evaluate(() => {
        const bar = document.querySelector('header > div');
        if (!bar) return ['no header bar'];
        const barBox = bar.getBoundingClientRect();
        const viewport = document.documentElement.clientWidth;
        const controls = [...bar.querySelectorAll<HTMLElement>('a, summary, button')].filter(
          (control) =>
            control.checkVisibility({ visibilityProperty: true }) &&
            !control.closest('nav[aria-label$="(mobile)"]'),
        );
        const found: string[] = [];
        const boxes = controls.map((control) => ({
          name: (control.textContent ?? '').replace(/\s+/g, ' ').trim(),
          box: control.getBoundingClientRect(),
          clipsText: control.scrollWidth > control.clientWidth + 1,
        }));
        for (const { name, box, clipsText } of boxes) {
          if (box.left < 0 || box.right > viewport + 0.5)
            found.push(`${name}: ${box.left}–${box.right} outside 0–${viewport}`);
          if (box.top < barBox.top - 0.5 || box.bottom > barBox.bottom + 0.5)
            found.push(
              `${name}: ${box.top}–${box.bottom} outside the bar's ${barBox.top}–${barBox.bottom}`,
            );
          if (clipsText) found.push(`${name}: its text overflows its box`);
        }
        boxes.forEach((a, i) =>
          boxes.slice(i + 1).forEach((b) => {
            const overlap =
              Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left) > 0.5 &&
              Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top) > 0.5;
            if (overlap) found.push(`${a.name} overlaps ${b.name}`);
          }),
        );
        if (document.documentElement.scrollWidth > viewport)
          found.push('the page scrolls sideways');
        return found;
      });
      expect(problems).toEqual([]);
    },
  );

  // The buttons the audit named (« Découvrir nos formations », « Envoyer », « Se connecter », « Nous
  // contacter ») and every other filled button or link: a Windows contrast theme paints their background
  // as the page's, so only a border shows where they are. A button drawn as a link stays a link.
  test.for([
    '/',
    '/contact/',
    '/espace-apprenant/',
    '/formation/tp-employe-commercial/',
    '/blog/',
    '/recherche/',
  ])('with forced colours every button on %s has a visible border', async (path) => {
    await open(path);
    const marked = await page.evaluate((selector) => {
      let count = 0;
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        const filled = !/^rgba\(.*, 0\)$|^transparent$/.test(
          getComputedStyle(element).backgroundColor,
        );
        if (filled) {
          element.dataset.testButton = '';
          count += 1;
        }
      }
      return count;
    }, 'a[href], button, summary, [role="button"]');
    expect(marked, `buttons on ${path}`).toBeGreaterThan(0);
    await page.emulateMedia({ forcedColors: 'active' });
    const frameless = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-test-button]')].flatMap((button) => {
        const style = getComputedStyle(button);
        const framed = ['top', 'right', 'bottom', 'left'].every(
          (side) =>
            parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 &&
            !['none', 'hidden'].includes(style.getPropertyValue(`border-${side}-style`)) &&
            style.getPropertyValue(`border-${side}-color`) !== style.backgroundColor,
        );
        return framed
          ? []
          : [`${button.tagName.toLowerCase()} "${(button.textContent ?? '').trim().slice(0, 40)}"`];
      }),
    );
    expect(frameless).toEqual([]);
  });
});

/** How many pixels differ visibly (by more than 32 in a channel) between two screenshots of one region. */
async function changedPixels(before: Buffer, after: Buffer): Promise<number> {
  const [a, b] = await Promise.all(
    [before, after].map((png) => sharp(png).removeAlpha().raw().toBuffer()),
  );
  let changed = 0;
  for (let offset = 0; offset + 2 < a.length; offset += 3) {
    if (
      Math.abs((a[offset] ?? 0) - (b[offset] ?? 0)) > 32 ||
      Math.abs((a[offset + 1] ?? 0) - (b[offset + 1] ?? 0)) > 32 ||
      Math.abs((a[offset + 2] ?? 0) - (b[offset + 2] ?? 0)) > 32
    )
      changed += 1;
  }
  return changed;
}
