// Worker-safe code (src/offline/shared/, sw/) and the shared contract may not read the catalogue: the
// service worker's offline answer, an outbox refusal's fallback and the contract's sentence for an
// answer that held none are written, and an outbox refusal stored, in English. The page recognises
// them where it shows them and says them in the reader's language; any other text (the server's own
// sentence, already in the language the request asked for) is shown as it is.
import { errorBodyFrom } from '../contract/error-body.ts';
import { CONNECTION_STRINGS as C } from './connection-strings.ts';
import { OFFLINE_NOT_CACHED_MESSAGE, outboxRejectedFallback } from './shared/offline-strings.ts';

/** The HTTP status those sentences end with. */
const STATUS_AT_END = /\b(\d{3})\)?\.?$/;

/** `text` in the reader's language when it is one of the device's English sentences, else unchanged. */
export function readerSentence(text: string): string {
  if (text === OFFLINE_NOT_CACHED_MESSAGE) return C.notCached;
  const status = Number(STATUS_AT_END.exec(text)?.[1]);
  if (!Number.isInteger(status)) return text;
  if (text === outboxRejectedFallback(status)) return C.rejectedFallback(status);
  if (text === errorBodyFrom(status, null).msg) return C.requestFailed(status);
  return text;
}
