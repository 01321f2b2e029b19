// The one accessible modal dialog every overlay uses: labelled, keeps Tab inside, Esc and a close
// button close it, and focus goes back where it was. Every dialog sits at a fixed distance from the
// top and grows downward (dialog.css): content that arrives later (a form once its event is read, an
// event's details) fills in below without moving what is shown, where a centred box moved up by half
// of what came (a layout shift of 0.3 on a tablet), and the box is never taller than its content.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { openerOf, returnFocus } from './focus-return.ts';
import { CloseIcon } from './icons.tsx';
import { modalOpened } from './modal-presence.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'small' | 'medium' | 'large';
  closeLabel?: string;
  /**
   * A short status shown in the header between the title and the close button (the age of the copy
   * the dialog shows). Its slot is always there: it comes and goes without moving the content, and
   * as a live region it exists before its text changes.
   */
  status?: ReactNode;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hasAttribute('aria-hidden'));
}

export function Dialog({ title, onClose, children, size = 'small', closeLabel = 'Close', status }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = openerOf(document.activeElement);
    const root = panel.current;
    if (root && !root.contains(document.activeElement)) {
      // Prefer the first form field; the close button is a poor first stop for a form.
      const first = root.querySelector<HTMLElement>('input, select, textarea') ?? root;
      first.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const closed = modalOpened();
    return () => {
      closed();
      document.body.style.overflow = overflow;
      returnFocus(opener);
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = panel.current;
      if (!root) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        root.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div className="dialog-backdrop">
      <div
        ref={panel}
        className={`dialog dialog-${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="dialog-header">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {status === undefined ? null : (
            <div className="dialog-status" role="status">
              {status}
            </div>
          )}
          <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        <div className="dialog-body">{children}</div>
      </div>
    </div>
  );
}
