// The API contract (architecture: "checked against it in tests"): every call the app makes exists in
// the server's OpenAPI document (GET /api/docs) with that method, and the 200 answers of the reads
// declare the fields the app's types read. Types that src/ declares in browser-free files are imported
// so a change there breaks compilation here; the others (their files pull in browser code the server
// tsconfig cannot compile) are mirrored by hand, each naming its source.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Building,
  BuildingUnitRef,
  CalendarEvent,
  CalendarHoliday,
  DayEvent,
  DayHoliday,
  EventTeacher,
  HeroChartPoint,
  TopNumbers,
} from '../../src/features/dashboard/dashboard-types.ts';
import { scanAppApiCalls } from '../support/app-api-calls.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const SRC_DIR = fileURLToPath(new URL('../../src/', import.meta.url));
const API_PREFIX = '/api';
/** The app's call sites as of writing number about 20; far fewer means the scan lost its footing. */
const MIN_CALL_SITES = 12;

/** 'required': the app's type has the field non-optional; 'optional': the type marks it `?`. */
type Presence = 'required' | 'optional';
type Fields<T> = Record<keyof T, Presence>;

// src/state/tasks.ts `Task`.
const TASK = {
  id: 'required',
  taskName: 'required',
  extraInformation: 'required',
  building: 'required',
  buildingId: 'required',
  dueDate: 'required',
  isCompleted: 'required',
  attachement: 'required',
  taskCreated: 'required',
} as const;
// src/api/account-api.ts `AccountInfo`.
const ACCOUNT_INFO = {
  id: 'required',
  email: 'required',
  firstName: 'required',
  lastName: 'required',
  role: 'required',
  buildingIdAdmin: 'required',
} as const;
// src/api/account-api.ts `LoginResponse`.
const LOGIN_RESPONSE = { token: 'required' } as const;
// src/api/account-api.ts `MessageResponse`, src/features/messages/send-message.ts `MessageAnswer`.
const MESSAGE_RESPONSE = { msg: 'required' } as const;
// src/features/messages/message-buildings.ts `MessageBuilding`.
const MESSAGE_BUILDING = { id: 'required', name: 'required' } as const;
// src/api/client.ts `ApiErrorBody`: what every failed call's result carries (the app shows `msg`).
const ERROR_BODY = { statusCode: 'required', error: 'required', message: 'required', detail: 'required', msg: 'required', field: 'optional' } as const;

const TOP_NUMBERS = { totalEvents: 'required', totalRsvps: 'required', totalUsers: 'required', pendingTasks: 'required' } as const satisfies Fields<TopNumbers>;
const HERO_CHART_POINT = {
  xAxis: 'required',
  time: 'required',
  yAxis: 'required',
  eventId: 'required',
  rsvps: 'required',
  attendees: 'required',
} as const satisfies Fields<HeroChartPoint>;
const CALENDAR_EVENT = {
  id: 'required',
  name: 'required',
  date: 'required',
  time: 'required',
  endTime: 'required',
  rsvps: 'required',
  image: 'required',
  isHoliday: 'required',
  buildingId: 'required',
  buildingName: 'required',
} as const satisfies Fields<CalendarEvent>;
const CALENDAR_HOLIDAY = {
  id: 'required',
  name: 'required',
  date: 'required',
  image: 'required',
  description: 'required',
  isHoliday: 'required',
} as const satisfies Fields<CalendarHoliday>;
// Spec §3 Event: id, name, image, teacher{firstName,lastName}, buildingName, venue{name}, time,
// endTime, capacityPercentage, rsvpdAndAttended, injuriesReported, userRatings, countOfRatings,
// teacherComment, isHoliday, start, date; `DayEvent` is that entity, so one list checks both.
const DAY_EVENT = {
  id: 'required',
  name: 'required',
  image: 'required',
  teacher: 'required',
  buildingName: 'required',
  venue: 'required',
  time: 'required',
  endTime: 'required',
  capacityPercentage: 'required',
  rsvpdAndAttended: 'required',
  injuriesReported: 'required',
  userRatings: 'required',
  countOfRatings: 'required',
  teacherComment: 'required',
  isHoliday: 'required',
  start: 'required',
  date: 'required',
} as const satisfies Fields<DayEvent>;
const EVENT_TEACHER = { firstName: 'required', lastName: 'required' } as const satisfies Fields<EventTeacher>;
const EVENT_VENUE = { name: 'required' } as const satisfies Fields<NonNullable<DayEvent['venue']>>;
const DAY_HOLIDAY = {
  id: 'required',
  name: 'required',
  description: 'required',
  image: 'required',
  date: 'required',
  isHoliday: 'required',
} as const satisfies Fields<DayHoliday>;
const BUILDING = {
  id: 'required',
  name: 'required',
  dashboardAccess: 'required',
  buildingType: 'required',
  amenityMembership: 'required',
  blocks: 'optional',
  companies: 'optional',
} as const satisfies Fields<Building>;
const BUILDING_UNIT_REF = { id: 'required', name: 'required' } as const satisfies Fields<BuildingUnitRef>;

