// "You have 2 unsent changes and 1 change the server did not accept. Sign out anyway? They will be lost."
import { useSnapshot } from 'valtio';
import { Dialog } from '../../ui/dialog.tsx';
import { OFFLINE_SYNC_STRINGS as S, signOutWithUnsent } from '../../ui/offline-sync-strings.ts';
import { cancelSignOut, signOutConfirm, signOutNow } from './sign-out-flow.ts';

export function SignOutConfirm() {
  const { pendingCount, rejectedCount } = useSnapshot(signOutConfirm);
  if (pendingCount + rejectedCount === 0) return null;
  return (
    <Dialog title={S.signOutTitle} onClose={cancelSignOut} closeLabel={S.close}>
      <div className="form">
        <p>{signOutWithUnsent(pendingCount, rejectedCount)}</p>
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={cancelSignOut}>
            {S.cancel}
          </button>
          <button type="button" className="button button-primary" onClick={() => void signOutNow()}>
            {S.signOutAnyway}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
