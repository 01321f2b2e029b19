// Builds a request for any documented route from its OpenAPI schema (GET /api/docs): every required
// field filled with a valid value, and every field that names a row of a building (buildingId,
// managerBuildingId, userId, unitId, …) filled from the building world the walk chooses per field.
// Used by building-scope-walk.test.ts.
import type { BuildingWorld } from './building-scope-fixtures.ts';

export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;

export type ReferenceKind = keyof BuildingWorld;

/** Fields that name a row of one building, wherever a route takes them. */
const REFERENCE_FIELDS: Record<string, ReferenceKind> = {
  buildingId: 'building',
  managerBuildingId: 'building',
  userBuildings: 'building',
  unitId: 'unit',
  units: 'unit',
  venueId: 'venue',
  studioId: 'studio',
  userId: 'resident',
  eventId: 'event',
  holidayId: 'holiday',
};

/** `id` is a building on one route and a task on another. */
const ID_FIELD_BY_PATH_END: Record<string, ReferenceKind> = {
  '/building-details/': 'building',
  '/tasks/': 'task',
  '/update-event/': 'schedulable',
  '/cancel-event/': 'schedulable',
  '/confirm-resident-request/': 'residentRequest',
  '/decline-resident-request/': 'residentRequest',
};

/** The fields naming a building itself: the scope of a call. */
export const BUILDING_FIELDS = new Set(['buildingId', 'managerBuildingId', 'userBuildings']);

export function referenceKind(path: string, field: string): ReferenceKind | undefined {
  if (field === 'id') return Object.entries(ID_FIELD_BY_PATH_END).find(([end]) => path.endsWith(end))?.[1];
  return REFERENCE_FIELDS[field];
}

export interface Caller {
  id: number;
  email: string;
  imageId: number;
}

/** One body shape of a route whose fields exclude one another (the popup: a date, or an event, or a holiday). */
export interface Shape {
  label: string;
  set?: Record<string, unknown>;
  omit?: string[];
}

export interface FillContext {
  path: string;
  caller: Caller;
  /** The world a reference field is filled from. */
  worldFor(field: string): BuildingWorld;
  /** Optional building fields are left out (a manager's "all my buildings"). */
  unscoped: boolean;
  unique(): string;
}

/** Optional fields filled all the same: analytics need a month, the day popup a date, a building admin an e-mail. */
const ALWAYS_FILLED = new Set(['month', 'date', 'email']);

/** October 2026, when every building of the portfolio has its events (Monday the 5th: weekday 2). */
const NAMED_VALUES: Record<string, (ctx: FillContext) => unknown> = {
  year: () => 2026,
  month: () => 10,
  weekday: () => 2,
  date: () => '2026-10-05',
  startTime: () => '10:00',
  endTime: () => '11:00',
  user_id: (ctx) => ctx.caller.id,
  imageId: (ctx) => ctx.caller.imageId,
  // The walk never changes a password: its own e-mail with a wrong current password is a 400.
  email: (ctx) => (ctx.path.endsWith('/update-password/') ? ctx.caller.email : `walk-${ctx.unique()}@example.com`),
  currentPassword: () => 'not-the-password-1',
  password: () => 'walk-password-Q7x',
  timeZone: () => 'America/Chicago',
  message: () => 'Hello from the building-scope walk',
  is_completed: () => true,
  amenityMember: () => 1,
};

function firstType(schema: JsonSchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  return types.find((type) => type !== 'null');
}

export function fillField(field: string, schema: JsonSchema, ctx: FillContext): unknown {
  const kind = referenceKind(ctx.path, field);
  if (kind !== undefined) {
    const id = ctx.worldFor(field)[kind];
    return firstType(schema) === 'array' ? [id] : id;
  }
  const named = NAMED_VALUES[field];
  if (named) return named(ctx);
  if (schema.enum) return schema.enum.find((value) => value !== null);
  switch (firstType(schema)) {
    case 'string':
      if (schema.format === 'email') return `walk-${ctx.unique()}@example.com`;
      if (schema.format === 'date') return '2026-10-05';
      return `Walk ${ctx.unique()}`;
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return [fillField(field, schema.items ?? {}, ctx)];
    case 'object':
      return fillObject(schema, ctx, { label: 'nested' });
    default:
      return null;
  }
}

export function fillObject(schema: JsonSchema, ctx: FillContext, shape: Shape): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (shape.omit?.includes(name)) continue;
    const required = schema.required?.includes(name) ?? false;
    if (!required && ctx.unscoped && BUILDING_FIELDS.has(name)) continue;
    if (required || referenceKind(ctx.path, name) !== undefined || ALWAYS_FILLED.has(name)) body[name] = fillField(name, property, ctx);
  }
  return { ...body, ...shape.set };
}

/** The reference fields a request of this shape carries (body and path), building fields first. */
export function referenceFields(path: string, operation: OpenApiOperation, schema: JsonSchema | undefined, shape: Shape): string[] {
  const fromBody = Object.keys(schema?.properties ?? {}).filter((name) => !shape.omit?.includes(name));
  const fromPath = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
  const fields = [...new Set([...fromPath, ...fromBody])].filter((name) => referenceKind(path, name) !== undefined);
  return fields.sort((x, y) => Number(BUILDING_FIELDS.has(y)) - Number(BUILDING_FIELDS.has(x)));
}

/** The URL with its path parameters filled. */
export function fillPath(path: string, operation: OpenApiOperation, ctx: FillContext): string {
  let url = path;
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'path') continue;
    url = url.replace(`{${parameter.name}}`, String(fillField(parameter.name, parameter.schema, ctx)));
  }
  return url;
}
