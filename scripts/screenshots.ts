// Full-page screenshots of built pages at phone and desktop widths, to look at what we ship:
// `npm run build && npm run screenshots -- / /formations/` → .tmp/screenshots/*.png
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { startDistServer } from '../local/serve-dist.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, renderOffscreenContent } from '../local/chromium.ts';

const WIDTHS = [375, 1280];
const paths = process.argv.slice(2);
const outDir = '.tmp/screenshots';

await mkdir(outDir, { recursive: true });
const server = await startDistServer({ port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const path of paths.length ? paths : ['/']) {
      await page.goto(new URL(path, server.url).href, { waitUntil: 'networkidle' });
      // Bring lazy images in before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await renderOffscreenContent(page);
      const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
      await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
      console.log(`${outDir}/${name}-${width}.png`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
