// Helpers of the dashboard e2e test: reading the demo month through the API (so the test picks days
// that exist whatever today is), finding calendar blocks by date, and the tablet-fit audit.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** The few browser globals the page-side functions use (the tests' tsconfig has no DOM lib). */
export interface PageElement {
  getBoundingClientRect(): { width: number; height: number; top: number; left: number; bottom: number; right: number };
  getAttribute(name: string): string | null;
  closest(selector: string): PageElement | null;
  textContent: string | null;
  tagName: string;
}
export interface PageWindow {
  document: {
    documentElement: { scrollWidth: number; clientWidth: number };
    querySelectorAll(selector: string): Iterable<PageElement>;
  };
  getComputedStyle(element: unknown): { visibility: string; backgroundColor: string; lineHeight: string };
  localStorage: { getItem(key: string): string | null; removeItem(key: string): void };
  navigator: { serviceWorker: { ready: Promise<unknown>; controller: unknown } };
}

export interface CalendarRow {
  id: number;
  name: string;
  date: string;
  isHoliday: boolean;
}

/** A /hero-chart/ point, as the chart's geometry and names take it. */
export interface HeroPoint {
  name: string;
  timeZone: string;
  xAxis: string;
  time: string;
  yAxis: number | null;
  eventId: number;
  rsvps: number;
  attendees: number;
}

export interface TopNumbersBody {
  totalEvents: number;
  totalRsvps: number;
  totalUsers: number;
  pendingTasks: number;
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

/** A /calendar-event-details/ event, as the popup shows it. */
export interface DayEventRow {
  id: number;
  name: string;
  isHoliday: false;
  buildingName: string;
  time: string;
  endTime: string;
  start: string;
  timeZone: string;
}

/**
 * A day of `rows` (the month's calendar) with several events and no holiday whose order in time (the
 * calendar's and the popup's where buildings are on different clocks) is not their local start order
 * (building clocks, then id), with its events in the order they really start.
 */
export async function dayInRealOrderUnlikeLocal(page: Page, rows: readonly CalendarRow[]): Promise<{ date: string; events: DayEventRow[] }> {
  const holidays = new Set(rows.filter((row) => row.isHoliday).map((row) => row.date));
  const counts = new Map<string, number>();
  for (const row of rows) if (!row.isHoliday && !holidays.has(row.date)) counts.set(row.date, (counts.get(row.date) ?? 0) + 1);
  for (const [date, count] of counts) {
    if (count < 2) continue;
    const { data } = await apiPost<(DayEventRow | { isHoliday: true })[]>(page, '/building-manager/calendar-event-details/', { date });
    const events = data.filter((entry): entry is DayEventRow => !entry.isHoliday);
    const local = [...events].sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);
    const instants = [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.time.localeCompare(b.time) || a.id - b.id);
    if (local[0]?.id !== instants[0]?.id) return { date, events: instants };
  }
  throw new Error('no day of the month has events whose order in time differs from their local order');
}

/** The event block of a day (the calendar draws blocks in a week layer, so they carry data-date). */
export function calendarBlock(page: Page, date: string): Locator {
  return page.locator(`.dash-ec-entry[data-date="${date}"]`);
}

export async function popupPosition(page: Page): Promise<string> {
  return page.getByRole('dialog').locator('.dash-popup__position').innerText();
}

/** The Event Performance chart's drawing (an SVG) and its events' buttons. */
export const CHART_SVG = '[data-tour="chart"] svg.dash-chart__svg';
export const CHART_POINT = '[data-tour="chart"] button.dash-chart__point';

/** Tiles with figures, a drawn chart (or its message) and calendar blocks. */
export async function waitForDashboard(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('.dash-tile__figure').first().innerText(), { timeout: 20_000 })
    .toMatch(/^\d/);
  await page.locator('.dash-ec-entry').first().waitFor({ timeout: 20_000 });
  await page.locator(`${CHART_SVG}, .dash-chart__message`).first().waitFor({ timeout: 20_000 });
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
  /** How many targets were measured: all of them, those in the calendar, those in a dialog. */
  checked: { all: number; calendar: number; dialog: number };
}

