// A resident's rating of an event they came to, end to end in real Chromium on the demo data: an
// event that ended more than an hour ago with a resident checked in at the door, which queues the
// e-mail at once; with the server killed and started again on its data (as after any restart), the
// rating e-mail arrives in the mailbox folder once, whichever process sent it; a star link opens /r/rate on a phone (360x740) with those stars chosen and rates
// nothing until its button is pressed; the staff popup then shows the rating. Screenshots of the
// e-mail and of /r/rate in /tmp/h2-shots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { linksIn, readMailbox, type StoredMail } from '../../server/mail/mailer.ts';
import { RATING_STRINGS } from '../../server/residents/rating-strings.ts';
import { DASHBOARD_STRINGS } from '../../src/features/dashboard/dashboard-strings.ts';
import { RESIDENT_STRINGS as S } from '../../src/residents/resident-strings.ts';
import { DESKTOP_VIEWPORT, launchBrowser, openSignedIn, WORKER_BLOCKED } from '../support/e2e-browser.ts';
import { seriousViolations } from '../support/e2e-axe.ts';
import { buildingTimeZone, localParts } from '../support/e2e-door.ts';
import { apiClient, type ApiClient } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

const PHONE_VIEWPORT = { width: 360, height: 740 } as const;
const SHOTS_DIR = '/tmp/h2-shots';
const MINUTE_MS = 60_000;

interface Resident {
  id: number;
  firstName: string;
  email: string;
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

async function waitForMail(mailDir: string, match: (mail: StoredMail) => boolean, timeoutMs = 20_000): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMailbox(mailDir)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail in ${mailDir}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe("residents' ratings", () => {
  let first: TestServer;
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  let resident: Resident;
  let eventId: number;
  let eventName: string;
  let mail: StoredMail;

  beforeAll(async () => {
    [first, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiClient(first.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const buildings = (await api.post<{ id: number }[]>('/building-manager/buildings/', {})).data;
    let buildingId = 0;
    for (const building of buildings) {
      const users = (await api.post<{ users: Resident[] }>('/building-manager/users/', { buildingId: building.id, limit: 50 })).data.users;
      const withMail = users.find((user) => user.email);
      if (withMail) {
        buildingId = building.id;
        resident = withMail;
        break;
      }
    }
    expect(resident, 'a demo building with a resident who has an e-mail').toBeDefined();
    // An hour long, ended 65 minutes ago (local time of the building); the door still takes
    // check-ins for 2 hours after the end, so the resident is checked in now.
    const timeZone = await buildingTimeZone(api, buildingId);
    const now = Date.now();
    const start = localParts(new Date(now - 125 * MINUTE_MS), timeZone);
    const end = localParts(new Date(now - 65 * MINUTE_MS), timeZone);
    eventName = `Rated stretch ${now.toString(36)}`;
    const created = await api.post<{ ids: number[] }>('/building-manager/create-event/', {
      // Across the building's midnight it starts at 00:00 of the end's day (start's day was the day
      // before: an event a day old, its door shut, between 1:05 and 2:05 AM local every day).
      buildingId, name: eventName, eventType: 2, date: end.date, startTime: start.date === end.date ? start.time : '00:00', endTime: end.time,
    });
    expect(created.status, JSON.stringify(created.data)).toBe(200);
    eventId = created.data.ids[0]!;
    const checkIn = await api.post('/building-manager/check-in/', { eventId, userId: resident.id });
    expect(checkIn.status, JSON.stringify(checkIn.data)).toBe(200);
    // Another process of the same install starting (a deploy, a restart) looks at once.
    await first.kill();
    server = await startServer({ dataDir: first.dataDir });
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await first?.stop();
  });

  it('the rating e-mail arrives once, with five star links', async () => {
    mail = await waitForMail(server.mailDir, (m) => m.subject === RATING_STRINGS.mailSubject(eventName));
    expect(mail.to.toLowerCase()).toBe(resident.email.toLowerCase());
    const links = linksIn(mail.text);
    expect(links).toHaveLength(5);
    // The check-in, over an hour after the end, queued it at once: the first process may have sent it
    // before it was killed, or the one started on its data did. Either is this install (one data,
    // one secret); with no PUBLIC_URL each names the port it had.
    links.forEach((link, index) => {
      expect([first.url, server.url]).toContain(new URL(link).origin);
      expect(link).toMatch(new RegExp(`/r/rate\\?token=[^&]+&stars=${index + 1}$`));
    });
    // Once: a second look (the server's timer or another process) finds its key taken.
    const again = (await readMailbox(server.mailDir)).filter((m) => m.subject === mail.subject);
    expect(again).toHaveLength(1);
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
    await page.setContent(`<meta charset="utf-8"><body style="font: 14px system-ui; margin: 12px"><p><b>Subject:</b> ${escapeHtml(mail.subject)}</p><pre style="white-space: pre-wrap; word-break: break-all">${escapeHtml(mail.text)}</pre></body>`);
    await shot(page, 'rating-email-text-360x740');
    if (mail.html) {
      await page.setContent(`<meta charset="utf-8"><body style="font: 14px system-ui; margin: 12px">${mail.html}</body>`);
      await shot(page, 'rating-email-html-360x740');
    }
    await page.close();
  });

  it('a star link opens /r/rate with those stars; only its button rates; the staff popup shows the rating', async () => {
    // On the process that runs now, whichever wrote the link.
    const sent = new URL(linksIn(mail.text)[3]!);
    const link = `${server.url}${sent.pathname}${sent.search}`;
    // bypassCSP: axe is injected as a script the page's policy would refuse.
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true, bypassCSP: true, ...WORKER_BLOCKED });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: S.rateHeading }).waitFor();
    const four = page.getByRole('radio', { name: S.starLabel(4) });
    expect(await four.isChecked()).toBe(true);
    expect(await page.getByRole('radio').count()).toBe(5);
    // Opening the page (and opening it again) rated nothing.
    await page.reload();
    await page.getByRole('heading', { name: S.rateHeading }).waitFor();
    type DayEvent = { id: number; userRatings: number | null; countOfRatings: number };
    const figures = async () => (await api.post<DayEvent[]>('/building-manager/calendar-event-details/', { eventId })).data.find((e) => e.id === eventId);
    expect(await figures()).toMatchObject({ userRatings: null, countOfRatings: 0 });
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'rate-360x740');
    await page.getByLabel(S.commentLabel).fill('Lovely class.\nThe stretching at the end was great.');
    await page.getByRole('button', { name: S.sendRating }).click();
    await page.getByRole('status').filter({ hasText: eventName }).waitFor();
    await shot(page, 'rate-sent-360x740');
    expect(await figures()).toMatchObject({ userRatings: 4, countOfRatings: 1 });
    await context.close();

    const staff = await browser.newPage({ viewport: DESKTOP_VIEWPORT, ...WORKER_BLOCKED });
    await openSignedIn(staff, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password, `/dashboard?id=${eventId}`);
    const dialog = staff.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.innerText(), { timeout: 10_000 }).toContain(eventName);
    // The popup's User ratings: the mean floored to stars, and the count.
    await expect.poll(() => dialog.innerText(), { timeout: 10_000 }).toContain(`★★★★☆ (1 rating)`);
    expect(await dialog.innerText()).toContain(DASHBOARD_STRINGS.userRatings);
    await staff.close();
  });
});
