// Turning a front-desk tablet into the self check-in kiosk (issue 28): remembered on the device (a
// reload comes back as the kiosk), then the kiosk's page.
import { ROUTES } from '../../config/routes.ts';
import { startKiosk, type KioskRecord } from '../../state/kiosk-mode.ts';

export function startSelfCheckIn(record: KioskRecord, navigate: (path: string, options?: { replace?: boolean }) => void): void {
  startKiosk(record);
  navigate(ROUTES.kiosk);
}
