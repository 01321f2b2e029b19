// The API contract (architecture: "checked against it in tests"). The app's request and response
// types are generated from the server's route schemas (src/api/generated/api-schema.ts), so a call
// the schemas do not describe fails to compile; these tests hold the rest of the chain:
// - the generated file is what today's schemas give (npm run api:types after a schema change);
// - every endpoint of the app's one list (src/api/endpoints.ts) is a documented route with that
//   method, answering the error body the app reads;
// - no other file of src/ names an API path.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_RESOURCES, listEndpoints } from '../../src/api/endpoints.ts';
import { SERVER_PROBE } from '../../src/offline/shared/offline-constants.ts';
import { API_TYPES_FILE, renderApiTypes } from '../../scripts/api-types/render-api-types.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const SRC_DIR = fileURLToPath(new URL('../../src/', import.meta.url));
const ENDPOINTS_FILE = 'api/endpoints.ts';
const GENERATED_DIR = 'api/generated/';
// The app's own page addresses (its '/events' is the Events screen), never API paths.
const PAGE_ROUTES_FILE = 'config/routes.ts';
const API_PREFIX = '/api';
const ERROR_FIELDS = ['statusCode', 'error', 'message', 'detail', 'msg'] as const;
/** A string literal that is an API path of ours: '/users/…', '/building-manager/…' or '/changes' (the live-change stream). */
const API_PATH_LITERAL = /(['"`])\/(?:(?:users|building-manager)\/[^'"`\s]*|changes\/?)\1/g;

interface JsonSchema {
  $ref?: string;
  properties?: Record<string, unknown>;
  required?: string[];
}

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe(`API contract (the app's endpoints vs GET /api/docs) on ${process.env.TEST_DB}`, () => {
  let testApp: TestApp;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    doc = response.json() as OpenApiDocument;
  });
  afterAll(() => testApp?.close());

  const operation = (method: string, path: string): OpenApiOperation | undefined =>
    doc.paths[`${API_PREFIX}${path}`]?.[method.toLowerCase()];

  it('src/api/generated/api-schema.ts is what the route schemas give today (else: npm run api:types)', async () => {
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    expect(committed === (await renderApiTypes()), 'the generated API types are stale: run npm run api:types').toBe(true);
  });

  it('lists every resource the app calls, each with its calls', () => {
    expect(Object.keys(API_RESOURCES).length).toBeGreaterThanOrEqual(6);
    expect(listEndpoints().length).toBeGreaterThanOrEqual(18);
  });

  it('every endpoint of the app is a documented route with that method', () => {
    const undocumented = listEndpoints().filter(({ endpoint }) => operation(endpoint.method, endpoint.path) === undefined);
    expect(undocumented.map(({ name, endpoint }) => `${name}: ${endpoint.method} ${endpoint.path}`)).toEqual([]);
    expect(operation('GET', SERVER_PROBE.path), 'the connectivity probe').toBeDefined();
  });

  it('every endpoint documents the error body the app reads on a refusal', () => {
    const errorSchema = (schema: JsonSchema | undefined) =>
      schema?.$ref ? doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')] : schema;
    const lacking = listEndpoints().filter(({ endpoint }) => {
      const responses = operation(endpoint.method, endpoint.path)?.responses ?? {};
      const refusals = Object.keys(responses).filter((status) => /^4/.test(status));
      return (
        refusals.length === 0 ||
        refusals.some((status) => {
          const schema = errorSchema(responses[status]?.content?.['application/json']?.schema);
          return ERROR_FIELDS.some((field) => !schema?.required?.includes(field));
        })
      );
    });
    expect(lacking.map(({ name }) => name)).toEqual([]);
  });

  it('no file of src/ but src/api/endpoints.ts names an API path, and it names each call once', () => {
    const elsewhere: string[] = [];
    let listed: string[] = [];
    for (const file of sourceFiles(SRC_DIR)) {
      const name = relative(SRC_DIR, file).split('\\').join('/');
      if (name.startsWith(GENERATED_DIR) || name === PAGE_ROUTES_FILE) continue;
      const found = readFileSync(file, 'utf8').match(API_PATH_LITERAL) ?? [];
      if (name === ENDPOINTS_FILE) listed = found;
      else elsewhere.push(...found.map((literal) => `${name}: ${literal}`));
    }
    expect(elsewhere).toEqual([]);
    const calls = listEndpoints().map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(calls).size, 'an endpoint listed twice').toBe(calls.length);
    expect(listed.length).toBe(calls.length);
  });
});
