// Event popup content (spec §2 Event popup): the day's date, 'Event N of M', and the day's events
// (and holidays) one at a time in a looping carousel. The dialog frame around it is the app's.
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import './dashboard.css';
import { DASHBOARD_STRINGS as S, eventOfLabel } from './dashboard-strings.ts';
import type { DayEntry } from './dashboard-types.ts';
import { EventDetailView } from './event-detail-view.tsx';
import { formatPopupDate } from './format-event.ts';
import { HolidayView } from './holiday-view.tsx';

/** Spec §9: one slide, loops, speed 500 ms. */
export const CAROUSEL_SPEED_MS = 500 as const;

export interface EventPopupProps {
  /** The day shown, 'YYYY-MM-DD' (building-local). */
  date: string;
  /** /calendar-event-details/ rows of that day; null while loading. */
  entries: readonly DayEntry[] | null;
  /** The event the user opened (?id=); the carousel starts there. Null or unknown starts at the first. */
  initialEventId: number | null;
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

/** Holidays first (they frame the day), then events in start order. */
export function orderDayEntries(entries: readonly DayEntry[]): DayEntry[] {
  const holidays = entries.filter((entry) => entry.isHoliday);
  const events = entries
    .filter((entry) => !entry.isHoliday)
    .sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
  return [...holidays, ...events];
}

export function initialSlideIndex(entries: readonly DayEntry[], eventId: number | null): number {
  const index = entries.findIndex((entry) => !entry.isHoliday && entry.id === eventId);
  return Math.max(0, index);
}

function EntryView({ entry }: { entry: DayEntry }) {
  return entry.isHoliday ? <HolidayView holiday={entry} /> : <EventDetailView event={entry} />;
}

interface PopupHeaderProps {
  date: string;
  showDate: boolean;
  pager?: { position: number; total: number; onPrevious: () => void; onNext: () => void };
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
            {eventOfLabel(pager.position, pager.total)}
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
  const pager = {
    // realIndex is already within 0..n-1 in a real browser; the modulo guards odd layouts (no width).
    position: (activeIndex % entries.length) + 1,
    total: entries.length,
    onPrevious: () => swiper?.slidePrev(),
    onNext: () => swiper?.slideNext(),
  };
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
        autoHeight
        // Bullets only show where one is; the 44 px arrows in the header (and swiping) move.
        pagination={{ clickable: false }}
        onSwiper={setSwiper}
        onRealIndexChange={(instance) => setActiveIndex(instance.realIndex)}
      >
        {entries.map((entry) => (
          <SwiperSlide key={`${entry.isHoliday ? 'holiday' : 'event'}-${entry.id}`}>
            <EntryView entry={entry} />
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}

export function EventPopup({ date, entries, initialEventId, showDate = false }: EventPopupProps) {
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
        // A different day or event starts a fresh carousel at the opened event.
        key={`${date}:${initialEventId ?? ''}`}
        entries={ordered}
        startIndex={initialSlideIndex(ordered, initialEventId)}
        header={header}
      />
    );
  }
  return <div className="dash-popup">{content}</div>;
}
