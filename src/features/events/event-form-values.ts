// The event form's values (react-final-form keeps strings) and the bodies of create-event/ and
// update-event/ made from them; the checks the form makes before sending, with the same limits as
// the server (docs/design/front-desk.md: at most 52 occurrences), so most mistakes are said at once at the field.
import type { CreateEventBody, ScheduledEvent, UpdateEventBody } from '../../api/schedule-api.ts';
import { EVENTS_STRINGS as S } from './events-strings.ts';

const MAX_OCCURRENCES = 52 as const;

export interface EventFormValues {
  buildingId?: string;
  name?: string;
  /** '1' social, '2' fitness. */
  eventType?: string;
  venueId?: string;
  teacherId?: string;
  studioId?: string;
  /** 'YYYY-MM-DD', building-local. */
  date?: string;
  /** 'HH:mm', building-local. */
  startTime?: string;
  endTime?: string;
  capacity?: string;
  /** 'url:<picture URL>' (one of the building's), 'upload:<image id>' (uploaded here) or '' (none). */
  image?: string;
  repeat?: boolean;
  /** '1' (Sunday) … '7' (Saturday). */
  weekdays?: string[];
  repeatEnd?: 'until' | 'count';
  until?: string;
  count?: string;
  /** Edit of an event in a series: 'one' or 'following'. */
  scope?: 'one' | 'following';
}

type FormErrors = Partial<Record<keyof EventFormValues, string>>;

const text = (value: string | undefined) => (value ?? '').trim();
const idOrNull = (value: string | undefined) => (text(value) === '' ? null : Number(value));
const isWhole = (value: string, min: number, max: number) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;

/** What the form refuses before sending, by field (empty: nothing). */
export function validateEventForm(values: EventFormValues, creating: boolean): FormErrors {
  const errors: FormErrors = {};
  if (creating && text(values.buildingId) === '') errors.buildingId = S.required;
  if (text(values.name) === '') errors.name = S.required;
  if (text(values.date) === '') errors.date = S.required;
  if (text(values.startTime) === '') errors.startTime = S.required;
  if (text(values.endTime) === '') errors.endTime = S.required;
  else if (text(values.startTime) !== '' && text(values.endTime) <= text(values.startTime)) errors.endTime = S.endBeforeStart;
  if (text(values.capacity) !== '' && !isWhole(text(values.capacity), 1, 100_000)) errors.capacity = S.wholeNumber;
  if (creating && values.repeat === true) {
    if ((values.weekdays ?? []).length === 0) errors.weekdays = S.chooseWeekday;
    if (values.repeatEnd === 'count') {
      if (!isWhole(text(values.count), 1, MAX_OCCURRENCES)) errors.count = S.countRange;
    } else if (text(values.until) === '') errors.until = S.required;
  }
  return errors;
}

/** The picture part of a body: an uploaded image's id, one of the building's pictures, or none. */
function imageFields(image: string | undefined): Pick<CreateEventBody, 'image' | 'imageId'> {
  const chosen = text(image);
  if (chosen.startsWith('upload:')) return { imageId: Number(chosen.slice('upload:'.length)), image: null };
  if (chosen.startsWith('url:')) return { image: chosen.slice('url:'.length), imageId: null };
  return { image: null, imageId: null };
}

function eventFields(values: EventFormValues) {
  return {
    name: text(values.name),
    eventType: values.eventType === '2' ? 2 : 1,
    venueId: idOrNull(values.venueId),
    teacherId: idOrNull(values.teacherId),
    studioId: idOrNull(values.studioId),
    startTime: text(values.startTime),
    endTime: text(values.endTime),
    capacity: text(values.capacity) === '' ? null : Number(values.capacity),
    ...imageFields(values.image),
  } as const;
}

export function createEventBody(values: EventFormValues): CreateEventBody {
  const body: CreateEventBody = { buildingId: Number(values.buildingId), ...eventFields(values), date: text(values.date) };
  if (values.repeat !== true) return body;
  const weekdays = (values.weekdays ?? []).map(Number).sort((a, b) => a - b);
  const end = values.repeatEnd === 'count' ? { count: Number(values.count) } : { until: text(values.until) };
  return { ...body, repeat: { weekdays, ...end } };
}

export function updateEventBody(eventId: number, values: EventFormValues, scope: 'one' | 'following'): UpdateEventBody {
  // A moved date applies to one occurrence only (the server refuses it for 'following').
  return { id: eventId, scope, ...eventFields(values), ...(scope === 'one' ? { date: text(values.date) } : {}) };
}

/** The form's values for an event being edited. */
export function valuesOfEvent(event: ScheduledEvent): EventFormValues {
  const id = (value: number | null) => (value === null ? '' : String(value));
  return {
    buildingId: String(event.buildingId),
    name: event.name,
    eventType: String(event.eventType),
    venueId: id(event.venueId),
    teacherId: id(event.teacherId),
    studioId: id(event.studioId),
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    capacity: id(event.capacity),
    image: event.image === null ? '' : `url:${event.image}`,
  };
}

/** The form field a server refusal names ('repeat.count' → count), or null when the form has none. */
export function formFieldOf(field: string | null): keyof EventFormValues | null {
  if (field === null) return null;
  const last = field.split(/[./]/).filter(Boolean).at(-1) ?? '';
  const known: ReadonlyArray<keyof EventFormValues> = [
    'buildingId', 'name', 'eventType', 'venueId', 'teacherId', 'studioId', 'date', 'startTime', 'endTime', 'capacity', 'weekdays', 'until', 'count',
  ];
  if (last === 'imageId' || last === 'image') return 'image';
  if (last === 'repeat') return 'weekdays';
  return known.find((name) => name === last) ?? null;
}
