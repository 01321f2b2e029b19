// A reminder before an event, in real Chromium against the real server on demo data: a resident has
// the one place of an event starting a little over 2 hours from now and another waits for it; once
// the 2-hour mark passes, the reminder arrives in the mailbox folder with the event's .ics; its
// give-back link opens a page (opening it, a hundred times, changes nothing), whose one button gives
// the place back, and the waiting resident is moved up and e-mailed. Screenshots of the e-mail text
// and the give-back page at 360x740 in /tmp/h1-shots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { REMINDER_STRINGS as MAIL } from '../../server/reminders/reminder-strings.ts';
import { REMINDER_STRINGS as R } from '../../src/residents/reminder-strings.ts';
import { seriousViolations } from '../support/e2e-axe.ts';
import { launchBrowser, WORKER_BLOCKED } from '../support/e2e-browser.ts';
import { buildingWithTwoMailedResidents, type ResidentWithMail } from '../support/e2e-door.ts';
import { readLatestMail, type ReceivedMail } from '../support/e2e-mail.ts';
import { apiClient, type ApiClient } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

const PHONE_VIEWPORT = { width: 360, height: 740 } as const;
const SHOTS_DIR = '/tmp/h1-shots';
/**
 * The 2-hour mark passes within about 105 s of the RSVPs (the start is a whole minute), and the
 * server looks for due reminders every minute.
 */
const REMINDER_WITHIN_MS = 200_000;

type Resident = ResidentWithMail;

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

/** The building-local date and HH:MM of an instant. */
function localParts(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

describe('a reminder and its give-back link', () => {
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  let going: Resident;
  let waiting: Resident;
  let eventId: number;
  let eventName: string;
  let rsvpAt: Date;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const { buildingId, residents } = await buildingWithTwoMailedResidents(api);
    [going, waiting] = residents;
    const { timeZone } = (await api.post<{ timeZone: string }>('/building-manager/building-details/', { id: buildingId })).data;
    // Starts at the first whole minute 2 h 45 s from now: the RSVPs below come before the 2-hour mark.
    const start = new Date(Math.ceil((Date.now() + 2 * 3_600_000 + 45_000) / 60_000) * 60_000);
    const { date, time: startTime } = localParts(start, timeZone);
    const end = localParts(new Date(start.getTime() + 10 * 60_000), timeZone);
    // Started in the building's last ten minutes of a day, it ends with the day.
    const endTime = end.date === date ? end.time : '23:59';
    eventName = `Evening stretch ${Date.now().toString(36)}`;
    const created = await api.post<{ ids: number[] }>('/building-manager/create-event/', { buildingId, name: eventName, eventType: 2, date, startTime, endTime, capacity: 1 });
    expect(created.status, JSON.stringify(created.data)).toBe(200);
    eventId = created.data.ids[0]!;
    rsvpAt = new Date();
    expect((await api.post('/building-manager/rsvp/', { eventId, userId: going.id })).status).toBe(200);
    expect((await api.post('/building-manager/rsvp/', { eventId, userId: waiting.id })).status).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const roster = async () =>
    Object.fromEntries(
      (await api.post<{ rsvps: { userId: number; status: string }[] }>('/building-manager/event-roster/', { eventId })).data.rsvps.map((r) => [r.userId, r.status]),
    );

  it('e-mails the 2-hour reminder with the .ics, and its link gives the place back by its button only', { timeout: REMINDER_WITHIN_MS + 120_000 }, async () => {
    expect(await roster()).toEqual({ [going.id]: 'going', [waiting.id]: 'waitlisted' });
    const mail: ReceivedMail = await readLatestMail(server.mailDir, { to: going.email, sentAfter: rsvpAt, timeoutMs: REMINDER_WITHIN_MS });
    expect(mail.subject).toContain(`Reminder: ${eventName},`);
    expect(mail.text).toContain(MAIL.giveBackLine);
    expect(mail.text).toContain(`${MAIL.turnOffLine} ${server.url}/r/me`);
    const [ics] = mail.attachments ?? [];
    expect(ics?.filename).toBe(`${eventName}.ics`);
    expect(ics?.content).toContain('BEGIN:VEVENT');
    expect(ics?.content).toContain(`SUMMARY:${eventName}`);
    const link = mail.links.find((each) => each.includes('/r/give-back?token='));
    expect(link).toBeDefined();

    // axe is injected as a script: the page's own CSP would refuse it.
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true, bypassCSP: true, ...WORKER_BLOCKED });
    try {
      // The e-mail as a resident reads it: its plain text on a phone.
      const mailPage = await context.newPage();
      await mailPage.setContent(
        `<body style="margin:12px;font:15px/1.45 system-ui,sans-serif"><p><b>${mail.subject}</b></p><pre style="white-space:pre-wrap;font:inherit"></pre>` +
          `<p>Attached: ${ics!.filename}</p></body>`,
      );
      await mailPage.locator('pre').evaluate((pre, text) => {
        pre.textContent = text;
      }, mail.text);
      await shot(mailPage, 'reminder-mail-360x740');
      // Its HTML part: the same link, as a button.
      expect(mail.html).toContain(`href="${link!.replaceAll('&', '&amp;')}"`);
      await mailPage.setContent(mail.html!);
      await mailPage.getByRole('link', { name: 'Give my place back' }).waitFor();
      await shot(mailPage, 'reminder-mail-html-360x740');

      // A mail scanner opening the link a hundred times changes nothing.
      for (let i = 0; i < 100; i += 1) expect((await fetch(link!)).status).toBe(200);
      expect(await roster()).toEqual({ [going.id]: 'going', [waiting.id]: 'waitlisted' });

      const page = await context.newPage();
      await page.goto(link!);
      await page.getByRole('heading', { name: R.giveBackHeading }).waitFor();
      await page.getByRole('heading', { name: eventName }).waitFor();
      const button = page.getByRole('button', { name: R.giveBack });
      await button.waitFor();
      expect(await roster()).toEqual({ [going.id]: 'going', [waiting.id]: 'waitlisted' });
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'give-back-360x740');

      const promotedAfter = new Date();
      await button.click();
      await page.getByText(R.givenBack(eventName)).waitFor();
      await shot(page, 'given-back-360x740');
      expect(await roster()).toEqual({ [going.id]: 'cancelled', [waiting.id]: 'going' });
      const promoted = await readLatestMail(server.mailDir, { to: waiting.email, sentAfter: promotedAfter });
      expect(promoted.subject).toContain(eventName);

      // The link again: the page says the place was given back, and offers no button.
      await page.reload();
      await page.getByText(R.alreadyGivenBack).waitFor();
      expect(await page.getByRole('button', { name: R.giveBack }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
