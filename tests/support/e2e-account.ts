// Page helpers the account e2e tests share: where the app is, toasts, the profile menu.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { STORAGE_KEYS } from '../../src/config/web-storage.ts';
import { writeStoredSession } from './e2e-browser.ts';

const NAVIGATION_WAIT_MS = 20_000;
const TOAST_WAIT_MS = 20_000;
/** In the page, given a toast: resolves once its animations (the entrance) have finished. */
const ENTRANCE_ENDED = '(toast) => Promise.all(toast.getAnimations({ subtree: true }).map((animation) => animation.finished))';

/** The profile menu of docs/product-spec.md, Layout, in its order; written out here so a changed label in the app fails the test. */
export const PROFILE_MENU_ENTRIES = [
  'My Tasks',
  'My Profile',
  'My Buildings',
  'Contact hOM',
  'Generate event report',
  'Sign out',
] as const;

export const PROFILE_MENU_LABEL = 'Profile menu';

export async function expectAtPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: NAVIGATION_WAIT_MS });
}

/**
 * react-toastify renders each toast as `.Toastify__toast`; waits for one whose text matches, and for
 * its entrance to end: a toast still sliding into the corner can land on the button a test taps next
 * (Create user, in a loaded CI run), where a person would have seen it first.
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<string> {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text }).first();
  await toast.waitFor({ timeout: TOAST_WAIT_MS });
  await toast.evaluate(ENTRANCE_ENDED).catch(() => undefined);
  return toast.innerText();
}

/** Opens the top bar's profile menu and returns it. */
export async function openProfileMenu(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: PROFILE_MENU_LABEL }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await expect.poll(() => menu.getByRole('menuitem').count()).toBe(PROFILE_MENU_ENTRIES.length);
  return menu;
}

export async function signOutThroughMenu(page: Page): Promise<void> {
  const menu = await openProfileMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
}

/** The app's persisted session slice (localStorage, STORAGE_KEYS.session), as the spec's login stores it. */
export interface StoredSession {
  token: string;
  sessionTime: number;
}

const SESSION_STORAGE_KEY = STORAGE_KEYS.session.key;

// Tests type-check without the DOM library; this is all of localStorage they read in the page.
interface PageStorage {
  getItem(key: string): string | null;
}

export async function readStoredSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate(
    (key) => (globalThis as unknown as { localStorage: PageStorage }).localStorage.getItem(key),
    SESSION_STORAGE_KEY,
  );
  return raw === null ? null : (JSON.parse(raw) as StoredSession);
}

/** Moves the stored sign-in time `ageMs` into the past, keeping the token. */
export async function ageStoredSession(page: Page, ageMs: number): Promise<void> {
  const stored = await readStoredSession(page);
  if (!stored) throw new Error(`no ${SESSION_STORAGE_KEY} in localStorage after sign-in`);
  await writeStoredSession(page, { token: stored.token, sessionTime: Date.now() - ageMs });
}
