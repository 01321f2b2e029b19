// RSVP at the desk: an RSVP or cancel made offline is queued at once, shown pending on
// the roster, replayed exactly once with its key, in order; a refused replay stays listed with the
// server's sentence. And the roster as the desk sees it, with its unsent writes applied.
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SCHEDULE_ENDPOINTS, type RosterRsvp } from '../api/schedule-api.ts';
import { reportServerAnswered, reportServerUnreachable } from '../offline/connectivity.ts';
import type { OutboxEntry } from '../offline/shared/outbox-db.ts';
import { outbox } from '../offline/shared/outbox.ts';
import { clearOutboxOf, fakeJwt } from '../testing/offline-test-helpers.ts';
import { cancelRsvp, giveRsvp } from './desk-rsvp.ts';
import { applyDeskWrites, listedResidents, rosterRequest, rosterResource } from './event-roster.ts';
import { replayOutboxNow } from './outbox-replay.ts';
import { signIn, signOut } from './session.ts';

const USER_ID = 51;
const EVENT_ID = 900;

const rsvp = (userId: number, status: RosterRsvp['status'], position: number | null = null): RosterRsvp =>
  ({
    userId,
    firstName: `First${userId}`,
    lastName: `Last${userId}`,
    unit: null,
    status,
    position,
    joinedAt: '2026-11-02T10:00:00Z',
    checkedInAt: null,
    checkedInBy: null,
    walkIn: false,
    promotedAt: null,
    source: 'desk',
    rsvpAt: '2026-11-02T10:00:00Z',
  }) as RosterRsvp;

let order = 0;
const entry = (kind: 'rsvp' | 'cancel-rsvp', userId: number, eventId = EVENT_ID, state: OutboxEntry['state'] = 'pending'): OutboxEntry => ({
  id: ++order,
  userId: String(USER_ID),
  idempotencyKey: `key-${order}`,
  method: 'POST',
  path: kind === 'rsvp' ? SCHEDULE_ENDPOINTS.rsvp.path : SCHEDULE_ENDPOINTS.cancelRsvp.path,
  body: { eventId, userId },
  actedAt: new Date(Date.UTC(2026, 10, 2, 10, order)).toISOString(),
  state,
  kind,
  label: `${kind} ${userId}`,
});

describe('the roster with the desk’s unsent writes', () => {
  const roster = [rsvp(1, 'going'), rsvp(2, 'waitlisted', 2), rsvp(3, 'waitlisted', 1), rsvp(4, 'cancelled')];

  it('lists going, the waitlist by position and the cancelled, with nothing pending', () => {
    const view = applyDeskWrites(roster, [], EVENT_ID);
    expect(view.going.map((row) => row.userId)).toEqual([1]);
    expect(view.waitlisted.map((row) => row.userId)).toEqual([3, 2]);
    expect(view.cancelled.map((row) => row.userId)).toEqual([4]);
    expect(view.pendingRsvps).toEqual([]);
    expect([...listedResidents(view)].sort()).toEqual([1, 2, 3]);
  });

  it('shows a queued RSVP as pending, a queued cancel on its row; other events and refused writes change nothing', () => {
    const entries = [entry('rsvp', 7), entry('cancel-rsvp', 1), entry('rsvp', 8, EVENT_ID + 1), entry('cancel-rsvp', 3, EVENT_ID, 'rejected'), entry('rsvp', 4)];
    const view = applyDeskWrites(roster, entries, EVENT_ID);
    expect(view.pendingRsvps).toEqual([
      { userId: 7, label: 'rsvp 7' },
      { userId: 4, label: 'rsvp 4' },
    ]);
    expect(view.going[0]).toMatchObject({ userId: 1, pending: 'cancelling' });
    expect(view.waitlisted.map((row) => row.pending)).toEqual([null, null]);
    // Resident 4 cancelled and given a place again: listed once, among the pending ones.
    expect(view.cancelled).toEqual([]);
    expect(listedResidents(view).has(7)).toBe(true);
  });

  it('the last of a resident’s writes, in the order made, wins', () => {
    const view = applyDeskWrites(roster, [entry('rsvp', 9), entry('cancel-rsvp', 9)], EVENT_ID);
    expect(view.pendingRsvps).toEqual([]);
  });
});

interface Request {
  path: string;
  body: unknown;
  key: string | null;
}

