// A short beep per scan, different for each outcome (one high beep: in; two middle ones: already in;
// one low buzz: not on the list or unknown), so the desk hears the outcome while looking at the
// resident. Muted per device (a quiet lobby), kept in localStorage through web-storage.ts. WebAudio
// plays only after a gesture on the page: the Scan press or the wedge's Enter makes the context.
import { readStored, writeStored } from '../../config/web-storage.ts';

export type ScanTone = 'ok' | 'warn' | 'error';

interface Beep {
  hertz: number;
  ms: number;
  wave: OscillatorType;
}

const GAP_MS = 70;
const VOLUME = 0.2;

export const SCAN_BEEPS: Readonly<Record<ScanTone, readonly Beep[]>> = {
  ok: [{ hertz: 1320, ms: 110, wave: 'sine' }],
  warn: [
    { hertz: 740, ms: 110, wave: 'sine' },
    { hertz: 740, ms: 110, wave: 'sine' },
  ],
  error: [{ hertz: 196, ms: 340, wave: 'square' }],
};

let audio: AudioContext | null = null;
let soundOn: boolean | null = null;

/** Whether scans beep on this device (on until muted). */
export function scanSoundOn(): boolean {
  soundOn ??= readStored('scanSound') ?? true;
  return soundOn;
}

export function setScanSound(on: boolean): void {
  soundOn = on;
  writeStored('scanSound', on);
}

/** Makes (or wakes) the audio context: call it in a user's gesture, so later beeps may play. */
export function primeScanSound(): void {
  if (!scanSoundOn() || typeof AudioContext !== 'function') return;
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  } catch {
    audio = null;
  }
}

/** Plays the outcome's beep, unless muted or the page has no audio. */
export function playScanTone(tone: ScanTone): void {
  if (!scanSoundOn()) return;
  primeScanSound();
  if (audio === null) return;
  let at = audio.currentTime;
  for (const beep of SCAN_BEEPS[tone]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = beep.wave;
    oscillator.frequency.value = beep.hertz;
    gain.gain.setValueAtTime(VOLUME, at);
    // Faded out, not cut: a cut wave clicks.
    gain.gain.exponentialRampToValueAtTime(0.001, at + beep.ms / 1000);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + beep.ms / 1000);
    at += (beep.ms + GAP_MS) / 1000;
  }
}
