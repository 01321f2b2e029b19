// Event popup content (docs/product-spec.md, Event popup): the day's date, 'Event N of M', and the
// day's events (and holidays) one at a time in a looping carousel. N and M count events only; a
// holiday's slide is labelled 'Holiday'. The dialog frame around it is the app's.
import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import './dashboard.css';
import { DASHBOARD_STRINGS as S, eventOfLabel } from './dashboard-strings.ts';
import type { DayEntry, DayEvent } from '../../api/dashboard-api.ts';
import { mixesZones } from '../../ui/date-time-format.ts';
import { dayEventOrder } from './day-order.ts';
import { EventDetailView } from './event-detail-view.tsx';
import { formatPopupDate } from './format-event.ts';
import { HolidayView } from './holiday-view.tsx';
import type { PopupTarget } from '../../state/popup-target.ts';

/** One slide, loops, speed 500 ms (docs/product-spec.md, Business constants and limits). */
const CAROUSEL_SPEED_MS = 500 as const;

interface EventPopupProps {
  /** The day shown, 'YYYY-MM-DD' (building-local). */
  date: string;
  /** /calendar-event-details/ rows of that day; null while loading. */
  entries: readonly DayEntry[] | null;
  /** The event or holiday the user opened (?id=); the carousel starts there. Null or unknown starts at the first. */
  initialTarget: PopupTarget | null;
  /**
   * Draw the date as a heading. Off by default: inside the app's <Dialog> the date is the dialog's
   * title (`eventPopupTitle(date)`), and the close button is the dialog's too.
   */
  showDate?: boolean;
}

/** The dialog title: the day as 'Nov 05, 2026' (spec: MMM DD, YYYY). */
export function eventPopupTitle(date: string): string {
  return formatPopupDate(date);
}

/**
 * Holidays first (they frame the day), then events in the calendar's order (day-order.ts): by local
 * start on one clock, by when they really start where the day's buildings are in different zones; so
 * a day's '{n} Events' opens on 'Event 1 of n'.
 */
export function orderDayEntries(entries: readonly DayEntry[]): DayEntry[] {
  const holidays = entries.filter((entry) => entry.isHoliday);
  const events = entries.filter((entry) => !entry.isHoliday);
  const momentOf = mixesZones(events) ? (event: DayEvent) => Date.parse(event.start) : null;
  return [...holidays, ...events.sort(dayEventOrder(momentOf))];
}

export function initialSlideIndex(entries: readonly DayEntry[], target: PopupTarget | null): number {
  if (target === null) return 0;
  const index = entries.findIndex((entry) => entry.isHoliday === (target.kind === 'holiday') && entry.id === target.id);
  return Math.max(0, index);
}

/** The pager's words for each slide: 'Holiday' for a holiday, 'Event N of M' over the events only. */
export function slideLabels(entries: readonly DayEntry[]): string[] {
  const total = entries.filter((entry) => !entry.isHoliday).length;
  let position = 0;
  return entries.map((entry) => (entry.isHoliday ? S.holiday : eventOfLabel(++position, total)));
}

function EntryView({ entry }: { entry: DayEntry }) {
  return entry.isHoliday ? <HolidayView holiday={entry} /> : <EventDetailView event={entry} />;
}

interface PopupHeaderProps {
  date: string;
  showDate: boolean;
  pager?: { label: string; onPrevious: () => void; onNext: () => void };
}

function PopupHeader({ date, showDate, pager }: PopupHeaderProps) {
  if (!showDate && pager === undefined) return null;
  return (
    <header className="dash-popup__header">
      {showDate ? <h2 className="dash-popup__title">{eventPopupTitle(date)}</h2> : null}
      {pager === undefined ? null : (
        <div className="dash-popup__pager">
          <button type="button" className="dash-icon-button" aria-label={S.previousEvent} onClick={pager.onPrevious}>
            ‹
          </button>
          <span className="dash-popup__position" aria-live="polite">
            {pager.label}
          </span>
          <button type="button" className="dash-icon-button" aria-label={S.nextEvent} onClick={pager.onNext}>
            ›
          </button>
        </div>
      )}
    </header>
  );
}

