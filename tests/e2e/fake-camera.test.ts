// The fake camera the scan tests stand in front of the tablet (tests/support/e2e-camera.ts): a Y4M
// video of a QR code that Chromium plays as its camera. Here the file itself: its luma decodes back
// to the text with qr/decode.js, its lead-in does not. That Chromium plays it, and that the installed
// BarcodeDetector reads it, is shown in tests/e2e/scan-camera.test.ts (on its server and browser).
import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { fakeCameraFile, LUMA_BLACK, LUMA_WHITE, lumaToRgba, qrVideo, readY4m, readY4mFile } from '../support/e2e-camera.ts';

const PASS = 'PASS-0123456789ABCDEFGHJKMNPQRS';
const OTHER_PASS = 'PASS-ZYXWVTSRQPNMKJHGFEDCBA9876';

const decodeLuma = (width: number, height: number, luma: Uint8Array) => decodeQR({ width, height, data: lumaToRgba(luma) });

describe('the fake camera – its video file', () => {
  it('writes a 4:2:0 Y4M video whose code frames decode to the text and whose lead-in is blank', () => {
    const bytes = qrVideo(PASS, { width: 320, height: 240, fps: 15, frames: 2, leadInFrames: 3 });
    expect(new TextDecoder().decode(bytes.subarray(0, bytes.indexOf(0x0a)))).toBe('YUV4MPEG2 W320 H240 F15:1 Ip A1:1 C420jpeg');
    const video = readY4m(bytes);
    expect(video).toMatchObject({ width: 320, height: 240, fps: 15 });
    expect(video.lumas).toHaveLength(5);
    expect(bytes.length).toBe(bytes.indexOf(0x0a) + 1 + 5 * ('FRAME\n'.length + 320 * 240 * 1.5));
    for (const blank of video.lumas.slice(0, 3)) {
      expect(blank.every((value) => value === LUMA_WHITE)).toBe(true);
      expect(() => decodeLuma(320, 240, blank)).toThrow();
    }
    for (const frame of video.lumas.slice(3)) {
      expect(new Set(frame)).toEqual(new Set([LUMA_WHITE, LUMA_BLACK]));
      expect(decodeLuma(320, 240, frame)).toBe(PASS);
    }
  });

  it('gives the same file another code, read from the same path', () => {
    const camera = fakeCameraFile(PASS);
    try {
      const first = readY4mFile(camera.path);
      expect(decodeLuma(first.width, first.height, first.lumas[0]!)).toBe(PASS);
      camera.show(OTHER_PASS);
      const second = readY4mFile(camera.path);
      expect(second).toMatchObject({ width: 640, height: 480, fps: 30 });
      expect(decodeLuma(second.width, second.height, second.lumas[0]!)).toBe(OTHER_PASS);
    } finally {
      camera.remove();
    }
  });
});
