// What the page says about the connection and the device's copies: the transport's own failures, the
// age of a copy on screen, and the page's wording of two sentences that worker-safe code writes in
// English (the service worker's offline answer, an outbox refusal's fallback), which cannot read the
// catalogue. Translated in src/i18n/catalogues/<language>/connection.ts.
import { defineMessages } from '../i18n/catalogue.ts';
import { OFFLINE_NOT_CACHED_MESSAGE, outboxRejectedFallback } from './shared/offline-strings.ts';

const CONNECTION_EN = {
  /** The service worker's answer to a read it has no copy of, as the page shows it. */
  notCached: OFFLINE_NOT_CACHED_MESSAGE as string,
  /** A refused outbox write whose answer held no sentence, as the page shows it. */
  rejectedFallback: (status: number): string => outboxRejectedFallback(status),
  /** Shown beside data that came from the device's copy rather than fresh from the server. */
  staleData: (online: boolean, time: string) => (online ? `Showing saved data from ${time}` : `Offline — data from ${time}`),
  networkUnreachable: 'Network unreachable',
  networkTimedOut: 'The server did not answer in time',
  requestFailed: (status: number) => `Request failed with status ${status}`,
} as const;

export type ConnectionMessages = typeof CONNECTION_EN;
export const CONNECTION_STRINGS = defineMessages('connection', CONNECTION_EN);

/** The English sentences as they are, for code that must recognise one (and for tests). */
export const NETWORK_SENTENCES = { unreachable: CONNECTION_EN.networkUnreachable, timedOut: CONNECTION_EN.networkTimedOut } as const;
