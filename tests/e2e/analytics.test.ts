// /client-dashboard in real Chromium against the real server on demo data: the figures on screen are
// the calls' answers; month ↔ quarter; a filter reloads; a weekday shows its dates; a building with
// dashboard access off shows the overlay and no figures; the PDF is one A4 page; offline, a reload
// shows the last view with its age. The no-show, retention and at-risk sections show the
// calls' answers, a chart's table and CSV match it, a manager's Portfolio sorts, a building admin has
// none; axe on the sections and the Portfolio.
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import Papa from 'papaparse';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUILDING_ADMIN, DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import type { AtRisk, Benchmark, NoShowRates, Retention } from '../../server/routes/analytics/check-in-figures-schemas.ts';
import type { AttendedRsvpd, UserAnalysisNumbers } from '../../server/routes/analytics/analytics-schemas.ts';
import { fitOnA4, PDF_LAYOUT_CLASS, pictureTop } from '../../src/features/analytics/pdf-layout.ts';
import { ANALYTICS_STRINGS as S } from '../../src/features/analytics/analytics-strings.ts';
import { CHART_TABLE_STRINGS as T } from '../../src/ui/chart-table-strings.ts';
import { PORTFOLIO_STRINGS as P } from '../../src/features/portfolio/portfolio-strings.ts';
import { RATING_FIGURE_STRINGS as R } from '../../src/ui/rating-figures-text.ts';
import { SHELL_STRINGS } from '../../src/layout/shell-strings.ts';
import { FRONT_DESK_STRINGS } from '../../src/ui/front-desk-strings.ts';
import { expectFitsViewportWidth, launchBrowser, openPage, screenshot, signIn, TABLET_PORTRAIT_VIEWPORT } from '../support/e2e-browser.ts';
import { seriousViolations } from '../support/e2e-axe.ts';
import { apiClient, waitForServiceWorkerControl, type ApiClient } from '../support/e2e-offline.ts';
import { darkShare, pdfPageGrey, pdfText } from '../support/e2e-pdf.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

type DateRow = { date: string; specific: number; cPercent: number | null };
type MonthCapture = { year: number; month: number; capture: number | null };

/** Capture, Capacity, no-show and late-cancel; a quarter adds its three monthly Capture gauges. */
const MONTH_GAUGES = 4;
const QUARTER_GAUGES = 7;
/** Capture & Growth, Ratings, User Analysis, Retention, At-risk residents, Reminders and no-shows, Schedule Breakdown. */
const SECTIONS = 7;

