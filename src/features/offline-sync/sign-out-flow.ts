// Sign-out from the profile menu: with unsent changes, say how many and ask first (they are wiped
// with the user's data, spec'd by issue "Offline-first", Shared device).
import { proxy } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { ROUTES } from '../../config/routes.ts';
import { outbox } from '../../offline/outbox.ts';
import { signOut } from '../../state/session.ts';
import { currentUserId } from './current-user.ts';

/** pendingCount > 0 while the confirm dialog is open. */
export const signOutConfirm = proxy({ pendingCount: 0 });

export async function signOutNow(): Promise<void> {
  signOutConfirm.pendingCount = 0;
  navigate(ROUTES.login, { replace: true });
  await signOut();
}

export async function requestSignOut(): Promise<void> {
  const userId = currentUserId();
  let pending = 0;
  if (userId !== null) {
    try {
      pending = await outbox.countPending(userId);
    } catch {
      pending = 0;
    }
  }
  if (pending > 0) signOutConfirm.pendingCount = pending;
  else await signOutNow();
}

export function cancelSignOut(): void {
  signOutConfirm.pendingCount = 0;
}
