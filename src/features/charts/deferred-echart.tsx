// An <EChart> whose engine (echarts, ~170 kB gzip, about half the dashboard's JS) is loaded only once
// the browser is idle after the screen's first paint: the rest of the screen shows and answers taps
// first, and the chart is drawn a moment later in a box of its final size (nothing moves).
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { EChartProps } from './echart.tsx';

const LazyEChart = lazy(() => import('./echart.tsx').then((module) => ({ default: module.EChart })));

/** The longest the chart waits for an idle moment before loading anyway. */
const IDLE_WAIT_LIMIT_MS = 1000 as const;

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_WAIT_LIMIT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

export interface DeferredEChartProps extends EChartProps {
  /** Shown in the chart's place (and size) until it is drawn. */
  placeholder: ReactNode;
}

export function DeferredEChart({ placeholder, ...chart }: DeferredEChartProps) {
  const [started, setStarted] = useState(false);
  useEffect(() => whenIdle(() => setStarted(true)), []);
  if (!started) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyEChart {...chart} />
    </Suspense>
  );
}
