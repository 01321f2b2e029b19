// Network first for the API reads the app shows offline; the last good answer from IndexedDB when
// the network is unreachable. Pure over its inputs (fetch, database, clock) so it is unit-tested
// without a worker.
import { API_CACHE_LIMITS, CACHE_DATE_HEADER, CACHED_HEADER_NAMES, OFFLINE_HEADER } from '../src/offline/offline-constants.ts';
import { OFFLINE_NOT_CACHED_MESSAGE } from '../src/offline/offline-strings.ts';
import { buildCacheKey, userIdFromAuthorization } from '../src/offline/cache-key.ts';
import { readApiResponse, storeApiResponse, type ApiCacheLimits } from '../src/offline/api-cache.ts';
import type { CachedApiResponse, OfflineDb } from '../src/offline/offline-db.ts';

export interface ApiCacheStrategyDeps {
  fetchImpl: (request: Request) => Promise<Response>;
  getDb: () => Promise<OfflineDb>;
  now?: () => number;
  limits?: ApiCacheLimits;
  /** The fetch event's waitUntil, so the write finishes after the answer went out; else awaited. */
  waitUntil?: (work: Promise<unknown>) => void;
}

// Only text survives being stored as a string; anything else goes to the network untouched.
const STORABLE_CONTENT_TYPE = /^(application\/([\w.+-]*\+)?json|text\/)/i;

export function offlineNotCachedResponse(): Response {
  const body = {
    statusCode: 503,
    error: OFFLINE_NOT_CACHED_MESSAGE,
    message: OFFLINE_NOT_CACHED_MESSAGE,
    detail: OFFLINE_NOT_CACHED_MESSAGE,
    msg: OFFLINE_NOT_CACHED_MESSAGE,
  };
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: { 'content-type': 'application/json; charset=utf-8', [OFFLINE_HEADER]: '1' },
  });
}

export function responseFromCache(entry: CachedApiResponse): Response {
  return new Response(entry.body, {
    status: entry.status,
    headers: { ...entry.headers, [CACHE_DATE_HEADER]: entry.storedAt },
  });
}

function keptHeaders(response: Response): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of CACHED_HEADER_NAMES) {
    const value = response.headers.get(name);
    if (value !== null) kept[name] = value;
  }
  return kept;
}

function requestPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** For a request the policy says is cacheable (sw/api-route.ts decides that). */
export async function respondFromNetworkOrCache(request: Request, deps: ApiCacheStrategyDeps): Promise<Response> {
  const userId = userIdFromAuthorization(request.headers.get('Authorization'));
  // No signed-in user, no partition to file it under: plain network, as if there were no worker.
  if (!userId) return deps.fetchImpl(request);

  const now = deps.now ?? Date.now;
  const limits = deps.limits ?? API_CACHE_LIMITS;
  const method = request.method.toUpperCase();
  const path = requestPath(request);
  const bodyText = method === 'GET' || method === 'HEAD' ? '' : await request.clone().text();
  const { key, bodyHash } = await buildCacheKey({ userId, method, path, body: bodyText });

  let response: Response;
  try {
    response = await deps.fetchImpl(request);
  } catch {
    // Only an unreachable network lands here; a server error answer is passed on as it is.
    try {
      const cached = await readApiResponse(await deps.getDb(), key, { limits, now: now() });
      return cached ? responseFromCache(cached) : offlineNotCachedResponse();
    } catch {
      return offlineNotCachedResponse();
    }
  }

  if (response.ok && STORABLE_CONTENT_TYPE.test(response.headers.get('content-type') ?? '')) {
    const copy = response.clone();
    const store = (async () => {
      try {
        const storedAtMs = now();
        await storeApiResponse(
          await deps.getDb(),
          {
            key,
            userId,
            method,
            path,
            bodyHash,
            status: copy.status,
            headers: keptHeaders(copy),
            body: await copy.text(),
            storedAt: new Date(storedAtMs).toISOString(),
          },
          { limits, now: storedAtMs },
        );
      } catch {
        // A full or unavailable database costs the offline copy, never the live answer.
      }
    })();
    if (deps.waitUntil) deps.waitUntil(store);
    else await store;
  }
  return response;
}
