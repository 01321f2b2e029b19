// The residents' own transport and calls (docs/design/residents.md, "Calls": POST under
// /api/residents/, the session as `Authorization: JWT <token>`). Its own small ofetch instance rather
// than the staff client (src/api/client.ts), which would bring the staff session, outbox and
// connectivity machinery into a resident's first download. Never throws: a failure is an answer
// with the server's sentence (or the offline one), which the screens show as they are. Every call
// says the language in force (Accept-Language), so the server's sentences come in it.
import { ofetch, type FetchResponse } from 'ofetch';
import { RESIDENT_PREVIEW_ENDPOINTS } from '../api/endpoints.ts';
import { environment } from '../config/environment.ts';
import { errorBodyFrom } from '../contract/error-body.ts';
import { authorizationValue, HTTP_HEADERS } from '../contract/http-headers.ts';
import { activeLanguage } from '../i18n/catalogue.ts';
import { readPassCard, type PassCard } from './pass-card.ts';
import { readEventList, readMyEvents, type MyEvents, type ResidentEvent } from './resident-event.ts';
import { readRating, type GivenRating } from './rating.ts';
import { RESIDENT_STRINGS } from './resident-strings.ts';

export type ResidentAnswer<T> =
  | { ok: true; status: number; data: T }
  /** status 0: no answer (offline, or the server is unreachable). */
  | { ok: false; status: number; message: string; field?: string };

const http = ofetch.create({ baseURL: environment.apiBase, ignoreResponseError: true, retry: 0 });

/** Every path the residents' app calls, each once. */
export const RESIDENT_PATHS = {
  requestCode: '/residents/request-code/',
  verifyCode: '/residents/verify-code/',
  useLink: '/residents/use-link/',
  signOutEverywhere: '/residents/sign-out-everywhere/',
  events: '/residents/events/',
  rsvp: '/residents/rsvp/',
  cancelRsvp: '/residents/cancel-rsvp/',
  myEvents: '/residents/my-events/',
  settings: '/residents/settings/',
  pass: '/residents/pass/',
  renewPass: '/residents/renew-pass/',
  giveBackEvent: '/residents/give-back-event/',
  giveBack: '/residents/give-back/',
  rate: '/residents/rate/',
  rateLink: '/residents/rate-link/',
  changes: '/residents/changes',
  /** A staff call: the building's events as its residents see them (the manager's preview). */
  preview: RESIDENT_PREVIEW_ENDPOINTS.preview.path,
} as const;

/** Called when the server refuses the resident's token (401): the session ends on this device. */
let onUnauthorized: (token: string) => void = () => undefined;

export function onResidentUnauthorized(handler: (token: string) => void): void {
  onUnauthorized = handler;
}

/** What every call sends: the reader's language, and the session when there is one. */
function headersFor(token: string | null, extra: Record<string, string> = {}): Record<string, string> {
  return { 'Accept-Language': activeLanguage(), ...extra, ...(token === null ? {} : { [HTTP_HEADERS.authorization]: authorizationValue(token) }) };
}

