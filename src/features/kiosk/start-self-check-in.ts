// Turning a front-desk tablet into the self check-in kiosk (issue 28): remembered on the device (a
// reload comes back as the kiosk), then the kiosk's page. Where the browser cannot keep the screen
// on, staff are told once, here.
import { ROUTES } from '../../config/routes.ts';
import { startKiosk, type KioskRecord } from '../../state/kiosk-mode.ts';
import { notify } from '../../ui/toasts.tsx';
import { KIOSK_STRINGS } from './kiosk-strings.ts';
import { wakeLockSupported } from './use-wake-lock.ts';

export function startSelfCheckIn(record: KioskRecord, navigate: (path: string, options?: { replace?: boolean }) => void): void {
  startKiosk(record);
  if (!wakeLockSupported()) notify.error(KIOSK_STRINGS.wakeLockUnsupported);
  navigate(ROUTES.kiosk);
}
