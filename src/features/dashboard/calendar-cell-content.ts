// DOM content of a calendar block (the calendar's eventContent hook takes DOM nodes). Built with
// textContent, never HTML strings: event names are user data.
import { eventsOnDayLabel, rsvpCountLabel } from './dashboard-strings.ts';
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

export function buildCellNodes(cell: CalendarCellData): Node[] {
  switch (cell.kind) {
    case 'holiday':
      return [element('span', 'dash-ec-holiday-name', cell.name)];
    case 'single':
      return [
        element('span', 'dash-ec-name', cell.name),
        element('span', 'dash-ec-meta', formatClockTime(cell.time)),
        element('span', 'dash-ec-meta', rsvpCountLabel(cell.rsvps)),
      ];
    case 'group': {
      const thumbs = element('span', 'dash-ec-thumbs');
      thumbs.append(...cell.thumbs.map(thumbnail));
      return [element('span', 'dash-ec-name', eventsOnDayLabel(cell.count)), thumbs];
    }
  }
}
