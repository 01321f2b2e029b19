// Every write that goes through the outbox, declared once by its kind (Replicache's mutators,
// Workbox's Queue): the call that carries it (and so its body and answer types), its send lane, who
// may send it, how it shows while it waits, what it refreshes once sent, and its wording. The
// outbox, the replay, the stores, the rosters and the kiosk read this table; none of them knows a
// kind by itself. A new queued write is one entry here and its store's `sendOrQueue(kind, …)`.
import type { Endpoint, RequestOf, ResponseOf } from '../api/api-contract.ts';
import { DOOR_ENDPOINTS, type CheckInAnswer, type CheckInBody, type UndoCheckInAnswer } from '../api/door-api.ts';
import { EVENT_NOTES_ENDPOINTS } from '../api/event-notes-api.ts';
import { MESSAGES_ENDPOINTS } from '../api/messages-api.ts';
import { SCHEDULE_ENDPOINTS } from '../api/schedule-api.ts';
import { TASKS_ENDPOINTS } from '../api/tasks-api.ts';
import type { OutboxEntry } from '../offline/shared/outbox-db.ts';
import { OFFLINE_SYNC_STRINGS } from '../ui/offline-sync-strings.ts';
import { buildingTags, type CacheTag } from './cache-tags.ts';
import { forgetCheckIn, hearCheckIn } from './check-in-notes.ts';
import { markKioskCheckedIn } from './kiosk-roster.ts';
import { invalidateTags } from './resource-refresh.ts';
import { setRosterLine } from './roster-resource.ts';
import { showUpdatedTask } from './task-list.ts';

/** How a desk write shows on its event's roster while it waits (or is on its way). */
export type RosterMark = 'giving' | 'cancelling' | 'checking-in' | 'undoing';

export interface QueuedWrite<E extends Endpoint> {
  /** The call (src/api/): the outbox keeps its method and path to replay it. */
  endpoint: E;
  /** Its send lane: writes of different lanes may pass each other; none: behind every earlier write. */
  lane?: (body: RequestOf<E>) => string;
  /** A self check-in kiosk's session may send it; the desk's other writes wait for the desk's session. */
  kioskMaySend?: true;
  /** How it shows on the roster of its body's event while it waits (a desk write's body names the event and resident). */
  roster?: RosterMark;
  /** What it changes once sent: every read on screen that provides one of these tags is asked again. */
  invalidates(body: RequestOf<E>): CacheTag[];
  /** Shows its answer at once once sent, whether its author waited or a replay sent it later. */
  showAnswer?(body: RequestOf<E>, answer: ResponseOf<E>): void;
  /** What the author is told when it is queued: offline, or behind earlier unsent changes. */
  wording?: { queuedOffline: string; queuedBehind?: string };
}

const declare = <E extends Endpoint>(write: QueuedWrite<E>): QueuedWrite<E> => write;

type DeskBody = { eventId: number; userId: number };

/** A desk write changes its event's roster, its check-in log and the RSVP counts of every screen. */
export const deskWriteTags = ({ eventId }: DeskBody): CacheTag[] => [
  { type: 'roster', eventId },
  { type: 'check-ins', eventId },
  { type: 'rsvps' },
];

// Check-ins and undos of different residents, or at different events, do not depend on each other:
// a door rush sends them side by side; those of one resident at one event keep their order.
const doorLane = ({ eventId, userId }: DeskBody): string => `${eventId}:${userId}`;

function showCheckIn({ eventId, userId }: CheckInBody, answer: CheckInAnswer): void {
  hearCheckIn(eventId, userId, answer);
  const { checkedInAt, checkedInBy, walkIn } = answer;
  setRosterLine(eventId, userId, (rsvp) => ({ ...rsvp, status: 'going', position: null, checkedInAt, checkedInBy, walkIn }));
  markKioskCheckedIn(eventId, userId);
}

function showUndo({ eventId, userId }: DeskBody, answer: UndoCheckInAnswer): void {
  forgetCheckIn(eventId, userId);
  setRosterLine(eventId, userId, () => answer.rsvp);
}

// Getters: the wording is read when it is said, in the language in force then (not at this module's load).
const MESSAGE_WORDING = {
  get queuedOffline() { return OFFLINE_SYNC_STRINGS.messageQueued; },
  get queuedBehind() { return OFFLINE_SYNC_STRINGS.messageQueuedBehind; },
};
const CHANGE_WORDING = {
  get queuedOffline() { return OFFLINE_SYNC_STRINGS.changeQueued; },
};

