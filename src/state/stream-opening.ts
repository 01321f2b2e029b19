// The live-change stream's first connection while it is being opened (live-changes.ts). Its first
// `ready` reads again whatever a screen asked for before it (onFirstReady), since a change made
// before the stream listened would otherwise be missed. A load showing the device's copy meanwhile
// therefore waits for that `ready` before it asks the server: its one ask then comes after, and is
// not read again. Before, a repeat visit asked each of a screen's calls twice, some 100-300 ms
// apart (/client-dashboard: 27 API calls for 14 reads). A screen with nothing to show yet asks at
// once: its data matters more than the second read.
//
// The app marks the stream as expected as it starts with a session (main.tsx), before the page's
// first loads: the stream itself starts later, with the offline layer's chunk. The mark lasts until
// the first connection is ready or fails, and never longer than STREAM_OPENING_WAIT_MS (a tab whose
// stream another tab holds, a server slow to answer): then loads ask at once again.

/** The longest loads with a copy on screen wait for the stream's first connection. */
export const STREAM_OPENING_WAIT_MS = 1_000 as const;

let opening: { done: Promise<void>; end: () => void } | null = null;

/**
 * Marks the stream's first connection as expected or being opened (joining a mark already made);
 * the returned function ends the mark (ready, refused, dropped or stopped). Loads waiting go on then.
 */
export function expectStreamOpening(maxMs: number = STREAM_OPENING_WAIT_MS): () => void {
  if (opening !== null) return opening.end;
  let resolve = () => {};
  const done = new Promise<void>((settle) => (resolve = settle));
  const mark = {
    done,
    end: () => {
      clearTimeout(timer);
      if (opening === mark) opening = null;
      resolve();
    },
  };
  const timer = setTimeout(mark.end, maxMs);
  opening = mark;
  return mark.end;
}

/** Resolves once the mark ends; null when there is none (ask at once). */
export function untilStreamOpened(): Promise<void> | null {
  return opening?.done ?? null;
}
