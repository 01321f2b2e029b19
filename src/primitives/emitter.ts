// A set of listeners told about one kind of happening (a reconnect, a change of the outbox, a dialog
// opened). Plain language only, so the app, the service worker and the server share it.

export interface Emitter<T> {
  /** Adds a listener; the returned function removes it (safe to call twice). */
  on(listener: (value: T) => unknown): () => void;
  /**
   * Tells every listener, in the order they were added. The list is copied first: a listener that
   * removes itself, or adds another, does not change who hears this emit. A listener that throws
   * does not keep the others from hearing it; the first error is thrown after all have heard.
   */
  emit(value: T): void;
  /**
   * Tells every listener at once and waits for those that return a promise (wiping a signed-out
   * user's data from several stores): each one's outcome, a throw or rejection included, in order.
   */
  settle(value: T): Promise<PromiseSettledResult<void>[]>;
  /** How many listen now. */
  readonly size: number;
  /** Removes every listener (a store reset for the next user). */
  clear(): void;
}

export function emitter<T = void>(): Emitter<T> {
  const listeners = new Set<(value: T) => unknown>();
  return {
    on(listener) {
      // A wrapper per call: the same function added twice is two listeners, each removed by its own call.
      const entry = (value: T): unknown => listener(value);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    emit(value) {
      let firstError: { error: unknown } | null = null;
      for (const listener of [...listeners]) {
        try {
          listener(value);
        } catch (error) {
          firstError ??= { error };
        }
      }
      if (firstError !== null) throw firstError.error;
    },
    settle(value) {
      return Promise.allSettled([...listeners].map(async (listener) => {
        await listener(value);
      }));
    },
    get size() {
      return listeners.size;
    },
    clear() {
      listeners.clear();
    },
  };
}
