// The one order of a day's events, for the month calendar's '{n} Events' block and the popup's
// carousel alike, so a block opens on 'Event 1 of n' and its thumbnails go as its slides do. On one
// clock, the local start time (then id) says when each starts; where the events' buildings are on
// different clocks, the moment each really starts comes first (local time, then id, where moments tie
// or cannot be read).

/** What ordering needs of an event: its local start ('HH:mm'), its id and its building's zone. */
export interface OrderedEvent {
  id: number;
  time: string;
  timeZone: string;
}

function byTimeThenId(a: OrderedEvent, b: OrderedEvent): number {
  return a.time.localeCompare(b.time) || a.id - b.id;
}

/**
 * The comparator of a day's events: by local time while `momentOf` is null (one clock), else by the
 * moment `momentOf` gives (ms), then local time and id.
 */
export function dayEventOrder<T extends OrderedEvent>(momentOf: ((event: T) => number) | null): (a: T, b: T) => number {
  if (momentOf === null) return byTimeThenId;
  return (a, b) => {
    const difference = momentOf(a) - momentOf(b);
    return Number.isNaN(difference) || difference === 0 ? byTimeThenId(a, b) : difference;
  };
}