async function post<T>(path: string, body: unknown, token: string | null, read: (data: unknown) => T): Promise<ResidentAnswer<T>> {
  let response: FetchResponse<unknown>;
  try {
    response = await http.raw<unknown>(path, {
      method: 'POST',
      body: (body ?? {}) as Record<string, unknown>,
      headers: headersFor(token),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return { ok: false, status: 0, message: RESIDENT_STRINGS.offline };
  }
  const { status } = response;
  if (response.ok) return { ok: true, status, data: read(response._data) };
  if (status === 401 && token !== null) onUnauthorized(token);
  const error = errorBodyFrom(status, response._data);
  return { ok: false, status, message: error.message || RESIDENT_STRINGS.somethingWrong, ...(error.field === undefined ? {} : { field: error.field }) };
}

const ignore = (): null => null;
const readToken = (data: unknown): string => {
  const token = data !== null && typeof data === 'object' ? (data as Record<string, unknown>).token : undefined;
  return typeof token === 'string' ? token : '';
};

export const residentApi = {
  requestCode: (email: string) => post(RESIDENT_PATHS.requestCode, { email }, null, ignore),
  verifyCode: (email: string, code: string) => post(RESIDENT_PATHS.verifyCode, { email, code }, null, readToken),
  useLink: (linkToken: string) => post(RESIDENT_PATHS.useLink, { token: linkToken }, null, readToken),
  signOutEverywhere: (token: string) => post(RESIDENT_PATHS.signOutEverywhere, {}, token, ignore),
  events: (token: string): Promise<ResidentAnswer<ResidentEvent[]>> => post(RESIDENT_PATHS.events, {}, token, readEventList),
  rsvp: (token: string, eventId: number) => post(RESIDENT_PATHS.rsvp, { eventId }, token, (data) => data),
  cancelRsvp: (token: string, eventId: number) => post(RESIDENT_PATHS.cancelRsvp, { eventId }, token, (data) => data),
  myEvents: (token: string): Promise<ResidentAnswer<MyEvents>> => post(RESIDENT_PATHS.myEvents, {}, token, readMyEvents),
  /** null data: the answer held no pass (the screen says so rather than drawing nothing). */
  pass: (token: string): Promise<ResidentAnswer<PassCard | null>> => post(RESIDENT_PATHS.pass, {}, token, readPassCard),
  renewPass: (token: string): Promise<ResidentAnswer<PassCard | null>> => post(RESIDENT_PATHS.renewPass, {}, token, readPassCard),
  settings: (token: string, change: { reminders?: boolean; language?: string } = {}): Promise<ResidentAnswer<ResidentSettings>> =>
    post(RESIDENT_PATHS.settings, change, token, readSettings),
  /** A reminder's give-back link: no session, the link's token is the permission. Reading changes nothing. */
  giveBackEvent: (linkToken: string): Promise<ResidentAnswer<GiveBackEvent>> => post(RESIDENT_PATHS.giveBackEvent, { token: linkToken }, null, readGiveBackEvent),
  giveBack: (linkToken: string) => post(RESIDENT_PATHS.giveBack, { token: linkToken }, null, ignore),
  rate: (token: string, eventId: number, stars: number, comment: string): Promise<ResidentAnswer<GivenRating>> =>
    post(RESIDENT_PATHS.rate, { eventId, stars, comment }, token, readRating),
  /** With the rating e-mail's token, no session. */
  rateLink: (ratingToken: string, stars: number, comment: string): Promise<ResidentAnswer<GivenRating>> =>
    post(RESIDENT_PATHS.rateLink, { token: ratingToken, stars, comment }, null, readRating),
  /** With the staff session of the same origin (never a token in the address). */
  preview: (staffToken: string, buildingId: number) =>
    post(RESIDENT_PATHS.preview, { buildingId }, staffToken, (data) => ({
      buildingName: readBuildingName(data),
      events: readEventList(data),
    })),
};

export interface ResidentSettings {
  reminders: boolean;
  /** The language tag kept on the account (such as 'es' or 'es-MX'), or null: none chosen. */
  language: string | null;
}

function readSettings(data: unknown): ResidentSettings {
  const fields = (data !== null && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return { reminders: fields.reminders !== false, language: typeof fields.language === 'string' && fields.language !== '' ? fields.language : null };
}

export type GiveBackState = 'open' | 'given-back' | 'started' | 'cancelled';

export interface GiveBackEvent {
  event: Pick<ResidentEvent, 'name' | 'buildingName' | 'timeZone' | 'venue' | 'date' | 'startTime' | 'endTime'>;
  state: GiveBackState;
}

function readGiveBackEvent(data: unknown): GiveBackEvent {
  const record = (data !== null && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const event = (record.event !== null && typeof record.event === 'object' ? record.event : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const states: readonly GiveBackState[] = ['open', 'given-back', 'started', 'cancelled'];
  const state = states.find((each) => each === record.state) ?? 'given-back';
  return {
    state,
    event: {
      name: text(event.name),
      buildingName: text(event.buildingName),
      timeZone: text(event.timeZone),
      venue: typeof event.venue === 'string' ? event.venue : null,
      date: text(event.date),
      startTime: text(event.startTime),
      endTime: text(event.endTime),
    },
  };
}

function readBuildingName(data: unknown): string | null {
  const name = data !== null && typeof data === 'object' ? (data as Record<string, unknown>).buildingName : undefined;
  return typeof name === 'string' ? name : null;
}

/**
 * Opens GET /residents/changes (server-sent events) with the token in Authorization, as every call
 * sends it (EventSource cannot send a header, and a token in a URL ends up in logs). The body's
 * stream, or null when it did not open.
 */
export async function openResidentChanges(token: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array> | null> {
  try {
    const response = await http.raw<unknown, 'stream'>(RESIDENT_PATHS.changes, {
      method: 'GET',
      headers: headersFor(token, { Accept: 'text/event-stream' }),
      signal,
      responseType: 'stream',
    });
    if (response.status === 401) onUnauthorized(token);
    if (response.ok && response.body) return response.body;
    await response.body?.cancel().catch(() => undefined);
    return null;
  } catch {
    return null;
  }
}
