// A keyboard-wedge scanner (a USB or Bluetooth QR reader that types what it reads, then Enter) into
// the door's search field or the kiosk's first-name field. Only a text that starts like a pass is
// taken as a scan, so a name typed and confirmed with Enter stays a search: no name starts with
// "PASS-". A text that starts so but is not a whole pass (a misread) is still a scan, which says
// "Unknown pass" rather than searching for it.
import type { KeyboardEvent } from 'react';
import { PASS_PREFIX } from '../../contract/resident-pass.ts';
import { primeScanSound } from './scan-sound.ts';

/** The scanned text when `key` ends a wedge scan of `value` (Enter on a pass-like text), else null. */
export function wedgeScanOf(key: string, value: string): string | null {
  if (key !== 'Enter') return null;
  const text = value.trim();
  return text.toUpperCase().startsWith(PASS_PREFIX) ? text : null;
}

/** Whether a search text is a wedge scan under way (the field shows no "no match" for it). */
export function looksLikePass(value: string): boolean {
  return value.trim().toUpperCase().startsWith(PASS_PREFIX);
}

/**
 * The keydown handler of a field a wedge scanner types into: Enter on a pass-like text is a scan
 * (`onText`), the field is emptied (`clear`) for the next one, and the form does not submit.
 */
export function wedgeKeyHandler(onText: (text: string) => void, clear: () => void): (event: KeyboardEvent<HTMLInputElement>) => void {
  return (event) => {
    const text = wedgeScanOf(event.key, event.currentTarget.value);
    if (text === null) return;
    event.preventDefault();
    // The Enter is a gesture: the beep may play from here on.
    primeScanSound();
    clear();
    onText(text);
  };
}
