// Check-in at the door: made offline, a check-in or undo shows pending at once
// and replays once, in order, with its key; a replayed check-in another tablet made first says so
// with the first one's time and account; a 409 outside the window leaves nothing queued.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOOR_ENDPOINTS } from '../api/door-api.ts';
import { SCHEDULE_ENDPOINTS, type RosterAnswer, type RosterRsvp } from '../api/schedule-api.ts';
import { reportServerAnswered, reportServerUnreachable } from '../offline/connectivity.ts';
import { outbox } from '../offline/shared/outbox.ts';
import { clearOutboxOf, fakeJwt } from '../testing/offline-test-helpers.ts';
import { alreadyCheckedInNow, alreadyCheckedInOf, alreadyCheckedInSentence, checkIn, undoCheckIn } from './door-check-in.ts';
import { applyDeskWrites, isCheckedIn, rosterRequest, rosterResource } from './event-roster.ts';
import { showLiveCheckIns } from './live-check-ins.ts';
import { replayOutboxNow } from './outbox-replay.ts';
import { signIn, signOut } from './session.ts';

const USER_ID = 52;
const EVENT_ID = 901;

const line = (userId: number, checkedInAt: string | null = null): RosterRsvp =>
  ({
    userId,
    firstName: `First${userId}`,
    lastName: `Last${userId}`,
    unit: null,
    apartment: null,
    status: 'going',
    position: null,
    joinedAt: '2026-11-02T10:00:00Z',
    cancelledAt: null,
    checkedInAt,
    checkedInBy: checkedInAt ? 'Front Desk' : null,
    walkIn: false,
    promotedAt: null,
    source: 'desk',
    rsvpAt: '2026-11-02T10:00:00Z',
  }) satisfies RosterRsvp;

interface Sent {
  path: string;
  body: unknown;
  key: string | null;
}

function fakeServer(answer: (path: string, body: { userId: number }) => { status: number; body: unknown }) {
  const requests: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const body = init.body ? JSON.parse(String(init.body)) : null;
    requests.push({ path, body, key: new Headers(init.headers).get('Idempotency-Key') });
    const reply = answer(path, body);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  return requests;
}

const FIRST = { checkedInAt: '2026-11-02T10:02:00.000Z', checkedInBy: 'Front Desk' };
const rosterAnswer = { event: { checkedIn: 0 }, rsvps: [line(1), line(2)] };

