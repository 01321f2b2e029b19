/**
 * Asking for a code must take as long for an e-mail that is a resident's as for one that is not. Both
 * do the same counting and lookup, and only a resident's adds a short transaction (the sign-in and
 * its queued mail); so both answer no sooner than this after they began, well past that work.
 */
export const REQUEST_CODE_ANSWER_FLOOR_MS = 250;

/** Waits until `floorMs` have passed since `startedAt` (a performance.now() reading). */
export async function answerNoSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  const left = floorMs - (performance.now() - startedAt);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
