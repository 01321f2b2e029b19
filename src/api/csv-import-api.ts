// A residents file or a timetable, as rows the app parsed, checked by the server (preview,
// nothing written) and imported in one transaction. Writes that need the connection (never queued).
import type { RequestOf, ResponseOf } from './api-contract.ts';
import { apiCall, type ApiResult } from './client.ts';
import { IMPORT_ENDPOINTS } from './endpoints.ts';

const E = IMPORT_ENDPOINTS;

export type ImportKind = 'residents' | 'events';
type ResidentsImportBody = RequestOf<typeof E.previewResidents>;
export type ResidentsImportAnswer = ResponseOf<typeof E.previewResidents>;
type EventsImportBody = RequestOf<typeof E.previewEvents>;
export type EventsImportAnswer = ResponseOf<typeof E.previewEvents>;
export type ResidentRow = ResidentsImportBody['rows'][number];
export type EventRow = EventsImportBody['rows'][number];
export type RefusedRow = ResidentsImportAnswer['refused'][number];

export function previewResidents(body: ResidentsImportBody): Promise<ApiResult<ResidentsImportAnswer>> {
  return apiCall(E.previewResidents, body);
}

export function importResidents(body: ResidentsImportBody): Promise<ApiResult<ResidentsImportAnswer>> {
  return apiCall(E.importResidents, body);
}

export function previewEvents(body: EventsImportBody): Promise<ApiResult<EventsImportAnswer>> {
  return apiCall(E.previewEvents, body);
}

export function importEvents(body: EventsImportBody): Promise<ApiResult<EventsImportAnswer>> {
  return apiCall(E.importEvents, body);
}
