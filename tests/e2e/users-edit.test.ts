// "Edit details" on a resident's profile end to end, in real Chromium against the real server on the
// demo data: the read-only profile stays the default view; the form corrects name, e-mail, phone,
// unit and apartment; another user's e-mail is refused under the e-mail field; a front desk edits a
// resident of its own building. Screenshots of the form at both tablet sizes.
import { copyFile, mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUILDING_ADMIN, DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { USERS_STRINGS as S } from '../../src/features/users/users-strings.ts';
import { expectToast } from '../support/e2e-account.ts';
import { DESKTOP_VIEWPORT, TABLET_PORTRAIT_VIEWPORT, launchBrowser, openPage, screenshot, openSignedIn } from '../support/e2e-browser.ts';
import { apiClient, type ApiClient } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';
import { phoneForReading } from '../../src/contract/phone-number.ts';

interface Unit {
  id: number;
  name: string;
}
interface UserBuilding {
  buildingId: number;
  buildingName: string;
  apartment: string | null;
  unit: Unit | null;
}
interface ListedUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  cellPhone: string | null;
  apartment: string | null;
  buildings: UserBuilding[];
  associatedBuilding: UserBuilding;
}
interface Building {
  id: number;
  buildingType: 'RESIDENTIAL' | 'COMMERCIAL';
  blocks: Unit[];
  companies: Unit[];
}

const LIST_ITEM = '.users-list__item';
/** Where the screenshots of changed screens are kept for review, beside test-results/. */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  const path = await screenshot(page, name);
  if (SHOTS_DIR === undefined) return;
  await mkdir(SHOTS_DIR, { recursive: true });
  await copyFile(path, `${SHOTS_DIR}/${name}.png`);
}

async function chooseUser(page: Page, user: Pick<ListedUser, 'email' | 'firstName'>): Promise<void> {
  await page.getByRole('searchbox').fill(user.email);
  await expect.poll(() => page.locator(`${LIST_ITEM} .users-list__email`).allInnerTexts(), { timeout: 15_000 }).toEqual([user.email]);
  await page.locator(LIST_ITEM).first().click();
  await expect.poll(() => page.getByRole('banner').locator('h1').innerText()).toBe(user.firstName);
  await page.getByRole('tab', { name: S.profileTab }).click();
}

