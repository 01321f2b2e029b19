import type { Queryable } from '../db/database.ts';
import { performCheckIn, undoCheckIn, type CheckInInput } from './check-in.ts';
import type { DeskActor } from './desk-actor.ts';
import { cancelRsvp, takeRsvp, undoCancelRsvp, type EventAndResident } from './rsvp.ts';

/** What sends queued resident e-mail at once, rather than on its next look (the mail queue). */
export interface MailWaker {
  wake(): void;
}

/**
 * One call's use of the desk: its writes, each in the transaction the caller passes, and what to do
 * once that transaction has committed (send the e-mail the writes queued: a waitlist promotion).
 */
export interface DeskCall {
  checkIn(tx: Queryable, input: CheckInInput): ReturnType<typeof performCheckIn>;
  undoCheckIn(tx: Queryable, input: CheckInInput): Promise<Awaited<ReturnType<typeof undoCheckIn>>['answer']>;
  rsvp(tx: Queryable, input: EventAndResident): ReturnType<typeof takeRsvp>;
  cancelRsvp(tx: Queryable, input: EventAndResident): Promise<Awaited<ReturnType<typeof cancelRsvp>>['answer']>;
  undoCancelRsvp(tx: Queryable, input: EventAndResident): ReturnType<typeof undoCancelRsvp>;
  /** For replyIdempotently's afterCommit: sends at once the mail the writes queued (never for a replay). */
  afterCommit(): Promise<void>;
}

/** The front desk's services, registered once on the app (register-front-desk.ts). */
export interface FrontDesk {
  /** The services as `actor` uses them, for one call. */
  as(actor: DeskActor): DeskCall;
}

export function createFrontDesk(mail: MailWaker): FrontDesk {
  return {
    as(actor) {
      let mailQueued = false;
      const noting = <A extends { mailQueued: boolean }>(result: A): A => {
        mailQueued ||= result.mailQueued;
        return result;
      };
      return {
        checkIn: (tx, input) => performCheckIn(tx, actor, input),
        undoCheckIn: async (tx, input) => noting(await undoCheckIn(tx, actor, input)).answer,
        rsvp: (tx, input) => takeRsvp(tx, actor, input),
        cancelRsvp: async (tx, input) => noting(await cancelRsvp(tx, actor, input)).answer,
        undoCancelRsvp: (tx, input) => undoCancelRsvp(tx, actor, input),
        afterCommit: async () => {
          if (mailQueued) mail.wake();
        },
      };
    },
  };
}
