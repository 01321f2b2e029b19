// The fake camera the scan tests stand in front of the tablet: a Y4M video of a QR code
// (tests/support/e2e-camera.ts) that Chromium plays as its camera. First the file itself (its luma
// decodes back to the text with qr/decode.js, its lead-in does not); then in real Chromium on the
// app's origin: getUserMedia gives a video whose frame decodes to the text, a new text shows the next
// time the camera starts, and the BarcodeDetector the "with BarcodeDetector" runs install
// (tests/support/e2e-barcode-detector.ts: Debian's Chromium has none) reads the video too.
import type { Browser, Page } from 'playwright-core';
import decodeQR from 'qr/decode.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installBarcodeDetector } from '../support/e2e-barcode-detector.ts';
import { fakeCameraFile, LUMA_BLACK, LUMA_WHITE, lumaToRgba, qrVideo, readY4m, readY4mFile, type FakeCameraFile } from '../support/e2e-camera.ts';
import { grantCamera, launchBrowser } from '../support/e2e-browser.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

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

interface CameraFrame {
  width: number;
  height: number;
  /** RGBA, base64 (a plain array of 1.2 million numbers takes Playwright seconds to carry over). */
  rgba: string;
}

const decodeFrame = (frame: CameraFrame) => decodeQR({ width: frame.width, height: frame.height, data: Buffer.from(frame.rgba, 'base64') });

/**
 * In the page (a string: the tests' type-check has no DOM): starts the camera, waits for a frame to
 * play, hands the video to `read`, stops the camera and answers what `read` answered.
 */
const withCameraVideo = (read: string) => `(async () => {
  const stream = await navigator.mediaDevices.getUserMedia({ video: true });
  try {
    const video = document.createElement('video');
    video.muted = true;
    video.srcObject = stream;
    await video.play();
    await new Promise((done) => video.requestVideoFrameCallback(() => done()));
    return await (${read})(video);
  } finally {
    for (const track of stream.getTracks()) track.stop();
  }
})()`;

/** The frame's RGBA pixels. */
const READ_PIXELS = `(video) => {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  context.drawImage(video, 0, 0);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  let binary = '';
  for (let at = 0; at < pixels.data.length; at += 0x8000) binary += String.fromCharCode(...pixels.data.subarray(at, at + 0x8000));
  return { width: pixels.width, height: pixels.height, rgba: btoa(binary) };
}`;

/** What window.BarcodeDetector finds in the frame. */
const DETECT = `async (video) => (await new BarcodeDetector({ formats: ['qr_code'] }).detect(video)).map((barcode) => barcode.rawValue)`;

const cameraFrame = async (page: Page) => (await page.evaluate(withCameraVideo(READ_PIXELS))) as CameraFrame;

describe('the fake camera – in Chromium on the app’s origin', () => {
  let server: TestServer;
  let browser: Browser;
  let camera: FakeCameraFile;

  beforeAll(async () => {
    camera = fakeCameraFile(PASS);
    [server, browser] = await Promise.all([startServer(), launchBrowser({ fakeCamera: camera.path })]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    camera?.remove();
  });

  it('plays the video as the camera: a frame decodes to the text, and to a new text once the camera starts again', async () => {
    const context = await browser.newContext();
    try {
      await grantCamera(context, server.url);
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      const frame = await cameraFrame(page);
      expect(frame).toMatchObject({ width: 640, height: 480 });
      expect(decodeFrame(frame)).toBe(PASS);

      camera.show(OTHER_PASS);
      const next = await cameraFrame(page);
      expect(decodeFrame(next)).toBe(OTHER_PASS);
      camera.show(PASS);
    } finally {
      await context.close();
    }
  });

  it('has no BarcodeDetector of its own; the installed ponyfill reads the camera’s video', async () => {
    const bare = await browser.newContext();
    const withDetector = await browser.newContext();
    try {
      const barePage = await bare.newPage();
      await barePage.goto(`${server.url}/`);
      // If this ever fails, Chromium grew a native one: the runs "without" must then hide it.
      expect(await barePage.evaluate("'BarcodeDetector' in window")).toBe(false);

      await grantCamera(withDetector, server.url);
      await installBarcodeDetector(withDetector);
      const page = await withDetector.newPage();
      await page.goto(`${server.url}/`);
      const read = await page.evaluate(withCameraVideo(DETECT));
      expect(read).toEqual([PASS]);
      expect(await page.evaluate('window.__barcodeDetectorCalls')).toBe(1);
    } finally {
      await bare.close();
      await withDetector.close();
    }
  });
});
