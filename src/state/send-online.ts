// The one path for writes that need the connection (scheduling, imports, settings, the directory's
// edits): offline they are refused at once and nothing is sent or queued; a refusal carries the
// server's sentence and the field it names; once done, the reads on screen that show what changed
// are asked again (the tags it invalidates, cache-tags.ts). The queued writes' path is sendOrQueue.
import type { ApiResult } from '../api/client.ts';
import { CONNECTION_STRINGS } from '../offline/connection-strings.ts';
import { isOnline } from '../offline/connectivity.ts';
import type { CacheTag } from './cache-tags.ts';
import { invalidateTags, revalidateResourcesInView } from './cached-resource.ts';

export type OnlineOutcome<T> =
  | { ok: true; data: T }
  /** Not sent: no connection (or none answered). */
  | { ok: false; offline: true; message: string }
  | { ok: false; offline: false; status: number; message: string; field: string | null };

/** What a done write changed: these tags, or 'everything' on screen (a change every figure shows). */
export type Invalidates = readonly CacheTag[] | 'everything';

/** Read when refused (the sentence in the language in force then). */
const offline = () => ({ ok: false, offline: true, message: CONNECTION_STRINGS.networkUnreachable }) as const;

/** The outcome of an answer already had (a call made by a step of a longer write). */
export function onlineOutcomeOf<T>(result: ApiResult<T>): OnlineOutcome<T> {
  if (result.ok) return { ok: true, data: result.data };
  if (result.status === 0) return { ok: false, offline: true, message: result.data.msg };
  return { ok: false, offline: false, status: result.status, message: result.data.msg, field: result.data.field ?? null };
}

export function refreshAfterWrite(invalidates: Invalidates): void {
  void (invalidates === 'everything' ? revalidateResourcesInView() : invalidateTags(invalidates));
}

/** Sends `send` when online; done, asks again what `invalidates` names. */
export async function sendOnline<T>(send: () => Promise<ApiResult<T>>, invalidates: Invalidates = []): Promise<OnlineOutcome<T>> {
  if (!isOnline()) return offline();
  const outcome = onlineOutcomeOf(await send());
  if (outcome.ok) refreshAfterWrite(invalidates);
  return outcome;
}
