// A write waits for the frame that draws its tap, but never hangs where no frame comes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint.ts';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('resolves after the next frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let done = false;
    const waiting = afterNextPaint().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    frames.forEach((frame) => frame(performance.now()));
    await waiting;
    expect(done).toBe(true);
  });

  it('resolves in a hidden tab, which draws no frames', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    await afterNextPaint();
    expect(frame).not.toHaveBeenCalled();
  });
});
