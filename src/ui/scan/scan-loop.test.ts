// The frame loop reads each new frame, never two at once, and the app's own decoder at most one
// frame per interval; stopped, it reads no more.
import { describe, expect, it } from 'vitest';
import type { FrameDetector } from './scan-detector.ts';
import { runFrameLoop } from './scan-loop.ts';

/** A video whose frames the test delivers (requestVideoFrameCallback), with a current frame. */
function fakeVideo() {
  let waiting: Array<() => void> = [];
  const video = {
    readyState: HTMLMediaElement.HAVE_ENOUGH_DATA,
    requestVideoFrameCallback(callback: () => void) {
      waiting.push(callback);
      return waiting.length;
    },
    cancelVideoFrameCallback() {
      waiting = [];
    },
  };
  return {
    video: video as unknown as HTMLVideoElement,
    frame() {
      const due = waiting;
      waiting = [];
      for (const callback of due) callback();
    },
  };
}

/** A detector whose reads the test answers one by one. */
function heldDetector() {
  const reads: Array<(text: string | null) => void> = [];
  const detector: FrameDetector = { kind: 'fallback', detect: () => new Promise((resolve) => reads.push(resolve)) };
  return { detector, reads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the frame loop', () => {
  it('reads no frame while one is still being read, and sends what it read', async () => {
    const { video, frame } = fakeVideo();
    const { detector, reads } = heldDetector();
    const texts: string[] = [];
    const stop = runFrameLoop(video, detector, (text) => texts.push(text));
    frame();
    frame();
    frame();
    expect(reads).toHaveLength(1);
    reads[0]?.('PASS-A');
    await settle();
    frame();
    expect(reads).toHaveLength(2);
    reads[1]?.(null);
    await settle();
    expect(texts).toEqual(['PASS-A']);
    stop();
  });

  it('waits the interval between reads (the decoder on the page’s thread), by the clock', async () => {
    const { video, frame } = fakeVideo();
    const { detector, reads } = heldDetector();
    let now = 0;
    const stop = runFrameLoop(video, detector, () => undefined, 120, () => now);
    frame();
    reads[0]?.(null);
    await settle();
    now = 100;
    frame();
    expect(reads).toHaveLength(1);
    now = 121;
    frame();
    expect(reads).toHaveLength(2);
    stop();
  });

  it('reads nothing more once stopped, and drops a read that ends after', async () => {
    const { video, frame } = fakeVideo();
    const { detector, reads } = heldDetector();
    const texts: string[] = [];
    const stop = runFrameLoop(video, detector, (text) => texts.push(text));
    frame();
    stop();
    reads[0]?.('PASS-LATE');
    await settle();
    frame();
    expect(reads).toHaveLength(1);
    expect(texts).toEqual([]);
  });
});
