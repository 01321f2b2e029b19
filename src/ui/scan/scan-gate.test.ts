// The same code again within 2 s of its last sighting is ignored (one check-in for a pass held in
// view, or a wedge's trigger pressed twice); a different code goes through at once.
import { describe, expect, it } from 'vitest';
import { createScanGate, SAME_CODE_IGNORED_MS } from './scan-gate.ts';

const A = 'PASS-AAAAAAAAAAAAAAAAAAAAAAAAAA';
const B = 'PASS-BBBBBBBBBBBBBBBBBBBBBBBBBB';

describe('the scan gate', () => {
  it('ignores the same code scanned again within a second, and while it stays in view', () => {
    let now = 1_000;
    const gate = createScanGate(() => now);
    expect(gate.accept(A)).toBe(true);
    now += 400;
    expect(gate.accept(A)).toBe(false);
    // Still seen in frame after frame: each sighting restarts the wait.
    now += SAME_CODE_IGNORED_MS - 100;
    expect(gate.accept(` ${A.toLowerCase()} `)).toBe(false);
    now += SAME_CODE_IGNORED_MS;
    expect(gate.accept(A)).toBe(true);
  });

  it('takes a different code at once, and the first one again after it', () => {
    let now = 0;
    const gate = createScanGate(() => now);
    expect(gate.accept(A)).toBe(true);
    now += 10;
    expect(gate.accept(B)).toBe(true);
    now += 10;
    expect(gate.accept(A)).toBe(true);
  });

  it('forgets the last code when reset (the scan view closed and opened again)', () => {
    const gate = createScanGate(() => 0);
    expect(gate.accept(A)).toBe(true);
    gate.reset();
    expect(gate.accept(A)).toBe(true);
  });
});
