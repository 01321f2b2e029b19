// Each kiosk step starts with its heading, focused as the step appears, so a screen reader says where
// the resident is and the keyboard starts from the top of the step.
import { useEffect, useRef, type ReactNode } from 'react';

/** `takeFocus` false: the step focuses something of its own (the field to type in). */
export function StepHeading({ children, takeFocus = true }: { children: ReactNode; takeFocus?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Not over an open dialog (the idle warning keeps the focus it took).
    if (takeFocus && !document.querySelector('[role="dialog"]')) heading.current?.focus();
  }, [takeFocus]);
  return (
    <h1 ref={heading} className="kiosk-heading" tabIndex={-1}>
      {children}
    </h1>
  );
}
