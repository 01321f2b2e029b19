// The residents' app in English, Spanish and Arabic in real Chromium on a phone (360x740), against
// the real server on demo data (the residents' own build, on preact/compat): the sign-in page follows
// the browser's language; on /r/me a resident chooses a language, which redraws the page at once
// without a reload and is kept on the account; then, for each language, /r/events and /r/me start in
// the language kept on the device: <html lang dir>, a translated heading, nothing wider than the
// screen, axe clean of serious and critical findings. Screenshots in /work/wt/shots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, format } from 'date-fns';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { STORAGE_KEYS } from '../../src/config/web-storage.ts';
import { DIRECTIONS, LANGUAGES, LANGUAGE_NAMES, type Language } from '../../src/contract/languages.ts';
import arStrings from '../../src/i18n/catalogues/ar/residents/resident-app.ts';
import esStrings from '../../src/i18n/catalogues/es/residents/resident-app.ts';
import { RESIDENT_STRINGS as S } from '../../src/residents/resident-strings.ts';
import { launchBrowser, WORKER_BLOCKED } from '../support/e2e-browser.ts';
import { seriousViolations } from '../support/e2e-axe.ts';
import { buildingWithTwoMailedResidents } from '../support/e2e-door.ts';
import { apiClient, type ApiClient } from '../support/e2e-offline.ts';
import { residentToken } from '../support/e2e-pass.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

const PHONE_VIEWPORT = { width: 360, height: 740 } as const;
const SHOTS_DIR = '/work/wt/shots';

/** Each language's words for what the checks look for (English is the section's own). */
const WORDS: Record<Language, Pick<typeof esStrings, 'eventsHeading' | 'meHeading' | 'signInHeading' | 'languageLabel' | 'youreGoing'>> = {
  en: S,
  es: esStrings,
  ar: arStrings,
};

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

/** What every screen must be in `language`: its lang and direction, no sideways scrolling, axe clean. */
async function expectScreenIn(page: Page, language: Language, heading: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  expect(await page.evaluate('[document.documentElement.lang, document.documentElement.dir]')).toEqual([language, DIRECTIONS[language]]);
  const widths = (await page.evaluate('[document.scrollingElement.scrollWidth, document.scrollingElement.clientWidth]')) as [number, number];
  expect(widths[0], `page ${widths[0]} px wide on a ${widths[1]} px screen`).toBeLessThanOrEqual(widths[1]);
  expect(await seriousViolations(page)).toEqual([]);
}

describe("the residents' app in three languages", () => {
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  let token: string;
  let openName: string;
  const contexts: BrowserContext[] = [];

  /** A phone with the resident signed in (and `language` kept on the device, if given). */
  async function phone(language: Language | null, locale?: string): Promise<Page> {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true, bypassCSP: true, ...(locale ? { locale } : {}), ...WORKER_BLOCKED });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/r`);
    await page.evaluate(
      ([sessionKey, session, languageKey, kept]) => {
        const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
        storage.setItem(sessionKey!, session!);
        if (kept) storage.setItem(languageKey!, kept);
      },
      [STORAGE_KEYS.residentSession.key, JSON.stringify({ token, sessionTime: Date.now() }), STORAGE_KEYS.residentLanguage.key, language ?? ''],
    );
    return page;
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const { buildingId, residents } = await buildingWithTwoMailedResidents(api);
    const [resident, other] = residents;
    const stamp = Date.now().toString(36);
    const date = format(addDays(new Date(), 3), 'yyyy-MM-dd');
    const create = async (name: string, capacity: number, startTime: string) =>
      (await api.post<{ ids: number[] }>('/building-manager/create-event/', { buildingId, name, eventType: 2, date, startTime, endTime: `${startTime.slice(0, 2)}:50`, capacity })).data.ids[0]!;
    openName = `Evening yoga on the roof ${stamp}`;
    const openId = await create(openName, 12, '18:00');
    const fullId = await create(`Spin class ${stamp}`, 1, '19:00');
    // The resident is going to one (My events has it); the other's only place is taken (the waitlist's words show).
    expect((await api.post('/building-manager/rsvp/', { eventId: openId, userId: resident.id })).status).toBe(200);
    expect((await api.post('/building-manager/rsvp/', { eventId: fullId, userId: other.id })).status).toBe(200);
    token = await residentToken(server, resident.email);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it.each([
    ['es', 'es-MX'],
    ['ar', 'ar-EG'],
  ] as const)("signed out, the sign-in page follows the browser's language (%s for %s)", async (language, locale) => {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true, bypassCSP: true, locale, ...WORKER_BLOCKED });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/r`);
    await expectScreenIn(page, language, WORDS[language].signInHeading);
    await shot(page, `sign-in-${language}-360x740`);
  });

  it('choosing Spanish on /r/me redraws it at once, without a reload, and keeps it on the account and the device', async () => {
    const page = await phone(null);
    await page.goto(`${server.url}/r/me`);
    await expectScreenIn(page, 'en', S.meHeading);
    // Gone after a reload: proof the page was not loaded again.
    await page.evaluate('window.sameDocument = true');
    const chooser = page.getByRole('combobox', { name: S.languageLabel, exact: true });
    expect(await chooser.evaluate((select) => [...(select as unknown as { options: { textContent: string }[] }).options].map((option) => option.textContent))).toEqual(
      LANGUAGES.map((language) => LANGUAGE_NAMES[language]),
    );
    await chooser.selectOption('es');
    await page.getByRole('heading', { level: 1, name: esStrings.meHeading, exact: true }).waitFor();
    expect(await page.evaluate('window.sameDocument === true')).toBe(true);
    expect(await page.evaluate('document.documentElement.lang')).toBe('es');
    // Drawn again, the chooser (now "Idioma") has the focus back, on Spanish.
    const again = page.getByRole('combobox', { name: esStrings.languageLabel, exact: true });
    await expect.poll(() => again.evaluate((select) => select === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement)).toBe(true);
    expect(await again.inputValue()).toBe('es');
    const kept = () => page.evaluate((key) => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(key), STORAGE_KEYS.residentLanguage.key);
    expect(await kept()).toBe('es');
    const settings = async () =>
      ((await (
        await fetch(`${server.url}/api/residents/settings/`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `JWT ${token}` }, body: '{}' })
      ).json()) as { language: string | null }).language;
    await expect.poll(settings).toBe('es');
    await shot(page, 'me-chosen-es-360x740');
  });

  it.each(LANGUAGES.map((language) => [language]))('/r/events and /r/me start in %s, kept on the device: laid out within the phone and accessible', async (language) => {
    const words = WORDS[language];
    const page = await phone(language);
    await page.goto(`${server.url}/r/events`);
    await page.locator('li.r-event').filter({ hasText: openName }).waitFor();
    await expectScreenIn(page, language, words.eventsHeading);
    await shot(page, `events-${language}-360x740`);

    await page.goto(`${server.url}/r/me`);
    await page.getByRole('combobox', { name: words.languageLabel, exact: true }).waitFor();
    // The pass and the reminders switch come with their own calls: the page as a resident sees it, whole.
    await page.locator('section.r-pass svg[role="img"], section.r-pass .r-muted').first().waitFor();
    await page.locator('input[role="switch"]').waitFor();
    expect(await page.locator('li.r-event').filter({ hasText: openName }).textContent()).toContain(words.youreGoing);
    await expectScreenIn(page, language, words.meHeading);
    await shot(page, `me-${language}-360x740`);
  });
});
