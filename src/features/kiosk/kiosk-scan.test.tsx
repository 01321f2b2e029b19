// Scan at the kiosk: a going resident's pass checks them in through the kiosk's check-in (the outbox,
// the check-in call with its key), once even when scanned twice in a second; in already is amber; a
// pass of nobody going is "Not on this event's list" with "Ask the front desk" and no walk-in; a text
// that is no pass is "Unknown pass".
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOOR_ENDPOINTS, type KioskRosterLine } from '../../api/door-api.ts';
import { passHash } from '../../contract/resident-pass.ts';
import { reportServerAnswered } from '../../offline/connectivity.ts';
import { signIn, signOut } from '../../state/session.ts';
import { clearOutboxOf, fakeJwt } from '../../testing/offline-test-helpers.ts';
import { eventually, mount, type Mounted } from '../../testing/render-for-test.tsx';
import { ScanStatus } from '../../ui/scan/scan-status.tsx';
import type { KioskEvent } from './kiosk-flow.ts';
import { useKioskScan, type KioskScan } from './kiosk-scan.tsx';
import { KIOSK_STRINGS as S } from './kiosk-strings.ts';

const USER_ID = 62;
const AVA = 'PASS-AAAAAAAAAAAAAAAAAAAAAAAAAA';
const BEN = 'PASS-BBBBBBBBBBBBBBBBBBBBBBBBBB';
const CY = 'PASS-CCCCCCCCCCCCCCCCCCCCCCCCCC';
const event: KioskEvent = { id: 903, name: 'Yoga', startTime: '10:00', endTime: '11:00', timeZone: 'UTC' };

function Harness({ lines, onScan }: { lines: KioskRosterLine[]; onScan: (scan: KioskScan) => void }) {
  const scan = useKioskScan(event, lines, new Set());
  useEffect(() => {
    onScan(scan);
  });
  return <ScanStatus outcome={scan.outcome} />;
}

describe('scan at the kiosk', () => {
  let mounted: Mounted | null = null;
  let checkIns: number[];
  const exposed: { scan: KioskScan | null } = { scan: null };
  const keep = (scan: KioskScan) => {
    exposed.scan = scan;
  };
  const status = () => mounted?.container.querySelector('[role="status"]');

  beforeEach(async () => {
    await clearOutboxOf(USER_ID);
    signIn(fakeJwt(USER_ID));
    checkIns = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
      if (path === DOOR_ENDPOINTS.checkIn.path && new Headers(init.headers).get('Idempotency-Key')) checkIns.push(JSON.parse(String(init.body)).userId);
      const answer = { checkedInAt: '2026-11-02T10:05:00.000Z', checkedInBy: 'Kiosk', alreadyCheckedIn: false, walkIn: false, overCapacity: false };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const line = async (userId: number, firstName: string, pass: string, checkedIn = false): Promise<KioskRosterLine> => ({ userId, firstName, lastInitial: 'J', unit: '4B', checkedIn, passHash: await passHash(pass) });
    mounted = await mount(<Harness lines={[await line(1, 'Ava', AVA), await line(2, 'Ben', BEN, true)]} onScan={keep} />);
  });

  afterEach(async () => {
    await mounted?.unmount();
    mounted = null;
    await signOut();
    await clearOutboxOf(USER_ID);
    vi.unstubAllGlobals();
    reportServerAnswered();
  });

  it('a going resident: green "Checked in · Ava J.", one check-in with its key even when scanned twice in a second', async () => {
    exposed.scan?.onText(AVA);
    exposed.scan?.onText(AVA);
    await eventually(() => expect(status()?.textContent).toContain(S.scanCheckedIn('Ava J.')));
    await eventually(() => expect(checkIns).toEqual([1]));
    expect(status()?.getAttribute('data-tone')).toBe('ok');
  });

  it('already in: amber; nothing sent', async () => {
    exposed.scan?.onText(BEN);
    await eventually(() => expect(status()?.textContent).toContain(S.scanAlreadyIn));
    expect(status()?.getAttribute('data-tone')).toBe('warn');
    expect(checkIns).toEqual([]);
  });

  it('a pass of nobody going: "Not on this event\'s list", "Ask the front desk", no walk-in', async () => {
    exposed.scan?.onText(CY);
    await eventually(() => expect(status()?.textContent).toContain(S.scanNotOnList));
    expect(status()?.textContent).toContain(S.askFrontDesk);
    expect(status()?.querySelectorAll('button')).toHaveLength(0);
    expect(checkIns).toEqual([]);
  });

  it('a text that is no pass: "Unknown pass"', async () => {
    exposed.scan?.onText('PASS-HELLO');
    await eventually(() => expect(status()?.textContent).toContain(S.unknownPass));
    expect(status()?.getAttribute('data-tone')).toBe('error');
  });
});