interface JsonSchema {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** '/api/users/user-info/' and '/users/user-info' are the same route (the server ignores the slash). */
function routeKey(method: string, path: string): string {
  const relative = path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path;
  return `${method.toUpperCase()} ${relative.replace(/\/+$/, '') || '/'}`;
}

describe(`API contract (app calls vs GET /api/docs) on ${process.env.TEST_DB}`, () => {
  const scan = scanAppApiCalls(SRC_DIR);
  let testApp: TestApp;
  let doc: OpenApiDocument;
  const operations = new Map<string, OpenApiOperation>();

  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    doc = response.json() as OpenApiDocument;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) operations.set(routeKey(method, path), operation);
    }
  });
  afterAll(() => testApp?.close());

  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    const name = schema?.$ref?.replace('#/components/schemas/', '');
    return name === undefined ? schema : doc.components?.schemas?.[name];
  };

  const responseSchema = (method: string, path: string, status: string): JsonSchema => {
    const schema = resolve(operations.get(routeKey(method, path))?.responses?.[status]?.content?.['application/json']?.schema);
    if (schema === undefined) throw new Error(`${routeKey(method, path)} declares no JSON ${status} response`);
    return schema;
  };

  /** The fields of `expected` the schema lacks: '<name>' when undeclared, '<name> (not required)'. */
  const missingFields = (schema: JsonSchema | undefined, expected: Record<string, Presence>): string[] => {
    const resolved = resolve(schema);
    const declared = resolved?.properties ?? {};
    const required = new Set(resolved?.required ?? []);
    return Object.entries(expected).flatMap(([name, presence]) => {
      if (!(name in declared)) return [name];
      return presence === 'required' && !required.has(name) ? [`${name} (not required)`] : [];
    });
  };

  /** A union's branches (anyOf/oneOf), or the schema itself. */
  const variants = (schema: JsonSchema): JsonSchema[] => (schema.anyOf ?? schema.oneOf ?? [schema]).map((one) => resolve(one) ?? one);

  /** Asserts some branch of `schema` declares every field; reports the closest branch's gaps. */
  const expectFields = (schema: JsonSchema, expected: Record<string, Presence>, label: string): JsonSchema => {
    const gaps = variants(schema).map((variant) => ({ variant, missing: missingFields(variant, expected) }));
    const best = gaps.sort((a, b) => a.missing.length - b.missing.length)[0]!;
    expect(best.missing, `${label}: fields the app reads that the response schema lacks`).toEqual([]);
    return best.variant;
  };

  const itemsOf = (schema: JsonSchema, label: string): JsonSchema => {
    expect(schema.type, `${label} answers an array`).toBe('array');
    return resolve(schema.items) ?? {};
  };

  it(`finds at least ${MIN_CALL_SITES} API call sites in src/, all resolved`, () => {
    expect(scan.unresolved, 'call sites whose method or path the scan cannot resolve').toEqual([]);
    expect(scan.calls.length).toBeGreaterThanOrEqual(MIN_CALL_SITES);
    for (const call of scan.calls) expect(call.path, call.site).toMatch(/^\/[\w\-/]*$/);
  });

  it('serves an OpenAPI 3 document', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(operations.size).toBeGreaterThan(0);
  });

  it('every call the app makes is a documented route with that method', () => {
    const undocumented = scan.calls.filter((call) => !operations.has(routeKey(call.method, call.path)));
    expect(undocumented.map((call) => `${call.method} ${call.path} (${call.site})`)).toEqual([]);
  });

  it('every call the app makes documents the error body the app reads on failure', () => {
    const keys = [...new Set(scan.calls.map((call) => routeKey(call.method, call.path)))];
    const lacking = keys.filter((key) => {
      const responses = operations.get(key)?.responses ?? {};
      const errors = Object.keys(responses).filter((status) => /^4/.test(status));
      const [method, path] = key.split(' ') as [string, string];
      return errors.length === 0 || errors.some((status) => missingFields(responseSchema(method, path, status), ERROR_BODY).length > 0);
    });
    expect(lacking).toEqual([]);
  });

  describe('200 answers declare the fields the app reads', () => {
    const BM = '/building-manager';

    it('login and user-info', () => {
      expectFields(responseSchema('POST', '/users/login', '200'), LOGIN_RESPONSE, 'login');
      expectFields(responseSchema('POST', '/users/user-info/', '200'), ACCOUNT_INFO, 'user-info');
    });

    it('message-style answers', () => {
      for (const path of ['/users/forgot-password/', '/users/reset-password/', `${BM}/update-password/`, `${BM}/message-liason/`, `${BM}/message-user/`]) {
        expectFields(responseSchema('POST', path, '200'), MESSAGE_RESPONSE, path);
      }
    });

    it('tasks: the list and the toggled task', () => {
      expectFields(itemsOf(responseSchema('POST', `${BM}/tasks/`, '200'), 'tasks'), TASK, 'tasks item');
      expectFields(responseSchema('PUT', `${BM}/tasks/`, '200'), TASK, 'task toggle');
    });

    it('top-numbers and hero-chart', () => {
      expectFields(responseSchema('POST', `${BM}/top-numbers/`, '200'), TOP_NUMBERS, 'top-numbers');
      expectFields(itemsOf(responseSchema('POST', `${BM}/hero-chart/`, '200'), 'hero-chart'), HERO_CHART_POINT, 'hero-chart item');
    });

    it('calendar-events: events and holidays', () => {
      const item = itemsOf(responseSchema('POST', `${BM}/calendar-events/`, '200'), 'calendar-events');
      expectFields(item, CALENDAR_EVENT, 'calendar-events event');
      expectFields(item, CALENDAR_HOLIDAY, 'calendar-events holiday');
    });

    it('calendar-event-details: the spec §3 Event (teacher and venue included) and holidays', () => {
      const item = itemsOf(responseSchema('POST', `${BM}/calendar-event-details/`, '200'), 'calendar-event-details');
      const event = expectFields(item, DAY_EVENT, 'calendar-event-details event');
      expectFields(resolve(event.properties?.teacher) ?? {}, EVENT_TEACHER, 'calendar-event-details teacher');
      expectFields(resolve(event.properties?.venue) ?? {}, EVENT_VENUE, 'calendar-event-details venue');
      expectFields(item, DAY_HOLIDAY, 'calendar-event-details holiday');
    });

    it('buildings, for the dashboard and the Contact hOM select', () => {
      const building = itemsOf(responseSchema('POST', `${BM}/buildings/`, '200'), 'buildings');
      expectFields(building, BUILDING, 'buildings item');
      expectFields(building, MESSAGE_BUILDING, 'buildings item (Contact hOM)');
      for (const units of ['blocks', 'companies'] as const) {
        expectFields(itemsOf(resolve(building.properties?.[units]) ?? {}, units), BUILDING_UNIT_REF, `buildings ${units}`);
      }
    });
  });
});
