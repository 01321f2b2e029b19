// A message the user sent must survive the dialog being closed at once and the page being
// reloaded right after. The chaos test lost one this way (Send, Escape and a reload within 60 ms: the
// message never reached the outbox or the server). Here the race is made certain: the device's
// storage is kept busy for a moment (as on a slow tablet, or while a replay writes), so the
// write-ahead takes longer than closing the dialog; the user presses Send, closes the dialog at once
// and reloads as soon as it is gone. Each message must be e-mailed exactly once.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../server/mail/mailer.ts';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { OUTBOX_DB_NAME, OUTBOX_STORE } from '../../src/offline/shared/offline-constants.ts';
import { launchBrowser, openPage, signIn } from '../support/e2e-browser.ts';
import { waitForServiceWorkerControl } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

const DIALOG = '[role="dialog"]';
/** How long the outbox's store is kept busy: far longer than closing a dialog takes. */
const STORAGE_BUSY_MS = 1_500;
const ROUNDS = 5;
const MAIL_TIMEOUT_MS = 30_000;

async function openContact(page: Page): Promise<void> {
  await page.evaluate(`history.pushState(null, '', location.pathname + '?contact')`);
  const options = page.locator(`${DIALOG} select option[value]:not([value=""])`);
  await options.first().waitFor({ state: 'attached' });
  const value = await options.first().getAttribute('value');
  await page.locator(`${DIALOG} select`).selectOption(value ?? '');
}

/** Keeps a read-write transaction on the outbox store open for `ms`; resolves once it holds the store. */
async function keepOutboxBusy(page: Page, ms: number): Promise<void> {
  await page.evaluate(`new Promise((held, failed) => {
    const open = indexedDB.open(${JSON.stringify(OUTBOX_DB_NAME)});
    open.onerror = () => failed(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const store = db.transaction(${JSON.stringify(OUTBOX_STORE)}, 'readwrite').objectStore(${JSON.stringify(OUTBOX_STORE)});
      const until = Date.now() + ${ms};
      const spin = () => {
        if (Date.now() < until) store.count().onsuccess = spin;
        else db.close();
      };
      store.count().onsuccess = () => {
        held();
        spin();
      };
    };
  })`);
}

/** Types, presses Send and closes the dialog straight away, as a hurried user would. */
async function sendAndCloseAtOnce(page: Page, text: string): Promise<void> {
  await page.locator(`${DIALOG} textarea`).fill(text);
  await page.locator(`${DIALOG} button[type="submit"]`).press('Enter');
  await page.keyboard.press('Escape');
  await page.locator(DIALOG).waitFor({ state: 'detached' });
}

describe('a message closed at once after Send and then reloaded', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('reaches the server exactly once, every time', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await waitForServiceWorkerControl(page);
    await page.goto(`${server.url}/my-task`);
    const sent: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const text = `[write-ahead ${round}] ${Date.now()}`;
      await openContact(page);
      await keepOutboxBusy(page, STORAGE_BUSY_MS);
      await sendAndCloseAtOnce(page, text);
      await page.reload();
      await page.getByTestId('task-row').first().waitFor();
      sent.push(text);
    }

    const copies = async (text: string) =>
      (await readMailbox(server.mailDir)).filter((mail) => mail.text.includes(text)).length;
    await expect
      .poll(async () => (await Promise.all(sent.map(copies))).filter((count) => count === 0).length, {
        timeout: MAIL_TIMEOUT_MS,
      })
      .toBe(0);
    const counts = await Promise.all(sent.map(copies));
    expect(Object.fromEntries(sent.map((text, index) => [text, counts[index]]))).toEqual(
      Object.fromEntries(sent.map((text) => [text, 1])),
    );
    await context.close();
  });
});
