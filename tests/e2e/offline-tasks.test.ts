// Offline-first end to end, in real Chromium against the real server: tasks loaded online
// stay on screen offline; two toggles (tapped, as on the front-desk tablet) and a message made
// offline are shown pending, replayed once when the connection returns, and the page refreshes;
// sign-out wipes the user's offline data and signs the user out of the other tabs too.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { readMailbox } from '../../server/mail/mailer.ts';
import { OFFLINE_SYNC_STRINGS, changesSent } from '../../src/ui/offline-sync-strings.ts';
import { OFFLINE_DB_NAME, OUTBOX_DB_NAME, OUTBOX_STORE, RESPONSES_STORE } from '../../src/offline/shared/offline-constants.ts';
import { TASK_STRINGS } from '../../src/features/tasks/tasks-strings.ts';
import { SHELL_STRINGS } from '../../src/layout/shell-strings.ts';
import { launchBrowser, openPage, openSignedIn, signIn } from '../support/e2e-browser.ts';
import { expectAtPath, expectToast, openProfileMenu } from '../support/e2e-account.ts';
import { apiClient, viewportScreenshot, waitForServiceWorkerControl, type ApiClient } from '../support/e2e-offline.ts';
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

interface UserRows {
  responses: number;
  outbox: number;
}

/** Rows of `userId` in the page's API cache and outbox databases (never creating either). */
async function countUserRows(page: Page, userId: number): Promise<UserRows> {
  const script = `(async () => {
    const count = (name, store) => new Promise((resolve, reject) => {
      const open = indexedDB.open(name);
      // Not there yet: do not create it (an empty database would stop the app's own upgrade).
      open.onupgradeneeded = () => open.transaction.abort();
      open.onerror = () => resolve(0);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains(store)) { db.close(); resolve(0); return; }
        const request = db.transaction(store, 'readonly').objectStore(store).getAll();
        request.onsuccess = () => {
          db.close();
          resolve(request.result.filter((row) => row.userId === ${JSON.stringify(String(userId))}).length);
        };
        request.onerror = () => reject(request.error);
      };
    });
    return {
      responses: await count(${JSON.stringify(OFFLINE_DB_NAME)}, ${JSON.stringify(RESPONSES_STORE)}),
      outbox: await count(${JSON.stringify(OUTBOX_DB_NAME)}, ${JSON.stringify(OUTBOX_STORE)}),
    };
  })()`;
  return (await page.evaluate(script)) as UserRows;
}

/**
 * Opens the task's popup from its row, taps its button as on the tablet, and closes the popup. A
 * pending task's button reads 'Mark complete' and one tap sends; a completed task's reads
 * 'Completed', the first tap turns it into 'Mark Pending' and the second sends (docs/product-spec.md, Task screen and popup).
 */
async function toggleFromPopup(page: Page, id: number, completedBefore: boolean): Promise<void> {
  await taskRow(page, id).getByRole('link').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const button = dialog.locator('.dialog-actions .button-primary');
  if (completedBefore) {
    await expect.poll(() => button.innerText()).toBe(TASK_STRINGS.completed);
    await button.tap();
    await expect.poll(() => button.innerText()).toBe(TASK_STRINGS.markPending);
    await expect.poll(() => dialog.getByTestId('pending-sync').count()).toBe(0);
  } else {
    await expect.poll(() => button.innerText()).toBe(TASK_STRINGS.markComplete);
  }
  await button.tap();
  await expect.poll(() => dialog.getByTestId('pending-sync').count()).toBe(1);
  await expect.poll(() => button.innerText()).toBe(completedBefore ? TASK_STRINGS.markComplete : TASK_STRINGS.completed);
  await dialog.getByRole('button', { name: TASK_STRINGS.close, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('offline tasks and messages', () => {
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
    await expect.poll(() => page.getByTestId('stale-notice').innerText()).toMatch(/^Offline — data from \d{1,2}:\d\d [AP]M$/);

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
    // Focus goes back to the menu's button that opened the dialog, not to a task card.
    await expect
      .poll(() => page.evaluate('document.activeElement && document.activeElement.getAttribute("aria-haspopup")'))
      .toBe('menu');
    await expect.poll(() => page.getByTestId('unsent-count').innerText()).toBe('3');

    await viewportScreenshot(page, 'offline-tasks-768x1024');
    await page.getByRole('button', { name: /unsent change/i }).click();
    await expect.poll(() => page.getByTestId('unsent-change').count()).toBe(3);
    await viewportScreenshot(page, 'offline-unsent-changes-768x1024');
    await page.getByRole('button', { name: /unsent change/i }).click();

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

  it('a mouse sees Completed, Mark Pending on hover, and toggles with one click', async () => {
    const mouse = await openPage(browser);
    try {
      await openSignedIn(mouse.page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password, '/my-task');
      await expect.poll(() => mouse.page.getByTestId('task-row').count()).toBeGreaterThan(1);
      const id = Number(await mouse.page.getByTestId('task-row').first().getAttribute('data-task-id'));
      const completed = async () => (await api.post<ServerTask[]>(TASKS_PATH)).data.find((task) => task.id === id)?.isCompleted;
      await taskRow(mouse.page, id).getByRole('link').click();
      const dialog = mouse.page.getByRole('dialog');
      const button = dialog.locator('.dialog-actions .button-primary');
      await button.waitFor();
      if ((await button.innerText()) === TASK_STRINGS.markComplete) {
        await button.click();
        await expect.poll(completed).toBe(true);
      }
      await mouse.page.mouse.move(0, 0);
      await expect.poll(() => button.innerText()).toBe(TASK_STRINGS.completed);
      await button.hover();
      await expect.poll(() => button.innerText()).toBe(TASK_STRINGS.markPending);
      await button.click();
      await expect.poll(completed).toBe(false);
      await expect.poll(() => button.innerText()).toBe(TASK_STRINGS.markComplete);
    } finally {
      await mouse.context.close();
    }
  });

  it("sign-out removes the user's cached responses and outbox, in every tab; the app shell still opens offline", async () => {
    await expect.poll(async () => (await countUserRows(page, api.userId)).responses).toBeGreaterThan(0);
    const otherTab = await context.newPage();
    await otherTab.goto(`${server.url}/my-task`);
    await expect.poll(() => otherTab.getByTestId('task-row').count()).toBeGreaterThan(1);

    const menu = await openProfileMenu(page);
    await menu.getByRole('menuitem', { name: SHELL_STRINGS.signOut }).click();
    await expectAtPath(page, '/');
    await expect.poll(() => countUserRows(page, api.userId)).toEqual({ responses: 0, outbox: 0 });
    // The other tab's session ended with it: back at sign-in, and it stores nothing more.
    await expectAtPath(otherTab, '/');
    await expect.poll(() => otherTab.locator('input[type="password"]').count()).toBe(1);
    expect(await countUserRows(otherTab, api.userId)).toEqual({ responses: 0, outbox: 0 });
    await otherTab.close();

    await context.setOffline(true);
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.locator('input[type="password"]').count()).toBe(1);
    await page.goto(`${server.url}/my-task`);
    await expectAtPath(page, '/');
    await context.setOffline(false);
  });
});
