// A modal question before an action that cannot be taken back (cancelling a place, renewing a pass):
// the safe choice has the focus, Escape takes it, Tab stays inside, and the focus goes back to the
// button that opened it.
import { useEffect, useRef, type ReactNode } from 'react';

export function ConfirmDialog({
  id,
  title,
  children,
  keepLabel,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  /** Prefix of the title's and body's ids (two dialogs never share them). */
  id: string;
  title: string;
  /** What the action does, read out with the title. */
  children: ReactNode;
  keepLabel: string;
  confirmLabel: string;
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
      <div ref={dialog} role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} className="r-dialog">
        <h2 id={`${id}-title`}>{title}</h2>
        <div id={`${id}-body`}>{children}</div>
        <div className="r-dialog-actions">
          <button ref={keepButton} type="button" className="r-button" onClick={onClose}>
            {keepLabel}
          </button>
          <button type="button" className="r-button r-danger" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
