// Turning the front desk's tablet into the self check-in kiosk: from then on the device holds only
// what the kiosk shows. The offline warm-up stops (it takes the front desk's reads: the resident
// index, rosters, figures), and the copies it and the desk's screens kept are wiped, from memory and
// from the device; the session and its unsent changes go on.
import { wipeUserReadCopies } from '../offline/wipe-user-data.ts';
import { resetAllResources } from './cached-resource.ts';
import { startKiosk, type KioskRecord } from './kiosk-mode.ts';
import { warmOfflineCopy } from './offline-warmup.ts';

export async function enterKioskMode(record: KioskRecord): Promise<void> {
  startKiosk(record);
  // Joins a warm-up under way, which stops before its next read; none starts while the kiosk runs.
  await warmOfflineCopy();
  resetAllResources();
  try {
    await wipeUserReadCopies(record.accountId);
  } catch (error) {
    // No IndexedDB (private mode): nothing was kept on the device.
    console.error('The front desk\'s copies could not be wiped for the kiosk', error);
  }
}
