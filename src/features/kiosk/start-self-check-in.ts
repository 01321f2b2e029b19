// Turning a front-desk tablet into the self check-in kiosk (issue 28): remembered on the device (a
// reload comes back as the kiosk), the front desk's copies wiped (the kiosk holds only what it shows:
// src/state/kiosk-start.ts), then the kiosk's page.
import { ROUTES } from '../../config/routes.ts';
import type { KioskRecord } from '../../state/kiosk-mode.ts';
import { enterKioskMode } from '../../state/kiosk-start.ts';

export async function startSelfCheckIn(record: KioskRecord, navigate: (path: string, options?: { replace?: boolean }) => void): Promise<void> {
  await enterKioskMode(record);
  navigate(ROUTES.kiosk);
}
