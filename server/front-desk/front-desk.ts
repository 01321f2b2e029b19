import type { Queryable } from '../db/database.ts';
import { performCheckIn, undoCheckIn, type CheckInInput } from './check-in.ts';
import type { DeskActor } from './desk-actor.ts';
import { reportIncident, saveClassNotes, type ClassNotesInput, type IncidentInput } from './event-notes.ts';
import { cancelRsvp, takeRsvp, undoCancelRsvp, type EventAndResident } from './rsvp.ts';

/**
 * One call's use of the desk: its writes, each in the transaction the caller passes. The e-mail a
 * write queues (a waitlist promotion) goes out once that transaction commits: the mail queue is
 * woken by the commit itself (server/mail/).
 */
export interface DeskCall {
  checkIn(tx: Queryable, input: CheckInInput): ReturnType<typeof performCheckIn>;
  undoCheckIn(tx: Queryable, input: CheckInInput): ReturnType<typeof undoCheckIn>;
  rsvp(tx: Queryable, input: EventAndResident): ReturnType<typeof takeRsvp>;
  cancelRsvp(tx: Queryable, input: EventAndResident): ReturnType<typeof cancelRsvp>;
  undoCancelRsvp(tx: Queryable, input: EventAndResident): ReturnType<typeof undoCancelRsvp>;
  saveClassNotes(tx: Queryable, input: ClassNotesInput): ReturnType<typeof saveClassNotes>;
  reportIncident(tx: Queryable, input: IncidentInput): ReturnType<typeof reportIncident>;
}

/** The front desk's services, registered once on the app (register-front-desk.ts). */
export interface FrontDesk {
  /** The services as `actor` uses them, for one call. */
  as(actor: DeskActor): DeskCall;
}

/** `publicUrl`: the origin of the links in the e-mails the services queue (read when one is made). */
export function createFrontDesk(publicUrl: () => string): FrontDesk {
  return {
    as(actor) {
      return {
        checkIn: (tx, input) => performCheckIn(tx, actor, input),
        undoCheckIn: (tx, input) => undoCheckIn(tx, actor, input, publicUrl()),
        rsvp: (tx, input) => takeRsvp(tx, actor, input),
        cancelRsvp: (tx, input) => cancelRsvp(tx, actor, input, publicUrl()),
        undoCancelRsvp: (tx, input) => undoCancelRsvp(tx, actor, input),
        saveClassNotes: (tx, input) => saveClassNotes(tx, actor, input),
        reportIncident: (tx, input) => reportIncident(tx, actor, input),
      };
    },
  };
}
