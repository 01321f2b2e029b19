// "The outbox changed": told to this tab's listeners and, with a channel, to the other tabs' (whose
// listeners then hear it as their own), so every open page lists the same unsent changes.
import { emitter } from '../../primitives/emitter.ts';

export interface OutboxChanges {
  /** Calls `listener` after any change, here or in another tab; returns the unsubscribe. */
  on(listener: () => void): () => void;
  /** Tells this tab and the others. */
  notify(): void;
}

export function outboxChanges(channelName: string | undefined): OutboxChanges {
  const changed = emitter();
  // Opened on first use, so importing this module has no side effect (tests, the worker bundle).
  let channel: BroadcastChannel | null | undefined;
  function getChannel(): BroadcastChannel | null {
    if (channel === undefined) {
      channel = channelName && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : null;
      channel?.addEventListener('message', () => changed.emit());
    }
    return channel;
  }
  return {
    on(listener) {
      getChannel();
      return changed.on(listener);
    },
    notify() {
      changed.emit();
      getChannel()?.postMessage('changed');
    },
  };
}
