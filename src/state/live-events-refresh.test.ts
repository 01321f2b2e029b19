import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CachedResource } from './cached-resource.ts';

const revalidate = vi.hoisted(() =>
  vi.fn(async (_which?: (resource: CachedResource<unknown, unknown>, body: unknown) => boolean) => ({ inView: 0, refreshed: 0 })),
);
vi.mock('./cached-resource.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./cached-resource.ts')>()),
  revalidateResourcesInView: revalidate,
}));

const { refreshForChanges } = await import('./live-events.ts');

const resource = (name: string) => ({ name }) as unknown as CachedResource<unknown, unknown>;

describe('what a live change refreshes', () => {
  beforeEach(() => revalidate.mockClear());

  it('a task change: the task list and the dashboard totals of all buildings or of a building it names', async () => {
    await refreshForChanges([{ kind: 'task', buildingIds: [3] }]);
    expect(revalidate).toHaveBeenCalledTimes(1);
    const which = revalidate.mock.calls[0]?.[0];
    if (!which) throw new Error('no filter');
    // A body naming no building asks for all of them.
    expect(which(resource('tasks'), {})).toBe(true);
    expect(which(resource('tasks'), { buildingId: 3 })).toBe(true);
    expect(which(resource('tasks'), { buildingId: 4 })).toBe(false);
    expect(which(resource('dashboard-top-numbers'), { buildingId: 0 })).toBe(true);
    expect(which(resource('dashboard-calendar'), { date: '2026-11-01', buildingId: 3 })).toBe(false);
  });

  it('an import: everything on screen; a message alone: nothing', async () => {
    await refreshForChanges([{ kind: 'message', buildingIds: [3] }]);
    expect(revalidate).not.toHaveBeenCalled();
    await refreshForChanges([{ kind: 'message', buildingIds: [3] }, { kind: 'import', buildingIds: [3, 4] }]);
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect(revalidate.mock.calls[0]?.[0]).toBeUndefined();
  });
});
