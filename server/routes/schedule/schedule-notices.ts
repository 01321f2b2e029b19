import type { WrittenOccurrence } from '../../schedule/event-writes.ts';
import type { ScheduleNotice } from '../../front-desk/event-summary-schema.ts';
import { clock12, SCHEDULE_MESSAGES } from '../../schedule/schedule-strings.ts';

/**
 * What the zone moved: an occurrence whose stored start (or end) reads back at another local time
 * than asked was in a spring-forward gap, and the answer says where it went.
 */
export function zoneNotices(written: readonly WrittenOccurrence[], asked: { startTime: string; endTime: string }, timeZone: string): ScheduleNotice[] {
  const notices: ScheduleNotice[] = [];
  for (const o of written) {
    if (o.startTime !== asked.startTime) {
      notices.push({ field: 'startTime', date: o.date, requested: asked.startTime, actual: o.startTime, message: SCHEDULE_MESSAGES.movedByZone(o.date, clock12(asked.startTime), clock12(o.startTime), timeZone) });
    } else if (o.endTime !== asked.endTime) {
      notices.push({ field: 'endTime', date: o.date, requested: asked.endTime, actual: o.endTime, message: SCHEDULE_MESSAGES.movedByZone(o.date, clock12(asked.endTime), clock12(o.endTime), timeZone) });
    }
  }
  return notices;
}
