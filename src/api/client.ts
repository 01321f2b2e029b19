// The one ofetch instance and the call every store makes: typed results, never throws, so a screen
// handles a failure as data (docs/design/architecture.md, "How data flows").
// `apiCall` takes an endpoint of the contract (src/api/endpoints.ts), so its body and answer are the
// server's route schemas; `requestApi` is the untyped transport under it (the outbox replays stored
// method/path pairs with it). The session plugs in its token and its 401 handler (configureApiClient):
// the client knows nothing above it.
import { ofetch, type FetchResponse } from 'ofetch';
import { environment } from '../config/environment.ts';
import { reportServerAnswered, reportServerUnreachable } from '../offline/connectivity.ts';
import { API_TIMEOUT_MS } from '../offline/shared/offline-constants.ts';
import { errorBody, errorBodyFrom, type ErrorBody } from '../contract/error-body.ts';
import { authorizationValue, HTTP_HEADERS } from '../contract/http-headers.ts';
import { activeLanguage } from '../i18n/catalogue.ts';
import { CONNECTION_STRINGS as C, NETWORK_SENTENCES } from '../offline/connection-strings.ts';
import { readerSentence } from '../offline/device-sentences.ts';
import type { Endpoint, HttpMethod, QueryOf, RequestOf, ResponseOf } from './api-contract.ts';
import { isHeldKind, NEVER, readsHeld, trackRead } from './reads-held.ts';

export type { HttpMethod } from './api-contract.ts';

export interface ApiClientHooks {
  /** The signed-in session's token, or null. */
  token: () => string | null;
  /** The server rejected `token` (401) while it is still the session's. */
  onUnauthorized: (token: string) => void;
}

let hooks: ApiClientHooks = { token: () => null, onUnauthorized: () => undefined };

/** Called once by the session store (src/state/session.ts). */
export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
}

/** Every server error body carries the same sentence in error/message/detail/msg, so any client's reader finds it. */
export type ApiErrorBody = ErrorBody;

export type ApiResult<T> =
  | { ok: true; status: number; data: T; cachedAt: string | null }
  | { ok: false; status: number; data: ApiErrorBody; cachedAt: null };

