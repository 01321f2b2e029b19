// A long list drawn in steps (a roster of 500 RSVPs must stay quick on a tablet's CPU): the first
// rows with the list, then a step more in each task after it, so no task draws hundreds of rows and
// a tap waits for one step at most. Every row is in the page a few tasks later, reachable by
// keyboard and screen reader (the list's heading gives the whole count from the start).
import { useEffect, useState } from 'react';

/** Rows drawn with the list: more than a tablet's screen holds. */
const FIRST_ROWS = 40;
/** Rows added per task after that. */
const ROWS_PER_STEP = 60;

/** How many of `total` rows to draw now; grows to `total` one step per task. */
export function useRowsInSteps(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_ROWS);
  useEffect(() => {
    if (drawn >= total) return undefined;
    const timer = setTimeout(() => setDrawn((count) => count + ROWS_PER_STEP), 0);
    return () => clearTimeout(timer);
  }, [drawn, total]);
  return Math.min(drawn, total);
}
