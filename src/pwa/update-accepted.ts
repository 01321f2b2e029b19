// The user pressed Reload for a new version, and the page reloaded with that version's worker still
// waiting (the browser held it back past the fallback reload: torture seed 7335, about 1 update in
// 150). The acceptance is kept for the next page load of this tab (sessionStorage), which then takes
// the update without asking again: once more, not in a loop, and only right after the press.
import { readStored, removeStored, writeStored } from '../config/web-storage.ts';

/** How long after Reload the next page load still counts as the same acceptance. */
export const ACCEPTED_FOR_MS = 60_000;
/** Reload pressed once, then taken again by at most this many page loads without asking. */
const ACCEPTED_RETRIES = 1;

/** Called as the update is applied; `retries`: page loads that took it without asking so far. */
export function rememberUpdateAccepted(now: number, retries: number): void {
  // Storage refused (private mode, quota): the prompt simply comes back, as before.
  writeStored('updateAccepted', { at: now, retries });
}

/**
 * Read once as the page starts, and forgotten: true when this tab accepted an update moments ago
 * and may take it again without asking.
 */
export function takeAcceptedUpdate(now: number): { accepted: boolean; retries: number } {
  const value = readStored('updateAccepted');
  removeStored('updateAccepted');
  if (value === null || now - value.at > ACCEPTED_FOR_MS || now < value.at) return { accepted: false, retries: 0 };
  return { accepted: value.retries < ACCEPTED_RETRIES, retries: value.retries };
}
