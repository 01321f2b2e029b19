// Turning the front desk's tablet into the self check-in kiosk and back. While the kiosk runs the
// device holds only what the kiosk shows, and only a kiosk's session: the server answers its token
// to the desk's session (POST .../front-desk/kiosk/), which then leaves the device (memory and
// localStorage: the kiosk's token takes its place; the outbox never held it, only each write's
// account). The offline warm-up stops (it takes the front desk's reads: the resident index, rosters,
// figures), and the copies it and the desk's screens kept are wiped, from memory and from the device.
// The staff exit's right password answers the desk's session again (kiosk-exit.tsx).
import { startKiosk as startKioskCall } from '../api/account-api.ts';
import { wipeUserReadCopies } from '../offline/wipe-user-data.ts';
import { outbox } from '../offline/shared/outbox.ts';
import { resetAllResources } from './cached-resource.ts';
import { endKiosk, kioskMode, kioskOfToken, startKiosk, type KioskRecord } from './kiosk-mode.ts';
import { warmOfflineCopy } from './offline-warmup.ts';
import { replayOutboxNow } from './outbox-replay.ts';
import { pendingEntries } from './outbox-view.ts';
import { getSessionToken, signIn } from './session.ts';
import { tokenSubject } from './token-claims.ts';

export type KioskStartOutcome =
  | { ok: true }
  /** The server's sentence, or (status 0) null: no connection. */
  | { ok: false; error: string | null }
  /** The desk's changes wait unsent: the kiosk's session could not send them. */
  | { ok: false; unsent: number };

async function unsentCount(accountId: number): Promise<number> {
  try {
    return pendingEntries(await outbox.listForUser(accountId)).length;
  } catch {
    // No IndexedDB (private mode): nothing is queued on the device.
    return 0;
  }
}

/** The kiosk's session in, the desk's out, and nothing of the desk's reads left on the device. */
async function holdKioskSession(kioskToken: string, record: KioskRecord): Promise<void> {
  // The kiosk's own 4 days start now, as its token's do.
  signIn(kioskToken);
  startKiosk(record);
  // Joins a warm-up under way, which stops before its next read (its session changed); none starts
  // while the kiosk runs.
  await warmOfflineCopy();
  resetAllResources();
  try {
    await wipeUserReadCopies(record.accountId);
  } catch (error) {
    // No IndexedDB (private mode): nothing was kept on the device.
    console.error("The front desk's copies could not be wiped for the kiosk", error);
  }
}

export async function enterKioskMode(record: KioskRecord): Promise<KioskStartOutcome> {
  // The kiosk's session sends check-ins only: the desk's own changes go first, with the desk's session.
  await replayOutboxNow();
  const unsent = await unsentCount(record.accountId);
  if (unsent > 0) return { ok: false, unsent };
  const desk = getSessionToken();
  const answer = await startKioskCall();
  if (!answer.ok) return { ok: false, error: answer.status === 0 ? null : answer.data.msg };
  // Signed out (or another account) while it was asked: that session is not this kiosk's to start.
  if (getSessionToken() !== desk) return { ok: false, error: null };
  await holdKioskSession(answer.data.token, record);
  return { ok: true };
}

/**
 * A device that ran the kiosk with the front desk's own session (before kiosk sessions existed)
 * swaps it for a kiosk's as soon as the server answers. True when it did.
 */
export async function secureRunningKiosk(): Promise<boolean> {
  const token = getSessionToken();
  const record = kioskMode.record;
  if (token === null || record === null || kioskOfToken(token) !== null || tokenSubject(token) !== record.accountId) return false;
  const answer = await startKioskCall();
  if (!answer.ok || getSessionToken() !== token) return false;
  await holdKioskSession(answer.data.token, record);
  return true;
}

/** The staff exit's answer: the front desk's session again, a session of its own (4 days from now). */
export function leaveKioskMode(deskToken: string): void {
  signIn(deskToken);
  endKiosk();
}
