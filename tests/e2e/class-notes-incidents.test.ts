// Class notes and incident reports at the door, in real Chromium against the real server: a tablet
// offline records an incident and a class note (through the outbox); back online each arrives once
// (one incident on the server, the note saved), the managers' e-mail is written once, and the
// report dialog is axe-clean. Screenshots of the dialog and of the e-mail's text go to /tmp/h3-shots/.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { EVENT_NOTES_MESSAGES } from '../../server/front-desk/event-notes-messages.ts';
import { readMailbox } from '../../server/mail/mailer.ts';
import { EVENT_NOTES_STRINGS as S } from '../../src/features/events/event-notes-strings.ts';
import { TABLET_PORTRAIT_VIEWPORT, launchBrowser, signIn, type OpenedPage } from '../support/e2e-browser.ts';
import { seriousViolations } from '../support/e2e-axe.ts';
import { createEventOpenForCheckIn } from '../support/e2e-door.ts';
import { apiClient, waitForServiceWorkerControl, type ApiClient } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

const SHOTS = '/tmp/h3-shots';
const TOASTS = ['.Toastify'];

interface Resident {
  id: number;
  firstName: string;
  lastName: string;
}

describe('class notes and incident reports at the door, offline then online', () => {
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  let tablet: OpenedPage;
  let eventId: number;
  let eventName: string;
  let resident: Resident;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const buildings = (await api.post<{ id: number }[]>('/building-manager/buildings/', {})).data;
    const building = buildings[0];
    if (!building) throw new Error('no demo building');
    resident = (await api.post<{ users: Resident[] }>('/building-manager/users/', { buildingId: building.id, limit: 5 })).data.users[0]!;
    eventName = `Stretch ${Date.now().toString(36)}`;
    eventId = await createEventOpenForCheckIn(api, building.id, eventName, null);
    expect((await api.post('/building-manager/rsvp/', { eventId, userId: resident.id })).status).toBe(200);
  });

  afterAll(async () => {
    await tablet?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('records an incident and a class note offline; back online each arrives once', async () => {
    const context = await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, hasTouch: true, bypassCSP: true });
    const page = await context.newPage();
    tablet = { context, page };
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await waitForServiceWorkerControl(page);
    await page.goto(`${server.url}/events/door?event=${eventId}`);
    await page.locator('.door-lines').waitFor();
    const panel = page.locator('.event-notes');
    await panel.getByText(S.noIncidents).waitFor();

    await context.setOffline(true);
    await panel.getByLabel(S.classNotes).fill('Room was cold; bring the heater next week.');
    await panel.getByRole('button', { name: S.save }).click();
    await page.getByText(S.notesQueued).first().waitFor();

    await panel.getByRole('button', { name: S.reportIncident }).click();
    const dialog = page.getByRole('dialog', { name: S.dialogTitle });
    await dialog.waitFor();
    await dialog.getByLabel(S.who).selectOption(String(resident.id));
    await dialog.getByLabel(S.whatHappened).fill('Twisted an ankle stepping off the mat.');
    await dialog.getByLabel(S.actionTaken).fill('Ice pack; walked home with a friend.');
    await dialog.getByLabel(S.severityLabels['needed care']).check();
    // The dialog and the page under it, the top bar's unsent-changes button (shown by the note just
    // queued) included.
    expect(await seriousViolations(page, TOASTS), 'the report dialog').toEqual([]);
    await page.screenshot({ path: `${SHOTS}/incident-dialog-768x1024.png` });
    const reportedAt = new Date();
    await dialog.getByRole('button', { name: S.submit }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(S.reportQueued).first().waitFor();

    await context.setOffline(false);
    type Notes = { notes: { teacherComment: string | null; author: string | null }; incidents: { description: string; userId: number | null; severity: string }[] };
    const onServer = async () => (await api.post<Notes>('/building-manager/incidents/', { eventId })).data;
    await expect.poll(async () => (await onServer()).incidents.length, { timeout: 20_000, interval: 100 }).toBe(1);
    await expect.poll(async () => (await onServer()).notes.teacherComment, { timeout: 20_000, interval: 100 }).toBe('Room was cold; bring the heater next week.');
    const after = await onServer();
    expect(after.incidents[0]).toMatchObject({ userId: resident.id, severity: 'needed care', description: 'Twisted an ankle stepping off the mat.' });
    // The tablet shows the report once sent (the list was asked again).
    await panel.locator('.event-notes__incident').first().waitFor();
    expect(await panel.locator('.event-notes__incident').count()).toBe(1);
    // Sent once: a moment later still one report on the server.
    await page.waitForTimeout(1_500);
    expect((await onServer()).incidents).toHaveLength(1);
    await page.screenshot({ path: `${SHOTS}/door-notes-incidents-768x1024.png`, fullPage: true });

    // The managers' e-mail, written once.
    const subject = EVENT_NOTES_MESSAGES.mailSubject(eventName, 'needed care');
    await expect.poll(async () => (await readMailbox(server.mailDir)).filter((m) => m.subject === subject && m.sentAt >= reportedAt.toISOString()).length, {
      timeout: 20_000, interval: 200,
    }).toBe(1);
    const mail = (await readMailbox(server.mailDir)).find((m) => m.subject === subject)!;
    expect(mail.to).toContain(DEMO_MANAGER.email);
    expect(mail.text).toContain('Twisted an ankle stepping off the mat.');
    const shot = await context.newPage();
    await shot.setContent(`<pre style="font: 15px/1.4 sans-serif; padding: 16px; white-space: pre-wrap"></pre>`);
    await shot.locator('pre').evaluate((pre, text) => {
      pre.textContent = text;
    }, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`);
    await shot.screenshot({ path: `${SHOTS}/incident-mail.png`, fullPage: true });
    // Its HTML part: the same facts, the description as written.
    await shot.setContent(mail.html!);
    await shot.getByText('Twisted an ankle stepping off the mat.').waitFor();
    await shot.screenshot({ path: `${SHOTS}/incident-mail-html.png`, fullPage: true });
    await shot.close();
  });
});
