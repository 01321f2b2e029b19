// What the offline wiring tells the user: reconnects, replays, unsent changes, sign-out with changes
// waiting. One module, so tests import the same constants.
export const OFFLINE_SYNC_STRINGS = {
  backOnline: 'Back online — data refreshed',
  unsentChanges: 'Unsent changes',
  unsentChangesEmpty: 'Nothing waiting to be sent.',
  waitingToSend: 'Waiting to send',
  notAccepted: 'Not accepted by the server',
  dismiss: 'Dismiss',
  close: 'Close',
  pendingSync: 'Pending sync',
  messageQueued: 'You are offline. The message will be sent when you are back online.',
  changeQueued: 'You are offline. The change will be sent when you are back online.',
  messageQueuedBehind: 'The message will be sent right after your earlier unsent changes.',
  signOutTitle: 'Sign out?',
  signOutAnyway: 'Sign out anyway',
  cancel: 'Cancel',
} as const;

export const changesSent = (count: number): string =>
  count === 1 ? '1 offline change sent' : `${count} offline changes sent`;

export const changesRejected = (count: number): string =>
  count === 1 ? '1 offline change was not accepted. See Unsent changes.' : `${count} offline changes were not accepted. See Unsent changes.`;

export const signOutWithUnsent = (count: number): string =>
  count === 1
    ? 'You have 1 unsent change. Sign out anyway? It will be lost.'
    : `You have ${count} unsent changes. Sign out anyway? They will be lost.`;

/** Accessible name of the top-bar button: the count matters more than the badge's colour. */
export const unsentChangesLabel = (count: number): string =>
  count === 0 ? OFFLINE_SYNC_STRINGS.unsentChanges : `${OFFLINE_SYNC_STRINGS.unsentChanges} (${count})`;
