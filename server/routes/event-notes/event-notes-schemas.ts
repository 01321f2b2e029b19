import { INCIDENT_SEVERITIES } from '../../../src/contract/incident-severity.ts';
import { errorResponses, idField } from '../../http/field-schemas.ts';
import { LIMITS } from '../../http/limits.ts';

const TAGS = ['events'];
const nullableString = { type: ['string', 'null'] } as const;
const EXACTLY_ONCE = 'an Idempotency-Key makes retries exactly-once';

const classNotesAnswer = {
  type: 'object',
  required: ['teacherComment', 'author', 'at'],
  additionalProperties: false,
  properties: {
    teacherComment: { ...nullableString, description: 'The class notes; null when there are none' },
    author: { ...nullableString, description: 'Name of the account that saved them last; null for imported notes' },
    at: { ...nullableString, description: 'ISO date-time they were saved last; null for imported notes' },
  },
} as const;

const incidentAnswer = {
  type: 'object',
  required: ['id', 'eventId', 'userId', 'person', 'description', 'actionTaken', 'severity', 'occurredAt', 'reportedBy', 'reportedAt'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    eventId: { type: 'integer' },
    userId: { type: ['integer', 'null'], description: 'The resident it happened to; null: someone else' },
    person: { ...nullableString, description: "The resident's name; null: someone else" },
    description: { type: 'string' },
    actionTaken: { type: 'string' },
    severity: { type: 'string', enum: INCIDENT_SEVERITIES },
    occurredAt: { type: 'string', description: 'ISO date-time it happened' },
    reportedBy: { ...nullableString, description: 'Name of the account that reported it' },
    reportedAt: { type: 'string', description: 'ISO date-time it was reported' },
  },
} as const;

export const classNotesSchema = {
  tags: TAGS,
  summary: `Saves an event's class notes (the teacher comment; last edit wins; an empty text clears them); ${EXACTLY_ONCE}`,
  description: 'Staff only; residents never see class notes.',
  body: {
    type: 'object',
    required: ['eventId', 'teacherComment'],
    additionalProperties: false,
    properties: { eventId: idField, teacherComment: { type: 'string', maxLength: LIMITS.classNotesMaxChars } },
  },
  response: { 200: classNotesAnswer, ...errorResponses },
} as const;

export const reportIncidentSchema = {
  tags: TAGS,
  summary: `Records an incident report (append-only) and e-mails the building's managers at once; ${EXACTLY_ONCE}`,
  description:
    'userId: a resident on the event\'s roster (else 404, userId); absent or null: someone else. occurredAt defaults to now. ' +
    'Staff only; residents never see incident reports.',
  body: {
    type: 'object',
    required: ['eventId', 'description', 'severity'],
    additionalProperties: false,
    properties: {
      eventId: idField,
      userId: { type: ['integer', 'null'], minimum: 1, maximum: LIMITS.int4Max },
      description: { type: 'string', minLength: 1, maxLength: LIMITS.incidentTextMaxChars },
      actionTaken: { type: 'string', maxLength: LIMITS.incidentTextMaxChars },
      severity: { type: 'string', enum: INCIDENT_SEVERITIES },
      occurredAt: { type: 'string', format: 'date-time' },
    },
  },
  response: { 200: incidentAnswer, ...errorResponses },
} as const;

export const incidentsSchema = {
  tags: TAGS,
  summary: "An event's incident reports (newest first) and its class notes",
  description: 'Staff only; residents never see them.',
  body: { type: 'object', required: ['eventId'], additionalProperties: false, properties: { eventId: idField } },
  response: {
    200: {
      type: 'object',
      required: ['notes', 'incidents'],
      additionalProperties: false,
      properties: { notes: classNotesAnswer, incidents: { type: 'array', items: incidentAnswer } },
    },
    ...errorResponses,
  },
} as const;
