// Waiting longer after each failure, shorter again after a success: the outbox's replay, the
// server probe, the live stream, the database listener and the mail queue all retry this way.
// Plain language only (no DOM, React or Node APIs), so the app, the service worker and the server
// share it.

/** Delays after the 1st, 2nd, … failure in a row; the last one repeats. */
export type BackoffDelaysMs = readonly number[];

/** Delays that double from `firstMs` up to `maxMs` (which then repeats). */
export function doublingDelaysMs(firstMs: number, maxMs: number): BackoffDelaysMs {
  const delays: number[] = [];
  for (let delay = firstMs; delay < maxMs; delay *= 2) delays.push(delay);
  delays.push(maxMs);
  return delays;
}

/**
 * The wait before the next try after `failures` failures in a row (1 = the first failure). For a
 * count kept elsewhere (a job's attempts in a database row); a process's own retries use `backoff`.
 */
export function delayAfterFailuresMs(delaysMs: BackoffDelaysMs, failures: number): number {
  if (delaysMs.length === 0) throw new Error('a back-off needs at least one delay');
  const index = Math.min(Math.max(failures, 1), delaysMs.length) - 1;
  return delaysMs[index] as number;
}

export interface Backoff {
  /** Failures in a row since the last success. */
  readonly failures: number;
  /** Whether a retry is waiting for its time. */
  readonly pending: boolean;
  /**
   * Counts a failure and runs `retry` after the delay it earns; a retry already waiting is replaced
   * (two failures reported in one outage make one retry). Returns the delay.
   */
  retry(retry: () => void): number;
  /** A success: the next failure waits the first delay again; a waiting retry is dropped. */
  reset(): void;
  /** Drops a waiting retry and keeps the count (the caller will try sooner by itself). */
  cancel(): void;
}

export interface BackoffOptions {
  /**
   * A waiting retry does not keep a Node process alive on its own (a server's reconnect or re-read
   * must not hold off its exit); browsers have no such notion and ignore it.
   */
  unref?: boolean;
}

export function backoff(delaysMs: BackoffDelaysMs, options: BackoffOptions = {}): Backoff {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    get failures() {
      return failures;
    },
    get pending() {
      return timer !== undefined;
    },
    retry(retry) {
      cancel();
      failures += 1;
      const delayMs = delayAfterFailuresMs(delaysMs, failures);
      timer = setTimeout(() => {
        timer = undefined;
        retry();
      }, delayMs);
      if (options.unref) (timer as unknown as { unref?: () => void }).unref?.();
      return delayMs;
    },
    reset() {
      cancel();
      failures = 0;
    },
    cancel,
  };
}