describe('a check-in at the door', () => {
  beforeEach(async () => {
    await clearOutboxOf(USER_ID);
    signIn(fakeJwt(USER_ID));
  });

  afterEach(async () => {
    rosterResource.reset();
    await signOut();
    await clearOutboxOf(USER_ID);
    vi.unstubAllGlobals();
    reportServerAnswered();
  });

  it('made offline, shows pending at once, replays once in order with its key, and says who checked in first', async () => {
    const requests = fakeServer((path, body) => {
      if (path === DOOR_ENDPOINTS.checkIn.path) {
        // Resident 1 was checked in first by the other tablet; resident 2 is this tablet's.
        return { status: 200, body: body.userId === 1 ? { ...FIRST, alreadyCheckedIn: true, walkIn: false, overCapacity: false } : { ...FIRST, checkedInBy: 'Mia Manager', alreadyCheckedIn: false, walkIn: false, overCapacity: false } };
      }
      if (path === DOOR_ENDPOINTS.undoCheckIn.path) return { status: 200, body: { rsvp: line(2) } };
      return { status: 200, body: rosterAnswer };
    });
    reportServerUnreachable();
    await expect(checkIn(EVENT_ID, 1, 'Check-in: First1 Last1')).resolves.toMatchObject({ outcome: 'queued', offline: true });
    await checkIn(EVENT_ID, 2, 'Check-in: First2 Last2');
    await undoCheckIn(EVENT_ID, 2, 'Undo check-in: First2 Last2');
    await checkIn(EVENT_ID, 3, 'Check-in: First3 Last3');
    expect(requests).toEqual([]);

    const queued = await outbox.listForUser(USER_ID);
    const view = applyDeskWrites([line(1), line(2)], queued, EVENT_ID);
    expect(view.going.map((row) => [row.userId, row.pendingCheckIn, isCheckedIn(row)])).toEqual([
      [1, 'checking-in', true],
      [2, 'undoing', false],
    ]);
    // Resident 3 has no RSVP: a walk-in, pending.
    expect(view.pendingWalkIns).toEqual([{ userId: 3, label: 'Check-in: First3 Last3' }]);

    reportServerAnswered();
    await replayOutboxNow();
    await replayOutboxNow();
    const writes = requests.filter((request) => request.path !== SCHEDULE_ENDPOINTS.roster.path);
    // Each once with its key; one resident's in the order made (different residents' go side by side).
    const sent = (list: Array<{ path: string; body: unknown; key: string | null }>, userId: number) =>
      list.filter((write) => (write.body as { userId: number }).userId === userId).map((write) => [write.path, write.key]);
    const made = queued.map((entry) => ({ path: entry.path, body: entry.body, key: entry.idempotencyKey }));
    expect(writes).toHaveLength(4);
    for (const userId of [1, 2, 3]) expect(sent(writes, userId)).toEqual(sent(made, userId));
    expect(sent(writes, 2).map(([path]) => path)).toEqual([DOOR_ENDPOINTS.checkIn.path, DOOR_ENDPOINTS.undoCheckIn.path]);
    expect(await outbox.listForUser(USER_ID)).toEqual([]);

    // Only the overlap is said, with the first check-in's time and account.
    const already = alreadyCheckedInNow();
    expect(alreadyCheckedInOf(already, EVENT_ID, 2)).toBeNull();
    const note = alreadyCheckedInOf(already, EVENT_ID, 1);
    expect(note).toEqual(FIRST);
    expect(alreadyCheckedInSentence(note!, 'UTC')).toBe('Already checked in at 10:02 AM by Front Desk');
  });

  it('outside the window: the server’s sentence, and nothing stays queued', async () => {
    const sentence = 'Check-in for this event is open from November 2, 9:00 AM to November 2, 1:00 PM.';
    fakeServer((path) =>
      path === DOOR_ENDPOINTS.checkIn.path
        ? { status: 409, body: { statusCode: 409, error: 'Conflict', message: sentence, detail: sentence, msg: sentence, field: 'eventId' } }
        : { status: 200, body: rosterAnswer },
    );
    const outcome = await checkIn(EVENT_ID, 1, 'Check-in: First1 Last1');
    expect(outcome).toMatchObject({ outcome: 'failed', result: { status: 409, data: { message: sentence } } });
    expect(await outbox.listForUser(USER_ID)).toEqual([]);
  });

  it('online, the roster held shows the answer before the in-flight mark goes', async () => {
    fakeServer((path) =>
      path === DOOR_ENDPOINTS.checkIn.path
        ? { status: 200, body: { ...FIRST, alreadyCheckedIn: false, walkIn: false, overCapacity: false } }
        : { status: 200, body: rosterAnswer },
    );
    await rosterResource.load(rosterRequest(EVENT_ID));
    // The roster asked again after the write has not answered yet when the write's outcome comes.
    const served = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes(SCHEDULE_ENDPOINTS.roster.path) ? new Promise<Response>(() => {}) : served(input, init),
    );
    await expect(checkIn(EVENT_ID, 2, 'Check-in: First2 Last2')).resolves.toMatchObject({ outcome: 'sent' });
    const held = rosterResource.stateOf(rosterRequest(EVENT_ID)).data;
    expect(held?.rsvps.find((rsvp) => rsvp.userId === 2)).toMatchObject(FIRST);
    expect(await outbox.listForUser(USER_ID)).toEqual([]);
  });

  it('another tablet’s check-in heard live shows on the roster held at once, with the checked-in count; a roster read sent before it does not take it back', async () => {
    const event = { checkedIn: 0 } as unknown as RosterAnswer['event'];
    // Each roster read waits for the test's answer, in the order asked.
    const reads: Array<(answer: unknown) => void> = [];
    vi.stubGlobal('fetch', async () => new Promise<Response>((resolve) => {
      reads.push((answer) => resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })));
    }));
    const answerRead = async (count: number, answer: unknown) => {
      await vi.waitFor(() => expect(reads).toHaveLength(count));
      reads[count - 1]?.(answer);
    };
    const first = rosterResource.load(rosterRequest(EVENT_ID));
    await answerRead(1, { event, rsvps: [line(1), line(2)] });
    await first;
    const held = () => rosterResource.stateOf(rosterRequest(EVENT_ID)).data;
    const unchanged = held()?.rsvps[0];

    const reading = rosterResource.revalidate(rosterRequest(EVENT_ID));
    showLiveCheckIns([{ kind: 'roster', buildingIds: [3], eventIds: [EVENT_ID], checkIns: [{ eventId: EVENT_ID, userId: 2, ...FIRST }] }]);
    expect(held()?.rsvps[1]).toMatchObject(FIRST);
    expect(held()?.event.checkedIn).toBe(1);
    // The other line keeps its object: its row is not drawn again.
    expect(held()?.rsvps[0]).toBe(unchanged);
    // Heard again (another tab, a replayed change): nothing changes.
    showLiveCheckIns([{ kind: 'roster', buildingIds: [3], eventIds: [EVENT_ID], checkIns: [{ eventId: EVENT_ID, userId: 2, ...FIRST }] }]);
    expect(held()?.event.checkedIn).toBe(1);
    // The read sent before the check-in answers without it: the check-in stays shown.
    await answerRead(2, { event, rsvps: [line(1), line(2)] });
    await reading;
    expect(held()?.rsvps[1]).toMatchObject(FIRST);
    expect(held()?.event.checkedIn).toBe(1);
    // Undone on the other tablet.
    showLiveCheckIns([{ kind: 'roster', buildingIds: [3], eventIds: [EVENT_ID], checkIns: [{ eventId: EVENT_ID, userId: 2, checkedInAt: null, checkedInBy: null }] }]);
    expect(held()?.rsvps[1]).toMatchObject({ checkedInAt: null, checkedInBy: null });
    expect(held()?.event.checkedIn).toBe(0);
  });
});
