// Front-desk mode: a manager turns this tablet into a building-admin session for one
// building; leaving needs the account's password. Both ways the old session's data leaves the device
// first (as on sign-out), so the manager's and the front desk's copies never mix.
import { leaveFrontDesk as leaveCall, startFrontDesk as startCall } from '../api/account-api.ts';
import { outbox } from '../offline/shared/outbox.ts';
import { currentUserId } from './current-user.ts';
import { replaceSession } from './session.ts';

export type FrontDeskOutcome =
  | { ok: true; signedIn: boolean }
  /** The server's sentence (wrong password, not your building, no connection). */
  | { ok: false; error: string }
  /** Changes wait in the outbox: they would be wiped with this session. */
  | { ok: false; unsent: number };

async function unsentCount(): Promise<number> {
  const userId = currentUserId();
  if (userId === null) return 0;
  try {
    return (await outbox.listForUser(userId)).length;
  } catch {
    return 0;
  }
}

export async function startFrontDeskMode(buildingId: number): Promise<FrontDeskOutcome> {
  const unsent = await unsentCount();
  if (unsent > 0) return { ok: false, unsent };
  const answer = await startCall(buildingId);
  if (!answer.ok) return { ok: false, error: answer.data.msg };
  await replaceSession(answer.data.token);
  return { ok: true, signedIn: true };
}

export async function leaveFrontDeskMode(password: string): Promise<FrontDeskOutcome> {
  const unsent = await unsentCount();
  if (unsent > 0) return { ok: false, unsent };
  const answer = await leaveCall(password);
  if (!answer.ok) return { ok: false, error: answer.data.msg };
  await replaceSession(answer.data.token);
  return { ok: true, signedIn: answer.data.token !== null };
}
