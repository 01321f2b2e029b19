// Event Schedule (docs/product-spec.md, Event dashboard): a read-only month calendar on @event-calendar/core. The month is
// controlled by the page; our own header gives 44 px buttons (the calendar's toolbar is too small
// for a finger on a tablet).
import { createCalendar, DayGrid, destroyCalendar, type Calendar } from '@event-calendar/core';
import '@event-calendar/core/index.css';
import './dashboard.css';
import { addMonths, format, startOfMonth } from 'date-fns';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { buildDayNodes } from './calendar-cell-content.ts';
import { RefreshingMark } from './chart-card-controls.tsx';
import { buildCalendarDays, openTarget, type CalendarCellData, type CalendarDay, type OpenTarget } from './calendar-entries.ts';
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import type { CalendarEntry } from '../../api/dashboard-api.ts';
import { keepCalendarAriaRepaired } from './calendar-aria.ts';
import { useModalOpen } from '../../ui/modal-presence.ts';
import { useSeen } from '../../ui/use-seen.ts';
import { activeLanguage } from '../../i18n/catalogue.ts';
import { formatMonthYear } from '../../ui/month-format.ts';

interface EventScheduleCalendarProps {
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

/**
 * The library's own default duration is `{weeks: 1}` and its parser reads `weeks` (aligning the view
 * to a week's start), but its typings list no `weeks` key.
 */
const SIX_WEEKS = { weeks: 6 } as unknown as Calendar.Options['duration'];

/**
 * The locale of the calendar's weekday headers: English keeps the library's default, another
 * language names its own days.
 */
function calendarLocale(): string | undefined {
  const language = activeLanguage();
  return language === 'en' ? undefined : language;
}

/** Each day cell draws its own number, holidays and block (see calendar-cell-content.ts). */
function dayContent(days: ReadonlyMap<string, CalendarDay>, open: (cell: CalendarCellData) => void) {
  return (arg: Calendar.DayCellContentArg) => ({
    domNodes: buildDayNodes(String(arg.date.getDate()), days.get(format(arg.date, 'yyyy-MM-dd')), open),
  });
}

export function EventScheduleCalendar({ month, entries, loading = false, onMonthChange, onOpen, error = null }: EventScheduleCalendarProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const calendarRef = useRef<Calendar | null>(null);
  const monthKey = format(month, 'yyyy-MM');
  const days = useMemo(() => buildCalendarDays(entries ?? []), [entries]);
  const handleOpen = useEffectEvent((cell: CalendarCellData) => onOpen(openTarget(cell)));
  // The grid is first drawn with its month's data (or the reason there is none): drawn empty and
  // then filled, its weeks would grow and push the lower ones down on every visit.
  // Nor is it built under a dialog (a link to ?id= opens the event's popup over the dashboard): its
  // build would be the longest wait for a tap on the dialog, for a month nobody can reach until the
  // dialog closes. It is built as the dialog closes.
  // Nor before its card comes on screen: below the first screenful of a phone, its build was the
  // longest task of the dashboard's load. The card's header shows first, ~200 px above the grid,
  // so the grid is built before it scrolls in.
  const covered = useModalOpen();
  const cardRef = useRef<HTMLElement>(null);
  const seen = useSeen(cardRef);
  const [started, setStarted] = useState(false);
  if (!started && !covered && seen && (entries !== null || error !== null)) setStarted(true);
  const shown = useRef({ monthKey, days });

  useEffect(() => {
    shown.current.monthKey = monthKey;
    calendarRef.current?.setOption('date', `${monthKey}-01`);
  }, [monthKey]);

  useEffect(() => {
    shown.current.days = days;
    calendarRef.current?.setOption('dayCellContent', dayContent(days, (cell) => handleOpen(cell)));
  }, [days]);

  useEffect(() => {
    const host = hostRef.current;
    if (host === null || !started) return;
    // Built in a task of its own, after the render that brought the month: together they kept a
    // tablet's main thread busy ~250 ms at once (a dialog opening over the dashboard waited for both).
    let stop: (() => void) | null = null;
    const timer = setTimeout(() => {
      const calendar = createCalendar(host, [DayGrid], {
        view: 'dayGridMonth',
        // Always six weeks, from the week of the 1st (the library has no fixed-week option; a month
        // view of 6 weeks is one): a month of 4 or 5 weeks would shorten the page and move ‹ › under
        // the finger that just tapped it. Days of other months are still marked.
        duration: SIX_WEEKS,
        headerToolbar: { start: '', center: '', end: '' },
        // Read-only: nothing can be dragged, resized or selected.
        editable: false,
        selectable: false,
        // No events: every day draws its own content.
        events: [],
        date: `${shown.current.monthKey}-01`,
        locale: calendarLocale(),
        dayCellContent: dayContent(shown.current.days, (cell) => handleOpen(cell)),
      });
      calendarRef.current = calendar;
      const stopAria = keepCalendarAriaRepaired(host, S.eventSchedule);
      stop = () => {
        stopAria();
        calendarRef.current = null;
        void destroyCalendar(calendar);
      };
    }, 0);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [started]);

  const go = (months: number) => onMonthChange(startOfMonth(addMonths(month, months)));

  return (
    <section ref={cardRef} className="dash-card dash-schedule" aria-busy={loading}>
      <header className="dash-card__header">
        <h2 className="dash-card__title">{S.eventSchedule}</h2>
        <div className="dash-card__controls">
          <RefreshingMark shown={loading} />
          <button type="button" className="dash-icon-button" aria-label={S.previousMonth} onClick={() => go(-1)}>
            ‹
          </button>
          <span className="dash-schedule__month" aria-live="polite">
            {formatMonthYear(month)}
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
      {/* The empty month's sentence lies over the grid, not above it: a paragraph that comes and goes
          with the month would change the page's height and move ‹ › under the finger. */}
      <div className="dash-schedule__body">
        <div ref={hostRef} className="dash-schedule__calendar" />
        {entries !== null && entries.length === 0 && !loading ? (
          <p className="dash-schedule__notice dash-schedule__empty" data-testid="empty-month">
            {S.emptyMonth}
          </p>
        ) : null}
      </div>
    </section>
  );
}
