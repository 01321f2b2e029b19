// Every call the app makes, by resource: the one place in src/ that names the API's paths (the
// resource modules beside it build their typed calls from these). The paths and methods are checked
// against the server's route schemas at compile time (Endpoint), and tests/server/api-contract.test.ts
// checks the list against the OpenAPI document and that no other file in src/ names an API path.
// Browser-free, so the server's tests import it.
import type { Endpoint } from './api-contract.ts';

export const ACCOUNT_ENDPOINTS = {
  login: { method: 'POST', path: '/users/login' },
  userInfo: { method: 'POST', path: '/users/user-info/' },
  /** The signed-in account's own language (the portal's and its e-mails'). */
  setLanguage: { method: 'POST', path: '/users/language/' },
  forgotPassword: { method: 'POST', path: '/users/forgot-password/' },
  resetPassword: { method: 'POST', path: '/users/reset-password/' },
  resetLink: { method: 'POST', path: '/users/reset-link/' },
  checkMail: { method: 'GET', path: '/users/check-mail/' },
  updatePassword: { method: 'POST', path: '/building-manager/update-password/' },
  startFrontDesk: { method: 'POST', path: '/building-manager/front-desk/' },
  leaveFrontDesk: { method: 'POST', path: '/building-manager/front-desk/leave/' },
  /** The self check-in kiosk starts: a kiosk's session instead of the front desk's. */
  startKiosk: { method: 'POST', path: '/building-manager/front-desk/kiosk/' },
  /** The self check-in kiosk's exit (the same password; answers the front desk's session). */
  checkFrontDeskPassword: { method: 'POST', path: '/building-manager/front-desk/check-password/' },
} as const satisfies Record<string, Endpoint>;

export const BUILDINGS_ENDPOINTS = {
  buildings: { method: 'POST', path: '/building-manager/buildings/' },
  buildingDetails: { method: 'POST', path: '/building-manager/building-details/' },
  studios: { method: 'POST', path: '/building-manager/studios/' },
  /** When a building's reminders go (hours before the start); changes them when reminderHours is given. */
  reminders: { method: 'POST', path: '/building-manager/building-reminders/' },
} as const satisfies Record<string, Endpoint>;

export const DASHBOARD_ENDPOINTS = {
  topNumbers: { method: 'POST', path: '/building-manager/top-numbers/' },
  heroChart: { method: 'POST', path: '/building-manager/hero-chart/' },
  calendarEvents: { method: 'POST', path: '/building-manager/calendar-events/' },
  calendarEventDetails: { method: 'POST', path: '/building-manager/calendar-event-details/' },
  userEventDetails: { method: 'POST', path: '/building-manager/user-event-details/' },
} as const satisfies Record<string, Endpoint>;

export const MESSAGES_ENDPOINTS = {
  liaison: { method: 'POST', path: '/building-manager/message-liason/' },
  user: { method: 'POST', path: '/building-manager/message-user/' },
} as const satisfies Record<string, Endpoint>;

export const REPORT_ENDPOINTS = {
  excelReport: { method: 'POST', path: '/building-manager/excel-report/' },
  monthlyMail: { method: 'POST', path: '/building-manager/monthly-report-mail/' },
  setMonthlyMail: { method: 'PUT', path: '/building-manager/monthly-report-mail/' },
} as const satisfies Record<string, Endpoint>;

/** A building's calendar feed (its address is answered only when made) and one-event files. */
export const CALENDAR_ENDPOINTS = {
  feedStatus: { method: 'POST', path: '/building-manager/calendar-feed/' },
  renewFeed: { method: 'POST', path: '/building-manager/calendar-feed/renew/' },
  stopFeed: { method: 'POST', path: '/building-manager/calendar-feed/stop/' },
  eventFile: { method: 'POST', path: '/building-manager/event-calendar-file/' },
} as const satisfies Record<string, Endpoint>;

export const TASKS_ENDPOINTS = {
  list: { method: 'POST', path: '/building-manager/tasks/' },
  toggle: { method: 'PUT', path: '/building-manager/tasks/' },
} as const satisfies Record<string, Endpoint>;