export async function overflowAndSmallTargets(page: Page): Promise<FitReport> {
  return page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as PageWindow;
    const MIN_PX = 44;
    const root = document.documentElement;
    const small: string[] = [];
    const checked = { all: 0, calendar: 0, dialog: 0 };
    // Calendar blocks (events, and holidays' shaded days) are role="button"; tabs are buttons too.
    for (const element of document.querySelectorAll('button, a[href], input, select, textarea, [role="button"], [role="tab"]')) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      checked.all++;
      if (element.closest('.dash-schedule__calendar') !== null) checked.calendar++;
      if (element.closest('[role="dialog"]') !== null) checked.dialog++;
      if (rect.width < MIN_PX || rect.height < MIN_PX) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}x${Math.round(rect.height)}`);
      }
    }
    return { overflowPx: Math.max(0, root.scrollWidth - root.clientWidth), small, checked };
  });
}

/** The month on screen as 'YYYY-MM-01'. */
export async function visibleMonth(page: Page): Promise<string> {
  const label = await page.locator('.dash-schedule__month').innerText();
  const parsed = new Date(`1 ${label}`);
  return `${parsed.getFullYear()}-${String(parsed.getMonth() + 1).padStart(2, '0')}-01`;
}

export function nextMonthOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
}

export async function waitForCalendarIdle(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.dash-schedule').getAttribute('aria-busy')).toBe('false');
  await page.waitForTimeout(200);
}

/** The shaded block of a holiday's day (a button that opens the holiday). */
export function holidayBlock(page: Page, date: string): Locator {
  return page.locator(`.dash-ec-holiday[data-date="${date}"]`);
}

/** A day's holiday name, drawn in the day's head. */
export function holidayLabel(page: Page, date: string): Locator {
  return page.locator(`.dash-schedule__calendar .ec-day time[datetime="${date}"] .dash-ec-holiday-name`);
}

interface Rect {
  top: number;
  left: number;
  bottom: number;
  right: number;
  height: number;
}

/** The on-screen rectangle of the first element `locator` finds. */
export async function rectOf(locator: Locator): Promise<Rect> {
  return locator.first().evaluate((element) => {
    const { top, left, bottom, right, height } = (element as unknown as PageElement).getBoundingClientRect();
    return { top, left, bottom, right, height };
  });
}

export function overlaps(a: Rect, b: Rect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** What the no-flash check leaves on the page's window. */
export interface FlashWindow {
  document: { body: unknown; querySelector(selector: string): unknown };
  MutationObserver: new (callback: () => void) => { observe(target: unknown, options: { childList: boolean; subtree: boolean }): void };
  countChoiceSeen: boolean;
}

interface FoundHoliday {
  row: CalendarRow;
  /** Months before today's that show it. */
  monthsBack: number;
  /** Events on its day. */
  events: number;
}

/**
 * The nearest holiday (today's month, then earlier ones) with events on its day, and the nearest with
 * none, read through the API month by month (the demo data moves with today).
 */
export async function findHolidays(page: Page, month: string): Promise<{ shared: FoundHoliday | null; alone: FoundHoliday | null }> {
  let shared: FoundHoliday | null = null;
  let alone: FoundHoliday | null = null;
  let current = month;
  for (let monthsBack = 0; monthsBack < 12 && (shared === null || alone === null); monthsBack++) {
    const rows = (await apiPost<CalendarRow[]>(page, '/building-manager/calendar-events/', { date: current })).data;
    for (const row of rows) {
      if (!row.isHoliday || !row.date.startsWith(current.slice(0, 7))) continue;
      const events = rows.filter((other) => !other.isHoliday && other.date === row.date).length;
      if (events > 0 && shared === null) shared = { row, monthsBack, events };
      if (events === 0 && alone === null) alone = { row, monthsBack, events };
    }
    current = previousMonthOf(current);
  }
  return { shared, alone };
}

function previousMonthOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 1 ? `${year - 1}-12-01` : `${year}-${String(monthNumber - 1).padStart(2, '0')}-01`;
}

/** From today's month, steps back `months` months and waits for the month to load. */
/**
 * Shows the nearest month (this one, then the next, the previous, two ahead, two back) that has a
 * day with one event and no holiday, and returns that day. The demo data is made around today, so
 * which months hold such a day depends on the date the tests run (November 2026 has none).
 */
export async function showMonthWithSingleEventDay(page: Page): Promise<{ date: string; name: string }> {
  const start = await visibleMonth(page);
  for (const offset of [0, 1, -1, 2, -2]) {
    let month = start;
    for (let step = 0; step < Math.abs(offset); step++) month = offset > 0 ? nextMonthOf(month) : previousMonthOf(month);
    const single = dayPlan((await apiPost<CalendarRow[]>(page, '/building-manager/calendar-events/', { date: month })).data, month).single;
    if (single === null) continue;
    if (offset > 0) await goToMonth(page, offset);
    if (offset < 0) await showMonthsBack(page, -offset);
    await waitForCalendarIdle(page);
    await calendarBlock(page, single.date).waitFor();
    return single;
  }
  throw new Error(`no month within two of ${start} has a day with one event and no holiday`);
}

export async function showMonthsBack(page: Page, months: number): Promise<void> {
  for (let step = 0; step < months; step++) await page.getByRole('button', { name: 'Previous month' }).click();
  await waitForCalendarIdle(page);
  await page.locator('.dash-ec-entry').first().waitFor();
}