type HeaderProps = Omit<PopupHeaderProps, 'pager'>;

/** Several entries: own state for the shown slide, mounted once the day's entries are known. */
function DayCarousel({ entries, startIndex, header }: { entries: DayEntry[]; startIndex: number; header: HeaderProps }) {
  const [activeIndex, setActiveIndex] = useState(startIndex);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Drawn in three tasks, so a tap waits for none of them long on a tablet's CPU (bench:tablet: a
  // day of several events drawn at once, carousel and all, kept the main thread ~150 ms): first the
  // opened entry in the carousel's box, then the carousel around it, then the entries out of sight.
  const [stage, setStage] = useState<'opened' | 'carousel' | 'all'>('opened');
  useEffect(() => {
    if (stage === 'all') return;
    const timer = setTimeout(() => setStage(stage === 'opened' ? 'carousel' : 'all'), 0);
    return () => clearTimeout(timer);
  }, [stage]);
  const labels = slideLabels(entries);
  const pager = {
    // realIndex is already within 0..n-1 in a real browser; the modulo guards odd layouts (no width).
    label: labels[activeIndex % entries.length] ?? '',
    onPrevious: () => swiper?.slidePrev(),
    onNext: () => swiper?.slideNext(),
  };
  const opened = entries[startIndex];
  if (stage === 'opened' && opened !== undefined) {
    return (
      <>
        <PopupHeader {...header} pager={pager} />
        {/* Swiper's own classes: the same box as the carousel that takes its place. */}
        <div className="swiper dash-popup__carousel">
          <div className="swiper-wrapper">
            <div className="swiper-slide">
              <EntryView entry={opened} />
            </div>
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      <PopupHeader {...header} pager={pager} />
      <Swiper
        className="dash-popup__carousel"
        modules={[Pagination]}
        slidesPerView={1}
        loop
        speed={CAROUSEL_SPEED_MS}
        initialSlide={startIndex}
        // No autoHeight: the carousel keeps the height of its tallest slide. With it, every image
        // that loaded in a slide made swiper measure the slides again and move the bullets (layout
        // shift 0.041 on a repeat visit, bench:tablet --screen), and its first draw cost more.
        // Bullets only show where one is; the 44 px arrows in the header (and swiping) move.
        pagination={{ clickable: false }}
        onSwiper={setSwiper}
        onRealIndexChange={(instance) => setActiveIndex(instance.realIndex)}
      >
        {entries.map((entry, index) => (
          <SwiperSlide key={`${entry.isHoliday ? 'holiday' : 'event'}-${entry.id}`}>
            {stage === 'all' || index === startIndex ? <EntryView entry={entry} /> : null}
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}

export function EventPopup({ date, entries, initialTarget, showDate = false }: EventPopupProps) {
  const header: HeaderProps = { date, showDate };
  const ordered = entries === null ? [] : orderDayEntries(entries);
  const [only] = ordered;
  let content;
  if (entries === null || only === undefined) {
    content = (
      <>
        <PopupHeader {...header} />
        <p className="dash-popup__message" role="status">
          {entries === null ? S.loading : S.nothingThatDay}
        </p>
      </>
    );
  } else if (ordered.length === 1) {
    content = (
      <>
        <PopupHeader {...header} />
        <EntryView entry={only} />
      </>
    );
  } else {
    content = (
      <DayCarousel
        // A different day or entry starts a fresh carousel at the opened one.
        key={`${date}:${initialTarget === null ? '' : `${initialTarget.kind}-${initialTarget.id}`}`}
        entries={ordered}
        startIndex={initialSlideIndex(ordered, initialTarget)}
        header={header}
      />
    );
  }
  return <div className="dash-popup">{content}</div>;
}
