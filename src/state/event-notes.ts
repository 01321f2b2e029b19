// An event's class notes and incident reports, staff only: the list (with the notes) is a cached
// read, so a roster seen once shows them offline with its age; the two writes go through the outbox
// (queued-writes.ts), sent once when back online, and ask the list again once sent.
import type { ClassNotesBody, EventNotesRequest, ReportIncidentBody } from '../api/event-notes-api.ts';
import { EVENT_NOTES_ENDPOINTS } from '../api/event-notes-api.ts';
import { createCachedResource } from './cached-resource.ts';
import { sendOrQueue } from './send-or-queue.ts';

export const eventNotesResource = createCachedResource({
  name: 'incidents',
  endpoint: EVENT_NOTES_ENDPOINTS.incidents,
  // A live change of an event (another tablet's note or report announces one) asks it again.
  provides: ({ eventId }) => [{ type: 'incidents', eventId }, { type: 'events' }],
});

/** The list's body: the event alone (the server scopes it by the event's building). */
export function eventNotesRequest(eventId: number): EventNotesRequest {
  return { eventId };
}

/** Saves the event's class notes (last edit wins); `label` names it in the unsent-changes list. */
export const saveClassNotes = (body: ClassNotesBody, label: string) => sendOrQueue('class-notes', body, label);

/** Records an incident report; `label` names it in the unsent-changes list. */
export const reportIncident = (body: ReportIncidentBody, label: string) => sendOrQueue('report-incident', body, label);
