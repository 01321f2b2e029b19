// The time, for what changes with it on screen (a check-in window opening): once a minute is enough.
import { useEffect, useState } from 'react';

export const CLOCK_TICK_MS = 60_000 as const;

export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
