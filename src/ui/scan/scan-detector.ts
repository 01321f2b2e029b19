// What reads a QR code from the camera's frames: the browser's own BarcodeDetector where it has one
// that reads QR codes (Android and ChromeOS tablets, Safari), else the decoder the app serves itself
// (qr/decode.js, about 13 kB gzip as built), loaded only when a scan view opens (its own chunk, which the service
// worker precaches with every built script, so it loads offline too). The fallback draws each frame
// to a small canvas (at most FRAME_WIDTH wide: a pass's QR code fills much of the view, and a
// smaller frame decodes faster) and decodes its pixels.
//
// Tests force the fallback on a browser that has a BarcodeDetector by setting
// `globalThis.__forceScanFallback = true` before the page's scripts run (Playwright's addInitScript).

declare global {
  /** Test-only: use the app's own decoder even where the browser has a BarcodeDetector. */
  var __forceScanFallback: boolean | undefined;
}

export type DetectorKind = 'native' | 'fallback';

/** Reads one frame of the video: the code's text, or null when none is seen in it. */
export interface FrameDetector {
  kind: DetectorKind;
  detect(video: HTMLVideoElement): Promise<string | null>;
}

/** The Shape Detection API's BarcodeDetector, as far as it is used here (not in TypeScript's DOM types). */
interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<ReadonlyArray<{ rawValue: string }>>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<readonly string[]>;
}

/** Where the detector is looked for (globalThis; a stand-in in tests). */
export interface DetectorScope {
  BarcodeDetector?: unknown;
  __forceScanFallback?: boolean;
}

/** Largest frame width the fallback decodes (a 1280-wide camera frame is drawn at half size). */
export const FRAME_WIDTH = 640;

/** Which detector this browser gets: the native one only when present, reading qr_code, and not forced off. */
export async function detectorKind(scope: DetectorScope = globalThis): Promise<DetectorKind> {
  if (scope.__forceScanFallback === true || !('BarcodeDetector' in scope)) return 'fallback';
  const Native = scope.BarcodeDetector as NativeDetectorClass | undefined;
  if (typeof Native?.getSupportedFormats !== 'function') return 'fallback';
  try {
    return (await Native.getSupportedFormats()).includes('qr_code') ? 'native' : 'fallback';
  } catch {
    return 'fallback';
  }
}

/** A frame's size drawn at most `maxWidth` wide, its proportions kept (0 × 0 before the video has a frame). */
export function frameSize(videoWidth: number, videoHeight: number, maxWidth: number = FRAME_WIDTH): { width: number; height: number } {
  if (videoWidth <= 0 || videoHeight <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxWidth / videoWidth);
  return { width: Math.round(videoWidth * scale), height: Math.round(videoHeight * scale) };
}

type DecodeQR = (image: { width: number; height: number; data: Uint8ClampedArray }) => string;

/** The fallback's decode of one frame's pixels: the text, or null for a frame with no readable code. */
export function decodePixels(decodeQR: DecodeQR, image: { width: number; height: number; data: Uint8ClampedArray }): string | null {
  try {
    return decodeQR(image);
  } catch {
    // decodeQR throws when it finds no code: a frame missed, the next one may read.
    return null;
  }
}

function nativeDetector(scope: DetectorScope): FrameDetector {
  const detector = new (scope.BarcodeDetector as NativeDetectorClass)({ formats: ['qr_code'] });
  return {
    kind: 'native',
    async detect(video) {
      const [first] = await detector.detect(video);
      return first?.rawValue ?? null;
    },
  };
}

async function fallbackDetector(): Promise<FrameDetector> {
  const { decodeQR } = await import('qr/decode.js');
  const canvas = document.createElement('canvas');
  let context: CanvasRenderingContext2D | null = null;
  return {
    kind: 'fallback',
    async detect(video) {
      const { width, height } = frameSize(video.videoWidth, video.videoHeight);
      if (width === 0) return null;
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      // Read back every frame: the browser keeps the canvas in memory rather than on the GPU.
      context ??= canvas.getContext('2d', { willReadFrequently: true });
      if (context === null) return null;
      context.drawImage(video, 0, 0, width, height);
      return decodePixels(decodeQR, context.getImageData(0, 0, width, height));
    },
  };
}

/** The detector this browser gets (the fallback's decoder is downloaded here, once). */
export async function makeDetector(scope: DetectorScope = globalThis): Promise<FrameDetector> {
  return (await detectorKind(scope)) === 'native' ? nativeDetector(scope) : fallbackDetector();
}
