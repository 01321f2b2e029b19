// Splits a CPU profile (Profiler domain) into its busy stretches, the long tasks a tap would wait
// behind, and names for each what it spent its time in: the scripts' own functions by self time and
// the frames they ran under (inclusive time). A stretch ends at the first idle sample.
import type { CpuProfile, ProfileNode } from './cpu-profile.ts';

const LONG_MS = 50;
const TOP_FUNCTIONS = 8;
const TOP_FRAMES = Number(process.env.TOP_FRAMES ?? 10);

interface Stretch {
  startMs: number;
  durationMs: number;
  selfByFunction: Map<string, number>;
  /** Time under each frame of the app's scripts (a frame counted once per sample). */
  underFrame: Map<string, number>;
}

function frameLabel(node: ProfileNode | undefined): string {
  const frame = node?.callFrame;
  if (!frame) return '?';
  const script = frame.url ? new URL(frame.url).pathname.replace(/^\/assets\//, '') : '';
  return `${frame.functionName || '(anonymous)'}${script ? ` ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`;
}

/** The busy stretches of a profile, each with its self time per function. */
export function busyStretches(profile: CpuProfile): Stretch[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const idleIds = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
  const stretches: Stretch[] = [];
  let current: Stretch | null = null;
  let atMs = 0;
  profile.samples.forEach((id, index) => {
    const deltaMs = (profile.timeDeltas[index] ?? 0) / 1000;
    atMs += deltaMs;
    if (idleIds.has(id)) {
      current = null;
      return;
    }
    if (current === null) {
      current = { startMs: atMs, durationMs: 0, selfByFunction: new Map(), underFrame: new Map() };
      stretches.push(current);
    }
    current.durationMs += deltaMs;
    const name = frameLabel(byId.get(id));
    current.selfByFunction.set(name, (current.selfByFunction.get(name) ?? 0) + deltaMs);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (!node?.callFrame.url) continue;
      const frame = frameLabel(node);
      if (seen.has(frame)) continue;
      seen.add(frame);
      current.underFrame.set(frame, (current.underFrame.get(frame) ?? 0) + deltaMs);
    }
  });
  return stretches;
}

/** Prints each busy stretch of 50 ms or more with the functions it spent most time in. */
export function printLongStretches(profile: CpuProfile): void {
  console.log('busy stretches of 50 ms or more (ms from the profile start + duration), heaviest functions (self ms):');
  for (const stretch of busyStretches(profile)) {
    if (stretch.durationMs < LONG_MS) continue;
    console.log(`  ${stretch.startMs.toFixed(0)}+${stretch.durationMs.toFixed(0)}`);
    const top = [...stretch.selfByFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP_FUNCTIONS);
    for (const [name, ms] of top) console.log(`      ${ms.toFixed(1).padStart(7)}  ${name}`);
    console.log('    under (inclusive ms):');
    const under = [...stretch.underFrame].sort((a, b) => b[1] - a[1]).slice(0, TOP_FRAMES);
    for (const [name, ms] of under) console.log(`      ${ms.toFixed(1).padStart(7)}  ${name}`);
  }
}
