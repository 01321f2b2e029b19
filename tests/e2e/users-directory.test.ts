// The user page (/user-dashboard) end to end on the seeded demo data, in real Chromium against the real
// server: the list (count, search, building filter, paging), choosing a user (top bar first name,
// Calendar tab, the ?id= popup through /user-event-details/), the profile (MM-DD-YYYY, amenity save,
// picture upload and the 1 MB limit), creating a user (required-fields toast, the debounced
// duplicate check, success and reload), the CSV read back, and the tablet layouts.
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUILDING_ADMIN, DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { USERS_STRINGS as SERVER_USERS_STRINGS } from '../../server/users/users-strings.ts';
import { PHONE_STRINGS } from '../../src/contract/phone-number.ts';
import { USERS_CSV_COLUMNS, USERS_STRINGS as S } from '../../src/features/users/users-strings.ts';
import { SHELL_STRINGS } from '../../src/layout/shell-strings.ts';
import { expectToast } from '../support/e2e-account.ts';
import { DESKTOP_VIEWPORT, TABLET_PORTRAIT_VIEWPORT, launchBrowser, openPage, screenshot, openSignedIn, signIn } from '../support/e2e-browser.ts';
import { apiClient, type ApiClient } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';
import { overflowAndSmallTargets } from './dashboard-e2e-helpers.ts';

interface UserBuilding {
  buildingId: number;
  buildingName: string;
  amenityMembership: boolean;
  amenityMember: boolean;
}
interface ListedUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  cellPhone: string | null;
  joiningDate: string;
  displayPicture: string | null;
  buildings: UserBuilding[];
  associatedBuilding: UserBuilding;
}
interface UsersPage {
  count: number;
  users: ListedUser[];
}
interface CalendarRow {
  id: number;
  date: string;
  name: string;
  isHoliday: boolean;
}

const LIST_ITEM = '.users-list__item';
const COUNT = '[data-testid="users-count"]';

