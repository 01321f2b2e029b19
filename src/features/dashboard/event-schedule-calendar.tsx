// Event Schedule (spec §2): a read-only month calendar on @event-calendar/core. The month is
// controlled by the page; our own header gives 44 px buttons (the calendar's toolbar is too small
// for a finger on a tablet).
import { createCalendar, DayGrid, destroyCalendar, Interaction, type Calendar } from '@event-calendar/core';
import '@event-calendar/core/index.css';
import './dashboard.css';
import { addMonths, format, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { buildCellNodes, buildDayHeadNodes } from './calendar-cell-content.ts';
import { buildCalendarEntries, holidayNamesByDate, openTarget, type CalendarCellData, type OpenTarget } from './calendar-entries.ts';
import { DASHBOARD_STRINGS as S, holidayBlockLabel } from './dashboard-strings.ts';
import type { CalendarEntry } from '../../api/dashboard-api.ts';
import { keepCalendarAriaRepaired } from './calendar-aria.ts';

export interface EventScheduleCalendarProps {
  /** Any day of the month to show. */
  month: Date;
  /** /calendar-events/ rows of that month; null before the first answer. */
  entries: readonly CalendarEntry[] | null;
  loading?: boolean;
  /** Called with the first day of the month the user moved to. */
  onMonthChange: (month: Date) => void;
  /**
   * An event, a multi-event day's first event, or a holiday was chosen: the page opens its popup
   * (?id={eventId}, or ?id=holiday-{holidayId}).
   */
  onOpen: (target: OpenTarget) => void;
  /** Why the month could not be shown (offline and never loaded): said inside the card too. */
  error?: string | null;
}

function cellOf(event: Calendar.Event): CalendarCellData | undefined {
  return (event.extendedProps as { cell?: CalendarCellData }).cell;
}

/** A day's head: its number and its holidays' names (read from the current month's entries). */
function dayHeadContent(holidayNames: ReadonlyMap<string, readonly string[]>) {
  return (arg: Calendar.DayCellContentArg) => ({
    domNodes: buildDayHeadNodes(String(arg.date.getDate()), holidayNames.get(format(arg.date, 'yyyy-MM-dd')) ?? []),
  });
}

/**
 * The calendar gives background blocks no click: a holiday's block (the whole shaded day) is made a
 * button here, so a day with only a holiday opens its read-only view.
 */
function makeHolidayButton(element: HTMLElement, name: string, open: () => void): void {
  const label = holidayBlockLabel(name);
  element.setAttribute('role', 'button');
  element.setAttribute('aria-label', label);
  element.title = label;
  element.tabIndex = 0;
  element.addEventListener('click', open);
  element.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open();
  });
}

export function EventScheduleCalendar({ month, entries, loading = false, onMonthChange, onOpen, error = null }: EventScheduleCalendarProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const calendarRef = useRef<Calendar | null>(null);
  const monthKey = format(month, 'yyyy-MM');
  // The grid's first day (the Sunday on or before the 1st) for the accessibility repair.
  const monthRef = useRef(monthKey);
  useEffect(() => {
    monthRef.current = monthKey;
  }, [monthKey]);
  const calendarEvents = useMemo(() => buildCalendarEntries(entries ?? []), [entries]);
  const holidayNames = useMemo(() => holidayNamesByDate(entries ?? []), [entries]);

  const handleOpen = useEffectEvent((cell: CalendarCellData | undefined) => {
    if (cell !== undefined) onOpen(openTarget(cell));
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
      dayCellContent: dayHeadContent(new Map()),
      eventContent: (info) => {
        const cell = cellOf(info.event);
        return cell === undefined ? undefined : { domNodes: buildCellNodes(cell) };
      },
      eventClick: (info) => handleOpen(cellOf(info.event)),
      // The block sits in its week's layer, not in its day cell; data-date says which day it is.
      eventDidMount: (info) => {
        const cell = cellOf(info.event);
        if (cell === undefined) return;
        info.el.dataset.date = cell.date;
        if (cell.kind === 'holiday') makeHolidayButton(info.el, cell.name, () => handleOpen(cell));
      },
    });
    calendarRef.current = calendar;
    const stopAria = keepCalendarAriaRepaired(host, () => startOfWeek(startOfMonth(parseISO(`${monthRef.current}-01`))), S.eventSchedule);
    return () => {
      stopAria();
      calendarRef.current = null;
      void destroyCalendar(calendar);
    };
  }, []);

  useEffect(() => {
    calendarRef.current?.setOption('date', `${monthKey}-01`);
  }, [monthKey]);

  useEffect(() => {
    // Heads first, in the same update: the calendar places each day's events below its head.
    calendarRef.current?.setOption('dayCellContent', dayHeadContent(holidayNames));
    calendarRef.current?.setOption('events', calendarEvents);
  }, [calendarEvents, holidayNames]);

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
      {error !== null && entries === null ? <p className="dash-schedule__notice">{error}</p> : null}
      <div ref={hostRef} className="dash-schedule__calendar" />
    </section>
  );
}
