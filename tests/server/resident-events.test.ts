// The residents' own events (docs/design/residents.md): their buildings' coming events with counts,
// never other residents; their RSVP, cancel and waitlist through the desk's own services (one set of
// rules, one event lock: a resident and a desk taking the last place at once give one going and one
// waitlisted); their own events; and the source of each RSVP on the staff roster.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROSTER_MESSAGES } from '../../server/front-desk/roster-messages.ts';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { announceChange } from '../../server/live-changes/change-notice.ts';
import { signResidentToken } from '../../server/residents/resident-session.ts';
import { RESIDENT_EVENTS_MESSAGES } from '../../server/routes/resident-events/resident-events-strings.ts';
import { LATE_CANCEL_HOURS } from '../../src/contract/limits.ts';
import { openEventStream, type OpenedStream } from '../support/event-stream-client.ts';
import { TEST_PUBLIC_URL } from '../support/test-app.ts';
import { signAccessToken } from '../../server/auth/access-token.ts';
import { startEventsHarness, type EventsHarness } from './front-desk-events-fixtures.ts';

const HOUR = 3600;

interface ListedEvent {
  id: number;
  myStatus: string | null;
  position?: number;
  placesLeft: number | null;
  waitlisted: number;
}

describe(`residents' events, RSVP and cancel on ${process.env.TEST_DB}`, () => {
  let h: EventsHarness;
  let count = 0;

  beforeAll(async () => {
    h = await startEventsHarness();
  });
  afterAll(() => h?.close());

  /** An event starting `startsIn` seconds from now (negative: started), an hour long unless said. */
  async function event(startsIn: number, options: { capacity?: number | null; building?: number; cancelled?: boolean; length?: number } = {}) {
    count += 1;
    const [row] = await h.t.db.query<{ id: number }>(
      `INSERT INTO event (building_id, venue_id, name, event_type, starts_at, ends_at, capacity, cancelled)
       VALUES ($1, $2, $3, 'fitness', now() + make_interval(secs => $4), now() + make_interval(secs => $5), $6, $7) RETURNING id`,
      [
        options.building ?? h.world.buildings.harbor,
        options.building === undefined || options.building === h.world.buildings.harbor ? h.world.venues.rooftop : null,
        `Class ${count}`, startsIn, startsIn + (options.length ?? HOUR), options.capacity ?? null, options.cancelled ?? false,
      ],
    );
    return row!.id;
  }

  const residentAuth = (id: number) => `JWT ${signResidentToken(h.t.app, { id, tokenVersion: 0 })}`;
  const call = (path: string, residentId: number, body: object = {}): Promise<LightMyRequestResponse> =>
    h.t.app.inject({ method: 'POST', url: `/api/residents/${path}`, headers: { authorization: residentAuth(residentId) }, payload: body });
  const rsvp = (residentId: number, eventId: number) => call('rsvp/', residentId, { eventId });
  const cancel = (residentId: number, eventId: number) => call('cancel-rsvp/', residentId, { eventId });
  const events = async (residentId: number, body: object = {}) => {
    const res = await call('events/', residentId, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ events: ListedEvent[] }>().events;
  };
  const listed = async (residentId: number, id: number, body: object = {}) => (await events(residentId, body)).find((e) => e.id === id);
  const roster = async (eventId: number) =>
    (await h.post('event-roster/', h.world.accounts.desk, { eventId })).json<{ rsvps: Array<{ userId: number; status: string; source: string; rsvpAt: string; joinedAt: string }> }>().rsvps;
  const statusOf = async (eventId: number, userId: number) => (await roster(eventId)).find((r) => r.userId === userId)?.status ?? null;

  /** Nothing of another resident (names, e-mails, unit, apartment) is in an answer to `me`. */
  function expectPrivate(text: string, me: keyof EventsHarness['world']['residents']) {
    // Every resident's last name is "Resident": no name at all is answered.
    expect(text).not.toContain('Resident');
    for (const name of ['ana', 'ben', 'cy', 'dot', 'eve', 'omar'].filter((n) => n !== me)) {
      expect(text).not.toContain(`${name}@resident.example`);
      expect(text.toLowerCase()).not.toContain(`"${name}"`);
    }
    expect(text).not.toContain('Tower A');
    expect(text).not.toContain('4B');
  }

  it("lists the coming events of the resident's buildings with exactly the design's fields", async () => {
    const { ana, omar } = h.world.residents;
    const soon = await event(2 * 24 * HOUR, { capacity: 10 });
    const oak = await event(2 * 24 * HOUR, { building: h.world.buildings.oak });
    const cancelled = await event(2 * 24 * HOUR, { cancelled: true });
    const over = await event(-2 * HOUR);
    const list = await events(ana);
    const ids = list.map((e) => e.id);
    expect(ids).toContain(soon);
    expect(ids).not.toContain(oak);
    expect(ids).not.toContain(cancelled);
    expect(ids).not.toContain(over);
    expect((await events(omar)).map((e) => e.id)).toContain(oak);
    const mine = list.find((e) => e.id === soon)!;
    expect(Object.keys(mine).sort()).toEqual([
      'buildingId', 'buildingName', 'capacity', 'date', 'endTime', 'id', 'myStatus', 'name', 'placesLeft', 'startTime', 'timeZone', 'venue', 'waitlisted',
    ]);
    expect(mine).toMatchObject({
      buildingId: h.world.buildings.harbor, buildingName: 'Harbor Lofts', timeZone: 'America/New_York', venue: 'Rooftop',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), startTime: expect.stringMatching(/^\d{2}:\d{2}$/),
      capacity: 10, placesLeft: 10, waitlisted: 0, myStatus: null,
    });
    const unlimited = await event(3 * 24 * HOUR);
    expect(await listed(ana, unlimited)).toMatchObject({ capacity: null, placesLeft: null });
  });

  it('shows from now to 8 weeks ahead; from and to narrow it and are clamped to it', async () => {
    const { ana } = h.world.residents;
    const inside = await event(55 * 24 * HOUR);
    const beyond = await event(57 * 24 * HOUR);
    expect(await listed(ana, inside)).toBeDefined();
    expect(await listed(ana, beyond)).toBeUndefined();
    // A window reaching past 8 weeks (and starting in the past) is the 8 weeks.
    const wide = { from: '2000-01-01', to: '2099-12-31' };
    expect(await listed(ana, inside, wide)).toBeDefined();
    expect(await listed(ana, beyond, wide)).toBeUndefined();
    // Narrowed to days that leave the event out.
    expect(await listed(ana, inside, { to: '2000-01-01' })).toBeUndefined();
    expect(await listed(ana, inside, { from: '2099-01-01' })).toBeUndefined();
    // No body at all: the whole window.
    const bare = await h.t.app.inject({ method: 'POST', url: '/api/residents/events/', headers: { authorization: residentAuth(ana) } });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json<{ events: ListedEvent[] }>().events.map((e) => e.id)).toContain(inside);
  });

  it('refuses to before from (naming to) and dates that are not dates', async () => {
    const { ana } = h.world.residents;
    const backwards = await call('events/', ana, { from: '2030-05-02', to: '2030-05-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ field: 'to', message: RESIDENT_EVENTS_MESSAGES.toBeforeFrom });
    for (const from of ['2030-02-30', 'tomorrow', '30-05-2030', '0000-01-01']) {
      const res = await call('events/', ana, { from });
      expect(res.statusCode, from).toBe(400);
      expect(res.json(), from).toMatchObject({ field: 'from' });
    }
  });

  it('takes a place, then past capacity a waitlist place with its position, and answers a repeat as it is', async () => {
    const { ana, ben, cy } = h.world.residents;
    const id = await event(3 * 24 * HOUR, { capacity: 1 });
    expect((await rsvp(ana, id)).json()).toEqual({ status: 'going', position: null });
    expect((await rsvp(ben, id)).json()).toEqual({ status: 'waitlisted', position: 1 });
    expect((await rsvp(cy, id)).json()).toEqual({ status: 'waitlisted', position: 2 });
    // Idempotent: the same place again.
    expect((await rsvp(ana, id)).json()).toEqual({ status: 'going', position: null });
    expect((await rsvp(cy, id)).json()).toEqual({ status: 'waitlisted', position: 2 });
    expect(await listed(ana, id)).toMatchObject({ myStatus: 'going', placesLeft: 0, waitlisted: 2 });
    expect(await listed(ana, id)).not.toHaveProperty('position');
    expect(await listed(cy, id)).toMatchObject({ myStatus: 'waitlisted', position: 2, placesLeft: 0, waitlisted: 2 });
    // The staff roster tells where each RSVP came from.
    const lines = await roster(id);
    expect(lines.map((l) => l.source)).toEqual(['resident', 'resident', 'resident']);
    for (const line of lines) expect(line.rsvpAt).toBe(line.joinedAt);
  });

  it("refuses another building's event and an unknown one (404), a cancelled or started one (422)", async () => {
    const { ana } = h.world.residents;
    const oak = await event(24 * HOUR, { building: h.world.buildings.oak });
    for (const eventId of [oak, 2_000_000_000]) {
      for (const res of [await rsvp(ana, eventId), await cancel(ana, eventId)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ field: 'eventId', message: ROSTER_MESSAGES.eventNotFound });
      }
    }
    const cancelled = await event(24 * HOUR, { cancelled: true });
    expect((await rsvp(ana, cancelled)).json()).toMatchObject({ statusCode: 422, field: 'eventId', message: ROSTER_MESSAGES.eventCancelled });

    // Started but not over: closed to residents, still open to the desk (someone at the door).
    const started = await event(-10 * 60, { length: 2 * HOUR });
    expect((await rsvp(ana, started)).json()).toMatchObject({ statusCode: 422, field: 'eventId', message: ROSTER_MESSAGES.eventStarted });
    const desk = await h.post('rsvp/', h.world.accounts.desk, { eventId: started, userId: ana });
    expect(desk.statusCode, desk.body).toBe(200);
    expect((await cancel(ana, started)).json()).toMatchObject({ statusCode: 422, field: 'eventId', message: ROSTER_MESSAGES.eventStarted });
    expect(await statusOf(started, ana)).toBe('going');
    // No RSVP to cancel.
    const none = await event(24 * HOUR);
    expect((await cancel(ana, none)).json()).toMatchObject({ statusCode: 404, field: 'eventId', message: ROSTER_MESSAGES.noOwnRsvp });
  });

  it(`says a cancel less than ${LATE_CANCEL_HOURS} hours before the start is late, and one before is not`, async () => {
    const { ana } = h.world.residents;
    const late = await event((LATE_CANCEL_HOURS - 1) * HOUR);
    const early = await event((LATE_CANCEL_HOURS + 1) * HOUR);
    for (const id of [late, early]) expect((await rsvp(ana, id)).statusCode).toBe(200);
    expect((await cancel(ana, late)).json()).toEqual({ rsvp: { status: 'cancelled', lateCancel: true } });
    expect((await cancel(ana, early)).json()).toEqual({ rsvp: { status: 'cancelled', lateCancel: false } });
    // A repeat answers the same.
    expect((await cancel(ana, early)).json()).toEqual({ rsvp: { status: 'cancelled', lateCancel: false } });
    expect(await statusOf(early, ana)).toBe('cancelled');
  });

  it('gives a freed place to the first waiting, e-mailed once with a link to their page, and says nothing of them', async () => {
    const { ana, ben, cy } = h.world.residents;
    const id = await event(3 * 24 * HOUR, { capacity: 1 });
    await rsvp(ana, id);
    await rsvp(ben, id);
    await rsvp(cy, id);
    const res = await cancel(ana, id);
    expect(res.json()).toEqual({ rsvp: { status: 'cancelled', lateCancel: false } });
    expectPrivate(res.body, 'ana');
    expect(await statusOf(id, ben)).toBe('going');
    expect(await listed(cy, id)).toMatchObject({ myStatus: 'waitlisted', position: 1, placesLeft: 0, waitlisted: 1 });
    const mails = await h.t.db.query<{ accountId: number | null; text: string }>(
      `SELECT m.account_id AS "accountId", j.payload->>'text' AS text FROM message m JOIN mail_job j ON j.id = m.mail_job
       WHERE m.resident_id = $1 AND m.body LIKE $2`,
      [ben, `%going to Class ${count} at %`],
    );
    // Queued once, from no staff account, with the link to the promoted resident's page.
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ accountId: null, text: expect.stringContaining(`${TEST_PUBLIC_URL}/r/me`) });
    // No Undo follows a resident's cancel: the e-mail goes out at once (not after the desk's undo time).
    const subject = `You have a place at Class ${count} on`;
    const sent = () => h.t.mailer.messages.filter((m) => m.to === 'ben@resident.example' && m.subject.startsWith(subject));
    await expect.poll(() => sent().length, { timeout: 10_000 }).toBe(1);
    expect(await h.t.db.query('SELECT 1 FROM message WHERE resident_id = ANY($1::int[]) AND body LIKE $2', [[ana, cy], `%going to Class ${count} at %`])).toEqual([]);
  });

  it('a desk promotion carries the link too', async () => {
    const { ana, ben } = h.world.residents;
    const id = await event(3 * 24 * HOUR, { capacity: 1 });
    await h.post('rsvp/', h.world.accounts.desk, { eventId: id, userId: ana });
    await h.post('rsvp/', h.world.accounts.desk, { eventId: id, userId: ben });
    expect((await h.post('cancel-rsvp/', h.world.accounts.desk, { eventId: id, userId: ana })).statusCode).toBe(200);
    const [mail] = await h.t.db.query<{ text: string; accountId: number }>(
      `SELECT j.payload->>'text' AS text, m.account_id AS "accountId" FROM message m JOIN mail_job j ON j.id = m.mail_job
       WHERE m.resident_id = $1 AND m.body LIKE $2`,
      [ben, `%going to Class ${count} at %`],
    );
    expect(mail).toMatchObject({ accountId: h.world.accounts.desk, text: expect.stringContaining(`${TEST_PUBLIC_URL}/r/me`) });
    expect((await roster(id)).map((l) => [l.userId, l.source])).toEqual([[ben, 'desk'], [ana, 'desk']]);
  });

  it('leaving the waitlist promotes nobody', async () => {
    const { ana, ben, cy } = h.world.residents;
    const id = await event(3 * 24 * HOUR, { capacity: 1 });
    await rsvp(ana, id);
    await rsvp(ben, id);
    await rsvp(cy, id);
    expect((await cancel(ben, id)).json()).toEqual({ rsvp: { status: 'cancelled', lateCancel: false } });
    expect(await statusOf(id, ana)).toBe('going');
    expect(await listed(cy, id)).toMatchObject({ myStatus: 'waitlisted', position: 1, waitlisted: 1 });
    // Taken again later: the end of the line, anew.
    expect((await rsvp(ben, id)).json()).toEqual({ status: 'waitlisted', position: 2 });
  });

  it("lists the resident's coming places and the last 90 days' events, attended and rated", async () => {
    const { dot, eve } = h.world.residents;
    const coming = await event(5 * 24 * HOUR, { capacity: 1 });
    const waiting = coming;
    await rsvp(eve, coming);
    await rsvp(dot, waiting);
    const attended = await event(-3 * 24 * HOUR);
    const missed = await event(-2 * 24 * HOUR);
    const cancelledPast = await event(-24 * HOUR);
    const old = await event(-100 * 24 * HOUR);
    const past = (eventId: number, status: string, checkedIn: boolean, rating: number | null = null) =>
      h.t.db.query(
        `INSERT INTO rsvp (event_id, resident_id, status, joined_at, checked_in_at, rating)
         VALUES ($1, $2, $3, now(), CASE WHEN $4 THEN now() END, $5)`,
        [eventId, dot, status, checkedIn, rating],
      );
    await past(attended, 'going', true, 4);
    await past(missed, 'going', false);
    await past(cancelledPast, 'cancelled', false);
    await past(old, 'going', true);

    const res = await call('my-events/', dot);
    expect(res.statusCode, res.body).toBe(200);
    expectPrivate(res.body, 'dot');
    const mine = res.json<{ upcoming: ListedEvent[]; past: Array<ListedEvent & { attended: boolean; rated: boolean }> }>();
    expect(mine.upcoming.find((e) => e.id === waiting)).toMatchObject({ myStatus: 'waitlisted', position: 1 });
    expect(mine.past.map((e) => [e.id, e.attended, e.rated])).toEqual([[missed, false, false], [attended, true, true]]);
    const eveUpcoming = (await call('my-events/', eve)).json<{ upcoming: ListedEvent[] }>().upcoming;
    expect(eveUpcoming.find((e) => e.id === coming)).toMatchObject({ myStatus: 'going' });
  });

  it("never answers another resident's name, e-mail or unit", async () => {
    const { ana, ben } = h.world.residents;
    const id = await event(4 * 24 * HOUR, { capacity: 1 });
    await h.post('rsvp/', h.world.accounts.desk, { eventId: id, userId: ana });
    const answers = [await rsvp(ben, id), await call('events/', ben), await call('my-events/', ben), await cancel(ben, id)];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expectPrivate(res.body, 'ben');
    }
  });

  it('keeps the import as the source of RSVPs it wrote (and of those from before)', async () => {
    const { eve } = h.world.residents;
    const id = await event(6 * 24 * HOUR);
    await h.t.db.query("INSERT INTO rsvp (event_id, resident_id, status, joined_at) VALUES ($1, $2, 'going', now())", [id, eve]);
    expect((await roster(id)).map((l) => l.source)).toEqual(['import']);
  });

  it('announces a resident RSVP on the live stream the desk reads (kind roster)', async () => {
    const { cy } = h.world.residents;
    const id = await event(6 * 24 * HOUR);
    await rsvp(cy, id);
    expect(await h.notices()).toContainEqual({ kind: 'roster', buildingIds: [h.world.buildings.harbor], eventIds: [id] });
  });

  it('refuses a staff session on the resident calls and a resident session on the staff roster (401)', async () => {
    const staff = `JWT ${signAccessToken(h.t.app, { id: h.world.accounts.desk, role: 'building_admin', tokenVersion: 0 })}`;
    for (const path of ['events/', 'rsvp/', 'cancel-rsvp/', 'my-events/', 'pass/', 'renew-pass/']) {
      const res = await h.t.app.inject({ method: 'POST', url: `/api/residents/${path}`, headers: { authorization: staff }, payload: { eventId: 1 } });
      expect(res.statusCode, path).toBe(401);
      expect(res.json()).toMatchObject({ message: AUTH_STRINGS.staffToken });
    }
    const changes = await h.t.app.inject({ method: 'GET', url: '/api/residents/changes', headers: { authorization: staff } });
    expect(changes.statusCode).toBe(401);
    const id = await event(24 * HOUR);
    for (const path of ['event-roster/', 'rsvp/']) {
      const res = await h.t.app.inject({
        method: 'POST', url: `/api/building-manager/${path}`, headers: { authorization: residentAuth(h.world.residents.ana) },
        payload: { eventId: id, userId: h.world.residents.ana },
      });
      expect(res.statusCode, path).toBe(401);
    }
  });

  it('gives one going and one waitlisted when a resident and the desk take the last place at once', async () => {
    const { ana, ben } = h.world.residents;
    for (let round = 0; round < 10; round += 1) {
      const id = await event(7 * 24 * HOUR, { capacity: 1 });
      const [mine, desk] = await Promise.all([rsvp(ana, id), h.post('rsvp/', h.world.accounts.desk, { eventId: id, userId: ben })]);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(desk.statusCode, desk.body).toBe(200);
      const statuses = [mine.json<{ status: string }>().status, desk.json<{ status: string }>().status].sort();
      expect(statuses, `round ${round}`).toEqual(['going', 'waitlisted']);
      const lines = await roster(id);
      expect(lines.map((l) => l.status).sort()).toEqual(['going', 'waitlisted']);
    }
  });

  describe('the resident live stream (GET /api/residents/changes)', () => {
    let url: string;
    const streams: OpenedStream[] = [];
    beforeAll(async () => {
      url = await h.t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => {
      for (const stream of streams) stream.close();
    });

    async function open(residentId: number) {
      const stream = await openEventStream(url, residentAuth(residentId), undefined, '/api/residents/changes');
      streams.push(stream);
      expect(stream.status).toBe(200);
      await stream.next((e) => e.event === 'ready');
      return stream;
    }

    it("tells an open page which of its buildings' events changed, never who, and nothing of other buildings", async () => {
      const { ana, omar, ben } = h.world.residents;
      const harborStream = await open(ana);
      const oakStream = await open(omar);
      const oak = await event(6 * 24 * HOUR, { building: h.world.buildings.oak });
      const harbor = await event(6 * 24 * HOUR);
      await rsvp(omar, oak);
      // Tasks and messages are the staff's: not heard.
      await announceChange(h.t.db, { kind: 'task', buildingIds: [h.world.buildings.harbor] });
      await h.post('rsvp/', h.world.accounts.desk, { eventId: harbor, userId: ben });
      const change = await harborStream.next((e) => e.event === 'change');
      expect(change.data).toEqual({ kind: 'roster', eventIds: [harbor] });
      const oakChange = await oakStream.next((e) => e.event === 'change');
      expect(oakChange.data).toEqual({ kind: 'roster', eventIds: [oak] });
      expect(harborStream.events.filter((e) => e.event === 'change').map((e) => e.data)).toEqual([{ kind: 'roster', eventIds: [harbor] }]);
    });

    it('ends once the resident signed out everywhere', async () => {
      const { eve } = h.world.residents;
      const stream = await open(eve);
      await h.t.db.query('UPDATE resident SET token_version = token_version + 1 WHERE id = $1', [eve]);
      await announceChange(h.t.db, { kind: 'event', buildingIds: [h.world.buildings.harbor], eventIds: [1] });
      expect((await stream.next((e) => e.event === 'end')).data).toEqual({ reason: 'session-ended' });
      expect(stream.events.filter((e) => e.event === 'change')).toEqual([]);
      await h.t.db.query('UPDATE resident SET token_version = token_version - 1 WHERE id = $1', [eve]);
    });
  });
});