/** A tiny PNG (1 × 1, red): what a picture upload sends. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

async function listNames(page: Page): Promise<string[]> {
  return page.locator(`${LIST_ITEM} .users-list__name`).allInnerTexts();
}

async function chooseUser(page: Page, user: ListedUser): Promise<void> {
  if (await page.getByRole('button', { name: S.backToList }).isVisible()) await page.getByRole('button', { name: S.backToList }).click();
  await page.getByRole('searchbox').fill(user.email);
  await expect.poll(() => page.locator(`${LIST_ITEM} .users-list__email`).allInnerTexts(), { timeout: 15_000 }).toEqual([user.email]);
  await page.locator(LIST_ITEM).first().click();
  await expect.poll(() => page.getByRole('banner').locator('h1').innerText()).toBe(user.firstName);
}

describe('user directory (/user-dashboard)', () => {
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  let everyone: UsersPage;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    everyone = (await api.post<UsersPage>('/building-manager/users/', { limit: 5000 })).data;
    expect(everyone.count).toBeGreaterThan(100);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function managerPage(viewport: { width: number; height: number } = DESKTOP_VIEWPORT): Promise<Page> {
    const { page } = await openPage(browser, { viewport, worker: false });
    await openSignedIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password, '/user-dashboard');
    // The creation test adds a user: the count is checked against the server where it matters.
    await expect.poll(() => page.locator(COUNT).innerText(), { timeout: 20_000 }).toMatch(/^[\d,]+ users?$/);
    return page;
  }

  it('lists one page of users with the total count, searches by name or e-mail and filters by building', async () => {
    const page = await managerPage();
    expect(await page.locator(COUNT).innerText()).toBe(S.totalCount(everyone.count));
    // Paged: the first 50 by first name, never the whole list in the DOM.
    expect(await page.locator(LIST_ITEM).count()).toBe(50);
    expect(await listNames(page)).toEqual(everyone.users.slice(0, 50).map((user) => `${user.firstName} ${user.lastName}`));
    await page.getByRole('button', { name: S.nextPage }).click();
    await expect.poll(() => listNames(page)).toEqual(everyone.users.slice(50, 100).map((user) => `${user.firstName} ${user.lastName}`));

    const someone = everyone.users[123]!;
    const query = someone.firstName.slice(0, 3).toUpperCase();
    const expected = everyone.users.filter(
      (user) => user.firstName.toLowerCase().includes(query.toLowerCase()) || user.email.toLowerCase().includes(query.toLowerCase()),
    );
    await page.getByRole('searchbox').fill(query);
    await expect.poll(() => page.locator(COUNT).innerText()).toBe(S.totalCount(expected.length));
    expect(await listNames(page)).toEqual(expected.slice(0, 50).map((user) => `${user.firstName} ${user.lastName}`));

    // The last name, and both names in either order, find the person too.
    const fullName = `${someone.firstName} ${someone.lastName}`;
    const matching = (search: string) =>
      everyone.users.filter((user) =>
        [`${user.firstName} ${user.lastName}`, `${user.lastName} ${user.firstName}`, user.email].some((text) =>
          text.toLowerCase().includes(search.toLowerCase()),
        ),
      );
    for (const search of [fullName, `${someone.lastName} ${someone.firstName}`.toLowerCase(), someone.lastName]) {
      await page.getByRole('searchbox').fill(search);
      await expect.poll(() => page.locator(COUNT).innerText(), { timeout: 10_000 }).toBe(S.totalCount(matching(search).length));
      if (matching(search).length <= 50) expect(await listNames(page)).toContain(fullName);
    }


    // The search's clear button is a 44 px target, and it empties the search.
    const clear = page.getByRole('button', { name: S.clearSearch });
    const clearBox = (await clear.boundingBox())!;
    expect(Math.min(clearBox.width, clearBox.height)).toBeGreaterThanOrEqual(44);
    await clear.click();
    expect(await page.getByRole('searchbox').inputValue()).toBe('');
    const building = someone.associatedBuilding;
    const inBuilding = everyone.users.filter((user) => user.buildings.some((each) => each.buildingId === building.buildingId));
    await page.locator('.users-sidebar select').selectOption(String(building.buildingId));
    await expect.poll(() => page.locator(COUNT).innerText()).toBe(S.totalCount(inBuilding.length));
    await page.close();
  });

  it("chooses a user: first name in the top bar, their calendar, and the ?id= popup of the user's day", async () => {
    const page = await managerPage();
    const month = thisMonth();
    let chosen: { user: ListedUser; event: CalendarRow } | null = null;
    for (const user of everyone.users.slice(0, 200)) {
      const rows = (await api.post<CalendarRow[]>('/building-manager/user-events/', { userId: user.id })).data;
      const event = rows.find((row) => !row.isHoliday && row.date.startsWith(month));
      if (event) {
        chosen = { user, event };
        break;
      }
    }
    expect(chosen, 'a demo user with an event this month').not.toBeNull();
    const { user, event } = chosen!;
    await chooseUser(page, user);
    expect(await page.getByRole('tab', { name: S.calendarTab }).getAttribute('aria-selected')).toBe('true');
    const block = page.locator(`.dash-ec-entry[data-date="${event.date}"]`).first();
    await block.waitFor({ timeout: 15_000 });
    const broadcast = page.getByRole('banner').getByRole('link', { name: SHELL_STRINGS.broadcastMessage });
    expect(await broadcast.getAttribute('href')).toBe(`/user-dashboard?broadcast-msg?userId=${user.id}`);

    const detailRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/user-event-details/')) detailRequests.push(request);
    });
    await block.click();
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).searchParams.has('id')).toBe(true);
    await expect.poll(() => detailRequests.length).toBeGreaterThan(0);
    expect(detailRequests[0]!.postDataJSON()).toMatchObject({ userId: user.id, date: event.date });
    await expect.poll(() => page.getByRole('dialog').innerText()).toContain(event.name);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('shows the profile with MM-DD-YYYY dates and saves amenity membership where the building offers it', async () => {
    const page = await managerPage();
    const member = everyone.users.find((user) => user.associatedBuilding.amenityMembership)!;
    const nonMember = everyone.users.find((user) => !user.associatedBuilding.amenityMembership)!;
    await chooseUser(page, nonMember);
    await page.getByRole('tab', { name: S.profileTab }).click();
    const [year, monthNumber, day] = nonMember.joiningDate.split('-');
    await expect.poll(() => page.locator('.users-profile').innerText()).toContain(`${monthNumber}-${day}-${year}`);
    expect(await page.getByRole('checkbox', { name: S.amenityMember }).count()).toBe(0);
    expect(await page.getByRole('button', { name: S.save }).count()).toBe(0);

    await chooseUser(page, member);
    await page.getByRole('tab', { name: S.profileTab }).click();
    const checkbox = page.getByRole('checkbox', { name: S.amenityMember });
    await checkbox.waitFor();
    const was = member.associatedBuilding.amenityMember;
    expect(await checkbox.isChecked()).toBe(was);
    await checkbox.setChecked(!was);
    await page.getByRole('button', { name: S.save }).click();
    await expectToast(page, S.savedSuccessfully);
    const after = await api.post<ListedUser>('/building-manager/user-details/', { userId: member.id });
    expect(after.data.associatedBuilding.amenityMember).toBe(!was);
    await page.close();
  });

  it('uploads a profile picture and shows it; a picture over 1 MB is not sent', async () => {
    const page = await managerPage();
    const user = everyone.users[7]!;
    await chooseUser(page, user);
    await page.getByRole('tab', { name: S.profileTab }).click();
    await page.getByRole('button', { name: S.uploadPicture }).waitFor();
    const fileInput = page.getByTestId('picture-input');

    const uploads: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/image-upload/')) uploads.push(request);
    });
    await fileInput.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1_048_577) });
    await expectToast(page, S.pictureTooLarge);
    expect(uploads).toHaveLength(0);

    // A file that is no picture: the server's refusal reads as a sentence, not "file: only PNG…".
    await fileInput.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    const refusal = (await expectToast(page, /PNG, JPEG or WebP/)).trim();
    expect([refusal, SERVER_USERS_STRINGS.notAnImage]).toEqual(['Only PNG, JPEG or WebP pictures can be uploaded.', refusal]);

    await fileInput.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expectToast(page, S.pictureUpdated);
    const details = await api.post<ListedUser>('/building-manager/user-details/', { userId: user.id });
    expect(details.data.displayPicture).toMatch(/^\/api\/images\/[0-9a-f]{32}$/);
    const picture = page.getByTestId('profile-picture');
    await expect.poll(() => picture.getAttribute('src')).toBe(details.data.displayPicture);
    await expect.poll(() => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(1);
    await page.close();
  });

  it('creates a user: required-fields toast, the debounced duplicate check, then success and a reload', async () => {
    const page = await managerPage();
    const taken = everyone.users[3]!;
    const building = taken.associatedBuilding;
    // The building filter survives the reload that follows a creation.
    await page.locator('.users-sidebar select').selectOption(String(building.buildingId));
    await page.getByRole('button', { name: S.addUser }).click();
    expect(await page.getByRole('tab', { name: S.profileTab }).getAttribute('aria-selected')).toBe('true');
    const form = page.locator('form.users-form');

    await form.getByRole('button', { name: S.unit }).click();
    await expectToast(page, S.addBuildingFirst);
    await form.getByRole('button', { name: S.createUser }).click();
    await expectToast(page, S.fillRequired);
    // The Buildings error on its own line under the choices, from the left edge.
    const buildings = form.locator('fieldset.users-form__buildings');
    const [choices, buildingsError] = await Promise.all([
      buildings.locator('label').evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().bottom)),
      buildings.locator('.field-error').boundingBox(),
    ]);
    const fieldsetBox = (await buildings.boundingBox())!;
    expect(buildingsError!.y).toBeGreaterThanOrEqual(Math.max(...choices) - 0.5);
    expect(Math.abs(buildingsError!.x - fieldsetBox.x)).toBeLessThan(1);

    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/users/check-mail/')) checks.push(new URL(request.url()).searchParams.get('email') ?? '');
    });
    await form.getByLabel(S.firstName).fill('Dana');
    await form.getByLabel(S.lastName).fill('Quill');
    await form.getByLabel(S.email).pressSequentially(taken.email.toUpperCase(), { delay: 20 });
    await expect.poll(() => form.innerText(), { timeout: 5_000 }).toContain(S.emailRegistered);
    // One check, for the whole address in lower case, after typing stopped.
    expect(checks).toEqual([taken.email.toLowerCase()]);
    expect(await form.getByRole('button', { name: S.createUser }).isDisabled()).toBe(true);

    await form.getByRole('checkbox', { name: building.buildingName }).check();
    // What cannot be a phone is refused with a sentence; one written the usual way is kept.
    await form.getByLabel(S.cellPhone).fill('call me');
    await form.getByLabel(S.apartment).focus();
    await expect.poll(() => form.innerText()).toContain(PHONE_STRINGS.invalid);
    await form.getByLabel(S.cellPhone).fill('+1 (555) 010-0100');
    await expect.poll(() => form.innerText()).not.toContain(PHONE_STRINGS.invalid);
    expect(await form.getByLabel(S.cellPhone).inputValue()).toBe('+1 (555) 010-0100');
    await form.getByLabel(S.apartment).fill('4B');
    // Created at once, before the e-mail check has run: that check must not run after the creation
    // and say "Email already registered" beside the success toast.
    const email = `dana.quill.${Date.now()}@example.com`;
    const sawRegistered: string[] = [];
    await page.exposeFunction('__sawRegistered', (text: string) => sawRegistered.push(text));
    // The taken address's notice is still up: only its coming back counts.
    await page.evaluate(`{
      let gone = false;
      new MutationObserver(() => {
        const shown = document.body.innerText.includes(${JSON.stringify(S.emailRegistered)});
        if (!shown) gone = true;
        else if (gone) globalThis.__sawRegistered(${JSON.stringify(S.emailRegistered)});
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }`);
    await form.getByLabel(S.email).fill(email);
    await expect.poll(() => form.getByRole('button', { name: S.createUser }).isDisabled()).toBe(false);
    const reloaded = page.waitForEvent('load', { timeout: 10_000 });
    // Should the toast not come, that is the failure to report, not this wait's timeout after it.
    reloaded.catch(() => undefined);
    await form.getByRole('button', { name: S.createUser }).click();
    await expectToast(page, S.profileCreated);
    await reloaded;
    expect(sawRegistered).toEqual([]);
    // After the reload the new user is chosen, in the building the list was filtered by.
    await expect.poll(() => page.getByRole('banner').locator('h1').innerText(), { timeout: 15_000 }).toBe('Dana');
    expect(await page.locator('.users-sidebar select').inputValue()).toBe(String(building.buildingId));
    const found = await api.post<UsersPage>('/building-manager/users/', { search: email });
    expect(found.data.users.map((user) => [user.email, user.cellPhone])).toEqual([[email, '+15550100100']]);
    await page.close();
  });

  it('downloads Users-List.csv with the six columns and the whole filtered list', async () => {
    const page = await managerPage();
    await page.getByRole('searchbox').fill('a');
    const expected = (await api.post<UsersPage>('/building-manager/users/', { search: 'a', limit: 5000 })).data;
    await expect.poll(() => page.locator(COUNT).innerText()).toBe(S.totalCount(expected.count));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: S.downloadCsv }).click()]);
    expect(download.suggestedFilename()).toBe('Users-List.csv');
    const text = await readFile(await download.path(), 'utf8');
    const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([...USERS_CSV_COLUMNS]);
    expect(rows).toHaveLength(expected.count + 1);
    expect(rows.slice(1).map((row) => [row[0], row[3]])).toEqual(expected.users.map((user, index) => [String(index + 1), user.email]));
    await page.close();
  });

  it('fits 768x1024 and 1024x768 without sideways scrolling, with 44 px targets', async () => {
    const user = everyone.users.find((each) => each.associatedBuilding.amenityMembership)!;
    for (const viewport of [TABLET_PORTRAIT_VIEWPORT, DESKTOP_VIEWPORT]) {
      const name = `${viewport.width}x${viewport.height}`;
      const page = await managerPage(viewport);
      await screenshot(page, `users-list-${name}`);
      let fit = await overflowAndSmallTargets(page);
      expect(fit.overflowPx, name).toBe(0);
      expect(fit.small, name).toEqual([]);
      await chooseUser(page, user);
      await page.locator('.dash-schedule').waitFor();
      await screenshot(page, `users-calendar-${name}`);
      fit = await overflowAndSmallTargets(page);
      expect(fit.overflowPx, name).toBe(0);
      await page.getByRole('tab', { name: S.profileTab }).click();
      await page.getByRole('button', { name: S.save }).waitFor();
      await screenshot(page, `users-profile-${name}`);
      fit = await overflowAndSmallTargets(page);
      expect(fit.overflowPx, name).toBe(0);
      expect(fit.small, name).toEqual([]);
      // 768 wide shows the user, not the list: back to the list first.
      if (await page.getByRole('button', { name: S.backToList }).isVisible()) await page.getByRole('button', { name: S.backToList }).click();
      await page.getByRole('button', { name: S.addUser }).click();
      await page.locator('form.users-form').waitFor();
      await screenshot(page, `users-create-${name}`);
      fit = await overflowAndSmallTargets(page);
      expect(fit.overflowPx, name).toBe(0);
      expect(fit.small, name).toEqual([]);
      await page.close();
    }
  });

  it('a building admin sees only its building and no broadcast icon', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP_VIEWPORT, worker: false });
    await signIn(page, server.url, DEMO_BUILDING_ADMIN.email, DEMO_BUILDING_ADMIN.password);
    const admin = await apiClient(server.url, DEMO_BUILDING_ADMIN.email, DEMO_BUILDING_ADMIN.password);
    const info = await admin.post<{ buildingIdAdmin: number }>('/users/user-info/', {});
    const own = (await admin.post<UsersPage>('/building-manager/users/', { buildingId: info.data.buildingIdAdmin })).data;
    await page.goto(`${server.url}/user-dashboard`);
    await expect.poll(() => page.locator(COUNT).innerText(), { timeout: 20_000 }).toBe(S.totalCount(own.count));
    expect(own.count).toBeLessThan(everyone.count);
    await page.locator(LIST_ITEM).first().click();
    await page.locator('.dash-schedule').waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: SHELL_STRINGS.broadcastMessage }).count()).toBe(0);
    expect(await page.locator('.users-sidebar select').count()).toBe(0);
    await page.close();
  });
});
