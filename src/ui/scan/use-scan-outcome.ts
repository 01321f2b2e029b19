// The outcome of the last scan, as the status line shows it: its tone (and beep), its words, an
// action where there is one ("Check in as walk-in"). It goes after a while, so an old green is not
// read as the next resident's: a camera that missed the next pass must not look like a check-in.
import { useCallback, useEffect, useRef, useState } from 'react';
import { playScanTone, type ScanTone } from './scan-sound.ts';

export interface ScanOutcomeView {
  tone: ScanTone;
  text: string;
  detail?: string | null;
  action?: { label: string; run: () => void } | null;
}

export interface ScanOutcome extends ScanOutcomeView {
  /** A new number per outcome: the same words said again are a new line for a screen reader. */
  id: number;
}

export interface ScanOutcomeShown {
  outcome: ScanOutcome | null;
  /** Shows (and beeps) an outcome; answers its id. */
  show: (view: ScanOutcomeView) => number;
  /** Replaces outcome `id` with what the server answered, unless a newer scan has been shown since. */
  refine: (id: number, view: ScanOutcomeView) => void;
  clear: () => void;
}

/** `shownMs`: how long an outcome stays. */
export function useScanOutcome(shownMs: (outcome: ScanOutcomeView) => number): ScanOutcomeShown {
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const last = useRef(0);
  const lastTone = useRef<ScanTone | null>(null);
  const shown = useRef(shownMs);
  useEffect(() => {
    shown.current = shownMs;
  }, [shownMs]);

  const show = useCallback((view: ScanOutcomeView) => {
    last.current += 1;
    lastTone.current = view.tone;
    playScanTone(view.tone);
    setOutcome({ ...view, id: last.current });
    return last.current;
  }, []);
  const refine = useCallback((id: number, view: ScanOutcomeView) => {
    if (id !== last.current) return;
    // A beep only when the outcome changed tone (the green said at once, then amber from the server).
    if (view.tone !== lastTone.current) playScanTone(view.tone);
    lastTone.current = view.tone;
    setOutcome({ ...view, id });
  }, []);
  const clear = useCallback(() => setOutcome(null), []);

  useEffect(() => {
    if (outcome === null) return undefined;
    const timer = setTimeout(() => setOutcome(null), shown.current(outcome));
    return () => clearTimeout(timer);
  }, [outcome]);

  return { outcome, show, refine, clear };
}
