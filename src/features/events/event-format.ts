// How the Events screen writes an event's day, time and places (building-local times as sent).
import { format, parseISO } from 'date-fns';
import type { ScheduledEvent } from '../../api/schedule-api.ts';
import { EVENTS_STRINGS as S } from './events-strings.ts';

/** 'Tuesday 24 November' for 'YYYY-MM-DD'. */
export function formatDay(date: string): string {
  return format(parseISO(date), 'EEEE d MMMM');
}

/** '18:00–19:00'. */
export function formatTimes(event: Pick<ScheduledEvent, 'startTime' | 'endTime'>): string {
  return `${event.startTime}–${event.endTime}`;
}

/** 'Tue 24 Nov · 18:00–19:00'. */
export function formatEventWhen(event: Pick<ScheduledEvent, 'date' | 'startTime' | 'endTime'>): string {
  return `${format(parseISO(event.date), 'EEE d MMM')} · ${formatTimes(event)}`;
}

/** Going over capacity ('12 / 20 going', '12 going · no limit'). */
export function formatGoing(event: Pick<ScheduledEvent, 'going' | 'capacity'>): string {
  return event.capacity === null ? `${event.going} going · ${S.unlimited}` : `${event.going} / ${event.capacity} going`;
}

/** '3 waitlisted', or nothing when nobody waits. */
export function formatWaitlisted(event: Pick<ScheduledEvent, 'waitlisted'>): string | null {
  return event.waitlisted > 0 ? `${event.waitlisted} waitlisted` : null;
}

/** Events grouped by their building-local day, each day's by start time then name. */
export function groupByDay<T extends Pick<ScheduledEvent, 'date' | 'startTime' | 'name'>>(events: readonly T[]): Array<[date: string, events: T[]]> {
  const days = new Map<string, T[]>();
  const sorted = [...events].sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.name.localeCompare(b.name));
  for (const event of sorted) {
    const day = days.get(event.date);
    if (day) day.push(event);
    else days.set(event.date, [event]);
  }
  return [...days];
}