function fakeServer(answer: (path: string) => { status: number; body: unknown }) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    requests.push({ path, body: init.body ? JSON.parse(String(init.body)) : null, key: new Headers(init.headers).get('Idempotency-Key') });
    const { status, body } = answer(path);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return requests;
}

describe('a desk RSVP made offline', () => {
  beforeEach(async () => {
    await clearOutboxOf(USER_ID);
    signIn(fakeJwt(USER_ID));
  });

  afterEach(async () => {
    rosterResource.reset();
    await signOut();
    await clearOutboxOf(USER_ID);
    vi.unstubAllGlobals();
  });

  it('is queued at once, then replayed exactly once with its key, and the roster asked again', async () => {
    const requests = fakeServer((path) =>
      path === SCHEDULE_ENDPOINTS.rsvp.path ? { status: 200, body: { status: 'waitlisted', position: 1 } } : { status: 200, body: { event: null, rsvps: [] } },
    );
    const rosterBody = rosterRequest(EVENT_ID);
    // The roster on screen.
    const screen = rosterResource.hold(rosterBody, true);
    onTestFinished(screen.release);
    await rosterResource.load(rosterBody);
    const rosterLoads = () => requests.filter((request) => request.path === SCHEDULE_ENDPOINTS.roster.path).length;
    requests.length = 0;
    reportServerUnreachable();
    const outcome = await giveRsvp(EVENT_ID, 12, 'RSVP: Alex Rivera · Yoga');
    expect(outcome).toMatchObject({ outcome: 'queued', offline: true });
    expect(requests).toEqual([]);
    const [queued] = await outbox.listForUser(USER_ID);
    expect(queued).toMatchObject({ kind: 'rsvp', state: 'pending', body: { eventId: EVENT_ID, userId: 12 }, label: 'RSVP: Alex Rivera · Yoga' });
    expect(applyDeskWrites([], await outbox.listForUser(USER_ID), EVENT_ID).pendingRsvps).toEqual([{ userId: 12, label: 'RSVP: Alex Rivera · Yoga' }]);

    reportServerAnswered();
    await replayOutboxNow();
    await replayOutboxNow();
    const sent = requests.filter((request) => request.path === SCHEDULE_ENDPOINTS.rsvp.path);
    expect(sent).toEqual([{ path: SCHEDULE_ENDPOINTS.rsvp.path, body: { eventId: EVENT_ID, userId: 12 }, key: queued?.idempotencyKey }]);
    expect(await outbox.listForUser(USER_ID)).toEqual([]);
    // The roster on screen is asked again for the server's answer.
    await vi.waitFor(() => expect(rosterLoads()).toBe(1));
    expect(requests.find((request) => request.path === SCHEDULE_ENDPOINTS.roster.path)?.body).toEqual(rosterBody);
  });

  it('replays an RSVP and its cancel in the order made; a refusal stays listed with the server’s sentence', async () => {
    const refusal = 'This event has ended.';
    const requests = fakeServer((path) =>
      path === SCHEDULE_ENDPOINTS.cancelRsvp.path
        ? { status: 409, body: { statusCode: 409, error: refusal, message: refusal, detail: refusal, msg: refusal } }
        : { status: 200, body: { status: 'going', position: null } },
    );
    reportServerUnreachable();
    await giveRsvp(EVENT_ID, 12, 'RSVP: A');
    await cancelRsvp(EVENT_ID, 12, 'Cancel RSVP: A');
    reportServerAnswered();
    await replayOutboxNow();
    expect(requests.filter((request) => request.path !== SCHEDULE_ENDPOINTS.roster.path).map((request) => request.path)).toEqual([
      SCHEDULE_ENDPOINTS.rsvp.path,
      SCHEDULE_ENDPOINTS.cancelRsvp.path,
    ]);
    expect((await outbox.listForUser(USER_ID)).map(({ kind, state, error }) => ({ kind, state, error }))).toEqual([
      { kind: 'cancel-rsvp', state: 'rejected', error: refusal },
    ]);
  });

  it('online, the write is sent at once and answers the server’s status', async () => {
    fakeServer(() => ({ status: 200, body: { status: 'going', position: null } }));
    await expect(giveRsvp(EVENT_ID, 5, 'RSVP: B')).resolves.toMatchObject({ outcome: 'sent', result: { data: { status: 'going' } } });
    expect(await outbox.listForUser(USER_ID)).toEqual([]);
  });
});
