// A real request's answer in the language it asks for (Accept-Language, as the app sends the one
// chosen in it): a schema's refusal, a route's, the auth layer's, one made before the route (a body
// that is not JSON), a path that does not exist and a refusal replayed for an Idempotency-Key, each
// in Spanish, in Arabic and, without the header, in English as before; the status and the field
// stay as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { fieldSentence } from '../../server/http/field-label.ts';
import { MALFORMED_JSON_MESSAGE } from '../../server/http/error-handler.ts';
import { BAD_URL_MESSAGE, NOT_FOUND_MESSAGE } from '../../server/http/raw-answers.ts';
import { VALIDATION_STRINGS } from '../../server/http/validation-strings.ts';
import { TASK_MESSAGES } from '../../server/routes/tasks/tasks-strings.ts';
import { HTTP_HEADERS } from '../../src/contract/http-headers.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { seedWorld, startApp, type TestApp, type World } from './tasks-and-messages-fixtures.ts';

const TASKS_URL = '/api/building-manager/tasks/';

/** The error body of `sentence`, its four fields alike. */
const refusal = (statusCode: number, sentence: string, field?: string) => ({
  statusCode,
  error: sentence,
  message: sentence,
  detail: sentence,
  msg: sentence,
  ...(field === undefined ? {} : { field }),
});

describe(`answers in the request's language on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  let world: World;
  let t: TestApp;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    world = await seedWorld(testDb.db);
    t = await startApp(testDb.db);
  });
  afterAll(async () => {
    await t?.app.close();
    await testDb?.dispose();
  });

  const language = (tag: string | undefined): Record<string, string> => (tag === undefined ? {} : { 'accept-language': tag });

  const update = (payload: object, tag?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: TASKS_URL, headers: { ...t.auth(world.accounts.maple), ...language(tag), ...headers }, payload });

  it("words a schema's refusal in the language, naming the field as the API does", async () => {
    const english = fieldSentence('is_completed', VALIDATION_STRINGS.predicates.required);
    const answers = {
      es: await update({ id: world.tasks.mapleEarly }, 'es'),
      ar: await update({ id: world.tasks.mapleEarly }, 'ar'),
      none: await update({ id: world.tasks.mapleEarly }),
    };
    expect(answers.es.statusCode).toBe(400);
    expect(answers.es.json()).toEqual(refusal(400, 'El campo «Completada» es obligatorio.', 'is_completed'));
    expect(answers.ar.statusCode).toBe(400);
    expect(answers.ar.json()).toEqual(refusal(400, 'حقل «مكتملة» مطلوب.', 'is_completed'));
    expect(answers.none.statusCode).toBe(400);
    expect(answers.none.json()).toEqual(refusal(400, english, 'is_completed'));
  });

  it("words a route's refusal in the language, a regional tag and a list of them included", async () => {
    const missing = { id: 999_999, is_completed: true };
    const es = await update(missing, 'es-MX');
    expect(es.statusCode).toBe(404);
    expect(es.json()).toEqual(refusal(404, 'No se encontró la tarea.', 'id'));
    const ar = await update(missing, 'fr-FR, ar;q=0.8, en;q=0.5');
    expect(ar.statusCode).toBe(404);
    expect(ar.json()).toEqual(refusal(404, 'لم يتم العثور على المهمة.', 'id'));
    // A language the product does not speak is answered in English, like no header.
    for (const tag of [undefined, 'fr', 'en-GB']) {
      const answer = await update(missing, tag);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(refusal(404, TASK_MESSAGES.notFound, 'id'));
    }
  });

  it("words the auth layer's refusal, keeping its challenge", async () => {
    const es = await t.app.inject({ method: 'POST', url: TASKS_URL, headers: language('es'), payload: {} });
    expect(es.statusCode).toBe(401);
    expect(es.json()).toEqual(refusal(401, 'No se enviaron credenciales de acceso.'));
    expect(es.headers['www-authenticate']).toBeDefined();
    const none = await t.app.inject({ method: 'POST', url: TASKS_URL, payload: {} });
    expect(none.json()).toEqual(refusal(401, AUTH_STRINGS.noCredentials));
  });

  it('words a refusal made before any route: a body that is not JSON, a path that is none, an address not read', async () => {
    const body = (tag?: string) =>
      t.app.inject({
        method: 'PUT',
        url: TASKS_URL,
        headers: { ...t.auth(world.accounts.maple), ...language(tag), 'content-type': 'application/json' },
        payload: '{"id": 1,',
      });
    expect((await body('ar')).json()).toEqual(refusal(400, 'نص JSON في الطلب غير صالح'));
    expect((await body()).json()).toEqual(refusal(400, MALFORMED_JSON_MESSAGE));
    const path = (tag?: string) => t.app.inject({ method: 'GET', url: '/api/no-such-call', headers: language(tag) });
    const es = await path('es');
    expect(es.statusCode).toBe(404);
    expect(es.json()).toEqual(refusal(404, 'No encontrado'));
    expect((await path()).json()).toEqual(refusal(404, NOT_FOUND_MESSAGE));
    // The router's own refusal, before any hook.
    const address = (tag?: string) => t.app.inject({ method: 'GET', url: '/api/%E0%A4%A', headers: language(tag) });
    expect((await address('es')).json()).toEqual(refusal(400, 'La dirección no es válida'));
    expect((await address()).json()).toEqual(refusal(400, BAD_URL_MESSAGE));
  });

  it('replays a stored refusal in the language of the request that asks again', async () => {
    const key = { [HTTP_HEADERS.idempotencyKey]: 'language-replay-1' };
    const first = await update({ id: world.tasks.oak, is_completed: true }, undefined, key);
    expect(first.json()).toEqual(refusal(404, TASK_MESSAGES.notFound, 'id'));
    const again = await update({ id: world.tasks.oak, is_completed: true }, 'ar', key);
    expect(again.statusCode).toBe(404);
    expect(again.headers[HTTP_HEADERS.idempotentReplayed.toLowerCase()]).toBe('true');
    expect(again.json()).toEqual(refusal(404, 'لم يتم العثور على المهمة.', 'id'));
  });

  it('leaves a success as it is, its data in every language alike', async () => {
    const payload = { id: world.tasks.mapleSameDay, is_completed: true };
    const es = await update(payload, 'es');
    const none = await update(payload);
    expect(es.statusCode).toBe(200);
    expect(es.json()).toEqual(none.json());
  });
});
