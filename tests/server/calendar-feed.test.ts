// A building's calendar feed and the one-event file, read back by an independent
// iCalendar parser (ical.js). Events in two zones on both sides of each zone's daylight-saving change
// must land on the building's wall-clock times.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/http/limits.ts';
import { insertLocalEvent, wallClock } from '../support/local-time.ts';
import { authHeader, createBuilding, createManager, createResident, createTestApp, login, type TestApp } from '../support/test-app.ts';

/** Before both changes: New York springs forward on 8 March 2026, Berlin on 29 March. */
const NOW = new Date('2026-03-01T12:00:00Z');
const NY = 'America/New_York';
const BERLIN = 'Europe/Berlin';

interface FeedEvent {
  uid: string;
  summary: string;
  location: string | null;
  sequence: number;
  status: string;
  start: Date;
  end: Date;
}

function parseCalendar(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location ?? null,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue('status')),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
    };
  });
}

describe(`a building's calendar feed on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  const ids = { ny: 0, berlin: 0, before: 0, after: 0, cancelled: 0, berlinBefore: 0, berlinAfter: 0, tooOld: 0, tooFar: 0 };
  const feedPath = (url: string) => new URL(url).pathname;
  const renew = async (buildingId: number, as = token) =>
    t.app.inject({ method: 'POST', url: '/api/building-manager/calendar-feed/renew/', headers: authHeader(as), payload: { buildingId } });
  const getFeed = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: path, headers });

  beforeAll(async () => {
    t = await createTestApp({ clock: () => NOW });
    ids.ny = await createBuilding(t.db, { name: 'Harbor Lofts', timeZone: NY });
    ids.berlin = await createBuilding(t.db, { name: 'Spree Haus', timeZone: BERLIN, dashboardAccess: false });
    const other = await createBuilding(t.db, { name: 'Elsewhere' });
    await createManager(t.db, { email: 'mia@example.com', password: 'Password-123', buildingIds: [ids.ny, ids.berlin] });
    await createManager(t.db, { email: 'otto@example.com', password: 'Password-123', buildingIds: [other] });
    const [venue] = await t.db.query<{ id: number }>(`INSERT INTO venue (building_id, name) VALUES ($1, 'Rooftop; North, Side') RETURNING id`, [ids.ny]);
    ids.before = await insertLocalEvent(t.db, { buildingId: ids.ny, venueId: venue!.id, name: 'Sunset Yoga', start: '2026-03-05 18:00', end: '2026-03-05 19:00' });
    ids.after = await insertLocalEvent(t.db, {
      buildingId: ids.ny,
      name: 'Café evening: crêpes, cidre et musique — a long title that must be folded over several lines',
      start: '2026-03-12 18:00',
      end: '2026-03-12 20:30',
    });
    ids.cancelled = await insertLocalEvent(t.db, { buildingId: ids.ny, name: 'Pottery', start: '2026-03-20 10:00', end: '2026-03-20 11:00', cancelled: true });
    ids.tooOld = await insertLocalEvent(t.db, { buildingId: ids.ny, name: 'Old news', start: '2026-01-20 10:00', end: '2026-01-20 11:00' });
    ids.tooFar = await insertLocalEvent(t.db, { buildingId: ids.ny, name: 'Far away', start: '2026-09-01 10:00', end: '2026-09-01 11:00' });
    ids.berlinBefore = await insertLocalEvent(t.db, { buildingId: ids.berlin, name: 'Chor', start: '2026-03-26 19:00', end: '2026-03-26 20:00' });
    ids.berlinAfter = await insertLocalEvent(t.db, { buildingId: ids.berlin, name: 'Chor', start: '2026-04-02 19:00', end: '2026-04-02 20:00' });
    const resident = await createResident(t.db, { email: 'rita.private@example.com', firstName: 'Rita', lastName: 'Private' });
    await t.db.query('INSERT INTO rsvp (event_id, resident_id) VALUES ($1, $2)', [ids.before, resident]);
    token = await login(t.app, 'mia@example.com', 'Password-123');
    otherToken = await login(t.app, 'otto@example.com', 'Password-123');
  });
  afterAll(() => t?.close());

  it('is unpublished until the manager publishes it, and then serves the window of events at building-local times', async () => {
    const status = await t.app.inject({ method: 'POST', url: '/api/building-manager/calendar-feed/', headers: authHeader(token), payload: { buildingId: ids.ny } });
    expect(status.json()).toEqual({ published: false, publishedAt: null });

    const published = await renew(ids.ny);
    expect(published.statusCode, published.body).toBe(200);
    const { url } = published.json<{ url: string }>();
    // 256 random bits, base64url.
    expect(url).toMatch(/^http:\/\/portal\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const feed = await getFeed(feedPath(url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.etag).toBeTruthy();
    expect(feed.headers['last-modified']).toBeTruthy();
    // CRLF only, every line at most 75 octets, and nothing about residents.
    expect(feed.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of feed.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(feed.body).not.toMatch(/Rita|Private|rita\.private/);

    const events = parseCalendar(feed.body);
    expect(events.map((event) => event.summary)).toEqual([
      'Sunset Yoga',
      'Café evening: crêpes, cidre et musique — a long title that must be folded over several lines',
      'Pottery',
    ]);
    expect(events.map((event) => [wallClock(event.start, NY), wallClock(event.end, NY)])).toEqual([
      ['2026-03-05 18:00', '2026-03-05 19:00'],
      ['2026-03-12 18:00', '2026-03-12 20:30'],
      ['2026-03-20 10:00', '2026-03-20 11:00'],
    ]);
    expect(events[0]!.location).toBe('Rooftop; North, Side');
    expect(events.map((event) => event.status)).toEqual(['CONFIRMED', 'CONFIRMED', 'CANCELLED']);
    expect(new Set(events.map((event) => event.uid)).size).toBe(3);
  });

  it('keeps the other zone right across its own change, for a building with dashboard access off', async () => {
    const { url } = (await renew(ids.berlin)).json<{ url: string }>();
    const events = parseCalendar((await getFeed(feedPath(url))).body);
    expect(events.map((event) => wallClock(event.start, BERLIN))).toEqual(['2026-03-26 19:00', '2026-04-02 19:00']);
    // The same wall-clock time is an hour apart in UTC on either side of the change.
    expect(events.map((event) => event.start.toISOString())).toEqual(['2026-03-26T18:00:00.000Z', '2026-04-02T17:00:00.000Z']);
  });

  it('answers 304 to a conditional request until an event changes, then raises its SEQUENCE', async () => {
    const { url } = (await renew(ids.ny)).json<{ url: string }>();
    const first = await getFeed(feedPath(url));
    const etag = String(first.headers.etag);
    const notModified = await getFeed(feedPath(url), { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const byDate = await getFeed(feedPath(url), { 'if-modified-since': String(first.headers['last-modified']) });
    expect(byDate.statusCode).toBe(304);

    await t.db.query(`UPDATE event SET name = 'Sunrise Yoga' WHERE id = $1`, [ids.before]);
    const changed = await getFeed(feedPath(url), { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const yoga = parseCalendar(changed.body)[0]!;
    expect(yoga).toMatchObject({ summary: 'Sunrise Yoga', sequence: 1, uid: parseCalendar(first.body)[0]!.uid });
  });

  it('stops the old address at once on renewal, with a 404 that names nothing', async () => {
    const old = (await renew(ids.ny)).json<{ url: string }>().url;
    expect((await getFeed(feedPath(old))).statusCode).toBe(200);
    const renewed = (await renew(ids.ny)).json<{ url: string }>().url;
    const gone = await getFeed(feedPath(old));
    expect(gone.statusCode).toBe(404);
    const wrong = await getFeed(`/api/calendar/${'A'.repeat(43)}.ics`);
    const malformed = await getFeed('/api/calendar/nonsense.ics');
    for (const answer of [gone, wrong, malformed]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(wrong.body);
      expect(answer.body).not.toMatch(/Harbor/);
    }
    expect((await getFeed(feedPath(renewed))).statusCode).toBe(200);
  });

  it("refuses another manager's building (403), and stopping the feed makes its address 404", async () => {
    expect((await renew(ids.ny, otherToken)).statusCode).toBe(403);
    const { url } = (await renew(ids.berlin)).json<{ url: string }>();
    const stopped = await t.app.inject({ method: 'POST', url: '/api/building-manager/calendar-feed/stop/', headers: authHeader(token), payload: { buildingId: ids.berlin } });
    expect(stopped.json()).toEqual({ published: false, publishedAt: null });
    expect((await getFeed(feedPath(url))).statusCode).toBe(404);
  });

  it('gives one event as an .ics file of the same form, only from the caller\'s buildings', async () => {
    const { url } = (await renew(ids.berlin)).json<{ url: string }>();
    const inFeed = parseCalendar((await getFeed(feedPath(url))).body)[1]!;
    const file = await t.app.inject({ method: 'POST', url: '/api/building-manager/event-calendar-file/', headers: authHeader(token), payload: { eventId: ids.berlinAfter } });
    expect(file.statusCode, file.body).toBe(200);
    const { fileName, content } = file.json<{ fileName: string; content: string }>();
    expect(fileName).toBe('Chor.ics');
    const [event, ...more] = parseCalendar(content);
    expect(more).toEqual([]);
    expect(event).toEqual(inFeed);
    expect(wallClock(event!.start, BERLIN)).toBe('2026-04-02 19:00');
    const refused = await t.app.inject({ method: 'POST', url: '/api/building-manager/event-calendar-file/', headers: authHeader(otherToken), payload: { eventId: ids.berlinAfter } });
    expect(refused.statusCode).toBe(404);
  });

  it('limits feed requests per address', async () => {
    const max = RATE_LIMITS.calendarFeeds.perIp;
    const from = (address: string) => t.app.inject({ method: 'GET', url: `/api/calendar/${'B'.repeat(43)}.ics`, remoteAddress: address });
    for (let i = 0; i < max; i += 1) expect((await from('203.0.113.9')).statusCode).toBe(404);
    const limited = await from('203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    expect((await from('203.0.113.10')).statusCode).toBe(404);
  });
});
