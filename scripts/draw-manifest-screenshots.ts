// Takes the manifest's install-sheet screenshots (Chromium's richer install UI shows them): the demo
// dashboard signed in as the demo manager, wide at 1024 × 768 and narrow at 768 × 1024, saved as
// JPEG under public/screenshots/. Needs a build (dist/); run again when the dashboard changes:
//   npm run build && node --import tsx scripts/draw-manifest-screenshots.ts
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_MANAGER } from '../server/demo/demo-accounts.ts';
import { launchBrowser, openPage, signIn } from '../tests/support/e2e-browser.ts';
import { startServer } from '../tests/support/e2e-server.ts';

const OUT_DIR = join(import.meta.dirname, '..', 'public', 'screenshots');
const SHOTS = [
  { file: 'dashboard-wide.jpg', viewport: { width: 1024, height: 768 } },
  { file: 'dashboard-narrow.jpg', viewport: { width: 768, height: 1024 } },
] as const;
/** The chart and calendar draw a moment after their data arrives. */
const SETTLE_MS = 1500;

mkdirSync(OUT_DIR, { recursive: true });
const [server, browser] = await Promise.all([startServer(), launchBrowser({ full: true })]);
try {
  for (const { file, viewport } of SHOTS) {
    const { context, page } = await openPage(browser, { viewport, tablet: true });
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await page.locator('.dash-ec-entry').first().waitFor();
    await page.waitForTimeout(SETTLE_MS);
    await page.screenshot({ path: join(OUT_DIR, file), type: 'jpeg', quality: 80 });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`Screenshots written to ${OUT_DIR}`);
