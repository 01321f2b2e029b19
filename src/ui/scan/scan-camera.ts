// The camera of a scan: the rear one (a tablet turned to face the resident's phone, or held like a
// phone), at a modest resolution (a pass's QR code has 25 × 25 large modules), and its torch where
// the track has one. Why a camera cannot open is named, so the scan view can say what to do.

import type { CameraProblem } from './camera-problem.ts';

export type { CameraProblem };

export class CameraUnavailable extends Error {
  readonly problem: CameraProblem;
  constructor(problem: CameraProblem, cause?: unknown) {
    super(`camera not available: ${problem}`, { cause });
    this.name = 'CameraUnavailable';
    this.problem = problem;
  }
}

/** The problem a getUserMedia failure stands for (DOMException names of the Media Capture spec). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'absent';
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError') return 'busy';
  return 'failed';
}

/** Asks for the rear camera (any camera where there is no rear one); throws CameraUnavailable. */
export async function openRearCamera(media: Partial<Pick<MediaDevices, 'getUserMedia'>> | undefined = globalThis.navigator?.mediaDevices): Promise<MediaStream> {
  // No mediaDevices outside a secure context (http:// other than localhost) and in some webviews.
  if (typeof media?.getUserMedia !== 'function') throw new CameraUnavailable('unsupported');
  try {
    return await media.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
    });
  } catch (error) {
    throw new CameraUnavailable(cameraProblemOf(error), error);
  }
}

/** Whether the track can light its torch (only offered then: most tablets' front cameras cannot). */
export function hasTorch(track: MediaStreamTrack | null | undefined): boolean {
  if (!track || typeof track.getCapabilities !== 'function') return false;
  const capabilities = track.getCapabilities() as MediaTrackCapabilities & { torch?: unknown };
  // Chromium answers true; some browsers list the values it can take ([false, true]).
  return capabilities.torch === true || (Array.isArray(capabilities.torch) && capabilities.torch.includes(true));
}

/** Lights or puts out the torch. */
export function setTorch(track: MediaStreamTrack, on: boolean): Promise<void> {
  return track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}

/** Ends the camera (its light goes out). */
export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
