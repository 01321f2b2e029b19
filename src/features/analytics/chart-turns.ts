// Charts start one at a time. An echarts chart's first draw is a long main-thread task on a tablet
// (about 100 ms at 4x CPU slowdown); several charts mounting in one render would draw in one task
// several times as long, and a tap in that time waits for all of them. Each chart asks for a turn,
// draws, and says it is done; the next turn starts in a later task, so the browser can answer a
// tap (and paint) between two charts. A chart whose box is off screen does not even ask for its turn
// until the box scrolls into view (or a PDF copy needs every chart drawn): a tablet pays for what the
// person can see.

type Start = () => void;

/** A chart that has not said it is done after this long no longer holds the others back. */
const DRAW_LIMIT_MS = 1000 as const;
/** The longest a chart waits for a quiet moment before it draws anyway. */
const IDLE_WAIT_LIMIT_MS = 500 as const;

interface Turn {
  start: Start;
  state: 'waiting' | 'drawing' | 'over';
}

const queue: Turn[] = [];
let current: Turn | null = null;
let nextScheduled = false;
const settledWaiters: Array<() => void> = [];

function settleIfIdle(): void {
  if (current !== null || queue.length > 0 || nextScheduled) return;
  for (const resolve of settledWaiters.splice(0)) resolve();
}

function startNext(): void {
  nextScheduled = false;
  const turn = queue.shift();
  if (turn === undefined) {
    settleIfIdle();
    return;
  }
  current = turn;
  turn.state = 'drawing';
  setTimeout(() => finish(turn), DRAW_LIMIT_MS);
  turn.start();
}

function scheduleNext(): void {
  if (nextScheduled || current !== null) return;
  nextScheduled = true;
  // A later task, never a microtask: the browser gets its turn (input, paint) between two charts.
  // An idle one where the browser tells: with a plain timer the first chart drew in the same breath
  // as the page's own work (the answers arriving, their render), 109-182 ms at 4x CPU against
  // 64-107 ms when it waits for a quiet moment (/client-dashboard, four visits each).
  if (typeof requestIdleCallback === 'function') requestIdleCallback(startNext, { timeout: IDLE_WAIT_LIMIT_MS });
  else setTimeout(startNext, 0);
}

function finish(turn: Turn): void {
  if (turn.state === 'over') return;
  const wasDrawing = turn.state === 'drawing';
  turn.state = 'over';
  if (wasDrawing) {
    current = null;
  } else {
    const index = queue.indexOf(turn);
    if (index >= 0) queue.splice(index, 1);
  }
  scheduleNext();
  settleIfIdle();
}

export interface ChartTurn {
  /** The chart has drawn (or gave up): the next chart may start. */
  done(): void;
  /** The chart went away: its turn, waiting or under way, is given up. */
  cancel(): void;
}

/** Waits for this chart's turn, then calls `start`; the chart calls `done` once it has drawn. */
export function requestChartTurn(start: Start): ChartTurn {
  const turn: Turn = { start, state: 'waiting' };
  queue.push(turn);
  scheduleNext();
  return { done: () => finish(turn), cancel: () => finish(turn) };
}

/** Charts off screen, each with what asks for its turn once it is wanted. */
const offScreen = new Map<Element, () => void>();
let viewWatch: IntersectionObserver | null = null;

function release(box: Element): void {
  const ask = offScreen.get(box);
  if (ask === undefined) return;
  offScreen.delete(box);
  viewWatch?.unobserve(box);
  ask();
}

function watchView(): IntersectionObserver {
  viewWatch ??= new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) release(entry.target);
  });
  return viewWatch;
}

/**
 * Asks for a turn (as requestChartTurn) once `box` is on screen; at once where the browser cannot
 * tell (no IntersectionObserver). `cancel` also stops the watch of a chart still off screen.
 */
export function requestChartTurnWhenSeen(box: Element, start: Start): ChartTurn {
  let turn: ChartTurn | null = null;
  const ask = () => {
    turn = requestChartTurn(start);
  };
  if (typeof IntersectionObserver === 'undefined') ask();
  else {
    offScreen.set(box, ask);
    watchView().observe(box);
  }
  return {
    done: () => turn?.done(),
    cancel: () => {
      if (turn === null) {
        offScreen.delete(box);
        viewWatch?.unobserve(box);
      } else turn.cancel();
    },
  };
}

/**
 * Resolves once every chart has drawn, those off screen included (they are asked to draw now): a
 * PDF copy of the page waits for it.
 */
export function chartsSettled(): Promise<void> {
  for (const box of [...offScreen.keys()]) release(box);
  return new Promise((resolve) => {
    settledWaiters.push(resolve);
    settleIfIdle();
  });
}
