// The severities of an incident report (docs/design/residents.md, "Class notes and incidents"),
// mildest first: the server's schema, the report dialog and the managers' e-mail use these words.
export const INCIDENT_SEVERITIES = ['minor', 'needed care', 'emergency services'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];
