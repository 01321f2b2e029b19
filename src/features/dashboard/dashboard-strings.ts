// Every user-visible string of the /dashboard feature. Spec strings are written exactly as the spec
// writes them (docs/product-spec.md: Event dashboard, Event popup, The error catalogue); the rest are ours and marked so.
// Translated in src/i18n/catalogues/<language>/dashboard.ts.
import { defineMessages } from '../../i18n/catalogue.ts';

const DASHBOARD_EN = {
  // The spec's tiles.
  totalEvents: 'Total Events',
  totalRsvps: 'Total RSVPs',
  totalUsers: 'Total Users',
  pendingTasks: 'Pending Tasks',
  // Ours: what the first two tiles count, under their spec labels (scheduling an event moves neither
  // until it starts).
  totalEventsHelp: 'Events that have started, all time (cancelled ones left out)',
  totalRsvpsHelp: 'RSVPs to those events',
  // The spec's Event Performance, and its error catalogue's Charts.
  eventPerformance: 'Event Performance',
  loading: 'Loading....',
  noStats: 'No stats to display!',
  last10Events: 'Last 10 events',
  last20Events: 'Last 20 events',
  // The spec's Analytics uses the same wording for the building filter.
  // The spec's Event Schedule.
  eventSchedule: 'Event Schedule',
  // The spec's Event popup.
  eventDetail: 'Event detail',
  noInjuries: 'No injuries',
  noRatings: 'No ratings',
  noComments: 'No comments added yet!',
  capacityPercent: 'Capacity%',
  attendedWhoRsvped: 'Attended who RSVPed',
  /** docs/design/metrics.md: an event under way shows its attended-of-RSVPed figure "so far" until it is settled. */
  soFar: (figure: string) => `${figure} so far`,
  injuriesReported: 'Injuries reported',
  userRatings: 'User ratings',
  teacherComments: 'Teacher comments',
  // Ours (the spec names the fields but not their labels).
  // The popup links each event to its roster on /events.
  openRoster: 'Roster',
  // The event as a one-event .ics file.
  addToCalendar: 'Add to calendar',
  /** Begins with the visible words, so a voice command saying them reaches the button (WCAG 2.5.3). */
  addToCalendarLabel: (name: string) => `Add to calendar: ${name}`,
  teacher: 'Teacher',
  building: 'Building',
  venue: 'Venue',
  time: 'Time',
  holiday: 'Holiday',
  eventCountLabel: 'Events shown',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  today: 'Today',
  previousEvent: 'Previous event',
  nextEvent: 'Next event',
  nothingThatDay: 'Nothing is scheduled on this day.',
  /** A month of the calendar with neither events nor holidays (ours). */
  emptyMonth: 'No events or holidays this month.',
  eventNotFound: 'This event could not be found.',
  chartEvent: 'Event',
  chartDate: 'Date',
  chartTime: 'Time',
  chartRsvps: 'RSVPs',
  chartAttended: 'Attended',
  /** What the figure is: the RSVPs as a share of the places (spec: capacity %). */
  chartCapacity: 'Capacity % (RSVPs of places)',
  /** The chart tooltip's capacity of an event whose capacity is not known. */
  capacityUnknown: 'unknown',
  /** Shown for a figure the server sent as null (unknown capacity, nobody RSVPed). */
  notAvailable: '—',
  /** Spec: '{n} Events' when several events fall on one day. */
  eventsOnDay: (count: number) => `${count} Events`,
  /** The chip after a day's last thumbnail when it has more events than thumbnails (ours). */
  moreThumbs: (hidden: number) => `+${hidden}`,
  /** A holiday block's accessible name and title in the calendar (ours). */
  holidayBlock: (name: string) => `${name} (Holiday)`,
  /** RSVP count in a calendar cell (the spec says "RSVP count"; wording ours). */
  rsvpCount: (count: number) => (count === 1 ? '1 RSVP' : `${count.toLocaleString('en-US')} RSVPs`),
  /** After the stars (spec: stars and count): the count says what it counts ('5 ratings'). */
  ratingCount: (count: number) => (count === 1 ? '1 rating' : `${count.toLocaleString('en-US')} ratings`),
  /** Under the chart when some of its events have no capacity, so no point (ours). */
  notDrawn: (count: number) =>
    count === 1
      ? '1 event has no capacity, so no point: it is in the table.'
      : `${count} events have no capacity, so no point: they are in the table.`,
  /** Spec: 'Event N of M' in the popup header; N and M count the day's events, never its holidays. */
  eventOf: (position: number, total: number) => `Event ${position} of ${total}`,
} as const;

export type DashboardMessages = typeof DASHBOARD_EN;
export const DASHBOARD_STRINGS = defineMessages('dashboard', DASHBOARD_EN);

// The helpers below are kept for their callers; each says what its message says.

export function eventsOnDayLabel(count: number): string {
  return DASHBOARD_STRINGS.eventsOnDay(count);
}

export function moreThumbsLabel(hidden: number): string {
  return DASHBOARD_STRINGS.moreThumbs(hidden);
}

export function holidayBlockLabel(name: string): string {
  return DASHBOARD_STRINGS.holidayBlock(name);
}

export function rsvpCountLabel(count: number): string {
  return DASHBOARD_STRINGS.rsvpCount(count);
}

export function ratingCountLabel(count: number): string {
  return DASHBOARD_STRINGS.ratingCount(count);
}

export function notDrawnNote(count: number): string {
  return DASHBOARD_STRINGS.notDrawn(count);
}

export function eventOfLabel(position: number, total: number): string {
  return DASHBOARD_STRINGS.eventOf(position, total);
}
