// The shapes of the residents' calls (docs/design/residents.md, "Calls"), read defensively: the app
// reads what it shows and nothing else, so a field it does not know never breaks a screen.

export type MyStatus = { status: 'going'; position: null } | { status: 'waitlisted'; position: number | null } | null;

export interface ResidentEvent {
  id: number;
  name: string;
  buildingId: number;
  buildingName: string;
  timeZone: string;
  venue: string | null;
  /** YYYY-MM-DD, building-local. */
  date: string;
  /** HH:mm, building-local. */
  startTime: string;
  endTime: string;
  /** null: no limit. */
  capacity: number | null;
  placesLeft: number | null;
  waitlisted: number;
  myStatus: MyStatus;
}

export interface MyEvent {
  id: number;
  name: string;
  buildingName: string;
  timeZone: string;
  venue: string | null;
  date: string;
  startTime: string;
  endTime: string;
  myStatus: MyStatus;
  attended: boolean | null;
  /** Past events: whether I rated it already. */
  rated: boolean;
}

export interface MyEvents {
  upcoming: MyEvent[];
  past: MyEvent[];
}

type Fields = Record<string, unknown>;

const asFields = (value: unknown): Fields => (value !== null && typeof value === 'object' ? (value as Fields) : {});
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const nullableText = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const nullableInt = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * My status on an event: the contract says "going, waitlisted with position, or none"; it is read
 * both as a word with a sibling `position` and as an object holding both, so either way of writing
 * it shows the same.
 */
export function readMyStatus(value: unknown, siblingPosition?: unknown): MyStatus {
  const fields = asFields(value);
  const status = typeof value === 'string' ? value : fields.status;
  const position = nullableInt(typeof value === 'string' ? siblingPosition : (fields.position ?? siblingPosition));
  if (status === 'going') return { status: 'going', position: null };
  if (status === 'waitlisted') return { status: 'waitlisted', position };
  return null;
}

export function readResidentEvent(value: unknown): ResidentEvent {
  const fields = asFields(value);
  const capacity = nullableInt(fields.capacity);
  return {
    id: nullableInt(fields.id) ?? nullableInt(fields.eventId) ?? 0,
    name: text(fields.name),
    buildingId: nullableInt(fields.buildingId) ?? 0,
    buildingName: text(fields.buildingName),
    timeZone: text(fields.timeZone, 'UTC'),
    venue: nullableText(fields.venue),
    date: text(fields.date),
    startTime: text(fields.startTime),
    endTime: text(fields.endTime),
    capacity,
    placesLeft: capacity === null ? null : (nullableInt(fields.placesLeft) ?? 0),
    waitlisted: nullableInt(fields.waitlisted) ?? 0,
    myStatus: readMyStatus(fields.myStatus ?? fields.status, fields.position),
  };
}

export function readMyEvent(value: unknown): MyEvent {
  const fields = asFields(value);
  const event = readResidentEvent(value);
  return {
    id: event.id,
    name: event.name,
    buildingName: event.buildingName,
    timeZone: event.timeZone,
    venue: event.venue,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    myStatus: event.myStatus,
    attended: typeof fields.attended === 'boolean' ? fields.attended : null,
    rated: fields.rated === true,
  };
}

export function readEventList(value: unknown): ResidentEvent[] {
  const events = asFields(value).events;
  return Array.isArray(events) ? events.map(readResidentEvent) : [];
}

export function readMyEvents(value: unknown): MyEvents {
  const fields = asFields(value);
  const list = (items: unknown) => (Array.isArray(items) ? items.map(readMyEvent) : []);
  return { upcoming: list(fields.upcoming), past: list(fields.past) };
}
