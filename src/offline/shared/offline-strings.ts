// Sentences that worker-safe code writes, in English: this code (the service worker's too) cannot
// read the message catalogue. The page says them in the reader's language where it shows them
// (src/offline/device-sentences.ts recognises them); tests import the same constants.

/** The service worker's answer (its 503 body) to a read it has no copy of. */
export const OFFLINE_NOT_CACHED_MESSAGE = 'You are offline and this has not been loaded before.' as const;

/** Stored with an outbox write the server refused without a sentence of its own. */
export const outboxRejectedFallback = (status: number): string =>
  `The server did not accept this change (status ${status}).`;
