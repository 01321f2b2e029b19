// A code scanned again moments later is the same scan: a camera sees the pass held in front of it
// in frame after frame, and a wedge scanner's trigger is easily pressed twice. The same text within
// SAME_CODE_IGNORED_MS of when it was last seen is ignored (each sighting restarts the wait, so a pass
// held still in view checks in once, however long it stays); a different text goes through at once.

/** How long after its last sighting the same code counts as a new scan. */
export const SAME_CODE_IGNORED_MS = 2_000;

export interface ScanGate {
  /** Whether `text` is a new scan now (false: the same code again, too soon). */
  accept(text: string): boolean;
  /** Forgets the last code (the scan view closed: the next sighting counts). */
  reset(): void;
}

/** `now`: the clock (injected in tests). */
export function createScanGate(now: () => number = Date.now, windowMs: number = SAME_CODE_IGNORED_MS): ScanGate {
  let last: { text: string; at: number } | null = null;
  return {
    accept(scanned) {
      const text = scanned.trim().toUpperCase();
      const at = now();
      if (last !== null && last.text === text && at - last.at < windowMs) {
        last.at = at;
        return false;
      }
      last = { text, at };
      return true;
    },
    reset() {
      last = null;
    },
  };
}
