// What the offline wiring tells the user: reconnects, replays, unsent changes, sign-out with changes
// waiting. One module, so tests import the same constants; translated in
// src/i18n/catalogues/<language>/offline-sync.ts. The sentences with counts are the section's
// functions (each language says its own plurals); the exported functions below only hand over to them.
import { defineMessages } from '../i18n/catalogue.ts';

const changes = (count: number, what: string): string => (count === 1 ? `1 ${what}` : `${count} ${what.replace('change', 'changes')}`);

const OFFLINE_SYNC_EN = {
  backOnline: 'Back online — data refreshed',
  // No screen with server data open: nothing was refreshed, so the toast does not say so.
  backOnlineNothingToRefresh: 'Back online',
  backOnlineRefreshFailed: 'Back online, but the data could not be refreshed. It refreshes when you open the page again.',
  unsentChanges: 'Unsent changes',
  /** The top-bar button's visible word (a word of its accessible name). */
  unsentCaption: 'Unsent',
  /** Said after the count and the caption by a screen reader: "2 Unsent changes". */
  captionWord: (count: number) => (count === 1 ? 'change' : 'changes'),
  /** The sidebar's foot, online: when this device last saved a full copy for offline use (two lines). */
  savedForOffline: 'Saved for offline use',
  savedAt: (time: string) => `at ${time}`,
  /** The sidebar's foot, offline (three short lines). */
  offline: 'Offline',
  dataFrom: (time: string) => `data from ${time}`,
  waiting: (count: number) => `${count} waiting`,
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
  changesSent: (count: number): string => (count === 1 ? '1 offline change sent' : `${count} offline changes sent`),
  changesRejected: (count: number): string =>
    count === 1 ? '1 offline change was not accepted. See Unsent changes.' : `${count} offline changes were not accepted. See Unsent changes.`,
  /** The sign-out confirmation: changes waiting to be sent and changes the server refused alike are lost. */
  signOutWithUnsent: (pending: number, rejected: number): string => {
    const parts = [
      ...(pending > 0 ? [changes(pending, 'unsent change')] : []),
      ...(rejected > 0 ? [changes(rejected, 'change the server did not accept')] : []),
    ];
    const lost = pending + rejected === 1 ? 'It will be lost.' : 'They will be lost.';
    return `You have ${parts.join(' and ')}. Sign out anyway? ${lost}`;
  },
  /** After 'Login token expired!' (its own toast, from the spec's error catalogue): what the wipe of this device removed. */
  unsentChangesDiscarded: (count: number): string =>
    count === 1 ? '1 unsent change was discarded when the session ended.' : `${count} unsent changes were discarded when the session ended.`,
  /**
   * The top-bar button's name: it begins with what the button shows (the count, then "Unsent"), so a
   * person speaking to it by what they see is understood (WCAG 2.5.3, label in name).
   */
  unsentChangesLabel: (count: number): string => (count === 0 ? 'Unsent changes' : `${count} unsent ${count === 1 ? 'change' : 'changes'}`),
  /** Online: what the sidebar's foot means, in one sentence. */
  savedForOfflineAt: (time: string): string => `Saved for offline use at ${time}`,
  /**
   * Offline (the browser's, or the server not answering): plainly so, how old the data shown is, and
   * what waits to be sent. Without a time (nothing was ever loaded) or changes, those parts are left out.
   */
  offlineStatus: (time: string | null, waiting: number): string =>
    [
      time === null ? 'Offline' : `Offline — showing data from ${time}`,
      ...(waiting > 0 ? [waiting === 1 ? '1 change waiting' : `${waiting} changes waiting`] : []),
    ].join(' · '),
} as const;

export type OfflineSyncMessages = typeof OFFLINE_SYNC_EN;
export const OFFLINE_SYNC_STRINGS = defineMessages('offline-sync', OFFLINE_SYNC_EN);

export const changesSent = (count: number): string => OFFLINE_SYNC_STRINGS.changesSent(count);

export const changesRejected = (count: number): string => OFFLINE_SYNC_STRINGS.changesRejected(count);

export const signOutWithUnsent = (pending: number, rejected = 0): string => OFFLINE_SYNC_STRINGS.signOutWithUnsent(pending, rejected);

export const unsentChangesDiscarded = (count: number): string => OFFLINE_SYNC_STRINGS.unsentChangesDiscarded(count);

export const unsentChangesLabel = (count: number): string => OFFLINE_SYNC_STRINGS.unsentChangesLabel(count);

export const savedForOfflineAt = (time: string): string => OFFLINE_SYNC_STRINGS.savedForOfflineAt(time);

export const offlineStatus = (time: string | null, waiting: number): string => OFFLINE_SYNC_STRINGS.offlineStatus(time, waiting);
