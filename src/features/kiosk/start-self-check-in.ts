// Turning a front-desk tablet into the self check-in kiosk: the desk's session swapped for
// a kiosk's and the front desk's copies wiped (the kiosk holds only what it shows:
// src/state/kiosk-start.ts), then the kiosk's page. It needs the connection (the server answers the
// kiosk's session) and no desk change waiting to be sent; otherwise staff are told why.
import { ROUTES } from '../../config/routes.ts';
import type { KioskRecord } from '../../state/kiosk-mode.ts';
import { enterKioskMode } from '../../state/kiosk-start.ts';
import { notify } from '../../ui/toasts.tsx';
import { KIOSK_STRINGS as S } from './kiosk-strings.ts';

export async function startSelfCheckIn(record: KioskRecord, navigate: (path: string, options?: { replace?: boolean }) => void): Promise<void> {
  const outcome = await enterKioskMode(record);
  if (outcome.ok) navigate(ROUTES.kiosk);
  else if ('unsent' in outcome) notify.error(S.startUnsent(outcome.unsent));
  else notify.error(outcome.error ?? S.startNoConnection);
}
