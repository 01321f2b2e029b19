import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from './single-flight.ts';

/** A task whose runs the test ends one by one, recording the arguments each run got. */
function heldTask() {
  const runs: { args: number[]; finish: (value: number) => void; fail: (error: Error) => void }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const task = (...args: number[]) =>
    new Promise<number>((resolve, reject) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      const end = () => (running -= 1);
      runs.push({
        args,
        finish: (value) => {
          end();
          resolve(value);
        },
        fail: (error) => {
          end();
          reject(error);
        },
      });
    });
  return { task, runs, mostAtOnce: () => mostAtOnce };
}

describe('singleFlight', () => {
  it('joins a call made during a run to that run (the default), and starts afresh after it', async () => {
    const { task, runs } = heldTask();
    const run = singleFlight(task);
    const first = run(1);
    const joined = run(2);
    expect(joined).toBe(first);
    expect(runs.map((r) => r.args)).toEqual([[1]]);
    runs[0]?.finish(10);
    await expect(Promise.all([first, joined])).resolves.toEqual([10, 10]);

    const later = run(3);
    expect(runs.map((r) => r.args)).toEqual([[1], [3]]);
    runs[1]?.finish(30);
    await expect(later).resolves.toBe(30);
  });

  it("'run-again': one more run after the current one, with the latest arguments, never two at once", async () => {
    const { task, runs, mostAtOnce } = heldTask();
    const run = singleFlight(task, { whenBusy: 'run-again', combine: (a, b) => a + b });
    const first = run(1);
    const second = run(2);
    const third = run(3);
    expect(second).toBe(first);
    expect(third).toBe(first);
    runs[0]?.finish(10);
    await vi.waitFor(() => expect(runs).toHaveLength(2));
    // Two calls during the first run made one more run, with the last call's arguments.
    expect(runs.map((r) => r.args)).toEqual([[1], [3]]);
    runs[1]?.finish(5);
    // Every caller hears what the whole flight did.
    await expect(Promise.all([first, second, third])).resolves.toEqual([15, 15, 15]);
    expect(runs).toHaveLength(2);
    expect(mostAtOnce()).toBe(1);
  });

  it('a run that throws ends its flight with the error; the next call starts a new one', async () => {
    const { task, runs } = heldTask();
    const run = singleFlight(task, { whenBusy: 'run-again' });
    const failing = run(1);
    void run(2);
    runs[0]?.fail(new Error('database away'));
    await expect(failing).rejects.toThrow('database away');
    // The run asked for during the failed one is dropped with it (the flight is over by now).
    expect(runs).toHaveLength(1);
    const fresh = run(4);
    expect(fresh).not.toBe(failing);
    runs[1]?.finish(40);
    await expect(fresh).resolves.toBe(40);
  });

  it('starts the task at once, and a call the task makes itself joins its flight', async () => {
    let calls = 0;
    let inner: Promise<string> | undefined;
    const run: () => Promise<string> = singleFlight(async () => {
      calls += 1;
      inner = run();
      return 'done';
    });
    const outer = run();
    expect(calls).toBe(1);
    expect(inner).toBe(outer);
    await expect(outer).resolves.toBe('done');
    expect(calls).toBe(1);
  });
});
