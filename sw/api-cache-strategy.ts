// Network first for the API reads the app shows offline; the last good answer from IndexedDB when
// the network is unreachable or has not answered within API_NETWORK_TIMEOUT_MS. Pure over its
// inputs (fetch, database, clock) so it is unit-tested without a worker.
//
// Why not workbox-strategies' NetworkFirst (which has networkTimeoutSeconds): it keeps answers in
// Cache Storage, which cannot hold POST requests, and the spec's reads are POSTs keyed by body.
// This follows its timeout rule: on timeout the copy answers, the late network answer still
// refreshes the copy, and with no copy the network is waited for.
import { errorBody } from '../src/contract/error-body.ts';
import { HTTP_HEADERS, tokenFromAuthorization } from '../src/contract/http-headers.ts';
import { API_CACHE_LIMITS, API_NETWORK_TIMEOUT_MS, CACHED_HEADER_NAMES } from '../src/offline/shared/offline-constants.ts';
import { OFFLINE_NOT_CACHED_MESSAGE } from '../src/offline/shared/offline-strings.ts';
import { buildCacheKey, hashToken, userIdFromAuthorization } from '../src/offline/shared/cache-key.ts';
import { readApiResponse, storeApiResponse, type ApiCacheLimits } from '../src/offline/shared/api-cache.ts';
import type { CachedApiResponse, OfflineDb } from '../src/offline/shared/offline-db.ts';

export interface ApiCacheStrategyDeps {
  fetchImpl: (request: Request) => Promise<Response>;
  getDb: () => Promise<OfflineDb>;
  now?: () => number;
  limits?: ApiCacheLimits;
  /** Defaults to API_NETWORK_TIMEOUT_MS. */
  networkTimeoutMs?: number;
  /** The fetch event's waitUntil, so the write finishes after the answer went out; else awaited. */
  waitUntil?: (work: Promise<unknown>) => void;
}

// Only text survives being stored as a string; anything else goes to the network untouched.
const STORABLE_CONTENT_TYPE = /^(application\/([\w.+-]*\+)?json|text\/)/i;

function offlineNotCachedResponse(): Response {
  return new Response(JSON.stringify(errorBody(503, OFFLINE_NOT_CACHED_MESSAGE)), {
    status: 503,
    headers: { 'content-type': 'application/json; charset=utf-8', [HTTP_HEADERS.offline]: '1' },
  });
}

function responseFromCache(entry: CachedApiResponse): Response {
  return new Response(entry.body, {
    status: entry.status,
    headers: { ...entry.headers, [HTTP_HEADERS.cacheDate]: entry.storedAt },
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

const TIMED_OUT = Symbol('timed out');

/** For a request the policy says is cacheable (sw/api-route.ts decides that). */
export async function respondFromNetworkOrCache(request: Request, deps: ApiCacheStrategyDeps): Promise<Response> {
  const authorization = request.headers.get(HTTP_HEADERS.authorization);
  const userId = userIdFromAuthorization(authorization);
  // No signed-in user, no partition to file it under: plain network, as if there were no worker.
  if (!userId) return deps.fetchImpl(request);

  const now = deps.now ?? Date.now;
  const limits = deps.limits ?? API_CACHE_LIMITS;
  const method = request.method.toUpperCase();
  const path = requestPath(request);
  const bodyText = method === 'GET' || method === 'HEAD' ? '' : await request.clone().text();
  const { key, bodyHash } = await buildCacheKey({ userId, method, path, body: bodyText });
  const token = tokenFromAuthorization(authorization);
  const tokenHash = token ? hashToken(token) : Promise.resolve(undefined);
  // A copy is dated when its request went out: the data is as of then at least. Dated on arrival, a
  // slow answer read before a change (torture seed 6221: a task list asked before a toggle, answered
  // after it) passed for newer than the fresher data on screen, and showed the change undone.
  const askedAtMs = now();

  const readCopy = async (): Promise<CachedApiResponse | undefined> => {
    try {
      return await readApiResponse(await deps.getDb(), key, { limits, now: now() });
    } catch {
      return undefined;
    }
  };

  const store = async (response: Response): Promise<void> => {
    if (!response.ok || !STORABLE_CONTENT_TYPE.test(response.headers.get('content-type') ?? '')) return;
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
          status: response.status,
          headers: keptHeaders(response),
          body: await response.text(),
          storedAt: new Date(askedAtMs).toISOString(),
        },
        // Signed out while this was on its way: the wipe has run, and this must not undo it.
        { limits, now: storedAtMs, tokenHash: await tokenHash },
      );
    } catch {
      // A full or unavailable database costs the offline copy, never the live answer.
    }
  };

  // null: the network is unreachable (only that lands here; a server error answer is passed on).
  const network = deps.fetchImpl(request).then(
    (response) => response,
    () => null,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), deps.networkTimeoutMs ?? API_NETWORK_TIMEOUT_MS);
  });
  const first = await Promise.race([network, timeout]);
  clearTimeout(timer);

  if (first === TIMED_OUT) {
    const copy = await readCopy();
    if (copy) {
      // The late answer still refreshes the copy for next time.
      const refresh = network.then((late) => (late ? store(late) : undefined));
      if (deps.waitUntil) deps.waitUntil(refresh);
      return responseFromCache(copy);
    }
  }
  const response = first === TIMED_OUT ? await network : first;
  if (!response) {
    const copy = await readCopy();
    return copy ? responseFromCache(copy) : offlineNotCachedResponse();
  }
  const stored = store(response.clone());
  if (deps.waitUntil) deps.waitUntil(stored);
  else await stored;
  return response;
}
