// A tap's own change painted before the work it sets off (a check-in at the door must show within
// 100 ms at 4x CPU): the outbox's listing, the request and the re-renders its answer brings would otherwise
// run between the tap and the frame that shows it. A frame is drawn after its rAF callbacks, so a
// task queued from one runs after that frame's paint.

/** Longest wait: a hidden tab draws no frames (rAF never fires), and a write must not hang on it. */
export const AFTER_PAINT_FALLBACK_MS = 100 as const;

/** Resolves after the next frame is drawn (at most AFTER_PAINT_FALLBACK_MS later when none is). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, AFTER_PAINT_FALLBACK_MS);
    if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.visibilityState !== 'visible') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
