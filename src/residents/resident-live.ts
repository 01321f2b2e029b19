// The residents' live stream (GET /api/residents/changes): any change tells the events screen to ask
// again. It says only that something changed, never whose RSVP it was. A dropped stream is opened
// again after a growing pause; no stream (offline, an older server) leaves the screen as loaded.
import { useEffect, useRef } from 'react';
import { createEventStreamParser } from '../api/event-stream-parser.ts';
import { delayAfterFailuresMs, doublingDelaysMs } from '../primitives/backoff.ts';
import { openResidentChanges } from './resident-api.ts';

const RECONNECT_DELAYS_MS = doublingDelaysMs(1_000, 30_000);

export function useResidentChanges(token: string | null, onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (token === null) return;
    const controller = new AbortController();
    let failures = 0;
    const run = async () => {
      while (!controller.signal.aborted) {
        const body = await openResidentChanges(token, controller.signal);
        if (body !== null) {
          failures = 0;
          const parse = createEventStreamParser((event) => {
            if (event.event === 'change') latest.current();
          });
          const reader = body.getReader();
          const decoder = new TextDecoder();
          try {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              parse(decoder.decode(value, { stream: true }));
            }
          } catch {
            // Dropped: opened again below.
          }
          // What changed while it was closed is not known: ask again once it is back.
          if (!controller.signal.aborted) latest.current();
        }
        failures += 1;
        await new Promise((resolve) => setTimeout(resolve, delayAfterFailuresMs(RECONNECT_DELAYS_MS, failures)));
      }
    };
    void run();
    return () => controller.abort();
  }, [token]);
}
