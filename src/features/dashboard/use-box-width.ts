// The width of an element, measured as it is attached (before the first paint) and followed as it
// changes: a tablet turned between 1024 and 768 px wide redraws what depends on it at the new width.
import { useCallback, useState } from 'react';

/** A ref to attach to the element, and its content width in CSS pixels (0 until it is attached). */
export function useBoxWidth<T extends HTMLElement>(): [(element: T | null) => (() => void) | undefined, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (element === null) return undefined;
    // A state update during the commit is rendered before the browser paints.
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry !== undefined) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
