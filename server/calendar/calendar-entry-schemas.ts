// A month grid's entries (an event or a holiday), as the dashboard's calendar and a resident's own
// calendar both answer them.
const localTime = { type: 'string', description: "Building-local 'HH:mm'" } as const;
const nullableString = { type: ['string', 'null'] } as const;

export const holidaySchema = {
  type: 'object',
  required: ['id', 'name', 'date', 'image', 'description', 'isHoliday'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Holiday id (its own sequence, not an event id)' },
    name: { type: 'string' },
    date: { type: 'string' },
    image: nullableString,
    description: { type: 'string' },
    isHoliday: { type: 'boolean', enum: [true] },
  },
} as const;

export const calendarEventSchema = {
  type: 'object',
  required: ['id', 'name', 'date', 'time', 'endTime', 'rsvps', 'image', 'isHoliday', 'buildingId', 'buildingName', 'timeZone'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    date: { type: 'string' },
    time: localTime,
    endTime: localTime,
    rsvps: { type: 'integer', description: 'RSVPs not cancelled' },
    image: nullableString,
    isHoliday: { type: 'boolean', enum: [false] },
    buildingId: { type: 'integer' },
    buildingName: { type: 'string' },
    timeZone: { type: 'string', description: "The building's IANA time zone: time, endTime and date are local to it" },
  },
} as const;
