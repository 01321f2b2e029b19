// The user pressed Reload for a new version, and the page reloaded with that version's worker still
// waiting (the browser held it back past the fallback reload: torture seed 7335, about 1 update in
// 150). The acceptance is kept for the next page load of this tab (sessionStorage), which then takes
// the update without asking again: once more, not in a loop, and only right after the press.
const KEY = 'hom-update-accepted';

/** How long after Reload the next page load still counts as the same acceptance. */
export const ACCEPTED_FOR_MS = 60_000;
/** Reload pressed once, then taken again by at most this many page loads without asking. */
const ACCEPTED_RETRIES = 1;

interface Accepted {
  at: number;
  retries: number;
}

function read(): Accepted | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Accepted> | null;
    return typeof value?.at === 'number' && typeof value.retries === 'number' ? { at: value.at, retries: value.retries } : null;
  } catch {
    return null;
  }
}

/** Called as the update is applied; `retries`: page loads that took it without asking so far. */
export function rememberUpdateAccepted(now: number, retries: number): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ at: now, retries }));
  } catch {
    // Storage refused (private mode, quota): the prompt simply comes back, as before.
  }
}

/**
 * Read once as the page starts, and forgotten: true when this tab accepted an update moments ago
 * and may take it again without asking.
 */
export function takeAcceptedUpdate(now: number): { accepted: boolean; retries: number } {
  const value = read();
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
  if (value === null || now - value.at > ACCEPTED_FOR_MS || now < value.at) return { accepted: false, retries: 0 };
  return { accepted: value.retries < ACCEPTED_RETRIES, retries: value.retries };
}
