// What the class notes and incident reports say on the roster and the door view, and in the report
// dialog (docs/design/residents.md, "Class notes and incidents"). Tests import the same constants;
// translated in src/i18n/catalogues/<language>/event-notes.ts.
import type { IncidentSeverity } from '../../contract/incident-severity.ts';
import { defineMessages } from '../../i18n/catalogue.ts';

const EVENT_NOTES_EN = {
  classNotes: 'Class notes',
  save: 'Save',
  saving: 'Saving…',
  notesSaved: 'Class notes saved.',
  notesQueued: 'You are offline. The class notes will be saved when you are back online.',
  notesBy: (author: string, at: string) => `Last saved by ${author}, ${at}`,
  notesImported: 'Imported with the event',
  incidents: 'Incident reports',
  noIncidents: 'No incidents reported.',
  reportIncident: 'Report an incident',
  dialogTitle: 'Report an incident',
  who: 'Who',
  someoneElse: 'Someone else',
  whatHappened: 'What happened',
  actionTaken: 'Action taken',
  severity: 'Severity',
  time: 'Time',
  submit: 'Report',
  cancel: 'Cancel',
  close: 'Close',
  descriptionRequired: 'Say what happened.',
  timeInvalid: 'Enter the time it happened.',
  reported: 'Incident reported. The managers have been e-mailed.',
  reportQueued: 'You are offline. The incident report will be sent when you are back online.',
  reportLabel: (eventName: string) => `Incident report: ${eventName}`,
  notesLabel: (eventName: string) => `Class notes: ${eventName}`,
  reportedBy: (who: string, at: string) => `Reported by ${who}, ${at}`,
  actionLine: (action: string) => `Action taken: ${action}`,
  loading: 'Loading…',
  severityLabels: { minor: 'Minor', 'needed care': 'Needed care', 'emergency services': 'Emergency services' } satisfies Record<IncidentSeverity, string>,
} as const;

export type EventNotesMessages = typeof EVENT_NOTES_EN;
export const EVENT_NOTES_STRINGS = defineMessages('event-notes', EVENT_NOTES_EN);
