// The camera's scan view: the rear camera's picture with a frame to aim at, the torch where the
// camera has one, the beep on or off (kept per device) and Stop. The camera runs only while the view
// is shown. Without a camera it says why, and `otherWays` says what still works (the search and a
// wedge scanner at the door, typing one's name at the kiosk).
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { CameraUnavailable, setTorch, type CameraProblem } from './scan-camera.ts';
import type { DetectorKind } from './scan-detector.ts';
import { startScan } from './scan-engine.ts';
import { primeScanSound, scanSoundOn, setScanSound } from './scan-sound.ts';
import { SCAN_STRINGS as S } from './scan-strings.ts';
import './scan.css';

type CameraState = { phase: 'starting' } | { phase: 'scanning'; detector: DetectorKind; torchTrack: MediaStreamTrack | null } | { phase: 'off'; problem: CameraProblem };

export interface ScanPanelProps {
  id?: string;
  /** Each code read (the same one seen again in the next frames too: the caller's gate drops those). */
  onText: (text: string) => void;
  onStop: () => void;
  /** What still works without the camera, said after why it is off. */
  otherWays: string;
  /** The last scan's outcome (ScanStatus): below the picture, or beside it on a wide screen. */
  children?: ReactNode;
}

/** The camera for as long as the view is shown, and a retry after it failed. */
function useCamera(video: RefObject<HTMLVideoElement | null>, onText: (text: string) => void): [CameraState, () => void] {
  const [state, setState] = useState<CameraState>({ phase: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(onText);
  useEffect(() => {
    latest.current = onText;
  }, [onText]);
  useEffect(() => {
    const element = video.current;
    if (element === null) return undefined;
    let cancelled = false;
    let stop: (() => void) | null = null;
    startScan(element, (text) => latest.current(text), () => cancelled).then(
      (running) => {
        // Closed while the camera was starting: its light goes out at once.
        if (cancelled) return running.stop();
        stop = running.stop;
        setState({ phase: 'scanning', detector: running.detector, torchTrack: running.torchTrack });
      },
      (error: unknown) => {
        if (!cancelled) setState({ phase: 'off', problem: error instanceof CameraUnavailable ? error.problem : 'failed' });
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [video, attempt]);
  const retry = useCallback(() => {
    setState({ phase: 'starting' });
    setAttempt((value) => value + 1);
  }, []);
  return [state, retry];
}

/** On or off at a glance; a screen reader hears aria-pressed on the button instead. */
function Switch({ on }: { on: boolean }) {
  return (
    <span className="scan-panel__switch" aria-hidden="true">
      {on ? S.on : S.off}
    </span>
  );
}

export function ScanPanel({ id, onText, onStop, otherWays, children }: ScanPanelProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [camera, retry] = useCamera(video, onText);
  // The torch as last set, for the track it was set on: a new camera starts with it off.
  const [torch, setTorchState] = useState<{ track: MediaStreamTrack | null; on: boolean }>({ track: null, on: false });
  const [soundOn, setSoundOn] = useState(scanSoundOn);
  const torchTrack = camera.phase === 'scanning' ? camera.torchTrack : null;
  const off = camera.phase === 'off' ? camera.problem : null;
  const torchOn = torchTrack !== null && torch.track === torchTrack && torch.on;

  const toggleTorch = () => {
    if (torchTrack === null) return;
    const next = !torchOn;
    // Shown as asked; a camera that refuses keeps its light as it was, and so does the button.
    setTorchState({ track: torchTrack, on: next });
    setTorch(torchTrack, next).catch(() => setTorchState({ track: torchTrack, on: !next }));
  };
  const toggleSound = () => {
    const next = !soundOn;
    setScanSound(next);
    setSoundOn(next);
    if (next) primeScanSound();
  };

  return (
    <section id={id} className="scan-panel" aria-label={S.scanner} data-camera={camera.phase} data-detector={camera.phase === 'scanning' ? camera.detector : undefined}>
      <div className="scan-panel__view" hidden={off !== null}>
        <video ref={video} className="scan-panel__video" aria-label={S.camera} playsInline muted disablePictureInPicture />
        <div className="scan-panel__frame" aria-hidden="true" />
      </div>
      <div className="scan-panel__side">
        {off === null ? (
          <p className="scan-panel__note">{camera.phase === 'starting' ? S.starting : S.aim}</p>
        ) : (
          <div className="scan-panel__problem" role="alert">
            <p>{S.cameraOff[off]}</p>
            <p>{otherWays}</p>
          </div>
        )}
        <div className="scan-panel__controls">
          {off !== null && off !== 'absent' && off !== 'unsupported' ? (
            <button type="button" className="button button-secondary" onClick={retry}>
              {S.tryAgain}
            </button>
          ) : null}
          {torchTrack === null ? null : (
            <button type="button" className="button button-secondary scan-panel__toggle" aria-pressed={torchOn} onClick={toggleTorch}>
              {S.torch} <Switch on={torchOn} />
            </button>
          )}
          <button type="button" className="button button-secondary scan-panel__toggle" aria-pressed={soundOn} onClick={toggleSound}>
            {S.sound} <Switch on={soundOn} />
          </button>
          <button type="button" className="button button-secondary" onClick={onStop}>
            {S.stop}
          </button>
        </div>
      </div>
      <div className="scan-panel__outcome">{children}</div>
    </section>
  );
}
