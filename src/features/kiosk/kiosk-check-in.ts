// The kiosk's check-in through the door's shared state (src/state/door-check-in.ts): the
// outbox, exactly once. For the resident, a check-in queued without the connection is a check-in
// (it is sent when the link is back; staff see it waiting behind the exit control); a refusal (409:
// the window closed) sends them to the front desk with the server's sentence, nothing queued.
import { checkIn } from '../../state/door-check-in.ts';
import { pendingEntries } from '../../state/outbox-view.ts';
import { rosterWriteOf } from '../../state/queued-writes.ts';
import type { OutboxEntry } from '../../offline/shared/outbox-db.ts';
import type { KioskOutcome } from './kiosk-flow.ts';

export async function sendKioskCheckIn(eventId: number, userId: number, label: string): Promise<KioskOutcome> {
  const sent = await checkIn(eventId, userId, label);
  if (sent.outcome === 'queued') return { kind: 'checked-in' };
  if (sent.outcome === 'failed') return { kind: 'refused', message: sent.result.data.msg };
  const answer = sent.result.data;
  return answer.alreadyCheckedIn ? { kind: 'already', first: { checkedInAt: answer.checkedInAt, checkedInBy: answer.checkedInBy } } : { kind: 'checked-in' };
}

/** The residents of `eventId` whose check-in waits in the outbox: already in, for the kiosk. */
export function pendingCheckIns(entries: readonly OutboxEntry[], eventId: number): Set<number> {
  const ids = new Set<number>();
  for (const entry of pendingEntries(entries)) {
    const write = rosterWriteOf(entry);
    if (write?.mark === 'checking-in' && write.eventId === eventId) ids.add(write.userId);
  }
  return ids;
}
