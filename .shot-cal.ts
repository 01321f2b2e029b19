import { DEMO_MANAGER } from './server/demo/demo-accounts.ts';
import { launchBrowser, signIn } from './tests/support/e2e-browser.ts';
import { startServer } from './tests/support/e2e-server.ts';

const server = await startServer({ emptyDataDir: true });
const browser = await launchBrowser();
try {
  for (const viewport of [{ width: 768, height: 1024 }, { width: 1024, height: 768 }]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await page.goto(`${server.url}/dashboard`);
    await page.locator('.dash-ec-entry').first().waitFor({ timeout: 30_000 });
    await page.locator('.ec').first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/work/wt/shots/final/dashboard-calendar-${viewport.width}x${viewport.height}.png` });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