const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}%`);
const count = (value: number) => value.toLocaleString('en-US');
/** 'Nov 2026', as the cohort table names a month. */
const monthLabel = (year: number, month: number) => new Date(year, month - 1, 1).toLocaleString('en-US', { month: 'short', year: 'numeric' });

describe('analytics (/client-dashboard)', () => {
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  let context: BrowserContext;
  let page: Page;
  const now = new Date();
  const period = { year: now.getFullYear(), month: now.getMonth() + 1 };
  const quarter = { year: now.getFullYear(), quarterly: Math.floor(now.getMonth() / 3) + 1 };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    // CSP bypassed so axe can be injected (the app is unchanged). The service worker stays: the last
    // test reloads this page offline.
    context = await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, hasTouch: true, bypassCSP: true });
    page = await context.newPage();
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const figure = (label: string) => page.locator('.an-numbers__item').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
  const gauges = () => page.locator('.an-gauge [role="img"]');
  /** Header row then body rows, each cell's text. */
  const tableCells = (table: Locator) =>
    table.locator('tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
  /** The chart's "Download CSV": its file name is the caption's; its rows as a spreadsheet reads them. */
  const downloadedCsv = async (scope: Locator, caption: string) => {
    const [download] = await Promise.all([page.waitForEvent('download'), scope.getByRole('button', { name: T.downloadCsvOf(caption) }).click()]);
    expect(download.suggestedFilename()).toBe(`${caption}.csv`);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  };

  it("shows this month's figures exactly as the calls answer them, on a tablet", async () => {
    const [numbers, attended, capture] = await Promise.all([
      api.post<UserAnalysisNumbers>('/building-manager/user-analysis-numbers/', period),
      api.post<AttendedRsvpd>('/building-manager/attended-rsvpd/', period),
      api.post<{ capture: number | null }>('/building-manager/capture-percentage/', period),
    ]);
    await page.goto(`${server.url}/client-dashboard`);
    await expect.poll(() => figure(S.uniqueUsers).innerText()).toBe(count(numbers.data.uniqueUsers));
    await expect.poll(() => figure(S.newUsers).innerText()).toBe(count(numbers.data.newUsers));
    await expect.poll(() => figure(S.recurrentUsers).innerText()).toBe(count(numbers.data.recurrentUsers));
    await expect.poll(() => figure(S.rsvps).innerText()).toBe(count(numbers.data.rsvps));
    // Each section loads on its own: wait for this one's answer too.
    await expect.poll(() => figure(S.attendedOfRsvped).innerText(), { timeout: 10_000 }).toBe(percent(attended.data.attendedRsvpd));
    await expect.poll(() => gauges().first().getAttribute('aria-label')).toBe(`${S.capture}: ${percent(capture.data.capture)}`);
    await expect.poll(() => page.getByText(S.clickABar).count()).toBe(1);
    // All buildings says which buildings it leaves out (dashboard access off) and why.
    const buildings = await api.post<{ name: string; dashboardAccess: boolean }[]>('/building-manager/buildings/', {});
    const leftOut = buildings.data.filter((building) => !building.dashboardAccess).map((building) => building.name);
    expect(leftOut.length, 'the demo data has a building with dashboard access off').toBeGreaterThan(0);
    expect(await page.getByRole('note').innerText()).toBe(S.leftOut(leftOut));
    await expectFitsViewportWidth(page);
    await screenshot(page, 'analytics-768x1024');
    await page.setViewportSize({ width: 1024, height: 768 });
    await expectFitsViewportWidth(page);
    await screenshot(page, 'analytics-1024x768');
    await page.setViewportSize({ width: 768, height: 1024 });
  });

  it('a chart\'s "Show as table" lists what it draws, and its CSV holds exactly those rows', async () => {
    const numbers = await api.post<UserAnalysisNumbers>('/building-manager/user-analysis-numbers/', period);
    const buckets = numbers.data.eventsAttendedByUser;
    const chart = page.locator('.an-buckets');
    await chart.getByRole('button', { name: T.showAsTable }).click();
    const table = chart.getByRole('table', { name: S.attendanceBuckets });
    const shown = await tableCells(table);
    expect(shown).toEqual([
      [S.bucketColumn, S.usersColumn],
      [S.oneTimers, String(buckets.bar_1)],
      [S.fans, String(buckets.bar_2)],
      [S.superFans, String(buckets.bar_3)],
    ]);
    expect(await downloadedCsv(chart, S.attendanceBuckets)).toEqual(shown);
    await chart.getByRole('button', { name: T.showAsChart }).click();
    await expect.poll(() => chart.getByRole('table').count()).toBe(0);
  });

  it('no-show and late-cancel beside Capacity, Retention with its cohorts and the at-risk residents show the calls\' answers; axe clean', async () => {
    const [noShows, retention, atRisk] = await Promise.all([
      api.post<NoShowRates>('/building-manager/no-show-rates/', period),
      api.post<Retention>('/building-manager/retention/', period),
      api.post<AtRisk>('/building-manager/at-risk/', {}),
    ]);
    await expect.poll(() => gauges().nth(2).getAttribute('aria-label'), { timeout: 10_000 }).toBe(`${S.noShowRate}: ${percent(noShows.data.noShowRate)}`);
    expect(await gauges().nth(3).getAttribute('aria-label')).toBe(`${S.lateCancelRate}: ${percent(noShows.data.lateCancelRate)}`);
    expect(await page.locator('.an-check-in-counts').innerText()).toBe(
      `${S.walkIns}: ${count(noShows.data.walkIns)} · ${S.waitlistPromoted}: ${count(noShows.data.waitlistPromoted)}`,
    );
    await expect.poll(() => figure(S.retained).innerText(), { timeout: 10_000 }).toBe(count(retention.data.retained));
    expect(await figure(S.newResidents).innerText()).toBe(count(retention.data.new));
    expect(await figure(S.returning).innerText()).toBe(count(retention.data.returning));
    expect(await figure(S.churned).innerText()).toBe(count(retention.data.churned));
    expect(await figure(S.retentionRate).innerText()).toBe(percent(retention.data.retentionRate));
    // The cohort heat table: each month of first attendance, its residents, the share active in each later month.
    const retentionSection = page.getByRole('region', { name: S.retention });
    const cohorts = retention.data.cohorts;
    const later = cohorts.slice(1);
    if (cohorts.length > 0) {
      const shown = await tableCells(retentionSection.getByRole('table', { name: S.cohorts }));
      expect(shown).toEqual([
        [S.cohortColumn, S.cohortSize, ...later.map((month) => monthLabel(month.year, month.month))],
        ...cohorts.map((cohort, row) => [
          monthLabel(cohort.year, cohort.month),
          String(cohort.users),
          ...later.map((month, column) =>
            column + 1 > row ? percent(cohort.months.find((active) => active.year === month.year && active.month === month.month)?.share ?? null) : '',
          ),
        ]),
      ]);
      expect(await downloadedCsv(retentionSection, S.cohorts)).toEqual(shown);
    } else {
      expect(await retentionSection.getByText(S.noStats).count()).toBe(1);
    }
    // At-risk residents, most recent last attendance first, each with a profile and a message link.
    const atRiskSection = page.getByRole('region', { name: S.atRisk });
    const residents = atRisk.data.residents;
    if (residents.length === 0) {
      await expect.poll(() => atRiskSection.getByText(S.noneAtRisk).count()).toBe(1);
    } else {
      const rows = atRiskSection.locator('tbody tr');
      await expect.poll(() => rows.count()).toBeGreaterThan(0);
      // A long list opens on its most recent few; "Show all" lists every one.
      const showAll = atRiskSection.getByRole('button', { name: S.showAll(residents.length) });
      if ((await showAll.count()) > 0) {
        expect(await rows.count()).toBeLessThan(residents.length);
        await showAll.click();
      }
      await expect.poll(() => rows.count()).toBe(residents.length);
      expect(await rows.locator('th').allInnerTexts()).toEqual(residents.map((resident) => `${resident.firstName} ${resident.lastName}`));
      expect(await downloadedCsv(atRiskSection, S.atRisk)).toEqual([
        [S.residentColumn, S.lastAttendanceColumn, S.attendancesColumn],
        ...(await rows.evaluateAll((list) => list.map((row) => [...row.children].slice(0, 3).map((cell) => cell.textContent ?? '')))),
      ]);
      const first = residents[0]!;
      const name = `${first.firstName} ${first.lastName}`;
      const [year, month, day] = first.lastAttendance.split('-');
      expect(await rows.first().locator('th, td').allInnerTexts()).toEqual([name, `${month}-${day}-${year}`, String(first.attendances), `${S.profile} ${S.message}`]);
      await rows.first().getByRole('link', { name: S.messageTo(name) }).click();
      await expect.poll(() => page.url()).toContain(`?broadcast-msg?userId=${first.userId}`);
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await rows.first().getByRole('link', { name: S.profileOf(name) }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/user-dashboard');
      await expect.poll(() => page.locator('.page-title').innerText()).toBe(first.firstName);
      await page.goto(`${server.url}/client-dashboard`);
      await expect.poll(() => figure(S.retained).innerText(), { timeout: 10_000 }).toBe(count(retention.data.retained));
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("with All buildings, each venue of the Capacity gauge names its building: same-named venues tell apart", async () => {
    const growth = await api.post<{ venues: { name: string; buildingName: string }[] }>('/building-manager/capture-growth/', period);
    // The demo's buildings of a type have the same venues (a Lobby Lounge in each commercial one).
    const names = growth.data.venues.map((venue) => venue.name);
    expect(new Set(names).size).toBeLessThan(names.length);
    if (new URL(page.url()).pathname !== '/client-dashboard') await page.goto(`${server.url}/client-dashboard`);
    const options = page.getByRole('region', { name: S.captureGrowth }).getByRole('combobox').locator('option');
    // Each section loads on its own: wait for this one's answer.
    await expect.poll(() => options.count(), { timeout: 10_000 }).toBe(growth.data.venues.length + 1);
    const labels = await options.allInnerTexts();
    expect(labels).toEqual([S.allVenues, ...growth.data.venues.map((venue) => S.venueOfBuilding(venue.name, venue.buildingName))]);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('By Quarter shows the quarter and its three monthly Capture gauges; back to By Month', async () => {
    const answer = await api.post<{ capture: number | null; months: MonthCapture[] }>('/building-manager/capture-percentage/', quarter);
    expect(answer.data.months).toHaveLength(3);
    await page.getByRole('button', { name: S.byQuarter }).click();
    await expect.poll(() => gauges().count()).toBe(QUARTER_GAUGES);
    await expect.poll(() => gauges().first().getAttribute('aria-label')).toBe(`${S.capture}: ${percent(answer.data.capture)}`);
    const monthly = await gauges().evaluateAll((nodes, first) => nodes.slice(first).map((node) => node.getAttribute('aria-label')), MONTH_GAUGES);
    // A month whose first day is after today has no figure yet, whatever the answer holds.
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const notBegun = (month: MonthCapture) => `${month.year}-${String(month.month).padStart(2, '0')}-01` > today;
    expect(monthly.map((label) => label?.split(': ')[1])).toEqual(answer.data.months.map((month) => (notBegun(month) ? S.notYet : percent(month.capture))));
    // At 768 wide the three monthly gauges sit on one line, whatever their titles' lines.
    expect(page.viewportSize()?.width).toBe(768);
    const tops = await gauges().evaluateAll((nodes, first) => nodes.slice(first).map((node) => node.getBoundingClientRect().top), MONTH_GAUGES);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(1);
    await page.locator('section[aria-labelledby="an-capture-title"]').screenshot({ path: resolve(import.meta.dirname, '../../test-results/analytics-quarter-capture-768x1024.png') });
    await page.getByRole('button', { name: S.byMonth }).click();
    await expect.poll(() => gauges().count()).toBe(MONTH_GAUGES);
  });

  it('a filter reloads the figures: Fitness classes', async () => {
    const fitness = await api.post<UserAnalysisNumbers>('/building-manager/user-analysis-numbers/', { ...period, eventType: 2 });
    await page.getByLabel(S.eventType).selectOption('2');
    await expect.poll(() => figure(S.rsvps).innerText()).toBe(count(fitness.data.rsvps));
    await page.getByLabel(S.eventType).selectOption('0');
  });

  it("choosing a weekday lists that weekday's dates (the prompt until then)", async () => {
    const monday = await api.post<DateRow[]>('/building-manager/weekday-analysis/', { ...period, weekday: 2 });
    await page.getByRole('button', { name: 'Mon', exact: true }).click();
    await expect.poll(() => page.getByText(S.clickABar).count()).toBe(0);
    const rows = page.locator('.an-schedule__dates tbody tr');
    await expect.poll(() => rows.count()).toBe(monday.data.length);
    if (monday.data.length > 0) {
      const [year, month, day] = monday.data[0]!.date.split('-');
      expect(await rows.first().locator('th').innerText()).toBe(`${month}-${day}-${year}`);
      expect(await rows.first().locator('td').first().innerText()).toBe(String(monday.data[0]!.specific));
    }
  });

  it('the PDF download is download.pdf, a single A4 portrait page', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: S.downloadPdf }).click()]);
    expect(download.suggestedFilename()).toBe('download.pdf');
    await download.saveAs(resolve(import.meta.dirname, '../../test-results/analytics-download.pdf'));
    const pdf = await readFile(await download.path(), 'latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g) ?? []).toHaveLength(1);
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
  });

  it("the PDF's page shows every gauge's figure as on screen, under a heading, in under 1 MB", async () => {
    await page.getByRole('button', { name: S.byQuarter }).click();
    await expect.poll(() => gauges().count()).toBe(QUARTER_GAUGES);
    await expect.poll(() => page.getByText(S.loading).count()).toBe(0);
    const shown = await gauges().evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')!.split(': ')[1]!));
    // Where the gauges are in the area laid out for the page (as the download lays it out).
    const layout = (on: boolean) =>
      page.locator('.an-area').evaluate((area, [name, add]) => (area as unknown as { classList: { toggle(n: string, f: boolean): void } }).classList.toggle(name as string, add as boolean), [PDF_LAYOUT_CLASS, on]);
    await layout(true);
    const area = (await page.locator('.an-area').boundingBox())!;
    const boxes = await Promise.all((await gauges().all()).map(async (gauge) => (await gauge.boundingBox())!));
    await layout(false);
    const chosen = (label: string) =>
      page.getByLabel(label).evaluate((select) => (select as unknown as { selectedOptions: { text: string }[] }).selectedOptions[0]!.text);
    const [quarterLabel, eventTypeLabel] = [await chosen(S.quarter), await chosen(S.eventType)];
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: S.downloadPdf }).click()]);
    const path = await download.path();
    expect((await stat(path)).size).toBeLessThan(1024 * 1024);
    const text = pdfText(path);
    expect(text).toContain(`${S.pdfTitle}: ${S.allBuildings}`);
    expect(text).toContain(`${quarterLabel} · ${eventTypeLabel}`);
    expect(text).toMatch(new RegExp(`${S.pdfMadeAt} \\w{3} \\d\\d, \\d{4}, \\d{1,2}:\\d\\d [AP]M`));
    // Where each gauge lands on the page: the picture is the area scaled into the box under the heading.
    const picture = fitOnA4(area.width, area.height, pictureTop(2));
    // Laid out for the page, the picture fills its width (190 mm between the margins), not a strip.
    expect(picture.width).toBeGreaterThan(185);
    const scale = picture.width / area.width;
    const grey = pdfPageGrey(path, 150);
    for (const [index, box] of boxes.entries()) {
      const onPage = { x: picture.x + (box.x - area.x) * scale, y: picture.y + (box.y - area.y) * scale, width: box.width * scale, height: box.height * scale };
      const share = darkShare(grey, onPage, 80);
      // A black disc fills a third of its box or more; a gauge's dark pixels are its figure (when known).
      expect(share, `gauge ${index + 1} (${shown[index]}) is not a black disc`).toBeLessThan(0.1);
      if (shown[index] !== '—') expect(share, `gauge ${index + 1} shows its figure ${shown[index]}`).toBeGreaterThan(0.002);
    }
    await page.getByRole('button', { name: S.byMonth }).click();
    await expect.poll(() => gauges().count()).toBe(MONTH_GAUGES);
  });

  it('a building with dashboard access off shows the overlay and none of its figures', async () => {
    const buildings = await api.post<{ id: number; name: string; dashboardAccess: boolean }[]>('/building-manager/buildings/', {});
    const off = buildings.data.find((building) => !building.dashboardAccess);
    expect(off, 'the demo data has a building with dashboard access off').toBeDefined();
    await page.getByLabel(S.building).selectOption(String(off!.id));
    await expect.poll(() => page.getByText(S.accessOff).count()).toBe(1);
    expect(await page.locator('.an-section').count()).toBe(0);
    expect((await api.post('/building-manager/attended-rsvpd/', { ...period, managerBuildingId: off!.id })).status).toBe(403);
    expect(await page.getByRole('note').count()).toBe(0);
    await page.getByLabel(S.building).selectOption('0');
    await expect.poll(() => page.locator('.an-section').count()).toBe(SECTIONS);
  });

  it("a manager's Portfolio: each building's figure with its interval, percentile and change, sortable, its CSV as shown; axe clean", async () => {
    const bench = await api.post<Benchmark>('/building-manager/benchmark/', {});
    await page.getByRole('link', { name: SHELL_STRINGS.portfolioLink }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/portfolio');
    const buildings = bench.data.buildings;
    expect(buildings.length, 'the demo manager has several buildings').toBeGreaterThan(1);
    const table = page.getByRole('table', { name: P.caption(P.capture) });
    const names = () => table.locator('tbody th').allInnerTexts();
    await expect.poll(names, { timeout: 10_000 }).toEqual(buildings.map((building) => building.name).sort((a, b) => a.localeCompare(b)));
    const [sample] = buildings;
    const sampleRow = await table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: sample!.name, exact: true }) }).locator('td').allInnerTexts();
    expect(sampleRow[0]).toBe(percent(sample!.capture.value));
    // A rank among a few buildings, in whole numbers.
    expect(sampleRow[3]).toBe(sample!.capture.percentile === null ? '—' : String(Math.round(sample!.capture.percentile)));
    // The building the comparison leaves out (dashboard access off) is named.
    const all = (await api.post<{ name: string; dashboardAccess: boolean }[]>('/building-manager/buildings/', {})).data;
    const leftOut = all.filter((building) => !building.dashboardAccess).map((building) => building.name);
    expect(leftOut.length, 'the demo data has a building with dashboard access off').toBeGreaterThan(0);
    expect(await page.getByText(P.leftOut(leftOut)).count()).toBe(1);
    // Sorted by percentile, best first; a building without one last, ties by name.
    await page.getByRole('button', { name: P.sortBy(P.percentileColumn) }).click();
    const byPercentile = [...buildings].sort(
      (a, b) => (b.capture.percentile ?? -1) - (a.capture.percentile ?? -1) || a.name.localeCompare(b.name),
    );
    await expect.poll(names).toEqual(byPercentile.map((building) => building.name));
    expect(await table.locator('th[aria-sort="descending"]').innerText()).toContain(P.percentileColumn);
    const shown = await tableCells(table);
    const csv = await downloadedCsv(page.locator('.pf-page'), P.caption(P.capture));
    expect(csv[0]).toEqual([P.buildingColumn, P.capture, P.intervalColumn, P.countsColumn, P.percentileColumn, P.changeColumn]);
    // A rise is written "+1.25 pp": the CSV keeps it as text (a leading + is escaped, never a formula).
    expect(csv.slice(1)).toEqual(shown.slice(1).map((row) => row.map((cell) => (/^[=+\-@]/.test(cell) ? `'${cell}` : cell))));
    // The ratings by building, a table of their own, as its CSV says.
    const ratings = page.getByRole('table', { name: P.ratingsCaption });
    const ratingsCsv = await downloadedCsv(page.locator('.pf-page'), P.ratingsCaption);
    expect(ratingsCsv[0]).toEqual([P.buildingColumn, R.responseRate, R.meanRating]);
    expect(ratingsCsv.slice(1)).toEqual((await tableCells(ratings)).slice(1));
    expect(await seriousViolations(page)).toEqual([]);
    await expectFitsViewportWidth(page);
    // Neither table needs scrolling sideways on a tablet held upright.
    expect(await page.locator('.pf-page .chart-data__scroll').evaluateAll((boxes) => boxes.map((box) => box.scrollWidth <= box.clientWidth))).toEqual([true, true]);
    await screenshot(page, 'portfolio-768x1024');
    await page.setViewportSize({ width: 1024, height: 768 });
    await expectFitsViewportWidth(page);
    await screenshot(page, 'portfolio-1024x768');
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(`${server.url}/client-dashboard`);
    await expect.poll(() => page.locator('.an-section').count(), { timeout: 10_000 }).toBe(SECTIONS);
    expect(await page.locator('.an-ratings dt').allInnerTexts()).toEqual([R.responseRate, R.meanRating]);
    await screenshot(page, 'analytics-check-in-figures-768x1024');
  });

  it('a building admin has no Portfolio: no link, and its address leads back to the dashboard', async () => {
    // Only the navigation, online: no service worker.
    const desk = await openPage(browser, { tablet: true, worker: false });
    try {
      await signIn(desk.page, server.url, DEMO_BUILDING_ADMIN.email, DEMO_BUILDING_ADMIN.password);
      await desk.page.getByRole('navigation', { name: SHELL_STRINGS.mainNavigation }).getByRole('link', { name: SHELL_STRINGS.analyticsLink }).waitFor();
      expect(await desk.page.getByRole('link', { name: SHELL_STRINGS.portfolioLink }).count()).toBe(0);
      await desk.page.goto(`${server.url}/portfolio`);
      await expect.poll(() => new URL(desk.page.url()).pathname).toBe('/dashboard');
      await expect.poll(() => desk.page.getByText(FRONT_DESK_STRINGS.pageOff(SHELL_STRINGS.portfolioTitle)).count()).toBe(1);
      expect(await desk.page.locator('.pf-page').count()).toBe(0);
    } finally {
      await desk.context.close();
    }
  });

  it('offline, a reload shows the last view from the device with its age, and the PDF is made', async () => {
    await waitForServiceWorkerControl(page);
    // Seen once through the service worker, which keeps the device's copy.
    await page.reload();
    await expect.poll(() => page.locator('.an-section').count()).toBe(SECTIONS);
    await expect.poll(() => figure(S.uniqueUsers).innerText()).toMatch(/^[\d,]+$/);
    const shown = await figure(S.uniqueUsers).innerText();
    await context.setOffline(true);
    try {
      await page.reload();
      await expect.poll(() => page.getByTestId('stale-notice').innerText()).toMatch(/^Offline — data from \d{1,2}:\d\d [AP]M$/);
      await expect.poll(() => figure(S.uniqueUsers).innerText()).toBe(shown);
      await screenshot(page, 'analytics-offline-768x1024');
      // The PDF too, from what the worker precached (jsPDF's optional packages, left out, are not needed).
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: S.downloadPdf }).click()]);
      expect((await readFile(await download.path(), 'latin1')).startsWith('%PDF-')).toBe(true);
    } finally {
      await context.setOffline(false);
    }
  });
});
