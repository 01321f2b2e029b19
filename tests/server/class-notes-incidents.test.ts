import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signKioskToken } from '../../server/auth/access-token.ts';
import { dayEntries } from '../../server/calendar/calendar-repository.ts';
import { EVENT_NOTES_MESSAGES } from '../../server/front-desk/event-notes-messages.ts';
import { INCIDENT_MAIL_LINES } from '../../server/front-desk/incident-mail.ts';
import { ROSTER_MESSAGES } from '../../server/front-desk/roster-messages.ts';
import { signResidentToken } from '../../server/residents/resident-session.ts';
import { FUTURE_DATE, startEventsHarness, type EventsHarness } from './front-desk-events-fixtures.ts';

interface Incident {
  id: number;
  userId: number | null;
  person: string | null;
  description: string;
  severity: string;
  reportedBy: string | null;
}

/** Class notes and incident reports (docs/design/residents.md, "Class notes and incidents"). */
describe(`class notes and incident reports on ${process.env.TEST_DB}`, () => {
  let h: EventsHarness;
  let eventId: number;
  let oakEvent: number;

  beforeAll(async () => {
    h = await startEventsHarness();
    const { buildings, accounts, residents } = h.world;
    const created = await h.post('create-event/', accounts.mia, {
      buildingId: buildings.harbor, name: 'Morning Yoga', eventType: 2, date: FUTURE_DATE, startTime: '10:00', endTime: '11:00', capacity: 10,
    });
    expect(created.statusCode, created.body).toBe(200);
    eventId = created.json<{ ids: number[] }>().ids[0]!;
    for (const resident of [residents.ana, residents.ben]) expect((await h.post('rsvp/', accounts.desk, { eventId, userId: resident })).statusCode).toBe(200);
    const oak = await h.post('create-event/', accounts.otto, {
      buildingId: buildings.oak, name: 'Oak Pilates', eventType: 2, date: FUTURE_DATE, startTime: '10:00', endTime: '11:00', capacity: 10,
    });
    oakEvent = oak.json<{ ids: number[] }>().ids[0]!;
  });
  afterAll(() => h?.close());

  const report = (body: object, headers?: Record<string, string>, account = h.world.accounts.desk) => h.post('report-incident/', account, body, headers);
  const incidents = async (id = eventId) => (await h.post('incidents/', h.world.accounts.mia, { eventId: id })).json<{ notes: { teacherComment: string | null; author: string | null; at: string | null }; incidents: Incident[] }>();
  const count = async (sql: string, params: unknown[]) => (await h.t.db.query<{ n: number }>(sql, params))[0]!.n;

  it('saves the class notes with their author and time; the last edit wins', async () => {
    const first = await h.post('class-notes/', h.world.accounts.desk, { eventId, teacherComment: 'Bring mats.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ teacherComment: 'Bring mats.', author: 'Front Desk' });
    expect(first.json<{ at: string }>().at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const second = await h.post('class-notes/', h.world.accounts.mia, { eventId, teacherComment: 'Great class, room was cold.' });
    expect(second.json()).toMatchObject({ teacherComment: 'Great class, room was cold.', author: 'Mia Manager' });
    expect((await incidents()).notes).toMatchObject({ teacherComment: 'Great class, room was cold.', author: 'Mia Manager' });
    // The popup and the report read the same one text.
    expect(await count('SELECT count(*)::int AS n FROM event WHERE id = $1 AND teacher_comment = $2', [eventId, 'Great class, room was cold.'])).toBe(1);
    // Other tablets hear of it.
    expect((await h.notices()).some((n) => n.kind === 'event' && n.eventIds?.includes(eventId))).toBe(true);
  });

  it('refuses notes over 2,000 characters, naming teacherComment, and keeps the old ones', async () => {
    const res = await h.post('class-notes/', h.world.accounts.desk, { eventId, teacherComment: 'x'.repeat(2001) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'teacherComment' });
    expect((await incidents()).notes.teacherComment).toBe('Great class, room was cold.');
    expect((await h.post('class-notes/', h.world.accounts.desk, { eventId, teacherComment: 'y'.repeat(2000) })).statusCode).toBe(200);
  });

  it('records a report for a resident of the roster and e-mails the managers once, at once', async () => {
    const res = await report({ eventId, userId: h.world.residents.ana, description: 'Twisted ankle', actionTaken: 'Ice pack', severity: 'needed care' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userId: h.world.residents.ana, person: 'Ana Resident', severity: 'needed care', reportedBy: 'Front Desk', actionTaken: 'Ice pack' });
    const subject = EVENT_NOTES_MESSAGES.mailSubject('Morning Yoga', 'needed care');
    await vi.waitFor(() => expect(h.t.mailer.messages.filter((m) => m.subject === subject)).toHaveLength(1), { timeout: 5000 });
    const mail = h.t.mailer.messages.find((m) => m.subject === subject)!;
    // To Harbor's manager only (Mia); not the front desk, not Oak's manager.
    expect(mail.to).toBe('mia@manager.example');
    expect(mail.text).toContain('Twisted ankle');
    expect(mail.text).toContain(`${INCIDENT_MAIL_LINES.person}: Ana Resident`);
    expect(mail.text).toContain(`${INCIDENT_MAIL_LINES.actionTaken}:\nIce pack`);
    expect(await count("SELECT count(*)::int AS n FROM mail_job WHERE kind = 'incident-report'", [])).toBe(1);
  });

  it('records a report for someone else (no userId)', async () => {
    const res = await report({ eventId, description: 'A visitor slipped', actionTaken: '', severity: 'minor', occurredAt: `${FUTURE_DATE}T14:20:00.000Z` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userId: null, person: null, occurredAt: `${FUTURE_DATE}T14:20:00.000Z` });
  });

  it('lists the reports newest first, with who reported', async () => {
    const list = (await incidents()).incidents;
    expect(list.map((i) => [i.description, i.reportedBy])).toEqual([['A visitor slipped', 'Front Desk'], ['Twisted ankle', 'Front Desk']]);
  });

  it('refuses bad input naming the field, and saves nothing', async () => {
    const before = await count('SELECT count(*)::int AS n FROM incident', []);
    const cases: [object, number, string][] = [
      [{ eventId, userId: h.world.residents.cy, description: 'x', severity: 'minor' }, 404, 'userId'], // not on the roster
      [{ eventId, userId: h.world.residents.omar, description: 'x', severity: 'minor' }, 404, 'userId'], // another building's
      [{ eventId, description: '', severity: 'minor' }, 400, 'description'],
      [{ eventId, description: '   ', severity: 'minor' }, 400, 'description'],
      [{ eventId, severity: 'minor' }, 400, 'description'],
      [{ eventId, description: 'x', severity: 'bad' }, 400, 'severity'],
      [{ eventId, description: 'x', severity: 'minor', occurredAt: 'yesterday' }, 400, 'occurredAt'],
      [{ eventId: oakEvent, description: 'x', severity: 'minor' }, 404, 'eventId'], // another building's event
    ];
    for (const [body, status, field] of cases) {
      const res = await report(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ field });
    }
    expect((await report({ eventId, userId: h.world.residents.cy, description: 'x', severity: 'minor' })).json()).toMatchObject({
      message: EVENT_NOTES_MESSAGES.residentNotOnRoster,
    });
    expect(await count('SELECT count(*)::int AS n FROM incident', [])).toBe(before);
  });

  it("answers another building's event as not found on every call", async () => {
    expect((await h.post('class-notes/', h.world.accounts.desk, { eventId: oakEvent, teacherComment: 'x' })).json()).toMatchObject({
      statusCode: 404, field: 'eventId', message: ROSTER_MESSAGES.eventNotFound,
    });
    expect((await h.post('incidents/', h.world.accounts.mia, { eventId: oakEvent })).statusCode).toBe(404);
    expect((await h.post('incidents/', h.world.accounts.otto, { eventId: oakEvent })).statusCode).toBe(200);
  });

  it("refuses a resident's token (401): residents never see notes or reports", async () => {
    const auth = `JWT ${signResidentToken(h.t.app, { id: h.world.residents.ana, tokenVersion: 0 })}`;
    for (const [path, body] of [
      ['incidents/', { eventId }],
      ['class-notes/', { eventId, teacherComment: 'x' }],
      ['report-incident/', { eventId, description: 'x', severity: 'minor' }],
    ] as const) {
      const res = await h.t.app.inject({ method: 'POST', url: `/api/building-manager/${path}`, headers: { authorization: auth }, payload: body });
      expect(res.statusCode, path).toBe(401);
    }
  });

  it('stores a report replayed with the same Idempotency-Key once, and mails once', async () => {
    const body = { eventId, userId: h.world.residents.ben, description: 'Cut finger', severity: 'minor' };
    const key = { 'idempotency-key': 'incident-replay-1' };
    const first = await report(body, key);
    const again = await report(body, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count("SELECT count(*)::int AS n FROM incident WHERE description = 'Cut finger'", [])).toBe(1);
    expect(await count("SELECT count(*)::int AS n FROM mail_job WHERE kind = 'incident-report'", [])).toBe(3);
    // The same for the notes: replayed, not saved again.
    const notes = { eventId, teacherComment: 'Replayed note' };
    const saved = await h.post('class-notes/', h.world.accounts.desk, notes, { 'idempotency-key': 'notes-replay-1' });
    const replayed = await h.post('class-notes/', h.world.accounts.desk, notes, { 'idempotency-key': 'notes-replay-1' });
    expect(replayed.json()).toEqual(saved.json());
  });

  it('counts the reports as injuriesReported on the dashboard popup', async () => {
    const [entry] = await dayEntries(h.t.db, { buildingIds: [h.world.buildings.harbor], date: FUTURE_DATE });
    expect(entry).toMatchObject({ id: eventId, injuriesReported: 3 });
  });

  it('refuses a kiosk session', async () => {
    const desk = { id: h.world.accounts.desk, role: 'building_admin' as const, email: 'desk@harbor.example', buildingIds: [h.world.buildings.harbor], tokenVersion: 0 };
    const kiosk = signKioskToken(h.t.app, desk, h.world.buildings.harbor);
    const res = await h.t.app.inject({
      method: 'POST', url: '/api/building-manager/report-incident/', headers: { authorization: `JWT ${kiosk}` }, payload: { eventId, description: 'x', severity: 'minor' },
    });
    expect(res.statusCode).toBe(403);
  });
});