export const ANALYTICS_ENDPOINTS = {
  clusterType: { method: 'POST', path: '/building-manager/cluster-type/' },
  companies: { method: 'POST', path: '/building-manager/companies/' },
  userAnalysisNumbers: { method: 'POST', path: '/building-manager/user-analysis-numbers/' },
  userAnalysis: { method: 'POST', path: '/building-manager/user-analysis/' },
  capturePercentage: { method: 'POST', path: '/building-manager/capture-percentage/' },
  captureGrowth: { method: 'POST', path: '/building-manager/capture-growth/' },
  attendedRsvpd: { method: 'POST', path: '/building-manager/attended-rsvpd/' },
  scheduleAnalysis: { method: 'POST', path: '/building-manager/schedule-analysis/' },
  weekdayAnalysis: { method: 'POST', path: '/building-manager/weekday-analysis/' },
  // Figures that check-in data makes possible (the filters plus asOf).
  noShowRates: { method: 'POST', path: '/building-manager/no-show-rates/' },
  retention: { method: 'POST', path: '/building-manager/retention/' },
  atRisk: { method: 'POST', path: '/building-manager/at-risk/' },
  benchmark: { method: 'POST', path: '/building-manager/benchmark/' },
  /** The no-show rate of reminded against not-reminded RSVPs (the filters plus asOf). */
  reminderFigures: { method: 'POST', path: '/building-manager/reminder-figures/' },
} as const satisfies Record<string, Endpoint>;

export const USERS_ENDPOINTS = {
  list: { method: 'POST', path: '/building-manager/users/' },
  details: { method: 'POST', path: '/building-manager/user-details/' },
  events: { method: 'POST', path: '/building-manager/user-events/' },
  create: { method: 'POST', path: '/building-manager/create-user/' },
  /** "Edit details" of a profile: name, e-mail, phone, and unit and apartment in one building. */
  update: { method: 'POST', path: '/building-manager/update-user/' },
  amenityMembership: { method: 'POST', path: '/building-manager/amenity-membership/{userId}/' },
  imageUpload: { method: 'POST', path: '/building-manager/image-upload/' },
  updateImage: { method: 'POST', path: '/building-manager/update-image/' },
  /** Residents a front desk asked for, waiting for a manager (managers only). */
  residentRequests: { method: 'POST', path: '/building-manager/resident-requests/' },
  confirmResidentRequest: { method: 'POST', path: '/building-manager/confirm-resident-request/' },
  declineResidentRequest: { method: 'POST', path: '/building-manager/decline-resident-request/' },
  /** E-mails a resident the residents' sign-in code and link (hOM Residents). */
  sendSignInLink: { method: 'POST', path: '/building-manager/send-sign-in-link/' },
} as const satisfies Record<string, Endpoint>;

export const CREATE_ENDPOINTS = {
  building: { method: 'POST', path: '/building-manager/create-building/' },
  unit: { method: 'POST', path: '/building-manager/create-unit/' },
  venue: { method: 'POST', path: '/building-manager/create-venue/' },
  studio: { method: 'POST', path: '/building-manager/create-studio/' },
  staff: { method: 'POST', path: '/building-manager/add-staff/' },
} as const satisfies Record<string, Endpoint>;

/**
 * Events run from the portal (docs/design/front-desk.md, "Calls"): scheduling (online only), the Events
 * screen's days and rosters (cached reads), and the desk's RSVPs (outbox writes).
 */
export const SCHEDULE_ENDPOINTS = {
  createEvent: { method: 'POST', path: '/building-manager/create-event/' },
  updateEvent: { method: 'POST', path: '/building-manager/update-event/' },
  cancelEvent: { method: 'POST', path: '/building-manager/cancel-event/' },
  eventsToday: { method: 'POST', path: '/building-manager/events-today/' },
  roster: { method: 'POST', path: '/building-manager/event-roster/' },
  rsvp: { method: 'POST', path: '/building-manager/rsvp/' },
  cancelRsvp: { method: 'POST', path: '/building-manager/cancel-rsvp/' },
  /** The Undo of a cancel made moments ago: sent at once, never queued (it is offered for seconds). */
  undoCancelRsvp: { method: 'POST', path: '/building-manager/undo-cancel-rsvp/' },
} as const satisfies Record<string, Endpoint>;

