// The scan engine's choice of detector: the browser's BarcodeDetector when it reads QR codes, else
// the app's own decoder (also when a test forces it), and the fallback's decode of real pixels.
import { encodeQR } from 'qr';
import { describe, expect, it } from 'vitest';
import { decodeQR } from 'qr/decode.js';
import { decodePixels, detectorKind, frameSize, makeDetector, type DetectorScope } from './scan-detector.ts';

const PASS = 'PASS-0123456789ABCDEFGHJKMNPQRS';

/** A stand-in for the browser's BarcodeDetector that reads formats `formats` and always sees `seen`. */
function fakeNative(formats: readonly string[], seen: string | null = null) {
  return class {
    static getSupportedFormats = async () => formats;
    constructor(readonly options: { formats: string[] }) {}
    async detect() {
      return seen === null ? [] : [{ rawValue: seen }];
    }
  };
}

/** The pass's QR code as an RGBA frame: `scale` pixels per module, a white border of 4 modules. */
function qrFrame(text: string, scale = 6): { width: number; height: number; data: Uint8ClampedArray } {
  const modules = encodeQR(text, 'raw', { border: 4 });
  const size = modules.length * scale;
  const data = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dark = modules[Math.floor(y / scale)]?.[Math.floor(x / scale)] === true;
      data.set(dark ? [0, 0, 0, 255] : [255, 255, 255, 255], (y * size + x) * 4);
    }
  }
  return { width: size, height: size, data };
}

describe("the scan engine's detector", () => {
  it('is the browser’s own where it reads QR codes', async () => {
    expect(await detectorKind({ BarcodeDetector: fakeNative(['ean_13', 'qr_code']) })).toBe('native');
  });

  it('is the app’s decoder where the browser has none, or one that does not read QR codes, or one that fails to say', async () => {
    expect(await detectorKind({})).toBe('fallback');
    expect(await detectorKind({ BarcodeDetector: fakeNative(['ean_13']) })).toBe('fallback');
    const failing = { getSupportedFormats: () => Promise.reject(new Error('not allowed')) };
    expect(await detectorKind({ BarcodeDetector: failing })).toBe('fallback');
  });

  it('is the app’s decoder when a test forces it, even beside a native one', async () => {
    const scope: DetectorScope = { BarcodeDetector: fakeNative(['qr_code']), __forceScanFallback: true };
    expect(await detectorKind(scope)).toBe('fallback');
    expect((await makeDetector(scope)).kind).toBe('fallback');
  });

  it('the native one answers the first code the browser read', async () => {
    const detector = await makeDetector({ BarcodeDetector: fakeNative(['qr_code'], PASS) });
    expect(detector.kind).toBe('native');
    expect(await detector.detect({} as HTMLVideoElement)).toBe(PASS);
    const blind = await makeDetector({ BarcodeDetector: fakeNative(['qr_code']) });
    expect(await blind.detect({} as HTMLVideoElement)).toBeNull();
  });

  it('the fallback reads a pass from a frame’s pixels, and a frame with no code is a miss, not an error', () => {
    expect(decodePixels(decodeQR, qrFrame(PASS))).toBe(PASS);
    const blank = { width: 200, height: 150, data: new Uint8ClampedArray(200 * 150 * 4).fill(255) };
    expect(decodePixels(decodeQR, blank)).toBeNull();
  });

  it('draws frames at most 640 wide, in proportion', () => {
    expect(frameSize(1280, 720)).toEqual({ width: 640, height: 360 });
    expect(frameSize(480, 640)).toEqual({ width: 480, height: 640 });
    expect(frameSize(0, 0)).toEqual({ width: 0, height: 0 });
  });
});
