// Texts of a building's calendar feed on /building (ours: the spec shows none). Translated in
// src/i18n/catalogues/<language>/calendar-feed.ts.
import { defineMessages } from '../../i18n/catalogue.ts';

const CALENDAR_FEED_EN = {
  title: 'Calendar feed',
  summary: (building: string) => `Calendar feed of ${building}`,
  loading: 'Loading....',
  notPublished: 'Not published.',
  publishedOn: (date: string) => `Published on ${date}.`,
  explain:
    'Calendar apps subscribe to the feed’s address and show this building’s events (the last 30 days and the next 180), nothing about residents. ' +
    'The address is shown once, when it is made: renewing makes a new one, and the old one stops working at once.',
  address: 'Feed address',
  publish: 'Publish calendar feed',
  renew: 'Renew address',
  stop: 'Stop feed',
  copy: 'Copy address',
  copied: 'Address copied.',
  copyFailed: 'Copying failed: select the address and copy it.',
  stopped: 'The feed is stopped; its address no longer works.',
} as const;

export type CalendarFeedMessages = typeof CALENDAR_FEED_EN;
export const CALENDAR_FEED_STRINGS = defineMessages('calendar-feed', CALENDAR_FEED_EN);
