// A scan from start to stop, without UI: the rear camera into the given <video>, the detector this
// browser gets (scan-detector.ts) and the frame loop (scan-loop.ts). The camera and the fallback's
// decoder are asked for together, so the decoder's download does not add to the camera's start.
import { CameraUnavailable, hasTorch, openRearCamera, stopCamera } from './scan-camera.ts';
import { makeDetector, type DetectorKind, type DetectorScope } from './scan-detector.ts';
import { FALLBACK_INTERVAL_MS, runFrameLoop } from './scan-loop.ts';

export interface RunningScan {
  detector: DetectorKind;
  /** The camera's track, when it can light a torch (null: no torch to offer). */
  torchTrack: MediaStreamTrack | null;
  stop(): void;
}

export interface ScanDependencies {
  openCamera?: () => Promise<MediaStream>;
  scope?: DetectorScope;
}

/**
 * Starts reading codes from the camera into `video`; each text read goes to `onText`. Throws
 * CameraUnavailable when there is no camera to use. `isCancelled`: the view closed meanwhile (the
 * camera, once open, is then stopped at once).
 */
export async function startScan(video: HTMLVideoElement, onText: (text: string) => void, isCancelled: () => boolean, dependencies: ScanDependencies = {}): Promise<RunningScan> {
  const detecting = makeDetector(dependencies.scope);
  // A failed decoder download is said when it matters (after the camera), not as an unhandled rejection.
  detecting.catch(() => undefined);
  const stream = await (dependencies.openCamera ?? openRearCamera)();
  const stop = () => stopCamera(stream);
  try {
    if (isCancelled()) throw new CameraUnavailable('failed');
    video.srcObject = stream;
    video.muted = true;
    await video.play();
    const detector = await detecting;
    if (isCancelled()) throw new CameraUnavailable('failed');
    const stopLoop = runFrameLoop(video, detector, onText, detector.kind === 'fallback' ? FALLBACK_INTERVAL_MS : 0);
    const [track] = stream.getVideoTracks();
    return {
      detector: detector.kind,
      torchTrack: hasTorch(track) ? (track ?? null) : null,
      stop() {
        stopLoop();
        stop();
        video.srcObject = null;
      },
    };
  } catch (error) {
    stop();
    throw error instanceof CameraUnavailable ? error : new CameraUnavailable('failed', error);
  }
}
