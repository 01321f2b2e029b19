// Writes iCalendar (RFC 5545) text: the building feed and the one-event file share it. Times are
// written in UTC (DTSTART:…Z), which stays right across daylight-saving changes with no VTIMEZONE;
// a calendar app shows them in its own zone. Lines end in CRLF and are folded at 75 octets (UTF-8
// bytes, never inside a character).

export interface CalendarEvent {
  id: number;
  name: string;
  venue: string | null;
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
  /** Raised on each change a calendar shows (migration 015). */
  sequence: number;
  /** The last such change: DTSTAMP (RFC 5545 3.8.7.2, a calendar published without METHOD). */
  updatedAt: Date;
}

interface CalendarHeader {
  /** X-WR-CALNAME, the name a subscribing app gives the calendar. */
  name: string;
  /** The right-hand side of each UID (the portal's host), so UIDs are unique beyond this portal. */
  uidDomain: string;
}

const PRODUCT_ID = '-//hOM//Manager Portal//EN';
const MAX_LINE_OCTETS = 75;

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma, and newlines as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** 20261108T230000Z */
export function utcDateTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

/** Splits one content line into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts against its 75.
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

function eventLines(event: CalendarEvent, header: CalendarHeader): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${header.uidDomain}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.updatedAt)}`,
    `LAST-MODIFIED:${utcDateTime(event.updatedAt)}`,
    `DTSTART:${utcDateTime(event.startsAt)}`,
    `DTEND:${utcDateTime(event.endsAt)}`,
    `SUMMARY:${escapeText(event.name)}`,
    ...(event.venue ? [`LOCATION:${escapeText(event.venue)}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** A VCALENDAR of the events, ready to serve as text/calendar. */
export function writeCalendar(header: CalendarHeader, events: readonly CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(header.name)}`,
    ...events.flatMap((event) => eventLines(event, header)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
