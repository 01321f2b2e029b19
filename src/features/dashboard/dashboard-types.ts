// Shapes of the /dashboard calls (spec §3, server under /api/building-manager/).
// Dates are building-local 'YYYY-MM-DD', times building-local 'HH:mm'.

export interface CalendarEvent {
  id: number;
  name: string;
  date: string;
  time: string;
  endTime: string;
  rsvps: number;
  image: string | null;
  isHoliday: false;
  buildingId: number;
  buildingName: string;
}

export interface CalendarHoliday {
  id: number;
  name: string;
  date: string;
  image: string | null;
  description: string;
  isHoliday: true;
}

/** One row of /calendar-events/. */
export type CalendarEntry = CalendarEvent | CalendarHoliday;

export interface EventTeacher {
  firstName: string;
  lastName: string;
}

export interface DayEvent {
  id: number;
  name: string;
  image: string | null;
  teacher: EventTeacher | null;
  buildingName: string;
  venue: { name: string } | null;
  time: string;
  endTime: string;
  /** 0..100+, two decimals; null when the capacity is unknown. */
  capacityPercentage: number | null;
  /** Share of RSVPs that attended, two decimals; null when nobody RSVPed. */
  rsvpdAndAttended: number | null;
  injuriesReported: number;
  /** Mean rating 1..5; null when no ratings. */
  userRatings: number | null;
  countOfRatings: number;
  teacherComment: string | null;
  isHoliday: false;
  /** ISO instant. */
  start: string;
  date: string;
}

export interface DayHoliday {
  id: number;
  name: string;
  description: string;
  image: string | null;
  date: string;
  isHoliday: true;
}

/** One row of /calendar-event-details/: everything on one day. */
export type DayEntry = DayEvent | DayHoliday;

export const EVENT_COUNT_CHOICES = [10, 20] as const;
export type EventCount = (typeof EVENT_COUNT_CHOICES)[number];

/** One point of /hero-chart/ (event performance). */
export interface HeroChartPoint {
  xAxis: string;
  time: string;
  /** Capacity % of the event; null when its capacity is unknown. */
  yAxis: number | null;
  eventId: number;
  rsvps: number;
  attendees: number;
}

export interface TopNumbers {
  totalEvents: number;
  totalRsvps: number;
  totalUsers: number;
  pendingTasks: number;
}

export interface BuildingUnitRef {
  id: number;
  name: string;
}

export interface Building {
  id: number;
  name: string;
  dashboardAccess: boolean;
  buildingType: string;
  amenityMembership: boolean;
  blocks?: BuildingUnitRef[];
  companies?: BuildingUnitRef[];
}

/** 0 (or absent) = all of the account's buildings, as the server reads it. */
export const ALL_BUILDINGS_ID = 0 as const;
