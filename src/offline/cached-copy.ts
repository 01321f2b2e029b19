// For stores: the last cached answer to a read, shown at once while the network call runs
// (architecture "How data flows", step 1). Reads the same IndexedDB the service worker fills.
import { lookupApiResponse } from './shared/api-cache.ts';
import { isCacheableApiRequest } from './shared/api-cache-policy.ts';
import { serializeBodyForKey, userIdFromAuthorization } from './shared/cache-key.ts';
import { getOfflineDb, type OfflineDb } from './shared/offline-db.ts';

export interface CachedCopyRequest {
  /** The `Authorization` header the api client sends ('JWT <token>'). */
  authorization: string | null;
  method: string;
  /** Same-origin path with query as the browser requests it, e.g. '/api/building-manager/tasks/'. */
  path: string;
  /** The JSON body (serialized like ofetch does) or undefined. */
  body?: unknown;
}

export interface CachedCopy<T> {
  status: number;
  data: T;
  /** ISO time the copy was stored. */
  cachedAt: string;
}

export async function readCachedCopy<T = unknown>(
  request: CachedCopyRequest,
  db?: OfflineDb,
): Promise<CachedCopy<T> | null> {
  const userId = userIdFromAuthorization(request.authorization);
  const pathname = request.path.split('?')[0] ?? '';
  if (!userId || !isCacheableApiRequest(request.method, pathname)) return null;
  try {
    const entry = await lookupApiResponse(db ?? (await getOfflineDb()), {
      userId,
      method: request.method,
      path: request.path,
      body: serializeBodyForKey(request.body),
    });
    if (!entry) return null;
    return { status: entry.status, data: JSON.parse(entry.body) as T, cachedAt: entry.storedAt };
  } catch {
    // A copy that cannot be read or parsed is no copy; the network answer still comes.
    return null;
  }
}