export interface ApiCallInit {
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

/**
 * The English of the two failures with no answer (status 0). What a call returns carries them in the
 * language in force (the catalogue's `connection` section); these are for code and tests that name them.
 */
export const NETWORK_UNREACHABLE = NETWORK_SENTENCES.unreachable;
export const NETWORK_TIMED_OUT = NETWORK_SENTENCES.timedOut;

/**
 * Every call says which language its reader reads, so the server answers its refusals (and anything
 * else it words) in it. A caller's own headers may say otherwise.
 */
function baseHeaders(init: ApiCallInit): Record<string, string> {
  return { 'Accept-Language': activeLanguage(), ...init.headers };
}

/** An error answer as the reader is shown it: the service worker's English sentence in their language. */
function shownErrorBody(status: number, data: unknown): ApiErrorBody {
  const body = toErrorBody(status, data);
  const shown = readerSentence(body.msg);
  return shown === body.msg ? body : errorBody(body.statusCode, shown, body.field);
}

const http = ofetch.create({
  baseURL: environment.apiBase,
  // Non-2xx answers are results for the caller, not exceptions.
  ignoreResponseError: true,
  // Retrying is the outbox's job (it knows what is safe to repeat), not the transport's.
  retry: 0,
});

/** Whatever came back (JSON from our server, HTML from a proxy, nothing), callers get all four fields. */
export const toErrorBody = errorBodyFrom;

/** Calls one endpoint of the contract: `body` and the answer's data are typed by the server's schemas. */
export function apiCall<E extends Endpoint>(
  endpoint: E,
  body: RequestOf<E>,
  init: ApiCallInit & { query?: QueryOf<E> } = {},
): Promise<ApiResult<ResponseOf<E>>> {
  return requestApi<ResponseOf<E>>(endpoint.method, endpoint.path, body, init);
}

/** The transport under apiCall, for a method and path stored earlier (outbox replay). */
export async function requestApi<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  init: ApiCallInit = {},
): Promise<ApiResult<T>> {
  const isRead = isHeldKind(method, `${environment.apiBase}${path}`);
  if (isRead && readsHeld()) return NEVER;
  const token = hooks.token();
  const headers = baseHeaders(init);
  if (token !== null) headers[HTTP_HEADERS.authorization] = authorizationValue(token);

  // ofetch's own `timeout` is ignored when a signal is given, so both abort one controller.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const abortWithCaller = () => controller.abort();
  if (init.signal?.aborted) controller.abort();
  init.signal?.addEventListener('abort', abortWithCaller);
  const untrack = isRead ? trackRead(controller) : () => false;

  let response: FetchResponse<unknown>;
  try {
    response = await http.raw<unknown>(path, {
      method,
      headers,
      query: init.query,
      signal: controller.signal,
      body: body as BodyInit | Record<string, unknown> | undefined,
    });
  } catch {
    // Held for a reload (reads-held.ts): no answer, and no "offline" either.
    if (isRead && readsHeld()) return NEVER;
    // Aborted by the caller is not a network failure; no answer (or none in time) is.
    if (timedOut || !init.signal?.aborted) reportServerUnreachable();
    return { ok: false, status: 0, data: errorBody(0, timedOut ? C.networkTimedOut : C.networkUnreachable), cachedAt: null };
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', abortWithCaller);
    untrack();
  }
  if (isRead && readsHeld()) return NEVER;

  const { status } = response;
  // The service worker answers from the device's copy (X-Cache-Date), or stands in for a failed
  // fetch (X-Offline), only when the server could not be reached.
  const cachedAt = response.headers.get(HTTP_HEADERS.cacheDate);
  if (cachedAt !== null || response.headers.get(HTTP_HEADERS.offline) !== null) reportServerUnreachable();
  else reportServerAnswered();
  // Only a rejection of the token we sent ends the session: a late answer to a request made before
  // the user signed in again must not sign the new session out.
  if (status === 401 && token !== null && hooks.token() === token) hooks.onUnauthorized(token);
  if (response.ok) {
    return { ok: true, status, data: response._data as T, cachedAt };
  }
  return { ok: false, status, data: shownErrorBody(status, response._data), cachedAt: null };
}

export type ApiStreamResult =
  | { ok: true; status: number; body: ReadableStream<Uint8Array> }
  | { ok: false; status: number; data: ApiErrorBody };

/**
 * Opens a streamed answer (the live-change stream) with the session's token in `Authorization`, as
 * every call sends it. No time limit (the stream is meant to stay open; the caller aborts it) and no
 * report to the connectivity state either way: a dropped stream is the stream's own business, and
 * what the screen shows is decided by the calls that load it. A 401 for the session's token ends the
 * session as any call's does.
 */
export async function openApiStream(
  endpoint: Endpoint,
  init: { signal: AbortSignal; lastEventId?: string | null },
): Promise<ApiStreamResult> {
  const token = hooks.token();
  const headers = baseHeaders({ headers: { Accept: 'text/event-stream' } });
  if (token !== null) headers[HTTP_HEADERS.authorization] = authorizationValue(token);
  if (init.lastEventId) headers[HTTP_HEADERS.lastEventId] = init.lastEventId;
  let response: FetchResponse<unknown>;
  try {
    response = await http.raw<unknown, 'stream'>(endpoint.path, {
      method: endpoint.method,
      headers,
      signal: init.signal,
      responseType: 'stream',
    });
  } catch {
    return { ok: false, status: 0, data: errorBody(0, C.networkUnreachable) };
  }
  const { status } = response;
  if (status === 401 && token !== null && hooks.token() === token) hooks.onUnauthorized(token);
  const body = response.body;
  if (response.ok && body) return { ok: true, status, body };
  await body?.cancel().catch(() => undefined);
  return { ok: false, status, data: errorBody(status, C.requestFailed(status)) };
}
