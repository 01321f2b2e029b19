// After Reload on the update prompt the page stops reading through the old worker (reads-held.ts),
// so the new worker can take over; writes still go out, and nothing says "offline" meanwhile.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const settled = async (promise: Promise<unknown>, ms = 50) =>
  Promise.race([promise.then(() => true, () => true), new Promise<boolean>((done) => setTimeout(() => done(false), ms))]);

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('reads held for a reload', () => {
  let requests: string[];
  let answerLater: Array<() => void>;

  beforeEach(() => {
    vi.resetModules();
    requests = [];
    answerLater = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
      requests.push(`${init.method ?? 'GET'} ${String(input)}`);
      return new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        answerLater.push(() => resolve(json({ ok: 1 })));
      });
    });
  });

  afterEach(() => vi.unstubAllGlobals());

  it('a read in flight is stopped and never answers; a read asked later is never sent', async () => {
    const { requestApi } = await import('./client.ts');
    const { holdReadsUntilReload } = await import('./reads-held.ts');
    const { connectivity } = await import('../offline/connectivity.ts');
    const inFlight = requestApi('POST', '/building-manager/tasks/', { buildingId: 1 });
    expect(requests).toEqual(['POST /api/building-manager/tasks/']);
    holdReadsUntilReload();
    expect(await settled(inFlight)).toBe(false);
    const later = requestApi('GET', '/building-manager/event-roster/?eventId=1');
    expect(await settled(later)).toBe(false);
    expect(requests).toHaveLength(1);
    expect(connectivity.online).toBe(true);
  });

  it('a write still goes out and gets its answer', async () => {
    const { requestApi } = await import('./client.ts');
    const { holdReadsUntilReload } = await import('./reads-held.ts');
    holdReadsUntilReload();
    const write = requestApi<{ ok: number }>('PUT', '/tasks/', { taskId: 1 });
    expect(requests).toEqual(['PUT /api/tasks/']);
    answerLater[0]?.();
    expect(await write).toMatchObject({ ok: true, data: { ok: 1 } });
  });

  it('reads go out as usual until then', async () => {
    const { requestApi } = await import('./client.ts');
    const read = requestApi<{ ok: number }>('POST', '/building-manager/tasks/', { buildingId: 1 });
    answerLater[0]?.();
    expect(await read).toMatchObject({ ok: true, data: { ok: 1 } });
  });
});
