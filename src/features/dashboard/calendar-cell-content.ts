// DOM content of a month day (the calendar's dayCellContent hook takes DOM nodes): its number, its
// holidays and its block, each a native button. The day draws its own block instead of handing the
// calendar an event: the calendar lays events out by measuring each one (a forced layout per event,
// ~0.6 s of a tablet's CPU for a month), and a day here never holds more than one block.
// Built with textContent, never HTML strings: event names are user data.
import { eventsOnDayLabel, holidayBlockLabel, moreThumbsLabel, rsvpCountLabel } from './dashboard-strings.ts';
import type { CalendarCellData, CalendarDay, CalendarThumb } from './calendar-entries.ts';
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
  // A background, not an <img>: an image element starts its load (and, for an SVG, its parsing)
  // as its source is set, in the task that builds the month (~75-95 ms of a tablet's CPU for a
  // month of thumbnails, even lazy); a background loads when it is painted. Decorative either way
  // (the block's label gives the count), so hidden from screen readers as the empty alt was.
  const picture = element('span', 'dash-ec-thumb dash-ec-thumb--picture');
  picture.style.backgroundImage = `url(${JSON.stringify(thumb.image)})`;
  picture.title = thumb.name;
  picture.setAttribute('aria-hidden', 'true');
  return picture;
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
 * '9:00 AM PST': the time, then its zone, each kept whole. A day of a portrait month is ~70 px wide,
 * so the zone goes to the next line there rather than being cut to an ellipsis.
 */
function zonedTime(time: string, zone: string): HTMLElement {
  const line = element('span', 'dash-ec-meta dash-ec-meta--zoned');
  line.append(element('span', 'dash-ec-clock', formatClockTime(time)), ' ', element('span', 'dash-ec-zone', zone));
  return line;
}

const ENTRY_CLASS = 'dash-ec-entry' as const;
const HOLIDAY_CLASS = 'dash-ec-holiday' as const;

/** The content of a block: a single event's name, time and RSVPs, or '{n} Events' and thumbnails. */
export function buildCellNodes(cell: NonNullable<CalendarDay['block']>): Node[] {
  switch (cell.kind) {
    case 'single':
      return [
        element('span', 'dash-ec-name', cell.name),
        cell.zone === null ? element('span', 'dash-ec-meta', formatClockTime(cell.time)) : zonedTime(cell.time, cell.zone),
        element('span', 'dash-ec-meta', rsvpCountLabel(cell.rsvps)),
      ];
    case 'group':
      return [element('span', 'dash-ec-name', eventsOnDayLabel(cell.count)), thumbnails(cell.thumbs)];
  }
}

function button(className: string, date: string, open: () => void): HTMLButtonElement {
  const node = element('button', className);
  node.type = 'button';
  node.dataset.date = date;
  node.addEventListener('click', open);
  return node;
}

/**
 * A day: its number, then per holiday a shading over the whole day (the holiday's button, so a tap
 * anywhere on the day but its block opens it) and the holiday's name, then the day's block. The names
 * come before the block, so no block covers them; the stylesheet breaks them at spaces only and ends
 * what does not fit in an ellipsis (the button's name has it all).
 */
export function buildDayNodes(dayNumber: string, day: CalendarDay | undefined, open: (cell: CalendarCellData) => void): Node[] {
  const nodes: Node[] = [element('span', 'dash-ec-day-number', dayNumber)];
  for (const holiday of day?.holidays ?? []) {
    const shading = button(HOLIDAY_CLASS, holiday.date, () => open(holiday));
    shading.setAttribute('aria-label', holidayBlockLabel(holiday.name));
    shading.title = holidayBlockLabel(holiday.name);
    const name = element('span', 'dash-ec-holiday-name', holiday.name);
    name.setAttribute('aria-hidden', 'true');
    nodes.push(shading, name);
  }
  const block = day?.block;
  if (block) {
    const entry = button(ENTRY_CLASS, block.date, () => open(block));
    entry.append(...buildCellNodes(block));
    nodes.push(entry);
  }
  return nodes;
}
