// Texts of the camera's scan view, shared by the door view and the kiosk (each says its outcomes in
// its own strings: door-strings.ts, kiosk-strings.ts). One module, so tests import the same constants;
// translated in src/i18n/catalogues/<language>/scan.ts.
import { defineMessages } from '../../i18n/catalogue.ts';
import type { CameraProblem } from './camera-problem.ts';

const SCAN_EN = {
  /** The scan view's region. */
  scanner: 'Scanner',
  camera: 'Camera',
  starting: 'Starting the camera…',
  aim: "Hold the pass's QR code in the frame.",
  torch: 'Torch',
  sound: 'Sound',
  on: 'On',
  off: 'Off',
  stop: 'Stop scanning',
  tryAgain: 'Try again',
  /** The status line's name: a scan's outcome is said there. */
  result: 'Scan result',
  cameraOff: {
    denied: "Camera not available: this browser was not allowed to use it. Allow the camera for this site in the browser's settings, then try again.",
    absent: 'Camera not available: this device has no camera to scan with.',
    busy: 'Camera not available: another app is using it. Close that app, then try again.',
    unsupported: 'Camera not available: this browser cannot use the camera on this page.',
    failed: 'Camera not available: it did not start.',
  } satisfies Record<CameraProblem, string>,
} as const;

export type ScanMessages = typeof SCAN_EN;
export const SCAN_STRINGS = defineMessages('scan', SCAN_EN);
