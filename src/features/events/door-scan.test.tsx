// Scan at the door, from the scanned text to the status line and the server: a going resident's pass
// checks them in through the outbox (the check-in call with its Idempotency-Key, as a tap does), green
// at once; the same pass twice within a second is one check-in; already in is amber with the first
// check-in's time and who; a resident not going is red with "Check in as walk-in", which checks them
// in; a text that is no pass, or a pass of nobody here, is red "Unknown pass"; check-in closed says so.
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOOR_ENDPOINTS } from '../../api/door-api.ts';
import type { ScheduledEvent } from '../../api/schedule-api.ts';
import { passHash } from '../../contract/resident-pass.ts';
import { reportServerAnswered } from '../../offline/connectivity.ts';
import { lineOfResident, type DoorLine } from '../../state/door-roster.ts';
import { rosterResource } from '../../state/event-roster.ts';
import type { IndexedResident } from '../../state/resident-index.ts';
import { signIn, signOut } from '../../state/session.ts';
import { clearOutboxOf, fakeJwt } from '../../testing/offline-test-helpers.ts';
import { click, eventually, mount, type Mounted } from '../../testing/render-for-test.tsx';
import { ScanStatus } from '../../ui/scan/scan-status.tsx';
import { useDoorScan, type DoorScan, type DoorScanSetup } from './door-scan.tsx';
import { DOOR_STRINGS as S } from './door-strings.ts';

const USER_ID = 61;
const EVENT_ID = 902;
const BUILDING = 3;
const AVA = 'PASS-AAAAAAAAAAAAAAAAAAAAAAAAAA';
const BEN = 'PASS-BBBBBBBBBBBBBBBBBBBBBBBBBB';
const CY = 'PASS-CCCCCCCCCCCCCCCCCCCCCCCCCC';
const event = { id: EVENT_ID, name: 'Yoga', buildingId: BUILDING, timeZone: 'UTC' } as ScheduledEvent;

interface Sent {
  path: string;
  body: { userId: number };
  key: string | null;
}

function fakeServer(): Sent[] {
  const requests: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const body = init.body ? JSON.parse(String(init.body)) : null;
    requests.push({ path, body, key: new Headers(init.headers).get('Idempotency-Key') });
    const answer =
      path === DOOR_ENDPOINTS.checkIn.path
        ? { checkedInAt: '2026-11-02T10:05:00.000Z', checkedInBy: 'Mia Manager', alreadyCheckedIn: false, walkIn: body.userId === 3, overCapacity: false }
        : { event: { checkedIn: 0 }, rsvps: [] };
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return requests;
}

async function resident(id: number, firstName: string, pass: string): Promise<IndexedResident> {
  return { id, buildingId: BUILDING, firstName, lastName: 'Jones', unit: '12B', apartment: null, passHash: await passHash(pass) };
}

function Harness({ setup, onScan }: { setup: DoorScanSetup; onScan: (scan: DoorScan) => void }) {
  const scan = useDoorScan(setup);
  useEffect(() => {
    onScan(scan);
  });
  return <ScanStatus outcome={scan.outcome} />;
}

describe('scan at the door', () => {
  let mounted: Mounted | null = null;
  let requests: Sent[];
  let index: IndexedResident[];
  let lines: DoorLine[];
  const exposed: { scan: DoorScan | null } = { scan: null };
  const keep = (scan: DoorScan) => {
    exposed.scan = scan;
  };
  const status = () => mounted?.container.querySelector('[role="status"]');
  const scan = (text: string) => exposed.scan?.onText(text);
  const checkIns = () => requests.filter((request) => request.path === DOOR_ENDPOINTS.checkIn.path);

  async function open(closed: string | null = null) {
    mounted = await mount(<Harness setup={{ event, lines, residents: index, closed }} onScan={keep} />);
  }

  beforeEach(async () => {
    await clearOutboxOf(USER_ID);
    signIn(fakeJwt(USER_ID));
    requests = fakeServer();
    const [ava, ben, cy] = [await resident(1, 'Ava', AVA), await resident(2, 'Ben', BEN), await resident(3, 'Cy', CY)];
    index = [ava, ben, cy];
    lines = [
      { ...lineOfResident(ava), notGoing: false },
      { ...lineOfResident(ben), notGoing: false, checkedIn: true, checkedInAt: '2026-11-02T10:02:00.000Z', checkedInBy: 'Front Desk' },
    ];
  });

  afterEach(async () => {
    await mounted?.unmount();
    mounted = null;
    rosterResource.reset();
    await signOut();
    await clearOutboxOf(USER_ID);
    vi.unstubAllGlobals();
    reportServerAnswered();
  });

  it('a going resident: green "Checked in · Ava J.", one check-in through the outbox with its key, even scanned twice in a second', async () => {
    await open();
    scan(AVA);
    scan(AVA.toLowerCase());
    await eventually(() => expect(status()?.textContent).toContain(S.scanCheckedIn('Ava J.')));
    await eventually(() => expect(checkIns()).toHaveLength(1));
    expect(checkIns()[0]).toMatchObject({ body: { userId: 1 }, key: expect.stringMatching(/.+/) });
    expect(status()?.getAttribute('data-tone')).toBe('ok');
  });

  it('already in: amber, with the first check-in’s time in the event’s zone and who; nothing sent', async () => {
    await open();
    scan(BEN);
    await eventually(() => expect(status()?.textContent).toContain('Already checked in at 10:02 AM by Front Desk'));
    expect(status()?.getAttribute('data-tone')).toBe('warn');
    expect(checkIns()).toEqual([]);
  });

  it('not on the list: red, and "Check in as walk-in" checks them in', async () => {
    await open();
    scan(CY);
    await eventually(() => expect(status()?.textContent).toContain(S.notOnList));
    expect(status()?.getAttribute('data-tone')).toBe('error');
    expect(checkIns()).toEqual([]);
    const walkIn = [...(status()?.querySelectorAll('button') ?? [])].find((button) => button.textContent === S.checkInAsWalkIn);
    await click(walkIn);
    await eventually(() => expect(checkIns().map((request) => request.body.userId)).toEqual([3]));
    await eventually(() => expect(status()?.textContent).toContain(S.scanCheckedIn('Cy J.')));
    expect(status()?.textContent).toContain(S.scanWalkIn);
  });

  it('no pass, or a pass of nobody here (renewed, another building): red "Unknown pass" with what to do', async () => {
    await open();
    scan('hello');
    await eventually(() => expect(status()?.textContent).toContain(S.unknownPass));
    expect(status()?.textContent).toContain(S.unknownPassHelp);
    scan('PASS-ZZZZZZZZZZZZZZZZZZZZZZZZZZ');
    await eventually(() => expect(status()?.querySelectorAll('.scan-status__body')).toHaveLength(1));
    expect(status()?.textContent).toContain(S.unknownPass);
    expect(checkIns()).toEqual([]);
  });

  it('check-in closed: red, saying why; nothing sent', async () => {
    await open(S.checkInClosed('1:00 PM'));
    scan(AVA);
    await eventually(() => expect(status()?.textContent).toContain(S.checkInClosed('1:00 PM')));
    expect(status()?.getAttribute('data-tone')).toBe('error');
    expect(checkIns()).toEqual([]);
  });
});