describe('edit details of a resident (/user-dashboard, Profile tab)', () => {
  let server: TestServer;
  let browser: Browser;
  let manager: ApiClient;
  let users: ListedUser[];
  let buildings: Building[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    manager = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    users = (await manager.post<{ users: ListedUser[] }>('/building-manager/users/', { limit: 5000 })).data.users;
    buildings = (await manager.post<Building[]>('/building-manager/buildings/', {})).data;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const unitsOf = (buildingId: number) => {
    const building = buildings.find((each) => each.id === buildingId)!;
    return building.buildingType === 'COMMERCIAL' ? building.companies : building.blocks;
  };

  async function signedIn(email: string, password: string, viewport: { width: number; height: number }): Promise<Page> {
    // Editing is online against the server; neither test is about the service worker.
    const { page } = await openPage(browser, { viewport, worker: false });
    await openSignedIn(page, server.url, email, password, '/user-dashboard');
    await page.getByRole('searchbox').waitFor({ timeout: 20_000 });
    return page;
  }

  it("corrects a resident's name, e-mail, phone, unit and apartment; another user's e-mail is refused under its field", async () => {
    const user = users.find((each) => each.buildings.length === 1 && unitsOf(each.associatedBuilding.buildingId).length > 1)!;
    const other = users.find((each) => each.id !== user.id)!;
    const newUnit = unitsOf(user.associatedBuilding.buildingId).find((unit) => unit.id !== user.associatedBuilding.unit?.id)!;
    const page = await signedIn(DEMO_MANAGER.email, DEMO_MANAGER.password, DESKTOP_VIEWPORT);
    await chooseUser(page, user);

    // The read-only profile is what opens; the form only on "Edit details".
    await page.locator('.users-profile dl').waitFor();
    expect(await page.getByRole('textbox', { name: S.firstName }).count()).toBe(0);
    await page.getByRole('button', { name: S.editDetails }).click();
    const form = page.getByRole('form', { name: S.editTitle(user.associatedBuilding.buildingName) });
    await form.waitFor();
    expect(await form.getByLabel(S.email).inputValue()).toBe(user.email);

    await form.getByLabel(S.firstName).fill('Corrected');
    await form.getByLabel(S.email).fill(other.email.toUpperCase());
    await form.getByRole('button', { name: S.saveDetails }).click();
    // The server's 409 shows under the e-mail field; nothing was saved.
    await expect.poll(() => form.locator('.field-error').allInnerTexts()).toEqual([S.emailRegistered]);
    expect(await form.getByLabel(S.email).getAttribute('aria-invalid')).toBe('true');
    expect((await manager.post<ListedUser>('/building-manager/user-details/', { userId: user.id })).data.firstName).toBe(user.firstName);
    await shot(page, 'users-edit-details-refused-1024x768');

    const email = `corrected.${user.id}@example.com`;
    await form.getByLabel(S.email).fill(email);
    await form.getByLabel(S.cellPhone).fill('+1 (555) 010-0199');
    await form.getByLabel(S.unit).selectOption(String(newUnit.id));
    await form.getByLabel(S.apartment).fill('9Z');
    await page.setViewportSize(TABLET_PORTRAIT_VIEWPORT);
    await shot(page, 'users-edit-details-768x1024');
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await shot(page, 'users-edit-details-1024x768');
    await form.getByRole('button', { name: S.saveDetails }).click();
    await expectToast(page, S.savedSuccessfully);

    // Back to the read-only profile, which shows what was saved; the server agrees.
    await expect.poll(() => page.locator('.users-profile').innerText(), { timeout: 10_000 }).toContain(email);
    const profile = await page.locator('.users-profile').innerText();
    for (const text of ['Corrected', phoneForReading('+15550100199'), newUnit.name, '9Z']) expect(profile).toContain(text);
    expect(await page.getByRole('banner').locator('h1').innerText()).toBe('Corrected');
    await shot(page, 'users-profile-edit-button-1024x768');
    const saved = (await manager.post<ListedUser>('/building-manager/user-details/', { userId: user.id })).data;
    expect(saved).toMatchObject({ firstName: 'Corrected', email, cellPhone: '+15550100199', apartment: '9Z', associatedBuilding: { unit: newUnit } });
    await page.close();
  });

  it('lets the front desk correct a resident of its own building', async () => {
    const desk = await apiClient(server.url, DEMO_BUILDING_ADMIN.email, DEMO_BUILDING_ADMIN.password);
    const resident = (await desk.post<{ users: ListedUser[] }>('/building-manager/users/', { limit: 5 })).data.users[0]!;
    const page = await signedIn(DEMO_BUILDING_ADMIN.email, DEMO_BUILDING_ADMIN.password, TABLET_PORTRAIT_VIEWPORT);
    await chooseUser(page, resident);
    await page.getByRole('button', { name: S.editDetails }).waitFor();
    await shot(page, 'users-profile-edit-button-desk-768x1024');
    await page.getByRole('button', { name: S.editDetails }).click();
    const form = page.getByRole('form', { name: S.editTitle(resident.associatedBuilding.buildingName) });
    // The e-mail is shown, not editable: a front desk's change of it is a manager's call.
    const email = form.getByLabel(S.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await form.getByText(S.emailManagersOnly).waitFor();
    await form.getByLabel(S.apartment).fill('Desk-1');
    await form.getByRole('button', { name: S.saveDetails }).click();
    await expectToast(page, S.savedSuccessfully);
    await expect.poll(() => page.locator('.users-profile').innerText(), { timeout: 10_000 }).toContain('Desk-1');
    expect((await desk.post<ListedUser>('/building-manager/user-details/', { userId: resident.id })).data.apartment).toBe('Desk-1');
    await page.close();
  });
});
