// ?report in real Chromium against the real server on demo data: the month's report downloads as
// the spec names it, opens as a clean CSV (byte-order mark, header, one row per event the server
// lists), and a month without events says 'Report unavailable, due to empty records'.
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import type { ReportRow } from '../../server/routes/report/report-schemas.ts';
import { REPORT_COLUMNS, REPORT_STRINGS } from '../../src/features/report/report-strings.ts';
import { expectToast } from '../support/e2e-account.ts';
import { expectFitsViewportWidth, launchBrowser, openPage, screenshot, signIn, TABLET_PORTRAIT_VIEWPORT } from '../support/e2e-browser.ts';
import { apiClient, type ApiClient } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

const DIALOG = '[role="dialog"]';

describe('monthly event report (?report)', () => {
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    // The report is the server's answer downloaded online: no service worker needed.
    ({ page } = await openPage(browser, { viewport: TABLET_PORTRAIT_VIEWPORT, worker: false }));
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const choose = async (label: string, value: string) => page.locator(DIALOG).getByLabel(label).selectOption(value);

  it("downloads this month's events of all buildings as the spec names the file, and the CSV reads back", async () => {
    const now = new Date();
    const month = now.getMonth() + 1;
    const year = now.getFullYear();
    const expected = await api.post<ReportRow[]>('/building-manager/excel-report/', { buildingId: [0], month, year });
    expect(expected.status).toBe(200);
    expect(expected.data.length).toBeGreaterThan(0);

    await page.goto(`${server.url}/dashboard?report`);
    await page.locator(DIALOG).getByLabel(REPORT_STRINGS.building).waitFor();
    await screenshot(page, 'report-dialog-768x1024');
    await expectFitsViewportWidth(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator(DIALOG).getByRole('button', { name: REPORT_STRINGS.download }).click(),
    ]);
    const weekday = now.toLocaleDateString('en-US', { weekday: 'short' });
    expect(download.suggestedFilename()).toBe(`Event-Report Building-(${String(month).padStart(2, '0')} ${weekday}).csv`);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([...REPORT_COLUMNS]);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[3], row[5]])).toEqual(
      expected.data.map((row) => [row.date, row.start, row.building, row.event]),
    );
    await expect.poll(() => page.locator(DIALOG).count()).toBe(0);

    // What has not happened is blank, not "0" attended: events two or more days
    // ahead have begun in no time zone. Demo events run a month past today, so next month has some.
    const later = (date: string) => Date.parse(`${date}T00:00:00Z`) > now.getTime() + 2 * 24 * 60 * 60 * 1000;
    const column = (name: (typeof REPORT_COLUMNS)[number]) => REPORT_COLUMNS.indexOf(name);
    const outcome = (row: string[]) => [column('Attended'), column('Attended of RSVPed %'), column('Injuries'), column('Ratings')].map((at) => row[at]);
    for (const row of rows.slice(1).filter((each) => later(each[0]!))) expect(outcome(row), row.join(',')).toEqual(['', '', '', '']);
    const past = rows.slice(1).find((each) => Date.parse(`${each[0]}T00:00:00Z`) < now.getTime() - 2 * 24 * 60 * 60 * 1000);
    if (past) expect(outcome(past)[0]).toMatch(/^\d+$/);
    const next = new Date(year, month, 1);
    const coming = await api.post<ReportRow[]>('/building-manager/excel-report/', { buildingId: [0], month: next.getMonth() + 1, year: next.getFullYear() });
    const ahead = coming.data.filter((row) => later(row.date));
    expect(ahead.length).toBeGreaterThan(0);
    expect(ahead.map((row) => [row.attended, row.rsvpdAndAttended, row.injuries, row.ratings]).filter((figures) => figures.some((each) => each !== null))).toEqual([]);
  });

  it('names one building in the file and says so when a month has no events', async () => {
    const buildings = await api.post<{ id: number; name: string }[]>('/building-manager/buildings/', {});
    const building = buildings.data[0]!;
    // A month of the dialog's three years that the server has nothing for.
    const now = new Date();
    let empty: { month: number; year: number } | undefined;
    for (const year of [now.getFullYear() + 1, now.getFullYear() - 1]) {
      for (let month = 12; month >= 1 && !empty; month -= 1) {
        const answer = await api.post<unknown[]>('/building-manager/excel-report/', { buildingId: [building.id], month, year });
        if (answer.data.length === 0) empty = { month, year };
      }
    }
    expect(empty, 'demo data leaves some month of the previous or next year empty').toBeDefined();

    await page.goto(`${server.url}/my-task?report`);
    await page.locator(DIALOG).getByLabel(REPORT_STRINGS.building).waitFor();
    await page.locator(DIALOG).getByLabel(REPORT_STRINGS.building).locator(`option[value="${building.id}"]`).waitFor({ state: 'attached' });
    await choose(REPORT_STRINGS.building, String(building.id));
    await choose(REPORT_STRINGS.month, String(empty!.month));
    await choose(REPORT_STRINGS.year, String(empty!.year));
    await page.locator(DIALOG).getByRole('button', { name: REPORT_STRINGS.download }).click();
    await expectToast(page, REPORT_STRINGS.empty);
    expect(await page.locator(DIALOG).count()).toBe(1);

    await choose(REPORT_STRINGS.month, String(now.getMonth() + 1));
    await choose(REPORT_STRINGS.year, String(now.getFullYear()));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator(DIALOG).getByRole('button', { name: REPORT_STRINGS.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^Event-Report ${building.name}-\\(\\d{2} [A-Z][a-z]{2}\\)\\.csv$`));
  });
});
