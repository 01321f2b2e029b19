// A check-in or undo carried on the live stream: the roster line's check-in fields as
// they now stand, sent by the server with a `roster` change (server/live-changes/change-notice.ts) and
// shown at once by the other tablets (src/state/live-check-ins.ts). One shape and one check for both.

/** A roster line's check-in as it now stands (checkedInAt null: undone). */
export interface LiveCheckIn {
  eventId: number;
  userId: number;
  checkedInAt: string | null;
  checkedInBy: string | null;
}

const isTimeOrNull = (value: unknown) => value === null || typeof value === 'string';

/** Whether `value` is a list of such lines (anything else in a change is ignored). */
export function isLiveCheckInList(value: unknown): value is LiveCheckIn[] {
  return (
    Array.isArray(value) &&
    value.every((line: unknown) => {
      if (line === null || typeof line !== 'object') return false;
      const { eventId, userId, checkedInAt, checkedInBy } = line as Record<string, unknown>;
      return Number.isInteger(eventId) && Number.isInteger(userId) && isTimeOrNull(checkedInAt) && isTimeOrNull(checkedInBy);
    })
  );
}
