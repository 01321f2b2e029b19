// Event Schedule (spec §2): a read-only month calendar on @event-calendar/core. The month is
// controlled by the page; our own header gives 44 px buttons (the calendar's toolbar is too small
// for a finger on a tablet).
import { createCalendar, DayGrid, destroyCalendar, Interaction, type Calendar } from '@event-calendar/core';
import '@event-calendar/core/index.css';
import './dashboard.css';
import { addMonths, format, startOfMonth } from 'date-fns';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { buildCellNodes } from './calendar-cell-content.ts';
import { buildCalendarEntries, openTarget, type CalendarCellData } from './calendar-entries.ts';
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import type { CalendarEntry } from './dashboard-types.ts';

export interface EventScheduleCalendarProps {
  /** Any day of the month to show. */
  month: Date;
  /** /calendar-events/ rows of that month; null before the first answer. */
  entries: readonly CalendarEntry[] | null;
  loading?: boolean;
  /** Called with the first day of the month the user moved to. */
  onMonthChange: (month: Date) => void;
  /** An event, or a multi-event day's first event, was chosen: the page opens ?id={eventId}. */
  onOpen: (eventId: number, date: string) => void;
}

function cellOf(event: Calendar.Event): CalendarCellData | undefined {
  return (event.extendedProps as { cell?: CalendarCellData }).cell;
}

export function EventScheduleCalendar({ month, entries, loading = false, onMonthChange, onOpen }: EventScheduleCalendarProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const calendarRef = useRef<Calendar | null>(null);
  const monthKey = format(month, 'yyyy-MM');
  const calendarEvents = useMemo(() => buildCalendarEntries(entries ?? []), [entries]);

  const handleEventClick = useEffectEvent((info: Calendar.EventClickInfo) => {
    const cell = cellOf(info.event);
    const target = cell === undefined ? null : openTarget(cell);
    if (target !== null) onOpen(target.eventId, target.date);
  });

  useEffect(() => {
    const host = hostRef.current;
    if (host === null) return;
    const calendar = createCalendar(host, [DayGrid, Interaction], {
      view: 'dayGridMonth',
      headerToolbar: { start: '', center: '', end: '' },
      // Read-only: nothing can be dragged, resized or selected.
      editable: false,
      eventStartEditable: false,
      eventDurationEditable: false,
      selectable: false,
      eventContent: (info) => {
        const cell = cellOf(info.event);
        return cell === undefined ? undefined : { domNodes: buildCellNodes(cell) };
      },
      eventClick: (info) => handleEventClick(info),
      // The block sits in its week's layer, not in its day cell; data-date says which day it is.
      eventDidMount: (info) => {
        const cell = cellOf(info.event);
        if (cell !== undefined) info.el.dataset.date = cell.date;
      },
    });
    calendarRef.current = calendar;
    return () => {
      calendarRef.current = null;
      void destroyCalendar(calendar);
    };
  }, []);

  useEffect(() => {
    calendarRef.current?.setOption('date', `${monthKey}-01`);
  }, [monthKey]);

  useEffect(() => {
    calendarRef.current?.setOption('events', calendarEvents);
  }, [calendarEvents]);

  const go = (months: number) => onMonthChange(startOfMonth(addMonths(month, months)));

  return (
    <section className="dash-card dash-schedule" aria-busy={loading}>
      <header className="dash-card__header">
        <h2 className="dash-card__title">{S.eventSchedule}</h2>
        <div className="dash-card__controls">
          {loading ? <span className="dash-chart__refreshing">{S.loading}</span> : null}
          <button type="button" className="dash-icon-button" aria-label={S.previousMonth} onClick={() => go(-1)}>
            ‹
          </button>
          <span className="dash-schedule__month" aria-live="polite">
            {format(month, 'MMMM yyyy')}
          </span>
          <button type="button" className="dash-icon-button" aria-label={S.nextMonth} onClick={() => go(1)}>
            ›
          </button>
          <button type="button" className="dash-text-button" onClick={() => onMonthChange(startOfMonth(new Date()))}>
            {S.today}
          </button>
        </div>
      </header>
      <div ref={hostRef} className="dash-schedule__calendar" />
    </section>
  );
}
