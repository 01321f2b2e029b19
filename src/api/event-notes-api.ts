// An event's class notes and incident reports (docs/design/residents.md, "Class notes and
// incidents"). Shapes are the server's route schemas.
import type { RequestOf, ResponseOf } from './api-contract.ts';
import { EVENT_NOTES_ENDPOINTS } from './endpoints.ts';

export { EVENT_NOTES_ENDPOINTS };

type E = typeof EVENT_NOTES_ENDPOINTS;

export type ClassNotesBody = RequestOf<E['classNotes']>;
export type ClassNotes = ResponseOf<E['classNotes']>;
export type ReportIncidentBody = RequestOf<E['reportIncident']>;
export type IncidentReport = ResponseOf<E['reportIncident']>;
export type EventNotesRequest = RequestOf<E['incidents']>;
export type EventNotesAnswer = ResponseOf<E['incidents']>;
