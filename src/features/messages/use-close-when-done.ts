// A message dialog closes itself once its send is done, but the user may have closed it (and opened
// another overlay) while the send was under way: closing then would close that other overlay.
import { useCallback, useEffect, useRef } from 'react';

/** `onClose`, called only while the dialog that asked is still open. */
export function useCloseWhenDone(onClose: () => void): () => void {
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  return useCallback(() => {
    if (open.current) onClose();
  }, [onClose]);
}
