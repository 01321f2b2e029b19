// Issue "Offline-first" end to end, in real Chromium against the real server: tasks loaded online
// stay on screen offline; two toggles and a message made offline are shown pending, replayed once
// when the connection returns, and the page refreshes; sign-out wipes the user's offline data.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { readMailbox } from '../../server/mail/mailer.ts';
import { OFFLINE_SYNC_STRINGS, changesSent } from '../../src/features/offline-sync/offline-sync-strings.ts';
import { TASK_STRINGS } from '../../src/features/tasks/tasks-strings.ts';
import { SHELL_STRINGS } from '../../src/layout/shell-strings.ts';
import { launchBrowser, openPage, signIn } from '../support/e2e-browser.ts';
import { expectAtPath, expectToast, openProfileMenu } from '../support/e2e-account.ts';
import { apiClient, countUserRows, viewportScreenshot, waitForServiceWorkerControl, type ApiClient } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

interface ServerTask {
  id: number;
  taskName: string;
  isCompleted: boolean;
}

const TASKS_PATH = '/building-manager/tasks/';

function taskRow(page: Page, id: number): Locator {
  return page.locator(`[data-testid="task-row"][data-task-id="${id}"]`);
}

/** Opens the task's popup from its row, presses its button, and closes the popup. */
async function toggleFromPopup(page: Page, id: number, completedBefore: boolean): Promise<void> {
  await taskRow(page, id).getByRole('link').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const label = completedBefore ? TASK_STRINGS.markPending : TASK_STRINGS.markComplete;
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect.poll(() => dialog.getByTestId('pending-sync').count()).toBe(1);
  await dialog.getByRole('button', { name: TASK_STRINGS.close, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('offline tasks and messages (issue "Offline-first")', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: ApiClient;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    ({ context, page } = await openPage(browser, { tablet: true }));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('keeps the last-loaded tasks offline, queues two toggles and a message, and replays them once', async () => {
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await waitForServiceWorkerControl(page);

    // Online: the list and (for the contact dialog) the buildings, so the worker keeps copies.
    await page.goto(`${server.url}/my-task?contact`);
    await page.getByRole('dialog').locator('select option[value]:not([value=""])').first().waitFor({ state: 'attached' });
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => page.getByTestId('task-row').count()).toBeGreaterThan(1);

    const before = await api.post<ServerTask[]>(TASKS_PATH);
    expect(before.status).toBe(200);
    const shownIds = await page.getByTestId('task-row').evaluateAll((rows) =>
      rows.slice(0, 2).map((row) => Number((row as unknown as { dataset: { taskId: string } }).dataset.taskId)),
    );
    const picked = shownIds.map((id) => {
      const task = before.data.find((item) => item.id === id);
      if (!task) throw new Error(`task ${id} is on screen but not on the server`);
      return task;
    });

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('task-row').count()).toBe(before.data.length);
    await expect.poll(() => page.getByTestId('stale-notice').innerText()).toMatch(/^Offline — data from \d\d:\d\d$/);

    for (const task of picked) await toggleFromPopup(page, task.id, task.isCompleted);
    for (const task of picked) {
      await expect.poll(() => taskRow(page, task.id).getByTestId('pending-sync').count()).toBe(1);
    }

    const messageText = `Offline e2e message ${Date.now()}: the lobby door sticks.`;
    const menu = await openProfileMenu(page);
    await menu.getByRole('menuitem', { name: SHELL_STRINGS.contactHom }).click();
    const contact = page.getByRole('dialog');
    const select = contact.locator('select');
    const firstBuilding = await select.locator('option[value]:not([value=""])').first().getAttribute('value');
    await select.selectOption(firstBuilding ?? '');
    await contact.locator('textarea').fill(messageText);
    await contact.getByRole('button', { name: 'Send', exact: true }).click();
    await expectToast(page, OFFLINE_SYNC_STRINGS.messageQueued);
    await contact.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('unsent-count').innerText()).toBe('3');

    await viewportScreenshot(page, 'offline-tasks-768x1024');
    await page.getByRole('button', { name: /^Unsent changes/ }).click();
    await expect.poll(() => page.getByTestId('unsent-change').count()).toBe(3);
    await viewportScreenshot(page, 'offline-unsent-changes-768x1024');
    await page.getByRole('button', { name: /^Unsent changes/ }).click();

    const reconnectedAt = new Date();
    await context.setOffline(false);
    await expectToast(page, changesSent(3));
    await expectToast(page, OFFLINE_SYNC_STRINGS.backOnline);
    await page.waitForTimeout(1_000); // the toasts' entry animation
    await viewportScreenshot(page, 'back-online-768x1024');

    // The server holds the user's last word on both tasks and exactly one copy of the message.
    const after = await api.post<ServerTask[]>(TASKS_PATH);
    for (const task of picked) {
      expect(after.data.find((item) => item.id === task.id)?.isCompleted).toBe(!task.isCompleted);
    }
    const withText = async () => (await readMailbox(server.mailDir)).filter((mail) => mail.text.includes(messageText));
    await expect.poll(async () => (await withText()).length).toBe(1);
    expect(((await withText())[0]?.sentAt ?? '') >= reconnectedAt.toISOString()).toBe(true);

    // The page refreshed: fresh data, nothing pending, no offline notice.
    await expect.poll(() => page.getByTestId('pending-sync').count()).toBe(0);
    await expect.poll(() => page.getByTestId('stale-notice').count()).toBe(0);
    await expect.poll(() => page.getByTestId('unsent-count').count()).toBe(0);
    for (const task of picked) {
      const status = taskRow(page, task.id).locator('.task-badge');
      await expect.poll(() => status.innerText()).toBe(task.isCompleted ? TASK_STRINGS.pending : TASK_STRINGS.completed);
    }
    await viewportScreenshot(page, 'online-tasks-after-replay-768x1024');

    // A replay later (another reconnect) sends nothing twice.
    await context.setOffline(true);
    await context.setOffline(false);
    await expectToast(page, OFFLINE_SYNC_STRINGS.backOnline);
    expect(await withText()).toHaveLength(1);
  });

  it("sign-out removes the user's cached responses and outbox; the app shell still opens offline", async () => {
    await expect.poll(async () => (await countUserRows(page, api.userId)).responses).toBeGreaterThan(0);
    const menu = await openProfileMenu(page);
    await menu.getByRole('menuitem', { name: SHELL_STRINGS.signOut }).click();
    await expectAtPath(page, '/');
    await expect.poll(() => countUserRows(page, api.userId)).toEqual({ responses: 0, outbox: 0 });

    await context.setOffline(true);
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.locator('input[type="password"]').count()).toBe(1);
    await page.goto(`${server.url}/my-task`);
    await expectAtPath(page, '/');
    await context.setOffline(false);
  });
});
