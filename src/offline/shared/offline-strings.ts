// User-visible sentences of the offline layer, in one place so tests import the same constant.

export const OFFLINE_NOT_CACHED_MESSAGE = 'You are offline and this has not been loaded before.' as const;

export const outboxRejectedFallback = (status: number): string =>
  `The server did not accept this change (status ${status}).`;

/** Shown beside data that came from the device's copy rather than fresh from the server. */
export const staleDataNotice = (online: boolean, time: string): string =>
  online ? `Showing saved data from ${time}` : `Offline — data from ${time}`;
