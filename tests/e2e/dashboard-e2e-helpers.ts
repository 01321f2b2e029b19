// Helpers of the dashboard e2e test: reading the demo month through the API (so the test picks days
// that exist whatever today is), finding calendar blocks by date, and the tablet-fit audit.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** The few browser globals the page-side functions use (the tests' tsconfig has no DOM lib). */
interface PageElement {
  getBoundingClientRect(): { width: number; height: number };
  getAttribute(name: string): string | null;
  textContent: string | null;
  tagName: string;
}
export interface PageWindow {
  document: {
    documentElement: { scrollWidth: number; clientWidth: number };
    querySelectorAll(selector: string): Iterable<PageElement>;
  };
  getComputedStyle(element: unknown): { visibility: string; backgroundColor: string };
  localStorage: { getItem(key: string): string | null };
  navigator: { serviceWorker: { ready: Promise<unknown>; controller: unknown } };
}

export interface CalendarRow {
  id: number;
  name: string;
  date: string;
  isHoliday: boolean;
}

/** POST to the app's API from the page, with the signed-in token. */
export async function apiPost<T>(page: Page, path: string, body: unknown): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ path: callPath, body: payload }) => {
      const { localStorage } = globalThis as unknown as PageWindow;
      const token = (JSON.parse(localStorage.getItem('hom.session') ?? '{}') as { token?: string }).token ?? '';
      const response = await fetch(`/api${callPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify(payload),
      });
      return { status: response.status, data: (await response.json()) as T };
    },
    { path, body },
  );
}

export interface DayPlan {
  /** A day of the month with 2-5 events and no holiday (few, so the carousel loops quickly). */
  several: { date: string; count: number } | null;
  /** A day with exactly one event and no holiday. */
  single: { date: string; name: string } | null;
}

export function dayPlan(rows: readonly CalendarRow[], month: string): DayPlan {
  const prefix = month.slice(0, 7);
  const holidays = new Set(rows.filter((row) => row.isHoliday).map((row) => row.date));
  const byDate = new Map<string, CalendarRow[]>();
  for (const row of rows) {
    if (row.isHoliday || !row.date.startsWith(prefix) || holidays.has(row.date)) continue;
    byDate.set(row.date, [...(byDate.get(row.date) ?? []), row]);
  }
  const days = [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b));
  const several = days.find(([, events]) => events.length >= 2 && events.length <= 5);
  const single = days.find(([, events]) => events.length === 1);
  return {
    several: several ? { date: several[0], count: several[1].length } : null,
    single: single?.[1][0] ? { date: single[0], name: single[1][0].name } : null,
  };
}

/** The event block of a day (the calendar draws blocks in a week layer, so they carry data-date). */
export function calendarBlock(page: Page, date: string): Locator {
  return page.locator(`.dash-ec-entry[data-date="${date}"]`);
}

export async function popupPosition(page: Page): Promise<string> {
  return page.getByRole('dialog').locator('.dash-popup__position').innerText();
}

/** Tiles with figures, a drawn chart (or its message) and calendar blocks. */
export async function waitForDashboard(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('.dash-tile__figure').first().innerText(), { timeout: 20_000 })
    .toMatch(/^\d/);
  await page.locator('.dash-ec-entry').first().waitFor({ timeout: 20_000 });
  await page.locator('[data-tour="chart"] canvas, .dash-chart__message').first().waitFor({ timeout: 20_000 });
}

/** Clicks 'Next month' `months` times from the month on screen. */
export async function goToMonth(page: Page, months: number): Promise<void> {
  for (let step = 0; step < months; step++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
}

export interface FitReport {
  overflowPx: number;
  /** Visible buttons, links, inputs and selects under 44 × 44 px, described. */
  small: string[];
}

export async function overflowAndSmallTargets(page: Page): Promise<FitReport> {
  return page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as PageWindow;
    const MIN_PX = 44;
    const root = document.documentElement;
    const small: string[] = [];
    for (const element of document.querySelectorAll('button, a[href], input, select, textarea, [role="button"]')) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      if (rect.width < MIN_PX || rect.height < MIN_PX) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}x${Math.round(rect.height)}`);
      }
    }
    return { overflowPx: Math.max(0, root.scrollWidth - root.clientWidth), small };
  });
}
