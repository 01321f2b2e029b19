// Whether the API can be reached: what the browser says (navigator.onLine and its events) AND what
// the requests see. A front-desk tablet usually stays on Wi-Fi when the building's uplink dies, so
// navigator.onLine stays true while nothing answers: a request that got no answer, or an answer the
// service worker made from the device's copy (X-Cache-Date) or in place of one (X-Offline), marks
// the server unreachable until a request (or a probe, with back-off) gets a real answer again.
// This drives "Offline — data from …" and the reconnect work (outbox replay, revalidation).
import { proxy } from 'valtio';
import { environment } from '../config/environment.ts';
import { HTTP_HEADERS } from '../contract/http-headers.ts';
import { backoff } from '../primitives/backoff.ts';
import { emitter } from '../primitives/emitter.ts';
import { RECONNECT, SERVER_PROBE } from './shared/offline-constants.ts';

export { RECONNECT, SERVER_PROBE };

const BROWSER_ONLINE = typeof navigator === 'undefined' ? true : navigator.onLine;

export const connectivity = proxy({
  /** Browser online and the server answering. */
  online: BROWSER_ONLINE,
  /** What the browser says (navigator.onLine and its online/offline events). */
  browserOnline: BROWSER_ONLINE,
  /**
   * While offline: when the server last gave a real answer (ISO), so what was loaded before the
   * link dropped is dated truly ("Offline — showing data from …"); null when it never answered.
   */
  lastAnswerAt: null as string | null,
});

export interface ReconnectInfo {
  /** How long the server could not be reached; Infinity when the browser itself was offline. */
  outageMs: number;
}


let serverReachable = true;
let unreachableSince = 0;
/** Date.now() of the server's last real answer (0: none yet); copied into the proxy when going offline. */
let lastAnswerMs = 0;
let probing = true;
const probe = backoff(SERVER_PROBE.delaysMs);
const reconnected = emitter<ReconnectInfo>();
let lastReconnectAt = Number.NEGATIVE_INFINITY;

function fireReconnect(outageMs: number): void {
  const now = Date.now();
  const sinceLast = now - lastReconnectAt;
  // A clock set back (by hand, by a time sync) puts the last reconnect in the future: that is no
  // reason to skip this one, which would leave queued writes waiting for the back-off alone.
  if (outageMs < RECONNECT.noticeAfterMs && sinceLast >= 0 && sinceLast < RECONNECT.minIntervalMs) return;
  lastReconnectAt = now;
  reconnected.emit({ outageMs });
}

function update(): boolean {
  const online = connectivity.browserOnline && serverReachable;
  const cameBack = online && !connectivity.online;
  if (!online && connectivity.online) connectivity.lastAnswerAt = lastAnswerMs === 0 ? null : new Date(lastAnswerMs).toISOString();
  connectivity.online = online;
  return cameBack;
}

function stopProbing(): void {
  probe.reset();
}

async function probeOnce(): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SERVER_PROBE.timeoutMs);
  try {
    const response = await fetch(`${environment.apiBase}${SERVER_PROBE.path}`, { cache: 'no-store', signal: controller.signal });
    // Any answer of the server counts; the service worker's stand-in for a failed fetch does not.
    if (response.headers.get(HTTP_HEADERS.offline) === null) {
      reportServerAnswered();
      return;
    }
  } catch {
    // No answer: probe again later.
  } finally {
    clearTimeout(timer);
  }
  scheduleProbe();
}

function scheduleProbe(): void {
  if (!probing || probe.pending || serverReachable || !connectivity.browserOnline) return;
  probe.retry(() => void probeOnce());
}

/** A request got no answer, or only the device's copy: the server counts as unreachable. */
export function reportServerUnreachable(): void {
  if (!serverReachable) return;
  serverReachable = false;
  unreachableSince = Date.now();
  update();
  scheduleProbe();
}

/** A request got a real answer from the server: reachable again (and reconnect work runs). */
export function reportServerAnswered(): void {
  lastAnswerMs = Date.now();
  if (serverReachable) return;
  serverReachable = true;
  stopProbing();
  if (update()) fireReconnect(Date.now() - unreachableSince);
}

/** Back to the first assumption (reachable, no probing): on sign-out, and between unit tests. */
export function resetConnectivity(): void {
  stopProbing();
  lastReconnectAt = Number.NEGATIVE_INFINITY;
  serverReachable = true;
  update();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    // The browser says it is back: assume the server is too until a request says otherwise, and
    // let the reconnect work find out (also when the browser said so while already online).
    connectivity.browserOnline = true;
    serverReachable = true;
    stopProbing();
    update();
    fireReconnect(Number.POSITIVE_INFINITY);
  });
  window.addEventListener('offline', () => {
    connectivity.browserOnline = false;
    stopProbing();
    update();
  });
}

export function isOnline(): boolean {
  return connectivity.online;
}

/** Only the browser's view: false means its online event will come (and start the reconnect work). */
export function isBrowserOnline(): boolean {
  return connectivity.browserOnline;
}

/** Unit tests that fake the network path by path turn the probe off (it would find a "server"). */
export function setServerProbing(enabled: boolean): void {
  probing = enabled;
  if (!enabled) stopProbing();
}

/**
 * Calls `handler` each time the connection comes back: the browser's online event, or the server
 * answering again after it could not be reached. Returns the unsubscribe function.
 */
export function onReconnect(handler: (info: ReconnectInfo) => void): () => void {
  return reconnected.on(handler);
}
