// File imports end to end on the seeded demo data, in real Chromium against the real server: a
// 200-row residents file (semicolons, a byte-order mark, headers written loosely) with 5 bad rows
// uploaded on /building, previewed, its refused rows downloaded, imported; a second tablet's
// directory and Total Users follow without a reload; the same file again changes nothing. The
// refused rows, fixed as in a text editor, upload again cleanly (their phones keep no formula guard).
// axe on the dialog; screenshots at 768x1024 and 1024x768.
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { IMPORT_STRINGS as S } from '../../src/features/csv-import/import-strings.ts';
import { seriousViolations } from '../support/e2e-axe.ts';
import { DESKTOP_VIEWPORT, TABLET_PORTRAIT_VIEWPORT, launchBrowser, openPage, WORKER_BLOCKED, screenshot, signIn, type OpenedPage } from '../support/e2e-browser.ts';
import { apiClient, type ApiClient } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

const GOOD_ROWS = 195;
const BAD_ROWS = [
  'Ann;;ann.nolast@example.com;+1 555 000 1111;1A',
  'Bo;Bad;not-an-email;+1 555 000 2222;1B',
  'Cy;Twin;csv-import-1@example.com;+1 555 000 3333;1C',
  'Di;Phone;di.phone@example.com;call me;1D',
  'Ed;Date;ed.date@example.com;+1 555 000 5555;1E;14/03/2025',
];
/** What a person changes in the downloaded refused rows with a text editor, cell text for cell text. */
const FIXES: [from: string, to: string][] = [
  ['Ann,,', 'Ann,Nolast,'],
  ['not-an-email', 'bo.bad@example.com'],
  ['csv-import-1@example.com', 'cy.twin@example.com'],
  ['call me', '+1 555 000 4444'],
  ['14/03/2025', '2025-03-14'],
];

