// What a tablet's user does in the torture run, through the built app in Chromium:
// task toggles (their result awaited, or left in flight), messages to hOM, and what the run reads
// back from each tablet (the task badges, the outbox). From the chaos test's helpers, which this
// run replaces.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { MESSAGE_STRINGS } from '../../src/features/messages/messages-strings.ts';
import { TASK_STRINGS } from '../../src/features/tasks/tasks-strings.ts';
import { SHELL_STRINGS } from '../../src/layout/shell-strings.ts';
import { OUTBOX_DB_NAME, OUTBOX_STORE } from '../../src/offline/shared/offline-constants.ts';

export const STEP_TIMEOUT_MS = 15_000;
// CSS, not role queries, on the hot paths: a role query walks the accessibility of the whole page.
const DIALOG = '[role="dialog"]';
const PROFILE_BUTTON = `header button[aria-label$="${SHELL_STRINGS.profileMenu}"]`;

/** Where a tablet's notes go (the run's action log), by its browser context. */
const notes = new WeakMap<BrowserContext, (line: string) => void>();

export function noteUiTo(context: BrowserContext, log: (line: string) => void): void {
  notes.set(context, log);
}

/** A popup should be open this soon after Enter on its row; else the press is looked at and repeated. */
const POPUP_OPENS_MS = 5_000;

const FOCUS_NOW = `(() => {
  const focused = document.activeElement;
  const row = focused?.closest('[data-testid="task-row"]');
  return location.pathname + location.search + ', focus on ' + (focused ? focused.tagName.toLowerCase() + (focused.className ? '.' + String(focused.className).split(' ').join('.') : '') : 'nothing') + (row ? ' in row ' + row.dataset.taskId : '');
})()`;

export const taskRow = (page: Page, id: number): Locator => page.locator(`[data-testid="task-row"][data-task-id="${id}"]`);
const dialogOf = (page: Page): Locator => page.locator(DIALOG);
const taskButton = (page: Page) => dialogOf(page).locator('.dialog-actions .button-primary');

export interface OutboxSummary {
  pending: number;
  /** Entries the server refused: their label and the sentence shown. */
  rejected: string[];
}

/** The outbox rows in the page's IndexedDB (none when the database is not there yet). */
export async function outboxOf(page: Page): Promise<OutboxSummary> {
  const script = `(async () => {
    const names = (await indexedDB.databases()).map((info) => info.name);
    if (!names.includes(${JSON.stringify(OUTBOX_DB_NAME)})) return { pending: 0, rejected: [] };
    return new Promise((resolve, reject) => {
      const open = indexedDB.open(${JSON.stringify(OUTBOX_DB_NAME)});
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains(${JSON.stringify(OUTBOX_STORE)})) { db.close(); resolve({ pending: 0, rejected: [] }); return; }
        const request = db.transaction(${JSON.stringify(OUTBOX_STORE)}, 'readonly').objectStore(${JSON.stringify(OUTBOX_STORE)}).getAll();
        request.onsuccess = () => {
          db.close();
          resolve({
            pending: request.result.filter((row) => row.state === 'pending').length,
            rejected: request.result.filter((row) => row.state === 'rejected').map((row) => row.label + ': ' + row.error),
          });
        };
        request.onerror = () => reject(request.error);
      };
    });
  })()`;
  return (await page.evaluate(script)) as OutboxSummary;
}

/** The button's label says the task's state: 'Mark complete' (pending), 'Completed' or 'Mark Pending' (completed). */
function isCompletedLabel(label: string, id: number): boolean {
  if (label === TASK_STRINGS.markComplete) return false;
  if (label === TASK_STRINGS.completed || label === TASK_STRINGS.markPending) return true;
  throw new Error(`task ${id}: unexpected button "${label}"`);
}

export async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await dialogOf(page).waitFor({ state: 'detached' });
}

/** Opens a task's popup and presses its button; returns the state the user asked for. */
async function pressToggle(page: Page, id: number): Promise<boolean> {
  // From the keyboard: a pointer click would first wait for any toast over the row to move away.
  const link = taskRow(page, id).locator('a');
  await link.press('Enter');
  const opened = await dialogOf(page).waitFor({ timeout: POPUP_OPENS_MS }).then(() => true, () => false);
  if (!opened) {
    // Seeds 7122, 7203, 7206: Enter on a row did not open its popup (the harness stalled waiting for
    // it). What had the focus then goes to the action log; a user would press again, and so does this.
    const where = await page.evaluate(FOCUS_NOW).catch((why: unknown) => String(why));
    notes.get(page.context())?.(`Enter on task ${id}'s row opened no popup (${String(where)}); pressed again`);
    await link.press('Enter');
  }
  const button = taskButton(page);
  const intended = !isCompletedLabel((await button.and(page.locator(':enabled')).innerText()).trim(), id);
  await button.click();
  return intended;
}

