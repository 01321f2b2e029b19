// DOM content of a calendar block and of a day's head (the calendar's eventContent and dayCellContent
// hooks take DOM nodes). Built with textContent, never HTML strings: event names are user data.
import { eventsOnDayLabel, moreThumbsLabel, rsvpCountLabel } from './dashboard-strings.ts';
import type { CalendarCellData, CalendarThumb } from './calendar-entries.ts';
import { formatClockTime } from './format-event.ts';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function thumbnail(thumb: CalendarThumb): HTMLElement {
  if (thumb.image === null) {
    // No picture: the event's initial keeps "one image per event" countable at a glance.
    const placeholder = element('span', 'dash-ec-thumb dash-ec-thumb--empty', thumb.name.trim().charAt(0).toUpperCase());
    placeholder.title = thumb.name;
    placeholder.setAttribute('aria-hidden', 'true');
    return placeholder;
  }
  const img = element('img', 'dash-ec-thumb');
  img.src = thumb.image;
  img.alt = '';
  img.title = thumb.name;
  img.loading = 'lazy';
  img.decoding = 'async';
  return img;
}

/**
 * Thumbnails a day block shows at most: two rows in a 768 px wide month (~80 px a day). Beyond that
 * the last place is a '+N' chip, so a day of 80 events (--scale 20, all buildings) stays one block
 * high; '{n} Events' still gives the count.
 */
export const MAX_DAY_THUMBS = 6 as const;

function thumbnails(thumbs: readonly CalendarThumb[]): HTMLElement {
  const row = element('span', 'dash-ec-thumbs');
  if (thumbs.length <= MAX_DAY_THUMBS) {
    row.append(...thumbs.map(thumbnail));
    return row;
  }
  const shown = thumbs.slice(0, MAX_DAY_THUMBS - 1);
  const more = element('span', 'dash-ec-thumb dash-ec-thumb--more', moreThumbsLabel(thumbs.length - shown.length));
  more.setAttribute('aria-hidden', 'true');
  row.append(...shown.map(thumbnail), more);
  return row;
}

/**
 * A day's head: its number, then the day's holiday names. The names sit in the head, above the
 * events (the calendar places a day's events below its head), so no event block can cover them;
 * the stylesheet breaks them at spaces only and ends what does not fit in an ellipsis.
 */
export function buildDayHeadNodes(dayNumber: string, holidayNames: readonly string[]): Node[] {
  return [
    element('span', 'dash-ec-day-number', dayNumber),
    ...holidayNames.map((name) => element('span', 'dash-ec-holiday-name', name)),
  ];
}

export function buildCellNodes(cell: CalendarCellData): Node[] {
  switch (cell.kind) {
    case 'holiday':
      // Shading only: the name is in the day's head (buildDayHeadNodes).
      return [];
    case 'single':
      return [
        element('span', 'dash-ec-name', cell.name),
        element('span', 'dash-ec-meta', formatClockTime(cell.time)),
        element('span', 'dash-ec-meta', rsvpCountLabel(cell.rsvps)),
      ];
    case 'group': {
      return [element('span', 'dash-ec-name', eventsOnDayLabel(cell.count)), thumbnails(cell.thumbs)];
    }
  }
}
