import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CacheTag } from './cache-tags.ts';

const invalidate = vi.hoisted(() => vi.fn(async (_tags: readonly CacheTag[]) => ({ inView: 0, refreshed: 0 })));
const revalidateAll = vi.hoisted(() => vi.fn(async () => ({ inView: 0, refreshed: 0 })));
vi.mock('./cached-resource.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./cached-resource.ts')>()),
  invalidateTags: invalidate,
  revalidateResourcesInView: revalidateAll,
}));

const { refreshForChanges } = await import('./live-changes-refresh.ts');

describe('what a live change refreshes', () => {
  beforeEach(() => {
    invalidate.mockClear();
    revalidateAll.mockClear();
  });

  it('a task change: the task lists (and totals) of the buildings it names', async () => {
    await refreshForChanges([{ kind: 'task', buildingIds: [3] }]);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate.mock.calls[0]?.[0]).toEqual([{ type: 'tasks', buildingId: 3 }]);
    expect(revalidateAll).not.toHaveBeenCalled();
  });

  it('an import: everything on screen; a message alone: nothing', async () => {
    await refreshForChanges([{ kind: 'message', buildingIds: [3] }]);
    expect(invalidate).not.toHaveBeenCalled();
    expect(revalidateAll).not.toHaveBeenCalled();
    await refreshForChanges([{ kind: 'message', buildingIds: [3] }, { kind: 'import', buildingIds: [3, 4] }]);
    expect(revalidateAll).toHaveBeenCalledTimes(1);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