/** Check-in at the door: the check-in writes (outbox), the resident index and a resident's log (cached reads). */
export const DOOR_ENDPOINTS = {
  checkIn: { method: 'POST', path: '/building-manager/check-in/' },
  undoCheckIn: { method: 'POST', path: '/building-manager/undo-check-in/' },
  residentIndex: { method: 'POST', path: '/building-manager/resident-index/' },
  checkInLog: { method: 'POST', path: '/building-manager/check-in-log/' },
  /** The self check-in kiosk's read: an event's going residents as it shows them, nothing more. */
  kioskRoster: { method: 'POST', path: '/building-manager/kiosk-roster/' },
} as const satisfies Record<string, Endpoint>;

/**
 * An event's class notes and incident reports (staff only; docs/design/residents.md): the two writes
 * go through the outbox, the list (with the notes) is a cached read.
 */
export const EVENT_NOTES_ENDPOINTS = {
  classNotes: { method: 'POST', path: '/building-manager/class-notes/' },
  reportIncident: { method: 'POST', path: '/building-manager/report-incident/' },
  incidents: { method: 'POST', path: '/building-manager/incidents/' },
} as const satisfies Record<string, Endpoint>;

/** Residents and timetables from a file, checked (dry run) then imported in one transaction. */
export const IMPORT_ENDPOINTS = {
  previewResidents: { method: 'POST', path: '/building-manager/preview-residents-import/' },
  importResidents: { method: 'POST', path: '/building-manager/import-residents/' },
  previewEvents: { method: 'POST', path: '/building-manager/preview-events-import/' },
  importEvents: { method: 'POST', path: '/building-manager/import-events/' },
} as const satisfies Record<string, Endpoint>;

/** The live-change stream (text/event-stream): read with openApiStream, never cached by the worker. */
export const EVENTS_ENDPOINTS = {
  stream: { method: 'GET', path: '/changes' },
} as const satisfies Record<string, Endpoint>;

/**
 * A manager's preview of the residents' page (docs/design/residents.md, Preview): the residents' app
 * (src/residents/) calls it with the staff session of the same origin.
 */
export const RESIDENT_PREVIEW_ENDPOINTS = {
  preview: { method: 'POST', path: '/building-manager/resident-preview/' },
} as const satisfies Record<string, Endpoint>;

export const API_RESOURCES = {
  account: ACCOUNT_ENDPOINTS,
  analytics: ANALYTICS_ENDPOINTS,
  buildings: BUILDINGS_ENDPOINTS,
  calendar: CALENDAR_ENDPOINTS,
  create: CREATE_ENDPOINTS,
  dashboard: DASHBOARD_ENDPOINTS,
  door: DOOR_ENDPOINTS,
  events: EVENTS_ENDPOINTS,
  eventNotes: EVENT_NOTES_ENDPOINTS,
  import: IMPORT_ENDPOINTS,
  messages: MESSAGES_ENDPOINTS,
  report: REPORT_ENDPOINTS,
  residentPreview: RESIDENT_PREVIEW_ENDPOINTS,
  schedule: SCHEDULE_ENDPOINTS,
  tasks: TASKS_ENDPOINTS,
  users: USERS_ENDPOINTS,
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint of every resource, as 'resource.call' → endpoint. */
export function listEndpoints(): Array<{ name: string; endpoint: Endpoint }> {
  return Object.entries(API_RESOURCES).flatMap(([resource, calls]) =>
    Object.entries(calls as Record<string, Endpoint>).map(([call, endpoint]) => ({ name: `${resource}.${call}`, endpoint })),
  );
}
