// Every manager route of the OpenAPI document (GET /api/docs, all of
// /api/building-manager) walked by a building-admin session and by managers, each naming rows of a
// building that is not theirs in whatever field the route takes (buildingId, managerBuildingId,
// userBuildings, a building's id, a user, unit, venue, studio, event, holiday or task of it), one
// field at a time and all at once. Bodies are built from each route's schema (schema-request-builder.ts).
//
// Each request is first sent naming the caller's own rows (the control: it must succeed, so the
// refusal that follows is about the building, not a bad body). Naming the other building must then
// answer 403 or 404, or exactly the control's answer (scoped to the caller's own building); no answer,
// refusals included, may hold any text of a building outside the caller's (every name there carries
// its marker: building-scope-fixtures.ts); and nothing stored about such a building may change.
import { isDeepStrictEqual } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestApp, login, type TestApp } from '../support/test-app.ts';
import {
  buildingSnapshot,
  loadScopePortfolio,
  MARKERS,
  SCOPE_EMAILS,
  SCOPE_PASSWORDS,
  TINY_PNG,
  type BuildingKey,
  type BuildingWorld,
  type ScopePortfolio,
} from './building-scope-fixtures.ts';
import {
  BUILDING_FIELDS,
  fillObject,
  fillPath,
  referenceFields,
  type Caller,
  type FillContext,
  type OpenApiOperation,
  type OpenApiPaths,
  type Shape,
} from './schema-request-builder.ts';

const MANAGER_PREFIX = '/api/building-manager/';
const BOUNDARY = '----building-scope-walk';
/** A run of 32 or more base64url characters: a random token or hash, never a building's name. */
const RANDOM_TOKEN = /[A-Za-z0-9_-]{32,}/g;

/** Routes whose fields exclude one another are walked once per shape. */
const SHAPES: Record<string, Shape[]> = {
  '/add-staff/': [
    { label: 'building admin', set: { staffType: 'building_admin' }, omit: ['studioId'] },
    { label: 'teacher', set: { staffType: 'teacher' }, omit: ['email'] },
  ],
  '/calendar-event-details/': [
    { label: 'a day', omit: ['eventId', 'holidayId'] },
    { label: 'an event', omit: ['date', 'holidayId'] },
    { label: 'a holiday', omit: ['date', 'eventId'] },
  ],
};
SHAPES['/user-event-details/'] = SHAPES['/calendar-event-details/']!;

type Who = 'desk' | 'mia' | 'otto';

/** Who walks, the building that is theirs (the control's), and the buildings they name instead. */
const WALKERS: { who: Who; own: BuildingKey; others: BuildingKey[]; unscoped: boolean }[] = [
  // Mia's front desk names Mia's other building and Otto's.
  { who: 'desk', own: 'a', others: ['b', 'c'], unscoped: false },
  { who: 'mia', own: 'a', others: ['c'], unscoped: true },
  { who: 'otto', own: 'c', others: ['a', 'b'], unscoped: true },
];

/** A control that is refused for who the caller is, not for the building it names. */
function expectedControlStatus(who: Who, method: string, path: string): number | undefined {
  if (path.endsWith('/update-password/')) return 400; // the walk sends a wrong current password
  // … and a wrong password to leave front-desk mode or the self check-in kiosk
  if (path.endsWith('/front-desk/leave/') || path.endsWith('/front-desk/check-password/')) return 403;
  if (who === 'desk' && path.endsWith('/front-desk/')) return 403; // only a manager starts front-desk mode
  if (who !== 'desk' && path.endsWith('/front-desk/kiosk/')) return 403; // only a front desk starts the kiosk
  if (who === 'desk' && (path.endsWith('/create-building/') || path.endsWith('/add-staff/') || path.endsWith('/benchmark/'))) return 403;
  // … nor publishes, renews or stops the building's calendar feed, nor changes the monthly report e-mail
  if (who === 'desk' && (path.endsWith('/calendar-feed/renew/') || path.endsWith('/calendar-feed/stop/'))) return 403;
  if (who === 'desk' && method.toUpperCase() === 'PUT' && path.endsWith('/monthly-report-mail/')) return 403;
  // … nor brings residents in from a file, nor lists, confirms or declines the residents front desks asked for
  const managersOwn = ['/preview-residents-import/', '/import-residents/', '/resident-requests/', '/confirm-resident-request/', '/decline-resident-request/'];
  if (who === 'desk' && managersOwn.some((end) => path.endsWith(end))) return 403;
  // … nor changes a resident's e-mail (the walk's body names a new one)
  if (who === 'desk' && path.endsWith('/update-user/')) return 403;
  return undefined;
}

