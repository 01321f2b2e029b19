// An event's class notes (the teacher comment: one text, last edit wins) and its incident reports
// (append-only), written by the desk or a manager and never shown to residents
// (docs/design/residents.md, "Class notes and incidents"). Like the desk's other writes they run in
// the caller's transaction (the route's Idempotency-Key one, so a replayed report is stored once),
// announce the change so other tablets ask again, and queue their e-mail in that same transaction.
import type { IncidentSeverity } from '../../src/contract/incident-severity.ts';
import type { Queryable } from '../db/database.ts';
import { isoSql } from '../db/iso-sql.ts';
import { httpError } from '../http/http-error.ts';
import { announceChange } from '../live-changes/change-notice.ts';
import { enqueueMails } from '../mail/enqueue-mail.ts';
import type { DeskActor } from './desk-actor.ts';
import { EVENT_NOTES_MESSAGES } from './event-notes-messages.ts';
import { incidentMailJobs } from './incident-mail-jobs.ts';
import { ROSTER_MESSAGES } from './roster-messages.ts';

export interface ClassNotes {
  teacherComment: string | null;
  /** Who saved it last (the account's name); null for an imported comment or none. */
  author: string | null;
  /** When it was saved last (ISO); null for an imported comment or none. */
  at: string | null;
}

export interface IncidentReport {
  id: number;
  eventId: number;
  /** The resident it happened to; null: someone else (not on the roster). */
  userId: number | null;
  /** The resident's name, or null for someone else. */
  person: string | null;
  description: string;
  actionTaken: string;
  severity: IncidentSeverity;
  occurredAt: string;
  reportedBy: string | null;
  reportedAt: string;
}

export interface ClassNotesInput {
  eventId: number;
  teacherComment: string;
}

export interface IncidentInput {
  eventId: number;
  userId?: number | null;
  description: string;
  actionTaken?: string;
  severity: IncidentSeverity;
  occurredAt?: string;
}

const ACCOUNT_NAME_SQL = (a: string) => `CASE WHEN ${a}.id IS NULL THEN NULL ELSE ${a}.first_name || ' ' || ${a}.last_name END`;

/** The event's building if the actor may see it; else the 404 every manager call answers. */
async function eventBuildingOf(tx: Queryable, actor: DeskActor, eventId: number, lock: boolean): Promise<number> {
  const [row] = await tx.query<{ buildingId: number }>(
    `SELECT building_id AS "buildingId" FROM event WHERE id = $1 AND building_id = ANY($2::int[])${lock ? ' FOR UPDATE' : ''}`,
    [eventId, actor.buildingIds],
  );
  if (!row) throw httpError(404, ROSTER_MESSAGES.eventNotFound, 'eventId');
  return row.buildingId;
}

async function notesOf(db: Queryable, eventId: number): Promise<ClassNotes> {
  const [row] = await db.query<ClassNotes>(
    `SELECT e.teacher_comment AS "teacherComment", ${ACCOUNT_NAME_SQL('a')} AS author, ${isoSql('e.teacher_comment_at')} AS at
       FROM event e LEFT JOIN account a ON a.id = e.teacher_comment_by WHERE e.id = $1`,
    [eventId],
  );
  if (!row) throw new Error(`event ${eventId} vanished`);
  return row;
}

/** Saves the event's class notes over whatever was there (last edit wins); an empty text clears them. */
export async function saveClassNotes(tx: Queryable, actor: DeskActor, input: ClassNotesInput): Promise<ClassNotes> {
  const buildingId = await eventBuildingOf(tx, actor, input.eventId, true);
  const text = input.teacherComment.trim() === '' ? null : input.teacherComment;
  await tx.query('UPDATE event SET teacher_comment = $2, teacher_comment_by = $3, teacher_comment_at = now() WHERE id = $1', [
    input.eventId, text, actor.accountId,
  ]);
  await announceChange(tx, { kind: 'event', buildingIds: [buildingId], eventIds: [input.eventId] });
  return notesOf(tx, input.eventId);
}