export const QUEUED_WRITES = {
  'task-toggle': declare({
    endpoint: TASKS_ENDPOINTS.toggle,
    invalidates: (body) => buildingTags(body, 'tasks'),
    showAnswer: (_body, task) => showUpdatedTask(task),
    wording: CHANGE_WORDING,
  }),
  // To the building's liaison (?contact); the kind keeps the spelling rows already stored have.
  'message-liason': declare({ endpoint: MESSAGES_ENDPOINTS.liaison, invalidates: () => [], wording: MESSAGE_WORDING }),
  'message-user': declare({ endpoint: MESSAGES_ENDPOINTS.user, invalidates: () => [], wording: MESSAGE_WORDING }),
  rsvp: declare({ endpoint: SCHEDULE_ENDPOINTS.rsvp, roster: 'giving', invalidates: deskWriteTags }),
  'cancel-rsvp': declare({ endpoint: SCHEDULE_ENDPOINTS.cancelRsvp, roster: 'cancelling', invalidates: deskWriteTags }),
  'check-in': declare({
    endpoint: DOOR_ENDPOINTS.checkIn,
    lane: doorLane,
    kioskMaySend: true,
    roster: 'checking-in',
    invalidates: deskWriteTags,
    showAnswer: showCheckIn,
  }),
  // Class notes and incident reports (event-notes.ts): their event's list is asked again once sent.
  'class-notes': declare({
    endpoint: EVENT_NOTES_ENDPOINTS.classNotes,
    invalidates: ({ eventId }) => [{ type: 'incidents', eventId }],
    wording: CHANGE_WORDING,
  }),
  'report-incident': declare({
    endpoint: EVENT_NOTES_ENDPOINTS.reportIncident,
    invalidates: ({ eventId }) => [{ type: 'incidents', eventId }],
    wording: CHANGE_WORDING,
  }),
  'undo-check-in': declare({
    endpoint: DOOR_ENDPOINTS.undoCheckIn,
    lane: doorLane,
    roster: 'undoing',
    invalidates: deskWriteTags,
    showAnswer: showUndo,
  }),
};

type Table = typeof QUEUED_WRITES;
export type WriteKind = keyof Table;
type EndpointOf<K extends WriteKind> = Table[K] extends QueuedWrite<infer E> ? E : never;
export type BodyOf<K extends WriteKind> = RequestOf<EndpointOf<K>>;
export type AnswerOf<K extends WriteKind> = ResponseOf<EndpointOf<K>>;

/** An outbox entry of a known kind, its body typed by the kind. */
export type QueuedEntry = { [K in WriteKind]: Omit<OutboxEntry, 'kind' | 'body'> & { kind: K; body: BodyOf<K> } }[WriteKind];

/** Any entry of the table, its body and answer no longer tied to its kind (for the code that serves every kind). */
type AnyWrite = QueuedWrite<Endpoint> & {
  lane?: (body: unknown) => string;
  invalidates(body: unknown): CacheTag[];
  showAnswer?(body: unknown, answer: unknown): void;
};

export function isWriteKind(kind: string): kind is WriteKind {
  return Object.hasOwn(QUEUED_WRITES, kind);
}

/** The declaration of `kind`; null for a kind this version does not know (a row of a newer release). */
export function queuedWriteOf(kind: string): AnyWrite | null {
  return isWriteKind(kind) ? (QUEUED_WRITES[kind] as AnyWrite) : null;
}

/** The entry typed by its kind, or null for a kind this version does not know. */
export function asQueuedEntry(entry: OutboxEntry): QueuedEntry | null {
  return isWriteKind(entry.kind) ? (entry as QueuedEntry) : null;
}

/** Once a write is sent: its answer shown where it belongs, and the reads it changed asked again. */
export function afterSent(kind: string, body: unknown, answer: unknown): void {
  const write = queuedWriteOf(kind);
  if (!write) return;
  write.showAnswer?.(body, answer);
  void invalidateTags(write.invalidates(body));
}

/** A desk write waiting (or on its way) as its roster shows it. */
export interface RosterWrite {
  mark: RosterMark;
  eventId: number;
  userId: number;
}

/** The roster write an outbox entry holds, or null for any other entry. */
export function rosterWriteOf(entry: Pick<OutboxEntry, 'kind' | 'body'>): RosterWrite | null {
  const mark = queuedWriteOf(entry.kind)?.roster;
  if (mark === undefined) return null;
  const { eventId, userId } = entry.body as DeskBody;
  return { mark, eventId, userId };
}

/** What the author of a queued write of `kind` is told: it waits for the connection (`offline`), or behind earlier changes. */
export function queuedWording(kind: string, offline: boolean): string | null {
  const wording = queuedWriteOf(kind)?.wording;
  if (!wording) return null;
  return offline ? wording.queuedOffline : (wording.queuedBehind ?? null);
}