/** Presses the toggle and waits until the popup shows the new state (sent or queued); then closes it. */
export async function toggleTask(page: Page, id: number): Promise<boolean> {
  const intended = await pressToggle(page, id);
  const done = intended ? new RegExp(`^(${TASK_STRINGS.completed}|${TASK_STRINGS.markPending})$`) : new RegExp(`^${TASK_STRINGS.markComplete}$`);
  await taskButton(page).and(page.locator(':enabled')).filter({ hasText: done }).waitFor({ timeout: STEP_TIMEOUT_MS });
  await closeDialog(page);
  return intended;
}

/** Presses the toggle and closes the popup at once, the write still in flight. */
export async function toggleTaskWithoutWaiting(page: Page, id: number): Promise<boolean> {
  const intended = await pressToggle(page, id);
  await closeDialog(page);
  return intended;
}

/** The ids of the task rows shown, in order. */
export async function shownTaskIds(page: Page): Promise<number[]> {
  return page.getByTestId('task-row').evaluateAll((rows) => rows.map((row) => Number((row as unknown as { dataset: { taskId: string } }).dataset.taskId)));
}

/** What each shown row's badge says: true for completed. */
export async function shownTaskStates(page: Page): Promise<Map<number, boolean>> {
  const rows = await page.getByTestId('task-row').evaluateAll((items) =>
    items.map((row) => [Number((row as unknown as { dataset: { taskId: string } }).dataset.taskId), row.querySelector('.task-badge')?.textContent?.trim() ?? ''] as const),
  );
  return new Map(rows.map(([id, badge]) => [id, badge === TASK_STRINGS.completed]));
}

/**
 * Contact hOM from the profile menu: fills and sends a message to `buildingId`. true when the app
 * took it (the dialog closed, sent or queued, or it shows "Sending…" when not waited for).
 */
export async function sendContactMessage(page: Page, text: string, buildingId: string, wait: boolean): Promise<boolean> {
  await page.locator(PROFILE_BUTTON).press('Enter');
  await page.locator('[role="menu"] [role="menuitem"]', { hasText: SHELL_STRINGS.contactHom }).press('Enter');
  const dialog = dialogOf(page);
  await dialog.locator('textarea').waitFor();
  await dialog.locator('select').selectOption(buildingId);
  await dialog.locator('textarea').fill(text);
  // From the keyboard: toasts stack over the dialog's foot, and a click would wait for them.
  await dialog.locator('button[type="submit"]').press('Enter');
  const sending = dialog.locator('button[type="submit"]', { hasText: MESSAGE_STRINGS.sending });
  const evidence = await Promise.race([
    ...(wait ? [] : [sending.waitFor({ timeout: STEP_TIMEOUT_MS }).then(() => 'sending' as const)]),
    dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS }).then(() => 'closed' as const),
  ]).catch(() => null);
  if (evidence !== 'closed') await closeDialog(page).catch(() => undefined);
  return evidence !== null;
}

/** The buildings Contact hOM offers (opened and closed once, on a healthy network). */
export async function contactBuildings(page: Page, origin: string): Promise<string[]> {
  await page.goto(`${origin}/my-task?contact`);
  const options = dialogOf(page).locator('select option[value]:not([value=""])');
  await options.first().waitFor({ state: 'attached' });
  const ids = await options.evaluateAll((items) => items.map((option) => (option as unknown as { value: string }).value));
  await closeDialog(page);
  return ids;
}

/** Waits until the service worker controls the page (reloading once if it does not yet); no vitest. */
export async function waitForWorker(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  const controlled = async () => (await page.evaluate('navigator.serviceWorker.controller !== null')) === true;
  if (await controlled()) return;
  await page.reload();
  const deadline = Date.now() + timeoutMs;
  while (!(await controlled())) {
    if (Date.now() > deadline) throw new Error('the service worker never took control of the page');
    await new Promise((done) => setTimeout(done, 200));
  }
}