/** Semicolons and a byte-order mark, as a spreadsheet saves "CSV UTF-8"; headers as people write them. */
function residentsFile(): Buffer {
  const good = Array.from({ length: GOOD_ROWS }, (_, i) => `Im${i};Porter;csv-import-${i}@example.com;+1 555 010 ${String(i).padStart(4, '0')};${i + 1}A;2025-03-14`);
  const lines = ['First Name;Surname;E-mail address;Mobile;Apt;Move-in date', ...good.slice(0, 100), ...BAD_ROWS, ...good.slice(100)];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

const digits = async (page: Page, selector: string) => Number((await page.locator(selector).first().innerText()).replace(/\D/g, ''));
const totalUsers = (page: Page) => digits(page, '.dash-tile:nth-child(3) .dash-tile__figure');
const directoryCount = (page: Page) => digits(page, '[data-testid="users-count"]');

describe('residents from a CSV file', () => {
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  let manager: OpenedPage;
  let tablet: OpenedPage;
  let refusedText = '';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
  });
  afterAll(async () => {
    await manager?.context.close();
    await tablet?.context.close();
    await browser?.close();
    await server?.stop();
  });

  async function upload(page: Page, buildingName: string | null, file: Buffer = residentsFile()): Promise<void> {
    await page.goto(`${server.url}/building`);
    await page.getByRole('link', { name: S.title.residents }).click();
    const dialog = page.getByRole('dialog', { name: S.title.residents });
    if (buildingName) await dialog.getByLabel(S.building).selectOption({ label: buildingName });
    await dialog.getByLabel(S.file).setInputFiles({ name: 'residents.csv', mimeType: 'text/csv', buffer: file });
    await dialog.getByRole('heading', { name: S.columnsHeading }).waitFor();
    await dialog.getByRole('button', { name: S.check }).click();
    await dialog.getByRole('heading', { name: S.previewHeading }).waitFor();
  }

  it('previews, downloads the refused rows, imports; a second tablet follows; the same file again adds nothing', async () => {
    const buildings = await api.post<Array<{ id: number; name: string }>>('/building-manager/buildings/', {});
    const building = buildings.data[0]!;
    manager = await openPage(browser, { viewport: TABLET_PORTRAIT_VIEWPORT, worker: false });
    // The second tablet runs axe (an injected script), so its context bypasses CSP; the manager's keeps it (the parsing worker under it).
    const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, bypassCSP: true, ...WORKER_BLOCKED });
    tablet = { context, page: await context.newPage() };
    await signIn(manager.page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await signIn(tablet.page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    // The second tablet: the dashboard in one tab, the directory in another.
    await tablet.page.locator('.dash-tile__figure').first().waitFor();
    await expect.poll(() => totalUsers(tablet.page)).toBeGreaterThan(0);
    const usersBefore = await totalUsers(tablet.page);
    const directory = await tablet.context.newPage();
    await directory.goto(`${server.url}/user-dashboard`);
    await expect.poll(() => directoryCount(directory)).toBeGreaterThan(0);
    const listedBefore = await directoryCount(directory);

    await upload(manager.page, buildings.data.length > 1 ? building.name : null);
    const dialog = manager.page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('status').first().innerText()).toBe(S.summary.residents({ added: GOOD_ROWS, updated: 0, unchanged: 0 }));
    await expect.poll(() => dialog.locator('tbody tr').count()).toBe(5);
    expect(await dialog.locator('tbody tr td:first-child').allInnerTexts()).toEqual(['102', '103', '104', '105', '106']);
    // Each refused line names its resident, as the file does; the file read is named with its rows.
    expect(await dialog.locator('tbody tr td:nth-child(2)').allInnerTexts()).toEqual(['Ann', 'Bo Bad', 'Cy Twin', 'Di Phone', 'Ed Date']);
    expect(await dialog.getByTestId('import-file-chosen').innerText()).toBe(S.fileRead('residents.csv', GOOD_ROWS + BAD_ROWS.length));
    await screenshot(manager.page, 'csv-import-preview-768x1024');

    const download = manager.page.waitForEvent('download');
    await dialog.getByRole('button', { name: S.downloadRefused }).click();
    refusedText = await readFile((await (await download).path())!, 'utf8');
    const refused = Papa.parse<string[]>(refusedText.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(refused[0]).toEqual(['First Name', 'Surname', 'E-mail address', 'Mobile', 'Apt', 'Move-in date', S.lineHeader, S.reasonHeader]);
    expect(refused.slice(1).map((row) => row[2])).toEqual(['ann.nolast@example.com', 'not-an-email', 'csv-import-1@example.com', 'di.phone@example.com', 'ed.date@example.com']);
    expect(refused[1]!.at(-1)).toBe('Last name is required.');

    await dialog.getByRole('button', { name: S.importButton(GOOD_ROWS) }).click();
    await dialog.getByRole('heading', { name: S.done.residents({ added: GOOD_ROWS, updated: 0 }) }).waitFor();
    // The other tablet, without a reload: its directory and its Total Users.
    await expect.poll(() => directoryCount(directory), { timeout: 10_000 }).toBe(listedBefore + GOOD_ROWS);
    await expect.poll(() => totalUsers(tablet.page), { timeout: 10_000 }).toBe(usersBefore + GOOD_ROWS);

    // The same file again, from the second tablet: everything already up to date, nothing to import.
    await upload(tablet.page, buildings.data.length > 1 ? building.name : null);
    const again = tablet.page.getByRole('dialog');
    await expect.poll(() => again.getByRole('status').first().innerText()).toBe(S.summary.residents({ added: 0, updated: 0, unchanged: GOOD_ROWS }));
    expect(await again.getByRole('button', { name: S.importButton(0) }).isDisabled()).toBe(true);
    expect(await seriousViolations(tablet.page)).toEqual([]);
    await screenshot(tablet.page, 'csv-import-preview-1024x768');
    expect(await directoryCount(directory)).toBe(listedBefore + GOOD_ROWS);
  });

  it('the refused rows, fixed in a text editor, import cleanly, their phones as written', async () => {
    expect(refusedText).toContain(`"'+1 555 000 1111"`);
    let fixed = refusedText;
    for (const [from, to] of FIXES) {
      expect(fixed, from).toContain(from);
      fixed = fixed.replace(from, to);
    }
    const buildings = await api.post<Array<{ id: number; name: string }>>('/building-manager/buildings/', {});
    await upload(manager.page, buildings.data.length > 1 ? buildings.data[0]!.name : null, Buffer.from(fixed, 'utf8'));
    const dialog = manager.page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('status').first().innerText()).toBe(S.summary.residents({ added: BAD_ROWS.length, updated: 0, unchanged: 0 }));
    expect(await dialog.locator('tbody tr').count()).toBe(0);
    await dialog.getByRole('button', { name: S.importButton(BAD_ROWS.length) }).click();
    await dialog.getByRole('heading', { name: S.done.residents({ added: BAD_ROWS.length, updated: 0 }) }).waitFor();
    const phoneOf = async (email: string) => {
      const found = await api.post<{ users: Array<{ email: string; cellPhone: string | null }> }>('/building-manager/users/', { buildingId: buildings.data[0]!.id, search: email, limit: 5 });
      return found.data.users.find((user) => user.email === email)?.cellPhone;
    };
    expect(await phoneOf('ann.nolast@example.com')).toBe('+15550001111');
    expect(await phoneOf('cy.twin@example.com')).toBe('+15550003333');
    expect(await phoneOf('di.phone@example.com')).toBe('+15550004444');
  });
});
