// What a scanned pass is at the door (the resident index, the event's building) and at the kiosk
// (its roster of going residents): each outcome from the hash of a real pass.
import { describe, expect, it } from 'vitest';
import type { KioskRosterLine } from '../api/door-api.ts';
import { passHash } from '../contract/resident-pass.ts';
import { lineOfResident, type DoorLine } from './door-roster.ts';
import { doorScanOf, kioskScanOf, scannedPassHash } from './pass-lookup.ts';
import type { IndexedResident } from './resident-index.ts';

const BUILDING = 3;
const OTHER_BUILDING = 4;
const AVA = 'PASS-AAAAAAAAAAAAAAAAAAAAAAAAAA';
const BEN = 'PASS-BBBBBBBBBBBBBBBBBBBBBBBBBB';
const CY = 'PASS-CCCCCCCCCCCCCCCCCCCCCCCCCC';
const DEE = 'PASS-DDDDDDDDDDDDDDDDDDDDDDDDDD';
/** Ava's pass before she renewed it. */
const AVA_OLD = 'PASS-0000000000000000000000000A';

async function resident(id: number, firstName: string, pass: string | null, buildingId = BUILDING): Promise<IndexedResident> {
  return { id, buildingId, firstName, lastName: 'Jones', unit: '12B', apartment: null, passHash: pass === null ? null : await passHash(pass) };
}

const going = (resident: IndexedResident, extra: Partial<DoorLine> = {}): DoorLine => ({ ...lineOfResident(resident), notGoing: false, walkIn: false, ...extra });

async function door() {
  const ava = await resident(1, 'Ava', AVA);
  const ben = await resident(2, 'Ben', BEN);
  const cy = await resident(3, 'Cy', CY);
  // Dee lives in another building the session also holds.
  const dee = await resident(4, 'Dee', DEE, OTHER_BUILDING);
  const noPass = await resident(5, 'Eve', null);
  const index = [ava, ben, cy, dee, noPass];
  const lines = [going(ava), going(ben, { checkedIn: true, checkedInAt: '2026-11-02T10:02:00Z', checkedInBy: 'Front Desk' })];
  return { ava, ben, cy, dee, index, lines };
}

describe('a scan at the door', () => {
  it('a going resident not in yet: check them in', async () => {
    const { ava, index, lines } = await door();
    expect(doorScanOf(await scannedPassHash(AVA), lines, index, BUILDING)).toEqual({ kind: 'going', line: lines[0] });
    expect(lines[0]?.userId).toBe(ava.id);
  });

  it('a going resident already in: said so with the line (its time and who)', async () => {
    const { index, lines } = await door();
    expect(doorScanOf(await scannedPassHash(BEN), lines, index, BUILDING)).toEqual({ kind: 'already', line: lines[1] });
  });

  it('a check-in of this tablet still waiting to be sent counts as in', async () => {
    const { ava, index } = await door();
    const waiting = going(ava, { checkedIn: true, pending: 'checking-in' });
    expect(doorScanOf(await scannedPassHash(AVA), [waiting], index, BUILDING).kind).toBe('already');
  });

  it("a resident of the building not going: not on the list (a walk-in can be offered)", async () => {
    const { cy, index, lines } = await door();
    expect(doorScanOf(await scannedPassHash(CY), lines, index, BUILDING)).toEqual({ kind: 'not-on-list', resident: cy });
    // A walk-in whose undo waits is listed, not in, not going: still not on the list.
    const undone = { ...lineOfResident(cy), checkedIn: false };
    expect(doorScanOf(await scannedPassHash(CY), [...lines, undone], index, BUILDING).kind).toBe('not-on-list');
  });

  it("another building's resident, a renewed pass and a text that is no pass: unknown", async () => {
    const { index, lines } = await door();
    expect(doorScanOf(await scannedPassHash(DEE), lines, index, BUILDING).kind).toBe('unknown');
    expect(await scannedPassHash(AVA_OLD)).not.toBeNull();
    expect(doorScanOf(await scannedPassHash(AVA_OLD), lines, index, BUILDING).kind).toBe('unknown');
    expect(await scannedPassHash('https://example.com/PASS-AAAA')).toBeNull();
    expect(doorScanOf(await scannedPassHash('hello'), lines, index, BUILDING).kind).toBe('unknown');
  });

  it('a pass while the resident index is not on the tablet: cannot be told', async () => {
    const { lines } = await door();
    expect(doorScanOf(await scannedPassHash(AVA), lines, null, BUILDING).kind).toBe('no-index');
    expect(doorScanOf(await scannedPassHash('hello'), lines, null, BUILDING).kind).toBe('unknown');
  });

  it('reads a pass whatever its case and surrounding spaces', async () => {
    expect(await scannedPassHash(` ${AVA.toLowerCase()}\n`)).toBe(await passHash(AVA));
  });
});

describe('a scan at the kiosk', () => {
  const line = async (userId: number, firstName: string, pass: string, checkedIn = false): Promise<KioskRosterLine> => ({
    userId,
    firstName,
    lastInitial: 'J',
    unit: '12B',
    checkedIn,
    passHash: await passHash(pass),
  });

  it('a going resident: check in; already in (or waiting in the outbox): said so', async () => {
    const roster = [await line(1, 'Ava', AVA), await line(2, 'Ben', BEN, true)];
    expect(kioskScanOf(await scannedPassHash(AVA), roster)).toEqual({ kind: 'going', line: roster[0] });
    expect(kioskScanOf(await scannedPassHash(BEN), roster)).toEqual({ kind: 'already', line: roster[1] });
    expect(kioskScanOf(await scannedPassHash(AVA), roster, new Set([1])).kind).toBe('already');
  });

  it('a pass of nobody going (not going, renewed, a stranger): not on the list; a text that is no pass: unknown', async () => {
    const roster = [await line(1, 'Ava', AVA)];
    expect(kioskScanOf(await scannedPassHash(CY), roster).kind).toBe('not-on-list');
    expect(kioskScanOf(await scannedPassHash(AVA_OLD), roster).kind).toBe('not-on-list');
    expect(kioskScanOf(await scannedPassHash('PASS-HELLO'), roster).kind).toBe('unknown');
    expect(kioskScanOf(await scannedPassHash(AVA), []).kind).toBe('not-on-list');
  });
});
