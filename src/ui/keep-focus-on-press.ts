import type { MouseEvent } from 'react';

/**
 * For a form's Cancel: pressing it keeps the focus in the field being typed in. The field's blur
 * would show its "required" line, which grows a dialog downward (dialogs are anchored at the top) and
 * can move the button from under the pointer before the release, so the click would land on nothing.
 * The keyboard is unaffected: Tab still reaches the button and Enter or Space presses it.
 */
export function keepFocusOnPress(event: MouseEvent): void {
  event.preventDefault();
}
