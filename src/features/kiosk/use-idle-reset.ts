// WCAG 2.2.1 on a lobby kiosk: after IDLE_MS without a touch or key during a resident's
// flow, a warning counts down WARNING_SECONDS (visible, at least 20 s) and offers "I'm still here";
// when it runs out the flow starts over. Any touch or key before the warning starts the wait again.
import { useCallback, useEffect, useRef, useState } from 'react';

const IDLE_MS = 60_000 as const;
const WARNING_SECONDS = 30 as const;
const TICK_MS = 1_000;

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'input', 'wheel'] as const;

/**
 * While `watching`: null until the resident has been idle for IDLE_MS, then the seconds left before
 * `onTimeout` runs. `stillHere` ends the warning (and starts the wait again).
 */
export function useIdleReset(watching: boolean, onTimeout: () => void): { secondsLeft: number | null; stillHere: () => void } {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [round, setRound] = useState(0);
  const warning = watching && secondsLeft !== null;
  const timeout = useRef(onTimeout);
  useEffect(() => {
    timeout.current = onTimeout;
  }, [onTimeout]);

  // The wait: restarted by any activity (not while the warning shows: only its button ends it).
  useEffect(() => {
    if (!watching || warning) return undefined;
    let timer = setTimeout(() => setSecondsLeft(WARNING_SECONDS), IDLE_MS);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSecondsLeft(WARNING_SECONDS), IDLE_MS);
    };
    for (const name of ACTIVITY_EVENTS) document.addEventListener(name, restart, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) document.removeEventListener(name, restart, { capture: true });
    };
  }, [watching, warning, round]);

  // The countdown, from the clock (a late tick does not stretch it).
  useEffect(() => {
    if (!warning) return undefined;
    const ends = Date.now() + WARNING_SECONDS * 1_000;
    const tick = setInterval(() => {
      const left = Math.max(0, Math.ceil((ends - Date.now()) / 1_000));
      setSecondsLeft(left);
      if (left === 0) {
        clearInterval(tick);
        setSecondsLeft(null);
        timeout.current();
      }
    }, TICK_MS);
    return () => clearInterval(tick);
  }, [warning]);

  const stillHere = useCallback(() => {
    setSecondsLeft(null);
    setRound((value) => value + 1);
  }, []);
  return { secondsLeft: warning ? secondsLeft : null, stillHere };
}
