// Sign-out from the profile menu: with unsent changes (waiting to be sent, or refused by the server
// and not dismissed yet), say how many and ask first: they are wiped with the user's data (a shared
// device keeps nothing of the last user).
import { proxy } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { ROUTES } from '../../config/routes.ts';
import { outbox } from '../../offline/shared/outbox.ts';
import { signOut } from '../../state/session.ts';
import { currentUserId } from '../../state/current-user.ts';

/** The confirm dialog is open while either count is above 0. */
export const signOutConfirm = proxy({ pendingCount: 0, rejectedCount: 0 });

export async function signOutNow(): Promise<void> {
  signOutConfirm.pendingCount = 0;
  signOutConfirm.rejectedCount = 0;
  navigate(ROUTES.login, { replace: true });
  await signOut();
}

export async function requestSignOut(): Promise<void> {
  const userId = currentUserId();
  let pending = 0;
  let rejected = 0;
  if (userId !== null) {
    try {
      const entries = await outbox.listForUser(userId);
      pending = entries.filter((entry) => entry.state === 'pending').length;
      rejected = entries.length - pending;
    } catch {
      // IndexedDB unavailable: nothing could have been queued.
    }
  }
  if (pending + rejected > 0) Object.assign(signOutConfirm, { pendingCount: pending, rejectedCount: rejected });
  else await signOutNow();
}

export function cancelSignOut(): void {
  signOutConfirm.pendingCount = 0;
  signOutConfirm.rejectedCount = 0;
}
