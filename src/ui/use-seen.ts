// Whether a box has come on screen yet (once true, it stays true). Work for what lies below the
// first screenful (the dashboard's month calendar, one long main-thread task to build) waits until
// the person scrolls to it: a phone that opens the page pays only for what it shows.
import { useEffect, useState, type RefObject } from 'react';

/** True once `box` has been on screen; at once where the browser cannot tell (no IntersectionObserver). */
export function useSeen(box: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (seen || element === null) return;
    const watch = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    watch.observe(element);
    return () => watch.disconnect();
  }, [box, seen]);
  return seen;
}
