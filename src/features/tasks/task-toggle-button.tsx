// The popup's one button. The spec's Task screen and popup: it reads Mark complete, Completed or Mark Pending. A pending
// task's reads 'Mark complete' and one press sends. A completed task's reads 'Completed' (its state)
// and turns into 'Mark Pending' (what a press does) before a press can send it:
// - a mouse: on hover, so one click sends, as the pointer was over it and showed 'Mark Pending';
// - a keyboard: on keyboard focus (Tab), so Enter or Space sends;
// - touch, which has no hover: the first tap shows 'Mark Pending' (armed), the second sends.
// So the button never undoes a completed task with a press made while it read 'Completed'.
import { useRef, useState, type PointerEvent } from 'react';
import { taskButtonLabel } from './task-format.ts';

interface TaskToggleButtonProps {
  isCompleted: boolean;
  busy: boolean;
  onToggle: () => void;
}

interface Reveal {
  /** A mouse pointer is over the button. */
  hover: boolean;
  /** Focused from the keyboard (:focus-visible). */
  keyboard: boolean;
  /** A tap (or a press that saw 'Completed') asked what the button does. */
  armed: boolean;
}

const HIDDEN: Reveal = { hover: false, keyboard: false, armed: false };

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // An engine without :focus-visible: a press then arms first, which is safe.
    return false;
  }
}

export function TaskToggleButton({ isCompleted, busy, onToggle }: TaskToggleButtonProps) {
  const [reveal, setReveal] = useState<Reveal>(HIDDEN);
  // Handlers read the latest value even before React has rendered it (a move then a click).
  const current = useRef<Reveal>(HIDDEN);
  const update = (change: Partial<Reveal>) => {
    const next = { ...current.current, ...change };
    if (next.hover === current.current.hover && next.keyboard === current.current.keyboard && next.armed === current.current.armed) {
      return;
    }
    current.current = next;
    setReveal(next);
  };
  const onPointerOver = (event: PointerEvent<HTMLButtonElement>) => {
    // Touch and pen contact also fire these, without any hover the user could have seen.
    if (event.pointerType === 'mouse') update({ hover: true });
  };
  const onPointerLeave = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === 'mouse') update({ hover: false });
  };
  const onClick = () => {
    const { hover, keyboard, armed } = current.current;
    if (isCompleted && !hover && !keyboard && !armed) {
      update({ armed: true });
      return;
    }
    update({ armed: false });
    onToggle();
  };

  const revealed = reveal.hover || reveal.keyboard || reveal.armed;
  return (
    <button
      type="button"
      className="button button-primary task-toggle-button"
      disabled={busy}
      onPointerEnter={onPointerOver}
      onPointerMove={onPointerOver}
      onPointerLeave={onPointerLeave}
      onFocus={(event) => update({ keyboard: isKeyboardFocus(event.currentTarget) })}
      onBlur={() => update({ keyboard: false, armed: false })}
      onClick={onClick}
    >
      {taskButtonLabel(isCompleted, revealed)}
    </button>
  );
}
