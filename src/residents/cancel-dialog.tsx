// Confirms a cancel before it is sent; when the event starts in less than LATE_CANCEL_HOURS it says
// so first (residents.md, Rules: the page says it is a late cancel before the resident confirms).
import { LATE_CANCEL_HOURS } from '../contract/limits.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { ResidentEvent } from './resident-event.ts';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';
import { zonedInstant } from './zoned-time.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Whether cancelling `event` at `now` is a late cancel. */
export function isLateCancel(event: Pick<ResidentEvent, 'date' | 'startTime' | 'timeZone'>, now: number): boolean {
  const starts = zonedInstant(event.date, event.startTime, event.timeZone);
  return Number.isFinite(starts) && starts - now < LATE_CANCEL_HOURS * HOUR_MS;
}

export function CancelDialog({
  event,
  late,
  busy,
  onConfirm,
  onClose,
}: {
  event: ResidentEvent;
  /** Less than LATE_CANCEL_HOURS before the start, as of when Cancel was pressed. */
  late: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      id="r-cancel"
      title={S.cancelTitle(event.name)}
      keepLabel={S.keepPlace}
      confirmLabel={S.cancelPlace}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {late ? <p className="r-warning">{S.lateCancel(LATE_CANCEL_HOURS)}</p> : null}
      <p>{S.cancelBody}</p>
    </ConfirmDialog>
  );
}
