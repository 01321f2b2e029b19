// Confirms a cancel before it is sent; when the event starts in less than LATE_CANCEL_HOURS it says
// so first (residents.md, Rules: the page says it is a late cancel before the resident confirms).
import { useEffect, useRef } from 'react';
import { LATE_CANCEL_HOURS } from '../contract/limits.ts';
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
  const keepButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The safe choice has the focus; Escape keeps the place; focus returns where it was.
    keepButton.current?.focus();
    const onKey = (key: KeyboardEvent) => {
      if (key.key === 'Escape') close.current();
      if (key.key !== 'Tab') return;
      // The keyboard stays in the dialog while it is open (it is modal): Tab goes round its buttons.
      const buttons = [...(dialog.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
      const first = buttons[0];
      const last = buttons[buttons.length - 1];
      if (!first || !last) return;
      if (key.shiftKey && document.activeElement === first) {
        key.preventDefault();
        last.focus();
      } else if (!key.shiftKey && document.activeElement === last) {
        key.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, []);
  return (
    <div className="r-backdrop">
      <div ref={dialog} role="alertdialog" aria-modal="true" aria-labelledby="r-cancel-title" aria-describedby="r-cancel-body" className="r-dialog">
        <h2 id="r-cancel-title">{S.cancelTitle(event.name)}</h2>
        <div id="r-cancel-body">
          {late ? <p className="r-warning">{S.lateCancel(LATE_CANCEL_HOURS)}</p> : null}
          <p>{S.cancelBody}</p>
        </div>
        <div className="r-dialog-actions">
          <button ref={keepButton} type="button" className="r-button" onClick={onClose}>
            {S.keepPlace}
          </button>
          <button type="button" className="r-button r-danger" disabled={busy} onClick={onConfirm}>
            {S.cancelPlace}
          </button>
        </div>
      </div>
    </div>
  );
}
