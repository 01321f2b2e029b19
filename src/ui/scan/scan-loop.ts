// The frame loop: each new video frame (requestVideoFrameCallback where the browser has it, else
// animation frames) is read by the detector, never two at once: a frame that arrives while one is
// still being read is skipped. The app's own decoder runs on the page's thread, so it reads at most
// one frame per `minIntervalMs`, which leaves the thread free for the door's taps between frames.

import type { FrameDetector } from './scan-detector.ts';

/** The fallback's pause between decodes (about 8 reads a second: a code held up is read within a few frames). */
export const FALLBACK_INTERVAL_MS = 120;

type FrameVideo = HTMLVideoElement & { requestVideoFrameCallback?: (callback: () => void) => number; cancelVideoFrameCallback?: (handle: number) => void };

/** Reads frames of `video` until the returned stop is called; each text read goes to `onText`. */
export function runFrameLoop(video: HTMLVideoElement, detector: FrameDetector, onText: (text: string) => void, minIntervalMs = 0, now: () => number = () => performance.now()): () => void {
  const frames = video as FrameVideo;
  let stopped = false;
  let busy = false;
  let lastRead = Number.NEGATIVE_INFINITY;
  let handle = 0;
  const byVideoFrame = typeof frames.requestVideoFrameCallback === 'function';

  const schedule = () => {
    if (stopped) return;
    handle = byVideoFrame ? (frames.requestVideoFrameCallback?.(onFrame) ?? 0) : requestAnimationFrame(onFrame);
  };

  function onFrame() {
    schedule();
    const at = now();
    if (busy || at - lastRead < minIntervalMs || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
    busy = true;
    lastRead = at;
    detector
      .detect(video)
      .then((text) => {
        if (!stopped && text !== null && text !== '') onText(text);
      })
      // A frame the detector could not take (the video resized mid-read): the next one is tried.
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  }

  schedule();
  return () => {
    stopped = true;
    if (byVideoFrame) frames.cancelVideoFrameCallback?.(handle);
    else cancelAnimationFrame(handle);
  };
}