/**
 * Calls refused for the state of the walk's event, whatever building names it: its October 2026
 * events have ended (no RSVP changes, no check-in: its window is closed), and the first walker's cancel-event/ cancels the second event
 * of each building (BuildingWorld.schedulable: later walkers' update-event/ finds it cancelled).
 * The file imports refuse a file with a refused row whatever building it names (the walk's
 * row has an e-mail and no name): 409, with nothing written.
 * Such a control still shows the body was good: a row of another building must then answer 403/404.
 */
const EVENT_STATE_REFUSALS: Record<string, number> = {
  '/update-event/': 422,
  '/rsvp/': 422,
  '/cancel-rsvp/': 422,
  '/undo-cancel-rsvp/': 422,
  '/check-in/': 409,
  // The building's one waiting request: settled by the first manager's confirm, then gone.
  '/confirm-resident-request/': 404,
  '/decline-resident-request/': 404,
  '/import-residents/': 409,
  '/import-events/': 409,
};

function isSuccess(response: LightMyRequestResponse): boolean {
  return response.statusCode >= 200 && response.statusCode < 300;
}

function parsed(response: LightMyRequestResponse): unknown {
  try {
    return response.json();
  } catch {
    return response.body;
  }
}

describe(`every manager route keeps to the caller's buildings, on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  let portfolio: ScopePortfolio;
  let paths: OpenApiPaths;
  const tokens: Record<Who, string> = { desk: '', mia: '', otto: '' };
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp();
    portfolio = await loadScopePortfolio(t.db);
    for (const who of Object.keys(tokens) as Who[]) tokens[who] = await login(t.app, SCOPE_EMAILS[who], SCOPE_PASSWORDS[who]);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    paths = (docs.json() as { paths: OpenApiPaths }).paths;
  });
  afterAll(() => t?.close());

  const managerOperations = () =>
    Object.entries(paths)
      .filter(([path]) => path.startsWith(MANAGER_PREFIX))
      .flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => ({ path, method, operation })));

  const caller = (who: Who): Caller => ({ id: portfolio.accounts[who], email: SCOPE_EMAILS[who], imageId: portfolio.images[who] });

  async function send(who: Who, method: string, path: string, operation: OpenApiOperation, shape: Shape, ctx: FillContext) {
    const url = fillPath(path, operation, ctx);
    const schema = operation.requestBody?.content['application/json']?.schema;
    const headers = authHeader(tokens[who]);
    if (!schema && operation.requestBody?.content['multipart/form-data']) {
      const payload = Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="walk.png"\r\nContent-Type: image/png\r\n\r\n`),
        TINY_PNG,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      const response = await t.app.inject({ method: method.toUpperCase() as 'POST', url, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload });
      return { response, request: '(multipart picture)' };
    }
    const payload = schema ? fillObject(schema, ctx, shape) : undefined;
    const response = await t.app.inject({
      method: method.toUpperCase() as 'POST',
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return { response, request: `${url} ${JSON.stringify(payload ?? null)}` };
  }

  for (const walker of WALKERS) {
    it(`${walker.who} (${MARKERS[walker.own]}) naming ${walker.others.map((key) => MARKERS[key]).join(' and ')}`, async () => {
      const { worlds } = portfolio;
      const forbidden = (['a', 'b', 'c'] as const)
        .filter((key) => key !== walker.own && !(walker.who === 'mia' && key === 'b'))
        .map((key) => MARKERS[key]);
      const outside = (['a', 'b', 'c'] as const).filter((key) => forbidden.includes(MARKERS[key]));
      const before = await Promise.all(outside.map((key) => buildingSnapshot(t.db, worlds[key].building)));
      const problems: string[] = [];
      const operations = managerOperations();
      expect(operations.length, 'the walk read the OpenAPI document').toBeGreaterThanOrEqual(35);

      const check = (label: string, request: string, response: LightMyRequestResponse) => {
        // Random tokens (a calendar feed's URL, 43 characters of base64url) are left out: one held
        // "ZqC" in a CI run, a 1-in-several-hundred chance per token that is not a leak.
        const text = response.body.replace(RANDOM_TOKEN, '').toUpperCase();
        const leaked = forbidden.filter((marker) => text.includes(marker));
        if (leaked.length > 0) problems.push(`${label}: answer holds ${leaked.join(', ')} (${response.statusCode}) ← ${request}\n   ${response.body.slice(0, 300)}`);
        if (response.statusCode >= 500) problems.push(`${label}: ${response.statusCode} ← ${request}`);
      };

      for (const { path, method, operation } of operations) {
        const routePath = path.slice('/api/building-manager'.length);
        const schema = operation.requestBody?.content['application/json']?.schema;
        for (const shape of SHAPES[routePath] ?? [{ label: '' }]) {
          const route = `${method.toUpperCase()} ${routePath}${shape.label ? ` (${shape.label})` : ''}`;
          const fields = referenceFields(path, operation, schema, shape);
          const context = (worldFor: (field: string) => BuildingWorld, unscoped: boolean): FillContext => ({
            path,
            caller: caller(walker.who),
            worldFor,
            unscoped,
            unique: () => `${walker.who}${(counter += 1)}`,
          });
          const own = () => worlds[walker.own];

          const controlOf = async (unscoped: boolean) => {
            const control = await send(walker.who, method, path, operation, shape, context(own, unscoped));
            check(`${route} control`, control.request, control.response);
            return control;
          };
          const control = await controlOf(false);
          const expected = expectedControlStatus(walker.who, method, path);
          const stateRefusal = control.response.statusCode === EVENT_STATE_REFUSALS[routePath];
          if (!stateRefusal && (expected !== undefined ? control.response.statusCode !== expected : !isSuccess(control.response))) {
            problems.push(`${route}: the control (own building) answered ${control.response.statusCode} ← ${control.request}\n   ${control.response.body.slice(0, 300)}`);
          }

          const probe = async (label: string, worldFor: (field: string) => BuildingWorld, unscoped: boolean, against: LightMyRequestResponse) => {
            const { response, request } = await send(walker.who, method, path, operation, shape, context(worldFor, unscoped));
            check(`${route} ${label}`, request, response);
            const refused = response.statusCode === 403 || response.statusCode === 404;
            const sameAsOwn = isSuccess(response) && isSuccess(against) && isDeepStrictEqual(parsed(response), parsed(against));
            const refusedLikeOwn = !isSuccess(against) && response.statusCode === against.statusCode;
            if (!refused && !sameAsOwn && !refusedLikeOwn) {
              problems.push(`${route} ${label}: answered ${response.statusCode}, neither refused nor the caller's own answer ← ${request}\n   ${response.body.slice(0, 300)}`);
            }
          };

          for (const key of walker.others) {
            const other = worlds[key];
            for (const field of fields) {
              await probe(`${field}=${MARKERS[key]}`, (name) => (name === field ? other : own()), false, control.response);
            }
            if (fields.length > 1) await probe(`all=${MARKERS[key]}`, () => other, false, control.response);
            // A manager's "all my buildings" (no building named) with another building's row.
            const optionalScope = fields.some((field) => BUILDING_FIELDS.has(field) && !schema?.required?.includes(field));
            if (walker.unscoped && optionalScope) {
              const unscopedControl = await controlOf(true);
              for (const field of fields.filter((name) => !BUILDING_FIELDS.has(name))) {
                await probe(`all buildings, ${field}=${MARKERS[key]}`, (name) => (name === field ? other : own()), true, unscopedControl.response);
              }
            }
          }
        }
      }

      const after = await Promise.all(outside.map((key) => buildingSnapshot(t.db, worlds[key].building)));
      outside.forEach((key, index) => {
        if (after[index] !== before[index]) problems.push(`${MARKERS[key]}'s stored rows changed during the walk`);
      });
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
