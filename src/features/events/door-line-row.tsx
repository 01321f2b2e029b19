// One resident at the door: name and unit, checked in or not (pending sync while unsent), a large
// Check in button, or Undo and the resident's log once checked in. Drawn again only when its own
// line or its own write in flight changes, so a tap redraws one row of a long roster, not all of them.
import { memo } from 'react';
import { useDeskWriteInFlight } from '../../state/desk-rsvp.ts';
import { checkInTime } from '../../state/door-check-in.ts';
import { lineWithInFlight, type DoorLine } from '../../state/door-roster.ts';
import { CheckInLogList } from './check-in-log-list.tsx';
import { DOOR_STRINGS as S } from './door-strings.ts';

export function lineName(line: Pick<DoorLine, 'firstName' | 'lastName'>): string {
  return `${line.firstName} ${line.lastName}`.trim();
}

interface DoorLineRowProps {
  eventId: number;
  line: DoorLine;
  timeZone: string;
  /** "Already checked in at 10:02 by …" once the server said another tablet came first. */
  note: string | null;
  /** A check-in of this resident would go past the capacity (a walk-in of a full event). */
  overCapacity: boolean;
  /** Check-in is not possible (window closed, event cancelled): the row only shows. */
  readOnly: boolean;
  logOpen: boolean;
  onCheckIn: (line: DoorLine) => void;
  onUndo: (line: DoorLine) => void;
  onToggleLog: (userId: number) => void;
}

function Status({ line, timeZone }: { line: DoorLine; timeZone: string }) {
  if (line.pending !== null) return <span className="event-badge event-badge--pending">{S.pendingSync}</span>;
  if (!line.checkedIn) return null;
  return <span className="door-line__time">{line.checkedInAt ? S.checkedInAt(checkInTime(line.checkedInAt, timeZone)) : S.checkedIn}</span>;
}

function DoorLineRowView({ eventId, line: listed, timeZone, note, overCapacity, readOnly, logOpen, onCheckIn, onUndo, onToggleLog }: DoorLineRowProps) {
  // The row's own write in flight shows here at once; the list takes it in after the tap is drawn.
  const line = lineWithInFlight(listed, useDeskWriteInFlight(eventId, listed.userId));
  const name = lineName(line);
  const unit = [line.unit, line.apartment].filter((part) => part !== null && part !== '').join(' · ');
  const logId = `door-log-${eventId}-${line.userId}`;
  return (
    <div role="listitem" className={`door-line${line.checkedIn ? ' is-in' : ''}${line.pending ? ' is-pending' : ''}`} data-user-id={line.userId}>
      <div className="door-line__main">
        <span className="door-line__name">
          {name}
          {unit ? <span className="door-line__unit">{unit}</span> : null}
        </span>
        <span className="door-line__badges">
          {line.walkIn && line.checkedIn ? <span className="event-badge">{S.walkIn}</span> : null}
          {line.notGoing && !line.checkedIn ? <span className="event-badge">{S.notGoing}</span> : null}
          {overCapacity && !line.checkedIn ? <span className="event-badge event-badge--warning">{S.overCapacity}</span> : null}
          <Status line={line} timeZone={timeZone} />
        </span>
        {readOnly ? null : line.checkedIn ? (
          <button type="button" className="button button-secondary door-line__undo" aria-label={`${S.undo}: ${name}`} onClick={() => onUndo(line)}>
            {S.undo}
          </button>
        ) : (
          <button type="button" className="button button-primary door-line__check-in" aria-label={`${S.checkIn}: ${name}`} onClick={() => onCheckIn(line)}>
            {S.checkIn}
          </button>
        )}
        {line.notGoing && !line.checkedIn ? null : (
          <button
            type="button"
            className="button button-secondary door-line__log"
            aria-expanded={logOpen}
            aria-controls={logOpen ? logId : undefined}
            aria-label={`${logOpen ? S.hideLog : S.log}: ${name}`}
            onClick={() => onToggleLog(line.userId)}
          >
            {logOpen ? S.hideLog : S.log}
          </button>
        )}
      </div>
      {note ? (
        <p className="door-line__note" role="status">
          {note}
        </p>
      ) : null}
      {logOpen ? <CheckInLogList id={logId} eventId={eventId} userId={line.userId} name={name} timeZone={timeZone} /> : null}
    </div>
  );
}

const LINE_FIELDS = ['userId', 'firstName', 'lastName', 'unit', 'apartment', 'checkedIn', 'pending', 'checkedInAt', 'checkedInBy', 'walkIn', 'notGoing'] as const;

function sameRow(a: DoorLineRowProps, b: DoorLineRowProps): boolean {
  return (
    a.eventId === b.eventId &&
    a.timeZone === b.timeZone &&
    a.note === b.note &&
    a.overCapacity === b.overCapacity &&
    a.readOnly === b.readOnly &&
    a.logOpen === b.logOpen &&
    a.onCheckIn === b.onCheckIn &&
    a.onUndo === b.onUndo &&
    a.onToggleLog === b.onToggleLog &&
    (a.line === b.line || LINE_FIELDS.every((field) => a.line[field] === b.line[field]))
  );
}

export const DoorLineRow = memo(DoorLineRowView, sameRow);