const INCIDENT_COLUMNS = `i.id, i.event_id AS "eventId", i.resident_id AS "userId",
  CASE WHEN p.id IS NULL THEN NULL ELSE p.first_name || ' ' || p.last_name END AS person,
  i.description, i.action_taken AS "actionTaken", i.severity, ${isoSql('i.occurred_at')} AS "occurredAt",
  ${ACCOUNT_NAME_SQL('a')} AS "reportedBy", ${isoSql('i.reported_at')} AS "reportedAt"`;
const INCIDENT_FROM = 'incident i LEFT JOIN resident p ON p.id = i.resident_id LEFT JOIN account a ON a.id = i.reported_by';

/**
 * Records an incident report and queues its e-mail to the building's managers at once (one for each
 * language they read). The person must be on the event's roster (any RSVP to it, a cancelled one
 * too: they may have come anyway); none named is someone else.
 */
export async function reportIncident(tx: Queryable, actor: DeskActor, input: IncidentInput): Promise<IncidentReport> {
  const buildingId = await eventBuildingOf(tx, actor, input.eventId, false);
  if (input.description.trim() === '') throw httpError(400, EVENT_NOTES_MESSAGES.descriptionRequired, 'description');
  const userId = input.userId ?? null;
  if (userId !== null) {
    const onRoster = await tx.query('SELECT 1 FROM rsvp WHERE event_id = $1 AND resident_id = $2', [input.eventId, userId]);
    if (onRoster.length === 0) throw httpError(404, EVENT_NOTES_MESSAGES.residentNotOnRoster, 'userId');
  }
  const [added] = await tx.query<{ id: number }>(
    `INSERT INTO incident (event_id, resident_id, description, action_taken, severity, occurred_at, reported_by)
     VALUES ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()), $7) RETURNING id`,
    [input.eventId, userId, input.description, input.actionTaken ?? '', input.severity, input.occurredAt ?? null, actor.accountId],
  );
  const incidentId = added!.id;
  await enqueueMails(tx, await incidentMailJobs(tx, incidentId, buildingId));
  // injuriesReported counts the reports: the dashboard's figures of this event change.
  await announceChange(tx, { kind: 'event', buildingIds: [buildingId], eventIds: [input.eventId] });
  const [report] = await tx.query<IncidentReport>(`SELECT ${INCIDENT_COLUMNS} FROM ${INCIDENT_FROM} WHERE i.id = $1`, [incidentId]);
  return report!;
}

/** The event's notes and its incident reports, newest first. */
export async function eventNotes(db: Queryable, actor: DeskActor, eventId: number): Promise<{ notes: ClassNotes; incidents: IncidentReport[] }> {
  await eventBuildingOf(db, actor, eventId, false);
  const incidents = await db.query<IncidentReport>(
    `SELECT ${INCIDENT_COLUMNS} FROM ${INCIDENT_FROM} WHERE i.event_id = $1 ORDER BY i.reported_at DESC, i.id DESC`,
    [eventId],
  );
  return { notes: await notesOf(db, eventId), incidents };
}

/** One incident report as its e-mail tells it, with the event and its building. */
export async function incidentForMail(db: Queryable, incidentId: number) {
  const [row] = await db.query<IncidentReport & {
    eventName: string; buildingId: number; buildingName: string; day: string; time: string; occurredLocal: string; startsAt: Date; timeZone: string;
  }>(
    `SELECT ${INCIDENT_COLUMNS}, e.name AS "eventName", b.id AS "buildingId", b.name AS "buildingName",
            e.starts_at AS "startsAt", b.time_zone AS "timeZone",
            to_char(e.starts_at AT TIME ZONE b.time_zone, 'FMDay, FMMonth FMDD, YYYY') AS day,
            to_char(e.starts_at AT TIME ZONE b.time_zone, 'FMHH12:MI AM') AS time,
            to_char(i.occurred_at AT TIME ZONE b.time_zone, 'FMMonth FMDD, YYYY FMHH12:MI AM') AS "occurredLocal"
       FROM ${INCIDENT_FROM} JOIN event e ON e.id = i.event_id JOIN building b ON b.id = e.building_id
      WHERE i.id = $1`,
    [incidentId],
  );
  return row ?? null;
}
