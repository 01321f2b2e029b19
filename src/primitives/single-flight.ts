// One run at a time of an async task: the outbox and its replay, the offline warm-up (app), and the
// server's mail queue all need it. Plain language only (no DOM, React or Node APIs), so the app, the
// service worker and the server import the same helper.

export interface SingleFlightOptions<T> {
  /**
   * 'join' (the default): a call during a run gets that run's result and nothing more (a second
   * warm-up beside the first would only ask for the same copies again).
   * 'run-again': a call during a run also asks for one more run once the current one ends, with the
   * latest call's arguments (several such calls make one run): what it wants done may have come
   * too late for the run under way (an outbox entry stored after the replay read the rows, a mail
   * queued after the pass looked). Every caller of the flight waits for that run too.
   */
  whenBusy?: 'join' | 'run-again';
  /** The flight's result from its runs' results, in order; default: the last run's. */
  combine?: (earlier: T, later: T) => T;
}

/**
 * Wraps `task` so that no two runs of it overlap. A flight is the first run and the runs asked for
 * during it; every call made during a flight gets the flight's promise. A run that throws ends the
 * flight with that error (runs asked for during it are dropped: the next call starts afresh).
 */
export function singleFlight<A extends unknown[], T>(
  task: (...args: A) => Promise<T>,
  options: SingleFlightOptions<T> = {},
): (...args: A) => Promise<T> {
  const combine = options.combine ?? ((_earlier: T, later: T) => later);
  let flight: Promise<T> | null = null;
  let runAgainWith: A | null = null;

  async function fly(first: A): Promise<T> {
    try {
      let result: T = await task(...first);
      while (runAgainWith !== null) {
        const next: A = runAgainWith;
        runAgainWith = null;
        result = combine(result, await task(...next));
      }
      return result;
    } finally {
      // In the same turn as the last check above: a call from now on starts a new flight.
      flight = null;
      runAgainWith = null;
    }
  }

  return (...args: A) => {
    if (flight !== null) {
      if (options.whenBusy === 'run-again') runAgainWith = args;
      return flight;
    }
    // Set before the task starts (it runs at once, up to its first await): a call the task makes
    // itself joins this flight.
    let resolveFlight!: (value: T) => void;
    let rejectFlight!: (error: unknown) => void;
    const current = new Promise<T>((resolve, reject) => {
      resolveFlight = resolve;
      rejectFlight = reject;
    });
    flight = current;
    fly(args).then(resolveFlight, rejectFlight);
    return current;
  };
}
