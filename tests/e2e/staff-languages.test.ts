// The staff's side in each language, in real Chromium against the real server at 768x1024: the
// sign-in page (the browser's language), /dashboard, the door view and the kiosk (the account's
// language): <html lang dir> set, the screen's texts in the language, nothing sticking out sideways,
// axe clean. Screenshots in test-results/staff-<language>-*.png.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { DIRECTIONS, LANGUAGES, type Language } from '../../src/contract/languages.ts';
import { DOOR_STRINGS } from '../../src/features/events/door-strings.ts';
import { KIOSK_STRINGS } from '../../src/features/kiosk/kiosk-strings.ts';
import { LANGUAGE_CHOICE_STRINGS } from '../../src/features/account/language-strings.ts';
import { SHELL_STRINGS } from '../../src/layout/shell-strings.ts';
import arDoor from '../../src/i18n/catalogues/ar/door.ts';
import arKiosk from '../../src/i18n/catalogues/ar/kiosk.ts';
import arShell from '../../src/i18n/catalogues/ar/shell.ts';
import arLanguageChoice from '../../src/i18n/catalogues/ar/language-choice.ts';
import esDoor from '../../src/i18n/catalogues/es/door.ts';
import esKiosk from '../../src/i18n/catalogues/es/kiosk.ts';
import esShell from '../../src/i18n/catalogues/es/shell.ts';
import { DESKTOP_VIEWPORT, TABLET_PORTRAIT_VIEWPORT, WORKER_BLOCKED, expectFitsViewportWidth, launchBrowser, openSignedIn, signIn } from '../support/e2e-browser.ts';
import { seriousViolations } from '../support/e2e-axe.ts';
import { createEventOpenForCheckIn } from '../support/e2e-door.ts';
import { apiClient, viewportScreenshot, type ApiClient } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

// The sections this test reads, by language (the catalogue's own files: the test names what the screen says).
const SECTIONS: Record<Language, Record<string, object> | null> = {
  en: null,
  es: { door: esDoor, kiosk: esKiosk, shell: esShell },
  ar: { door: arDoor, kiosk: arKiosk, shell: arShell },
};

/** A section's messages in `language`: the translation's, or the English section's own. */
function inLanguage<T extends object>(language: Language, section: string, english: T): T {
  return (SECTIONS[language]?.[section] as T | undefined) ?? english;
}

describe('the staff screens in each language', () => {
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  let buildingId: number;
  let eventId: number;
  const eventName = 'Language night';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    buildingId = (await api.post<{ id: number }[]>('/building-manager/buildings/', {})).data[0]!.id;
    eventId = await createEventOpenForCheckIn(api, buildingId, eventName, 30);
  });
  afterAll(async () => {
    await api?.post('/users/language/', { language: 'en' });
    await browser?.close();
    await server?.stop();
  });

  const checkScreen = async (page: Page, language: Language, name: string) => {
    expect(await page.evaluate('[document.documentElement.lang, document.documentElement.dir]')).toEqual([language, DIRECTIONS[language]]);
    await expectFitsViewportWidth(page);
    expect(await seriousViolations(page), `${name} in ${language}`).toEqual([]);
    await viewportScreenshot(page, `staff-${language}-${name}-768x1024`);
  };

  it.each(LANGUAGES)('%s: sign-in, dashboard, the door and the kiosk', async (language) => {
    expect((await api.post<{ language: string }>('/users/language/', { language })).data).toEqual({ language });
    // The browser's language says the sign-in page's; the account's, everything after. All online:
    // no service worker (the last test is the one about the catalogue kept offline).
    const context = await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, hasTouch: true, bypassCSP: true, locale: language, ...WORKER_BLOCKED });
    try {
      const page = await context.newPage();
      const shell = inLanguage(language, 'shell', SHELL_STRINGS);

      await page.goto(`${server.url}/`);
      await page.locator('form input[type="password"]').waitFor();
      await page.waitForFunction(`document.documentElement.lang === ${JSON.stringify(language)}`);
      const submit = (await page.locator('form button[type="submit"]').first().textContent())?.trim();
      if (language === 'en') expect(submit).toBe('Log in');
      else expect(submit).not.toBe('Log in');
      await checkScreen(page, language, 'sign-in');

      await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
      await page.locator('.ec').first().waitFor();
      await page.getByRole('navigation').getByRole('link', { name: shell.dashboardLink }).first().waitFor();
      await checkScreen(page, language, 'dashboard');

      const door = inLanguage(language, 'door', DOOR_STRINGS);
      await page.goto(`${server.url}/events/door?event=${eventId}`);
      await page.getByLabel(door.findResident).first().waitFor();
      await page.getByRole('group', { name: door.counts }).waitFor();
      await checkScreen(page, language, 'door');

      const kiosk = inLanguage(language, 'kiosk', KIOSK_STRINGS);
      await page.goto(`${server.url}/building?front-desk&buildingId=${buildingId}`);
      await page.getByRole('dialog').locator('.button-primary').click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
      await page.getByRole('menu').getByRole('menuitem', { name: kiosk.start }).click();
      await page.waitForURL((url) => url.pathname === '/kiosk');
      await page.getByRole('button', { name: new RegExp(eventName) }).waitFor();
      await checkScreen(page, language, 'kiosk');
    } finally {
      await context.close();
    }
  });

  it('My Profile switches the language at once, without a reload, and keeps it on the account', async () => {
    await api.post('/users/language/', { language: 'en' });
    // The switch happens in the page, online: no service worker needed.
    const context = await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, bypassCSP: true, ...WORKER_BLOCKED });
    try {
      const page = await context.newPage();
      await openSignedIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password, '/profile');
      // A mark on this page's window: a reload would lose it.
      await page.evaluate('window.__sameDocument = true');
      await page.getByLabel(LANGUAGE_CHOICE_STRINGS.label).selectOption('ar');
      await page.getByRole('navigation').getByRole('link', { name: arShell.dashboardLink }).first().waitFor();
      expect(await page.evaluate('[document.documentElement.lang, document.documentElement.dir, window.__sameDocument === true, location.pathname]')).toEqual(['ar', 'rtl', true, '/profile']);
      await page.getByRole('status').filter({ hasText: arLanguageChoice.saved }).waitFor();
      expect((await api.post<{ language: string }>('/users/user-info/', {})).data.language).toBe('ar');
      expect(await seriousViolations(page), 'the profile in ar').toEqual([]);
      await viewportScreenshot(page, 'staff-ar-profile-768x1024');
      await page.setViewportSize(DESKTOP_VIEWPORT);
      await expectFitsViewportWidth(page);
      await viewportScreenshot(page, 'staff-ar-profile-1024x768');
    } finally {
      await context.close();
      await api.post('/users/language/', { language: 'en' });
    }
  });

  it('a language used on a first visit opens offline: the worker keeps its catalogue once it takes the page', async () => {
    await api.post('/users/language/', { language: 'es' });
    const context = await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, locale: 'es', bypassCSP: true });
    try {
      const page = await context.newPage();
      await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
      // The first visit's worker takes this page (no reload: the catalogue was loaded before it).
      await page.waitForFunction('navigator.serviceWorker.controller !== null', undefined, { timeout: 20_000 });
      await expect.poll(() => page.evaluate("caches.open('hom-catalogues').then((cache) => cache.keys()).then((keys) => keys.length)"), { timeout: 10_000 }).toBeGreaterThan(0);
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('navigation').getByRole('link', { name: esShell.dashboardLink }).first().waitFor();
      expect(await page.evaluate('document.documentElement.lang')).toBe('es');
    } finally {
      await context.close();
    }
  });
});
