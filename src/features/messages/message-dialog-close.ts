// How a message dialog closes. Two rules:
// - It closes itself once its send is done, but only while it is still open: the user may have
//   closed it (and opened another overlay) meanwhile, and closing then would close that other one.
// - A close the user asks for between Send and the message's write-ahead (the outbox row that
//   survives a reload) waits for the write-ahead, a few milliseconds. Closed at once, a reload right
//   after could lose a message the user had sent (found by the chaos test: Send, Escape and a reload
//   within 60 ms, and the message never reached the outbox or the server).
import { useCallback, useEffect, useRef } from 'react';

interface MessageDialogClose {
  /** For the dialog's close button, Escape and backdrop. */
  requestClose: () => void;
  /** After the send: `onClose`, called only while this dialog is still open. */
  closeWhenDone: () => void;
  /** Call when a submission starts; pass the returned function as the send's `onWrittenAhead`. */
  beginSubmission: () => () => void;
}

export function useMessageDialogClose(onClose: () => void): MessageDialogClose {
  const open = useRef(true);
  const writtenAhead = useRef<Promise<void> | null>(null);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  const closeWhenDone = useCallback(() => {
    if (open.current) onClose();
  }, [onClose]);
  const requestClose = useCallback(() => {
    const waiting = writtenAhead.current;
    if (waiting) void waiting.then(closeWhenDone);
    else closeWhenDone();
  }, [closeWhenDone]);
  const beginSubmission = useCallback(() => {
    let settle: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => {
      settle = resolve;
    });
    writtenAhead.current = promise;
    return () => {
      if (writtenAhead.current === promise) writtenAhead.current = null;
      settle();
    };
  }, []);
  return { requestClose, closeWhenDone, beginSubmission };
}
