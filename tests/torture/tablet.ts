// One tablet of the torture run: a Chromium context (its own profile) reaching the servers through
// its own proxy, so the API can be cut while navigator.onLine stays true. Opening one, taking it
// offline, and the page scripts the run reads a tablet's state with.
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { startChaosProxy, type ChaosProxy } from '../support/chaos-proxy.ts';
import { signIn } from '../support/e2e-browser.ts';
import type { TortureOptions } from './torture-config.ts';
import { noteUiTo, STEP_TIMEOUT_MS, waitForWorker } from './tablet-ui.ts';

/** The task list's page. */
const TASKS_PAGE = '/my-task';
const VIEWPORT = { width: 1024, height: 1300 } as const;

export interface Tablet {
  index: number;
  proxy: ChaosProxy;
  context: BrowserContext;
  page: Page;
  ownTasks: number[];
  /** The last state each own task was shown as asked for; null: unknown (tab closed before it showed). */
  intents: Map<number, boolean | null>;
  /** Messages the app took, in the order sent. */
  messages: string[];
  /** On the event's door view, or its roster panel (else the task list). */
  onDoor: boolean;
  onRoster: boolean;
  /** Its own desk resident (index in the event's desk residents); asked to go (true) or not as last shown; null: never. */
  rsvpIntent: boolean | null;
  /** It was offered the new app version and accepted it. */
  updated: boolean;
}

/** In a page: the Web Locks it holds and waits for (a string script: these files are type-checked without the DOM). */
export const LOCKS_NOW = `navigator.locks.query().then((locks) => {
  const names = (list) => (list || []).map((lock) => lock.name).join(', ') || 'none';
  return 'locks held: ' + names(locks.held) + '; waiting: ' + names(locks.pending);
})`;

/** In a page: an open dialog's text (its button's state with it), else the address and first heading. */
export const SCREEN_NOW = `(() => {
  const dialog = document.querySelector('[role="dialog"]');
  const button = dialog && dialog.querySelector('.dialog-actions .button-primary');
  const text = (node) => (node ? node.textContent.replace(/\\s+/g, ' ').trim().slice(0, 300) : 'none');
  if (dialog) return location.pathname + location.search + ' dialog: ' + text(dialog) + (button ? ' (button ' + (button.disabled ? 'disabled' : 'enabled') + ')' : ' (no button)');
  return location.pathname + location.search + ' ' + text(document.querySelector('h1, h2'));
})()`;

/** The page's worker registration: nothing waiting or installing (the active worker is the newest). */
export const NOTHING_WAITING = `navigator.serviceWorker.getRegistration().then((r) => r != null && r.waiting == null && r.installing == null)`;

/** In the page: the service worker registration's workers' states, and whether one controls the page. */
export const WORKER_STATES = `navigator.serviceWorker.getRegistration().then((r) => ({
  active: r?.active?.state ?? null, waiting: r?.waiting?.state ?? null, installing: r?.installing?.state ?? null,
  controlled: navigator.serviceWorker.controller !== null,
}))`;

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * The tablet's browser offline or back: its pages (navigator.onLine false, every request failing)
 * and, through its proxy, its service worker's requests to the API. Playwright's offline emulation
 * no longer reaches the workers in this run (their network inspection is off: see runTorture).
 */
export async function setTabletOffline(tablet: Tablet, offline: boolean): Promise<void> {
  await tablet.context.setOffline(offline);
  tablet.proxy.setChaos(offline);
}

export async function openTasks(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}${TASKS_PAGE}`);
  await page.getByTestId('task-row').first().waitFor({ timeout: STEP_TIMEOUT_MS });
}

/**
 * Tablet `index` on a healthy network: signed in, its worker in control; what it does and is
 * answered goes to `log`.
 */
export async function openTablet(options: TortureOptions, index: number, log: (line: string) => void): Promise<Tablet> {
  const { seed, cluster, browser } = options;
  // Every API request dropped while "chaos" is on: the API unreachable, navigator.onLine true.
  const proxy = await startChaosProxy({ target: cluster.url, seed: seed + index, rates: { dropRequest: 1, dropAnswer: 0, maxDelayMs: 0 } });
  const context = await browser.newContext({ viewport: VIEWPORT });
  // In the action log: how each desk RSVP or cancel was answered (or that it got no answer).
  const deskWrite = (url: string) => /\/building-manager\/((?:cancel-)?rsvp)\/$/.exec(new URL(url).pathname)?.[1];
  context.on('response', (response) => {
    const write = deskWrite(response.url());
    if (write) log(`tablet ${index} ${write} answered ${response.status()}`);
    // And each task toggle's answer: what it asked and what the server then holds.
    const request = response.request();
    if (request.method() === 'PUT' && new URL(response.url()).pathname.endsWith('/tasks/')) {
      const asked = (request.postDataJSON() as { id?: number; is_completed?: boolean } | null) ?? {};
      void response
        .json()
        .then((task: { isCompleted?: boolean }) => task.isCompleted, () => 'unread')
        .then((holds) => log(`tablet ${index} task ${asked.id} → ${String(asked.is_completed)} answered ${response.status()} (holds ${String(holds)})`));
    }
  });
  context.on('requestfailed', (request) => {
    const write = deskWrite(request.url());
    if (write) log(`tablet ${index} ${write} got no answer (${request.failure()?.errorText ?? 'failed'})`);
  });
  // A harness note (a press repeated) goes to the action log and, as it happens, to the output.
  noteUiTo(context, (line) => {
    log(`tablet ${index} ${line}`);
    console.log(`seed ${seed}: tablet ${index} ${line}`);
  });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await signIn(page, proxy.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
  await waitForWorker(page);
  return { index, proxy, context, page, ownTasks: [], intents: new Map(), messages: [], onDoor: false, onRoster: false, rsvpIntent: null, updated: false };
}
