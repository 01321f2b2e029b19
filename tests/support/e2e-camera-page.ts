// In-page helpers of the fake camera's e2e checks: start the camera in a page, wait for a frame to
// play, and read it (its pixels, or what window.BarcodeDetector finds in it). Scripts as strings:
// the tests' type-check has no DOM.
import type { Page } from 'playwright-core';
import decodeQR from 'qr/decode.js';

export interface CameraFrame {
  width: number;
  height: number;
  /** RGBA, base64 (a plain array of 1.2 million numbers takes Playwright seconds to carry over). */
  rgba: string;
}

/** What qr/decode.js reads in the frame. */
export const decodeFrame = (frame: CameraFrame) => decodeQR({ width: frame.width, height: frame.height, data: Buffer.from(frame.rgba, 'base64') });

/** In the page: starts the camera, waits for a frame to play, hands the video to `read`, stops the camera and answers what `read` answered. */
export const withCameraVideo = (read: string) => `(async () => {
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
export const READ_PIXELS = `(video) => {
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
export const DETECT = `async (video) => (await new BarcodeDetector({ formats: ['qr_code'] }).detect(video)).map((barcode) => barcode.rawValue)`;

/** One frame of the page's camera, its pixels. */
export const cameraFrame = async (page: Page) => (await page.evaluate(withCameraVideo(READ_PIXELS))) as CameraFrame;
