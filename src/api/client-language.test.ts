// The transport and the reader's language: every call says it (Accept-Language), so the server
// answers in it; what the client itself says of a failure (no answer, none in time, the service
// worker's offline answer) is in it too, and stays the same English in English.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../contract/error-body.ts';
import { HTTP_HEADERS } from '../contract/http-headers.ts';
import { setLanguage } from '../i18n/language.ts';
import connectionEs from '../i18n/catalogues/es/connection.ts';
import connectionAr from '../i18n/catalogues/ar/connection.ts';
import { OFFLINE_NOT_CACHED_MESSAGE } from '../offline/shared/offline-strings.ts';
import { NETWORK_UNREACHABLE, openApiStream, requestApi } from './client.ts';
import { EVENTS_ENDPOINTS } from './endpoints.ts';

const headersSeen: Headers[] = [];

function answer(respond: () => Response | Promise<Response>): void {
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    headersSeen.push(new Headers(init.headers));
    return respond();
  });
}

afterEach(async () => {
  headersSeen.length = 0;
  await setLanguage('en');
  vi.unstubAllGlobals();
});

describe('the API client in the reader’s language', () => {
  it('sends Accept-Language with the language in force on every call, the stream too', async () => {
    answer(() => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
    await requestApi('POST', '/building-manager/tasks/');
    await setLanguage('es');
    await requestApi('POST', '/building-manager/tasks/', {}, { headers: { 'X-Other': '1' } });
    await setLanguage('ar');
    await openApiStream(EVENTS_ENDPOINTS.stream, { signal: new AbortController().signal });
    expect(headersSeen.map((headers) => headers.get('Accept-Language'))).toEqual(['en', 'es', 'ar']);
    expect(headersSeen[1]?.get('X-Other')).toBe('1');
  });

  it('says a call with no answer in the language in force (the same English in English)', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await requestApi<never>('POST', '/building-manager/tasks/')).data.msg).toBe(NETWORK_UNREACHABLE);
    await setLanguage('es');
    expect((await requestApi<never>('POST', '/building-manager/tasks/')).data).toMatchObject({ msg: connectionEs.networkUnreachable, detail: connectionEs.networkUnreachable });
  });

  it("says the service worker's English offline answer in the language in force", async () => {
    const workerAnswer = () =>
      new Response(JSON.stringify(errorBody(503, OFFLINE_NOT_CACHED_MESSAGE)), {
        status: 503,
        headers: { 'content-type': 'application/json', [HTTP_HEADERS.offline]: '1' },
      });
    answer(workerAnswer);
    expect((await requestApi<never>('POST', '/building-manager/tasks/')).data.msg).toBe(OFFLINE_NOT_CACHED_MESSAGE);
    await setLanguage('ar');
    const result = await requestApi('POST', '/building-manager/tasks/');
    expect(result).toMatchObject({ ok: false, status: 503, data: { statusCode: 503, msg: connectionAr.notCached, error: connectionAr.notCached } });
  });

  it("leaves the server's own sentence as it came (already in the language asked for)", async () => {
    answer(() => new Response(JSON.stringify(errorBody(404, 'Tarea no encontrada.')), { status: 404, headers: { 'content-type': 'application/json' } }));
    await setLanguage('es');
    expect((await requestApi<never>('POST', '/building-manager/tasks/')).data.msg).toBe('Tarea no encontrada.');
  });
});
