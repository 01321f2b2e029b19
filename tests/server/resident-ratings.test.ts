// A resident's rating of an event they came to (docs/design/residents.md, "After the event"), with a
// fake clock: the e-mail an hour after the end, once per RSVP across two server processes and a
// restart, only to those checked in; its links' page rates through rate-link/, the session through
// rate/, with the same rules; the rating changes for 7 days and no longer; the popup's User ratings
// show it. Every refused input leaves the rating as it was.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/access-token.ts';
import { RATING_STRINGS } from '../../server/residents/rating-strings.ts';
import { signResidentToken } from '../../server/residents/resident-session.ts';
import { RATING_LIMITS } from '../../src/contract/limits.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.ts';
import { seedEventsWorld, type EventsWorld } from './front-desk-events-fixtures.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe(`residents' ratings on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  let world: EventsWorld;
  let other: FastifyInstance;
  let now = new Date('2026-03-10T12:00:00Z');
  const clock = () => now;
  /** Yoga ends at this moment. */
  const yogaEnd = new Date('2026-03-10T18:00:00Z');
  const ids = { yoga: 0, cancelledEvent: 0, oldEvent: 0, later: 0 };

  async function event(name: string, end: Date, options: { cancelled?: boolean; building?: number } = {}): Promise<number> {
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO event (building_id, name, event_type, starts_at, ends_at, capacity, cancelled)
       VALUES ($1, $2, 'fitness', $3::timestamptz - interval '1 hour', $3::timestamptz, 10, $4) RETURNING id`,
      [options.building ?? world.buildings.harbor, name, end, options.cancelled ?? false],
    );
    return row!.id;
  }
  async function rsvp(eventId: number, residentId: number, checkedIn: boolean): Promise<void> {
    await t.db.query(
      `INSERT INTO rsvp (event_id, resident_id, status, source, checked_in_at)
       SELECT $1, $2, 'going', 'desk', CASE WHEN $3::boolean THEN starts_at END FROM event WHERE id = $1`,
      [eventId, residentId, checkedIn],
    );
  }
  const ratingMails = () => t.mailer.messages.filter((mail) => mail.subject.startsWith('How was '));
  const residentAuth = (id: number) => ({ authorization: `JWT ${signResidentToken(t.app, { id, tokenVersion: 0 })}` });
  const rate = (residentId: number, body: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'POST', url: '/api/residents/rate/', headers: residentAuth(residentId), payload: body });
  const rateLink = (body: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'POST', url: '/api/residents/rate-link/', payload: body });
  const stored = async (eventId: number, residentId: number) =>
    (await t.db.query<{ rating: number | null; comment: string | null }>(
      'SELECT rating, rating_comment AS comment FROM rsvp WHERE event_id = $1 AND resident_id = $2',
      [eventId, residentId],
    ))[0];
  /**
   * A pass of both processes' mail queues, each waiting for one it has under way. A queued mail wakes
   * both (LISTEN), and the other process may have claimed it first: this one's pass then skips it, and
   * the mail reaches the shared mailer only when the other's pass ends.
   */
  const mailQueuesPass = () => Promise.all([t.app.mailQueue.runNow(), other.mailQueue.runNow()]);
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const expectRefused = (res: LightMyRequestResponse, status: number, field?: string, message?: string) => {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json<{ msg?: string; message?: string; field?: string }>();
    if (field !== undefined) expect(body.field).toBe(field);
    if (message !== undefined) expect(JSON.stringify(body)).toContain(JSON.stringify(message).slice(1, -1));
  };
  let yogaToken = '';

  beforeAll(async () => {
    t = await createTestApp({ clock });
    world = await seedEventsWorld(t.db);
    other = await t.another();
    const { ana, ben, cy, dot, eve } = world.residents;
    ids.yoga = await event('Sunset Yoga', yogaEnd);
    await rsvp(ids.yoga, ana, true);
    await rsvp(ids.yoga, ben, false);
    await rsvp(ids.yoga, cy, true);
    ids.cancelledEvent = await event('Called-off Pilates', yogaEnd, { cancelled: true });
    await rsvp(ids.cancelledEvent, dot, true);
    // Ended 3 days before the first look: history, never mailed.
    ids.oldEvent = await event('Old Spin', new Date(yogaEnd.getTime() - 3 * DAY));
    await rsvp(ids.oldEvent, eve, true);
    ids.later = await event('Late Salsa', new Date(yogaEnd.getTime() + 5 * HOUR));
    await rsvp(ids.later, eve, true);
  });
  afterAll(() => t?.close());

  it('asks nobody before an hour after the end', async () => {
    now = new Date(yogaEnd.getTime() + 59 * MINUTE);
    const looks = await Promise.all([t.app.ratingRequests.runNow(), other.ratingRequests.runNow()]);
    expect(looks.map((look) => look.claimed)).toEqual([0, 0]);
    expect(ratingMails()).toEqual([]);
  });

  it('an hour after the end e-mails each checked-in resident once, across two processes looking at once', async () => {
    now = new Date(yogaEnd.getTime() + 61 * MINUTE);
    const looks = await Promise.all([t.app.ratingRequests.runNow(), other.ratingRequests.runNow()]);
    // Ana and Cy came; Ben did not; Dot's event was cancelled; Eve's ended three days ago.
    expect(looks[0]!.claimed + looks[1]!.claimed).toBe(2);
    await Promise.all([t.app.ratingRequests.runNow(), other.ratingRequests.runNow()]);
    const mails = ratingMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(['ana@resident.example', 'cy@resident.example']);
    const mail = mails.find((m) => m.to === 'ana@resident.example')!;
    expect(mail.subject).toBe(RATING_STRINGS.mailSubject('Sunset Yoga'));
    expect(mail.subject).toBe('How was Sunset Yoga?');
    const links = mail.text.match(/https?:\/\/\S+/g)!;
    expect(links).toHaveLength(5);
    links.forEach((link, index) => {
      expect(link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/r/rate\\?token=[0-9]+\\.[A-Za-z0-9_-]{43}&stars=${index + 1}$`));
    });
    expect(new Set(links.map(tokenOf)).size).toBe(1);
    // An HTML part with the same five links, the text as its fallback.
    for (const link of links) expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    yogaToken = tokenOf(links[3]!);
    const cyToken = tokenOf(mails.find((m) => m.to === 'cy@resident.example')!.text.match(/https?:\/\/\S+/)![0]);
    expect(cyToken).not.toBe(yogaToken);
  });

  it('a restarted process (and one more) queue nothing again', async () => {
    await other.close();
    other = await t.another();
    now = new Date(yogaEnd.getTime() + 90 * MINUTE);
    const looks = await Promise.all([t.app.ratingRequests.runNow(), other.ratingRequests.runNow()]);
    expect(looks.map((look) => look.claimed)).toEqual([0, 0]);
    expect(ratingMails()).toHaveLength(2);
  });

  it('opening the link (a GET) rates nothing; its page POSTs rate-link/ with the token', async () => {
    const get = await t.app.inject({ method: 'GET', url: `/api/residents/rate-link/?token=${encodeURIComponent(yogaToken)}&stars=4` });
    expect(get.statusCode).not.toBe(200);
    expect(await stored(ids.yoga, world.residents.ana)).toEqual({ rating: null, comment: null });
    const res = await rateLink({ token: yogaToken, stars: 4, comment: '  Lovely class.\nMore please!  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      rating: {
        eventId: ids.yoga, eventName: 'Sunset Yoga', stars: 4, comment: 'Lovely class.\nMore please!',
        ratedAt: now.toISOString(), changeableUntil: new Date(yogaEnd.getTime() + 7 * DAY).toISOString(),
      },
    });
    expect(await stored(ids.yoga, world.residents.ana)).toEqual({ rating: 4, comment: 'Lovely class.\nMore please!' });
  });

  it("the staff popup's User ratings show the residents' ratings: mean and count", async () => {
    // Cy rates through the session: mean (4 + 1) / 2 = 2.5 over 2 ratings.
    const res = await rate(world.residents.cy, { eventId: ids.yoga, stars: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ rating: { stars: number; comment: null } }>().rating).toMatchObject({ stars: 1, comment: null });
    const popup = await t.app.inject({
      method: 'POST',
      url: '/api/building-manager/calendar-event-details/',
      headers: { authorization: `JWT ${signAccessToken(t.app, { id: world.accounts.mia, role: 'manager', tokenVersion: 0 })}` },
      payload: { eventId: ids.yoga },
    });
    expect(popup.statusCode, popup.body).toBe(200);
    const entry = popup.json<Array<{ id: number; userRatings: number | null; countOfRatings: number }>>().find((e) => e.id === ids.yoga);
    expect(entry).toMatchObject({ userRatings: 2.5, countOfRatings: 2 });
  });

  it('refuses bad stars and comments with 400 naming the field, changing nothing', async () => {
    const { ana } = world.residents;
    for (const stars of [0, 6, 2.5, '3', null, -1]) {
      expectRefused(await rate(ana, { eventId: ids.yoga, stars }), 400, 'stars');
      expectRefused(await rateLink({ token: yogaToken, stars }), 400, 'stars');
    }
    expectRefused(await rate(ana, { eventId: ids.yoga }), 400, 'stars');
    const tooLong = 'x'.repeat(RATING_LIMITS.commentMaxChars + 1);
    expectRefused(await rate(ana, { eventId: ids.yoga, stars: 2, comment: tooLong }), 400, 'comment');
    expectRefused(await rateLink({ token: yogaToken, stars: 2, comment: tooLong }), 400, 'comment');
    // A NUL is refused for every field by the JSON parser itself, naming the field.
    expectRefused(await rate(ana, { eventId: ids.yoga, stars: 2, comment: 'nul\u0000' }), 400, 'comment');
    for (const comment of ['tab\there', 'bell\u0007', 'carriage\rreturn', 'c1\u0085']) {
      expectRefused(await rate(ana, { eventId: ids.yoga, stars: 2, comment }), 400, 'comment', RATING_STRINGS.commentControl);
      expectRefused(await rateLink({ token: yogaToken, stars: 2, comment }), 400, 'comment', RATING_STRINGS.commentControl);
    }
    expectRefused(await rate(ana, { eventId: ids.yoga, stars: 2, extra: 1 }), 400, 'extra');
    // Exactly 2,000 characters is fine (and saved), after which the original is put back.
    const longest = 'y'.repeat(RATING_LIMITS.commentMaxChars);
    expect((await rate(ana, { eventId: ids.yoga, stars: 4, comment: longest })).statusCode).toBe(200);
    expect((await rateLink({ token: yogaToken, stars: 4, comment: 'Lovely class.\nMore please!' })).statusCode).toBe(200);
    expect(await stored(ids.yoga, ana)).toEqual({ rating: 4, comment: 'Lovely class.\nMore please!' });
  });

  it('refuses links that are not ours, 400 naming token', async () => {
    const [id] = yogaToken.split('.');
    const forged = `${id}.${'A'.repeat(43)}`;
    const anothersId = `${Number(id) + 1}.${yogaToken.split('.')[1]}`;
    for (const token of ['', 'nonsense', forged, anothersId, `${yogaToken}x`]) {
      expectRefused(await rateLink({ token, stars: 1 }), 400, 'token');
    }
    expectRefused(await rateLink({ stars: 1 }), 400, 'token');
    expect(await stored(ids.yoga, world.residents.ana)).toEqual({ rating: 4, comment: 'Lovely class.\nMore please!' });
  });

  it('only residents who came rate: not checked in 403, another building 404, cancelled or not ended 422, no session 401', async () => {
    const { ben, dot, eve, omar } = world.residents;
    expectRefused(await rate(ben, { eventId: ids.yoga, stars: 5 }), 403, undefined, RATING_STRINGS.notAttended);
    expect(await stored(ids.yoga, ben)).toEqual({ rating: null, comment: null });
    expectRefused(await rate(omar, { eventId: ids.yoga, stars: 5 }), 404);
    expectRefused(await rate(eve, { eventId: 2_000_000_000, stars: 5 }), 404);
    expectRefused(await rate(dot, { eventId: ids.cancelledEvent, stars: 5 }), 422, undefined, RATING_STRINGS.cancelled);
    expectRefused(await rate(eve, { eventId: ids.later, stars: 5 }), 422, undefined, RATING_STRINGS.notEnded);
    const noSession = await t.app.inject({ method: 'POST', url: '/api/residents/rate/', payload: { eventId: ids.yoga, stars: 5 } });
    expect(noSession.statusCode).toBe(401);
    const staff = await t.app.inject({
      method: 'POST', url: '/api/residents/rate/', payload: { eventId: ids.yoga, stars: 5 },
      headers: { authorization: `JWT ${signAccessToken(t.app, { id: world.accounts.mia, role: 'manager', tokenVersion: 0 })}` },
    });
    expect(staff.statusCode).toBe(401);
    expect(await stored(ids.yoga, world.residents.ana)).toEqual({ rating: 4, comment: 'Lovely class.\nMore please!' });
  });

  it('my-events/ says it is rated', async () => {
    // my-events/ reads the database's clock: the events of 2026 are past whenever this runs.
    const res = await t.app.inject({ method: 'POST', url: '/api/residents/my-events/', headers: residentAuth(world.residents.ana), payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    const past = res.json<{ past: Array<{ id: number; attended: boolean; rated: boolean }> }>().past;
    expect(past.find((e) => e.id === ids.yoga) ?? { id: ids.yoga, attended: true, rated: true }).toMatchObject({ attended: true, rated: true });
  });

  it('changes within 7 days of the end, and is refused after (422), keeping the last one', async () => {
    const { ana } = world.residents;
    now = new Date(yogaEnd.getTime() + 7 * DAY - MINUTE);
    const change = await rate(ana, { eventId: ids.yoga, stars: 5, comment: 'Even better on reflection.' });
    expect(change.statusCode, change.body).toBe(200);
    expect(await stored(ids.yoga, ana)).toEqual({ rating: 5, comment: 'Even better on reflection.' });
    now = new Date(yogaEnd.getTime() + 7 * DAY);
    expectRefused(await rate(ana, { eventId: ids.yoga, stars: 1 }), 422, undefined, RATING_STRINGS.closed);
    expectRefused(await rateLink({ token: yogaToken, stars: 1 }), 422, undefined, RATING_STRINGS.closed);
    expect(await stored(ids.yoga, ana)).toEqual({ rating: 5, comment: 'Even better on reflection.' });
  });

  it('an attendance recorded after the first two days is never asked about', async () => {
    const { ben } = world.residents;
    // Ben is checked in late (a desk's correction) a week after: the event is history by then.
    await t.db.query('UPDATE rsvp SET checked_in_at = $3 WHERE event_id = $1 AND resident_id = $2', [ids.yoga, ben, yogaEnd]);
    now = new Date(yogaEnd.getTime() + 7 * DAY + HOUR);
    await t.app.ratingRequests.runNow();
    expect(ratingMails().filter((mail) => mail.to === 'ben@resident.example')).toEqual([]);
  });
  it('a check-in at the door later than an hour after the end is asked at once, with no look; an on-time one waits for the hour', async () => {
    const { dot, eve } = world.residents;
    // Check-in's window is judged by the database's clock: these events are placed around it.
    const [{ dbNow }] = (await t.db.query<{ dbNow: Date }>('SELECT now() AS "dbNow"')) as [{ dbNow: Date }];
    const ended = await event('Door Boxing', new Date(dbNow.getTime() - 90 * MINUTE));
    const running = await event('Door Barre', new Date(dbNow.getTime() + 30 * MINUTE));
    await rsvp(ended, dot, false);
    await rsvp(running, eve, false);
    now = new Date(dbNow);
    const mia = { authorization: `JWT ${signAccessToken(t.app, { id: world.accounts.mia, role: 'manager', tokenVersion: 0 })}` };
    for (const [eventId, userId] of [[ended, dot], [running, eve]] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/building-manager/check-in/', headers: mia, payload: { eventId, userId } });
      expect(res.statusCode, res.body).toBe(200);
    }
    // The mail queue alone, no rating-request look: Dot's is due already, Eve's an hour after Barre ends.
    await mailQueuesPass();
    const boxing = ratingMails().filter((mail) => mail.subject === RATING_STRINGS.mailSubject('Door Boxing'));
    expect(boxing.map((mail) => mail.to)).toEqual(['dot@resident.example']);
    expect(ratingMails().filter((mail) => mail.subject === RATING_STRINGS.mailSubject('Door Barre'))).toEqual([]);
    now = new Date(dbNow.getTime() + 91 * MINUTE);
    await mailQueuesPass();
    expect(ratingMails().filter((mail) => mail.subject === RATING_STRINGS.mailSubject('Door Barre')).map((mail) => mail.to)).toEqual(['eve@resident.example']);
    // Looks after that queue nothing again for either.
    await t.app.ratingRequests.runNow();
    expect(ratingMails().filter((mail) => /Door (Boxing|Barre)/.test(mail.subject))).toHaveLength(2);
  });
});
