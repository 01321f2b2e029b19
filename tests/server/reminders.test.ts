// Reminders before an event (docs/design/residents.md, "Reminders"), as a resident's mailbox and the
// roster see them: 24 h and 2 h before the start, once per RSVP and offset however many processes
// look and whatever dies mid-send; none for a place or event cancelled meanwhile, for an RSVP made
// after the offset, or for a resident who turned them off. Each carries the event's .ics and a
// give-back link that works once, for that place only, until the start, and only by its button (a
// POST). Also the resident's settings, a building's offsets and the reminders' figure.
import type { LightMyRequestResponse } from 'fastify';
import { RATE_LIMITS } from '../../server/http/limits.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signAccessToken } from '../../server/auth/access-token.ts';
import { MAIL_QUEUE } from '../../server/mail/deliver-due-mail.ts';
import { enqueueMail } from '../../server/mail/enqueue-mail.ts';
import { THIS_LEASE_HOLDER } from '../../server/mail/mail-lease-holder.ts';
import type { MailMessage } from '../../server/mail/mailer.ts';
import { reminderKey } from '../../server/reminders/reminder-claims.ts';
import { GIVE_BACK_MESSAGES, REMINDER_STRINGS } from '../../server/reminders/reminder-strings.ts';
import { signResidentToken } from '../../server/residents/resident-session.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.ts';
import { seedEventsWorld, type EventsWorld } from './front-desk-events-fixtures.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe(`reminders and their give-back link on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  let world: EventsWorld;
  /** The app's clock (the schedule's and the queue's); the database's own now() stays real. */
  let now = new Date();
  let count = 0;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    world = await seedEventsWorld(t.db);
  });
  afterAll(() => t?.close());

  /** An event of Harbor Lofts starting `startsInMs` from the real now, an hour long. */
  async function event(startsInMs: number, capacity: number | null = null): Promise<{ id: number; startsAt: Date; name: string }> {
    count += 1;
    const name = `Stretch ${count}`;
    const [row] = await t.db.query<{ id: number; startsAt: Date }>(
      `INSERT INTO event (building_id, venue_id, name, event_type, starts_at, ends_at, capacity)
       VALUES ($1, $2, $3, 'fitness', now() + make_interval(secs => $4), now() + make_interval(secs => $4 + 3600), $5)
       RETURNING id, starts_at AS "startsAt"`,
      [world.buildings.harbor, world.venues.rooftop, name, startsInMs / 1000, capacity],
    );
    return { ...row!, name };
  }

  const residentAuth = (id: number) => `JWT ${signResidentToken(t.app, { id, tokenVersion: 0 })}`;
  const asResident = (path: string, residentId: number, body: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/residents/${path}`, headers: { authorization: residentAuth(residentId) }, payload: body });
  const open = (path: string, body: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'POST', url: `/api/residents/${path}`, payload: body });
  const asStaff = (path: string, accountId: number, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/building-manager/${path}`,
      headers: { authorization: `JWT ${signAccessToken(t.app, { id: accountId, role: accountId === world.accounts.desk ? 'building_admin' : 'manager', tokenVersion: 0 })}` },
      payload: body,
    });
  async function rsvp(residentId: number, eventId: number): Promise<string> {
    const res = await asResident('rsvp/', residentId, { eventId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ status: string }>().status;
  }
  const rsvpId = async (eventId: number, residentId: number) =>
    (await t.db.query<{ id: number }>('SELECT id FROM rsvp WHERE event_id = $1 AND resident_id = $2', [eventId, residentId]))[0]!.id;
  const statusOf = async (eventId: number, residentId: number) =>
    (await t.db.query<{ status: string }>('SELECT status FROM rsvp WHERE event_id = $1 AND resident_id = $2', [eventId, residentId]))[0]?.status;

  /** The reminders of an event sent so far (every mail sent to the app's mailer, of this event). */
  const remindersOf = (name: string): MailMessage[] =>
    t.mailer.messages.filter((mail) => mail.subject.startsWith('Reminder: ') && mail.subject.includes(`${name},`));
  /** One look of the schedule and a pass of the queue at `at`; then the queue woken by the commit has settled. */
  async function lookAt(at: Date): Promise<void> {
    now = at;
    await t.app.reminders.runNow();
    await t.app.mailQueue.runNow();
  }
  const tokenIn = (mail: MailMessage) => /\/r\/give-back\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];

  it('e-mails each going resident 24 h and 2 h before the start, once each, with the time, the .ics and the links', async () => {
    const { ana, ben } = world.residents;
    const e = await event(30 * HOUR);
    await rsvp(ana, e.id);
    await rsvp(ben, e.id);
    const start = e.startsAt.getTime();
    await lookAt(new Date());
    expect(remindersOf(e.name)).toEqual([]);
    await lookAt(new Date(start - 23 * HOUR));
    await vi.waitFor(() => expect(remindersOf(e.name)).toHaveLength(2));
    await lookAt(new Date(start - 22 * HOUR));
    expect(remindersOf(e.name)).toHaveLength(2);
    await lookAt(new Date(start - 2 * HOUR + MINUTE));
    await vi.waitFor(() => expect(remindersOf(e.name)).toHaveLength(4));
    await lookAt(new Date(start - HOUR));
    expect(remindersOf(e.name).map((mail) => mail.to).sort()).toEqual(['ana@resident.example', 'ana@resident.example', 'ben@resident.example', 'ben@resident.example']);

    const mail = remindersOf(e.name).find((each) => each.to === 'ana@resident.example')!;
    const localStart = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(e.startsAt);
    expect(mail.subject).toContain(e.name);
    expect(mail.subject).toContain(localStart);
    expect(mail.text).toContain('Hello Ana,');
    expect(mail.text).toContain(`${localStart} to `);
    expect(mail.text).toContain('(America/New_York time)');
    expect(mail.text).toContain('Rooftop, Harbor Lofts');
    expect(mail.text).toMatch(new RegExp(`${REMINDER_STRINGS.giveBackLine.replace('?', '\\?')} ${TEST_PUBLIC_URL}/r/give-back\\?token=[A-Za-z0-9_-]{43}\\n`));
    expect(mail.text).toContain(`${REMINDER_STRINGS.turnOffLine} ${TEST_PUBLIC_URL}/r/me`);
    // The HTML part: the same give-back link, as a button.
    expect(mail.html).toContain(`>Give my place back</a>`);
    expect(mail.html).toContain(`href="${mail.text.match(/https?:\/\/\S+give-back\S+/)![0]}"`);
    const [ics] = mail.attachments ?? [];
    expect(ics).toMatchObject({ filename: `${e.name}.ics`, contentType: expect.stringContaining('text/calendar') });
    expect(ics!.content).toContain(`UID:event-${e.id}@portal.test`);
    expect(ics!.content).toContain(`SUMMARY:${e.name}`);
    // The two mails carry two links, and each works (the 24-hour one is not voided by the 2-hour one).
    const [first, second] = remindersOf(e.name).filter((each) => each.to === 'ana@resident.example').map(tokenIn);
    expect(first).not.toBe(second);
    const keys = await t.db.query<{ job_key: string; state: string }>(
      "SELECT job_key, state FROM mail_job WHERE kind = 'reminder' AND job_key = ANY($1::text[]) ORDER BY job_key",
      [[reminderKey(await rsvpId(e.id, ana), 24), reminderKey(await rsvpId(e.id, ana), 2)]],
    );
    expect(keys.map((k) => k.state)).toEqual(['sent', 'sent']);
  });

  it('sends one mail when two processes look at the same moment', async () => {
    const { cy } = world.residents;
    const e = await event(10 * HOUR);
    await rsvp(cy, e.id);
    const other = await t.another();
    now = new Date(e.startsAt.getTime() - 2 * HOUR + MINUTE);
    await Promise.all([t.app.reminders.runNow(), other.reminders.runNow(), t.app.reminders.runNow(), other.reminders.runNow()]);
    await Promise.all([t.app.mailQueue.runNow(), other.mailQueue.runNow()]);
    await vi.waitFor(() => expect(remindersOf(e.name)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(remindersOf(e.name)).toHaveLength(1);
  });

  it('sends a reminder whose process died after taking it once, after the lease', async () => {
    const { dot } = world.residents;
    const e = await event(10 * HOUR);
    await rsvp(dot, e.id);
    const id = await rsvpId(e.id, dot);
    const takenAt = new Date(e.startsAt.getTime() - 2 * HOUR + MINUTE);
    now = takenAt;
    // What a process killed mid-send leaves: the job queued with its key, its attempt counted, its
    // lease (by the queue's clock) running, its holder a process that is gone.
    const [kind, boot, pidNamespace] = THIS_LEASE_HOLDER.split(' ');
    const gone = [kind, boot, pidNamespace, 2_147_483_646, '1'].join(' ');
    await t.db.transaction(async (tx) => {
      const jobId = await enqueueMail(tx, { kind: 'reminder', payload: { rsvpId: id, hours: 2 }, key: reminderKey(id, 2), runAt: takenAt });
      await tx.query(
        "UPDATE mail_job SET attempts = 1, locked_by = $2, run_at = $3::timestamptz, message_id = '<died@test.invalid>' WHERE id = $1",
        [jobId, gone, new Date(takenAt.getTime() + MAIL_QUEUE.leaseMs)],
      );
    });
    // Any process looking now finds the reminder queued already, and its lease running.
    await lookAt(takenAt);
    expect(remindersOf(e.name)).toEqual([]);
    await lookAt(new Date(takenAt.getTime() + MAIL_QUEUE.leaseMs + 1_000));
    await vi.waitFor(() => expect(remindersOf(e.name)).toHaveLength(1));
    expect(remindersOf(e.name)[0]!.messageId).toBe('<died@test.invalid>');
    await lookAt(new Date(takenAt.getTime() + MAIL_QUEUE.leaseMs + 2 * MINUTE));
    expect(remindersOf(e.name)).toHaveLength(1);
  });

  it('sends none for a place or an event cancelled, before or after the reminder was queued', async () => {
    const { eve, ana } = world.residents;
    const e = await event(12 * HOUR);
    await rsvp(eve, e.id);
    await rsvp(ana, e.id);
    expect((await asResident('cancel-rsvp/', eve, { eventId: e.id })).statusCode).toBe(200);
    const later = await event(12 * HOUR);
    await rsvp(eve, later.id);
    // Queued, then the place cancelled before the queue writes it: dropped when written.
    const queuedAt = new Date(later.startsAt.getTime() - 2 * HOUR + MINUTE);
    const id = await rsvpId(later.id, eve);
    await enqueueMail(t.db, { kind: 'reminder', payload: { rsvpId: id, hours: 2 }, key: reminderKey(id, 2), runAt: new Date(queuedAt.getTime() + MINUTE) });
    expect((await asResident('cancel-rsvp/', eve, { eventId: later.id })).statusCode).toBe(200);
    // The whole event cancelled by its manager.
    const called = await event(12 * HOUR);
    await rsvp(ana, called.id);
    expect((await asStaff('cancel-event/', world.accounts.mia, { id: called.id })).statusCode).toBeLessThan(300);

    await lookAt(queuedAt);
    await lookAt(new Date(queuedAt.getTime() + 2 * MINUTE));
    await vi.waitFor(() => expect(remindersOf(e.name)).toHaveLength(1));
    expect(remindersOf(e.name).map((mail) => mail.to)).toEqual(['ana@resident.example']);
    expect(remindersOf(later.name)).toEqual([]);
    expect(remindersOf(called.name)).toEqual([]);
    // The queue takes its due jobs one after another: the other event's reminder may go out first.
    const stateOf = async () => (await t.db.query<{ state: string }>('SELECT state FROM mail_job WHERE job_key = $1', [reminderKey(id, 2)]))[0]?.state;
    await expect.poll(stateOf).toBe('dropped');
  });

  it('sends none for an offset that had passed when the RSVP was made, and none to a resident who turned them off', async () => {
    const { ben, cy } = world.residents;
    const e = await event(20 * HOUR);
    await rsvp(ben, e.id);
    await rsvp(cy, e.id);
    const off = await asResident('settings/', cy, { reminders: false });
    expect(off.json()).toEqual({ reminders: false, language: null });
    const start = e.startsAt.getTime();
    await lookAt(new Date(start - 19 * HOUR));
    expect(remindersOf(e.name)).toEqual([]);
    await lookAt(new Date(start - 2 * HOUR + MINUTE));
    await vi.waitFor(() => expect(remindersOf(e.name)).toHaveLength(1));
    expect(remindersOf(e.name)[0]!.to).toBe('ben@resident.example');
    await lookAt(new Date(start - HOUR));
    expect(remindersOf(e.name)).toHaveLength(1);
    expect((await asResident('settings/', cy, { reminders: true })).json()).toEqual({ reminders: true, language: null });
  });

  it("gives the place back once by the link's button, promotes the waitlist, and refuses it again, late or for a wrong token", async () => {
    const { ana, ben, dot } = world.residents;
    const e = await event(5 * HOUR, 1);
    expect(await rsvp(ana, e.id)).toBe('going');
    expect(await rsvp(ben, e.id)).toBe('waitlisted');
    await lookAt(new Date(e.startsAt.getTime() - 2 * HOUR + MINUTE));
    await vi.waitFor(() => expect(remindersOf(e.name)).toHaveLength(1));
    const token = tokenIn(remindersOf(e.name)[0]!)!;

    // Opening the link's page, a hundred times (a mail scanner, a previewer), changes nothing.
    for (let i = 0; i < 100; i += 1) {
      // No built app here (503): the page itself is the e2e test's; what matters is what changed.
      await t.app.inject({ method: 'GET', url: `/r/give-back?token=${token}` });
    }
    const get = await t.app.inject({ method: 'GET', url: `/api/residents/give-back/?token=${token}` });
    expect(get.statusCode).toBeGreaterThanOrEqual(400);
    const seen = await open('give-back-event/', { token });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ state: 'open', event: { name: e.name, buildingName: 'Harbor Lofts', timeZone: 'America/New_York', venue: 'Rooftop' } });
    expect(await statusOf(e.id, ana)).toBe('going');
    expect(await statusOf(e.id, ben)).toBe('waitlisted');

    // Another's token and a forged one.
    expect((await open('give-back/', { token: 'A'.repeat(43) })).json()).toMatchObject({ msg: GIVE_BACK_MESSAGES.tokenRefused, field: 'token' });
    expect((await open('give-back/', { token: 'A'.repeat(43) })).statusCode).toBe(400);
    expect((await open('give-back/', { token: 'not a token' })).statusCode).toBe(400);
    expect((await open('give-back/', {})).statusCode).toBe(400);

    const given = await open('give-back/', { token });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ rsvp: { eventId: e.id, status: 'cancelled', lateCancel: true } });
    expect(await statusOf(e.id, ana)).toBe('cancelled');
    expect(await statusOf(e.id, ben)).toBe('going');
    await vi.waitFor(() => expect(t.mailer.messages.some((m) => m.to === 'ben@resident.example' && m.subject.includes(e.name) && !m.subject.startsWith('Reminder'))).toBe(true));

    const again = await open('give-back/', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ msg: GIVE_BACK_MESSAGES.alreadyGivenBack, field: 'token' });
    expect((await open('give-back-event/', { token })).json()).toMatchObject({ state: 'given-back' });
    // Taking a place again makes another place: the old link does not give it back.
    expect(await rsvp(ana, e.id)).toBe('waitlisted');
    expect((await open('give-back/', { token })).statusCode).toBe(409);
    expect(await statusOf(e.id, ana)).toBe('waitlisted');

    // After the start: 422, and nothing changes.
    const started = await event(3 * HOUR);
    await rsvp(dot, started.id);
    await lookAt(new Date(started.startsAt.getTime() - 2 * HOUR + MINUTE));
    await vi.waitFor(() => expect(remindersOf(started.name)).toHaveLength(1));
    const late = tokenIn(remindersOf(started.name)[0]!)!;
    now = new Date(started.startsAt.getTime() + MINUTE);
    const tooLate = await open('give-back/', { token: late });
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json()).toMatchObject({ msg: GIVE_BACK_MESSAGES.started, field: 'token' });
    expect(await statusOf(started.id, dot)).toBe('going');
    now = new Date();
  });

  it("refuses one address that calls the links' pages too often (429, Retry-After), and only that address", async () => {
    const { perIp } = RATE_LIMITS.residentLinks;
    const from = (remoteAddress: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
    const forged = { token: 'B'.repeat(43) };
    for (let i = 0; i < perIp; i += 1) expect((await from('203.0.113.7', '/api/residents/give-back-event/', forged)).statusCode).toBe(400);
    const refused = await from('203.0.113.7', '/api/residents/give-back/', forged);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The rating link's page counts against the same address.
    expect((await from('203.0.113.7', '/api/residents/rate-link/', { token: `1.${'C'.repeat(43)}`, stars: 3 })).statusCode).toBe(429);
    expect((await from('203.0.113.8', '/api/residents/give-back/', forged)).statusCode).toBe(400);
  });

  it("reads and changes a resident's settings, with their session only", async () => {
    const { omar } = world.residents;
    expect((await asResident('settings/', omar)).json()).toEqual({ reminders: true, language: null });
    expect((await asResident('settings/', omar, { language: 'en-GB' })).json()).toEqual({ reminders: true, language: 'en-GB' });
    expect((await asResident('settings/', omar, { reminders: false })).json()).toEqual({ reminders: false, language: 'en-GB' });
    const bad = await asResident('settings/', omar, { language: 'English please' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'language' });
    expect((await asResident('settings/', omar, { reminders: 'yes' })).statusCode).toBe(400);
    expect((await asResident('settings/', omar)).json()).toEqual({ reminders: false, language: 'en-GB' });
    expect((await open('settings/', { reminders: true })).statusCode).toBe(401);
    expect((await asStaff('../residents/settings/', world.accounts.mia, {})).statusCode).toBe(401);
  });

  it("reads and changes a building's reminder hours for its staff only", async () => {
    const { harbor, oak } = world.buildings;
    const read = await asStaff('building-reminders/', world.accounts.mia, { buildingId: harbor });
    expect(read.json()).toEqual({ buildingId: harbor, reminderHours: [24, 2] });
    const set = await asStaff('building-reminders/', world.accounts.desk, { buildingId: harbor, reminderHours: [3, 48] });
    expect(set.json()).toEqual({ buildingId: harbor, reminderHours: [48, 3] });
    for (const reminderHours of [[0], [169], [5, 5], [1, 2, 3], [1.5]]) {
      const refused = await asStaff('building-reminders/', world.accounts.mia, { buildingId: harbor, reminderHours });
      expect(refused.statusCode, JSON.stringify(reminderHours)).toBe(400);
      expect(refused.json()).toMatchObject({ field: expect.stringContaining('reminderHours') });
    }
    expect((await asStaff('building-reminders/', world.accounts.mia, { buildingId: oak, reminderHours: [2] })).statusCode).toBe(403);
    expect((await asStaff('building-reminders/', world.accounts.mia, { buildingId: harbor, reminderHours: [24, 2] })).json()).toEqual({ buildingId: harbor, reminderHours: [24, 2] });
  });

  it('answers the no-show rate of reminded against not-reminded RSVPs of settled events, with Wilson intervals', async () => {
    const { oak } = world.buildings;
    const ids: number[] = [];
    // Oak Tower has no other events: four going RSVPs of an event that ended 3 h ago.
    const [past] = await t.db.query<{ id: number }>(
      `INSERT INTO event (building_id, name, event_type, starts_at, ends_at) VALUES ($1, 'Past class', 'social', now() - interval '4 hours', now() - interval '3 hours') RETURNING id`,
      [oak],
    );
    for (const first of ['Pia', 'Quin', 'Ray', 'Sol']) {
      const [resident] = await t.db.query<{ id: number }>(
        "INSERT INTO resident (first_name, last_name, email, joining_date) VALUES ($1, 'Resident', $2, '2025-05-01') RETURNING id",
        [first, `${first.toLowerCase()}@oak.example`],
      );
      await t.db.query('INSERT INTO membership (resident_id, building_id) VALUES ($1, $2)', [resident!.id, oak]);
      const [r] = await t.db.query<{ id: number }>(
        "INSERT INTO rsvp (event_id, resident_id, status, source) VALUES ($1, $2, 'going', 'resident') RETURNING id",
        [past!.id, resident!.id],
      );
      ids.push(r!.id);
    }
    // Pia and Quin were reminded (Quin twice: counted once); Pia and Ray came.
    for (const [rsvp, hours] of [[ids[0]!, 2], [ids[1]!, 24], [ids[1]!, 2]] as const) {
      await t.db.query("INSERT INTO mail_job (kind, payload, job_key, state) VALUES ('reminder', $1::jsonb, $2, 'sent')", [
        JSON.stringify({ rsvpId: rsvp, hours }),
        `figure-${reminderKey(rsvp, hours)}`,
      ]);
    }
    await t.db.query('UPDATE rsvp SET checked_in_at = now() - interval \'4 hours\' WHERE id = ANY($1::int[])', [[ids[0], ids[2]]]);
    const res = await asStaff('reminder-figures/', world.accounts.otto, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      weeks: 12,
      reminded: { going: 2, noShows: 1, noShowRate: 50, low: 9.45, high: 90.55 },
      notReminded: { going: 2, noShows: 1, noShowRate: 50, low: 9.45, high: 90.55 },
    });
  });
});
