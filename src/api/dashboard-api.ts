// /dashboard calls (server under /api/building-manager/): top numbers, the event
// performance chart, the calendar month and a day's details. Dates are building-local 'YYYY-MM-DD',
// times building-local 'HH:mm'. Every shape is the server's route schema (src/api/api-contract.ts).
import type { ResponseOf } from './api-contract.ts';
import { DASHBOARD_ENDPOINTS } from './endpoints.ts';

export { DASHBOARD_ENDPOINTS };

/** One row of /calendar-events/. */
export type CalendarEntry = ResponseOf<typeof DASHBOARD_ENDPOINTS.calendarEvents>[number];
export type CalendarEvent = Extract<CalendarEntry, { isHoliday: false }>;
export type CalendarHoliday = Extract<CalendarEntry, { isHoliday: true }>;

/** One row of /calendar-event-details/: everything on one day. */
export type DayEntry = ResponseOf<typeof DASHBOARD_ENDPOINTS.calendarEventDetails>[number];
export type DayEvent = Extract<DayEntry, { isHoliday: false }>;
export type DayHoliday = Extract<DayEntry, { isHoliday: true }>;

/** One point of /hero-chart/ (event performance). */
export type HeroChartPoint = ResponseOf<typeof DASHBOARD_ENDPOINTS.heroChart>[number];

export type TopNumbers = ResponseOf<typeof DASHBOARD_ENDPOINTS.topNumbers>;

export const EVENT_COUNT_CHOICES = [10, 20] as const;
export type EventCount = (typeof EVENT_COUNT_CHOICES)[number];
