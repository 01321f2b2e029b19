// React replaces the prerendered sign-in form (sign-in-gate.ts) on its first render. What the user
// typed into it and where the focus was are read at that render, while the static form is still in
// the document (render and commit of a first render run in one task, so no keystroke falls between),
// and given to the React form: its initial values, the focus put back once it is mounted, and a
// submit the user already asked for (the gate held it back) made then.
import { PRERENDER_ATTRIBUTE, PRERENDERED_SIGN_IN, SUBMIT_REQUESTED_ATTRIBUTE } from './sign-in-gate.ts';

const CONTROLS_SELECTOR = 'input, button, a[href]' as const;

interface SignInHandover {
  /** Field values by input name (only non-empty ones). */
  values: Record<string, string>;
  /** Index among the form's inputs, buttons and links of the one that had the focus, or -1. */
  focusIndex: number;
  selection: { start: number; end: number } | null;
  /** The user pressed Log in (or Enter) on the prerendered form. */
  submitRequested: boolean;
}

function prerenderedSignIn(): Element | null {
  return document.querySelector(`[${PRERENDER_ATTRIBUTE}="${PRERENDERED_SIGN_IN}"]`);
}

/** What the user did on the prerendered form; null once React has replaced it (or it never was). */
export function readSignInHandover(): SignInHandover | null {
  // Rendered at build time (no document), there is nothing to hand over.
  if (typeof document === 'undefined') return null;
  const form = prerenderedSignIn()?.querySelector('form');
  if (!form) return null;
  const controls = [...form.querySelectorAll(CONTROLS_SELECTOR)];
  const values: Record<string, string> = {};
  for (const control of controls) {
    if (control instanceof HTMLInputElement && control.name && control.value !== '') values[control.name] = control.value;
  }
  const focused = document.activeElement;
  const focusIndex = focused ? controls.indexOf(focused) : -1;
  const selection =
    focused instanceof HTMLInputElement && focused.selectionStart !== null && focused.selectionEnd !== null
      ? { start: focused.selectionStart, end: focused.selectionEnd }
      : null;
  return { values, focusIndex, selection, submitRequested: form.hasAttribute(SUBMIT_REQUESTED_ATTRIBUTE) };
}

function restoreFocus(form: HTMLFormElement, handover: SignInHandover): void {
  const control = handover.focusIndex < 0 ? undefined : form.querySelectorAll<HTMLElement>(CONTROLS_SELECTOR)[handover.focusIndex];
  if (!control) return;
  control.focus();
  if (control instanceof HTMLInputElement && handover.selection) {
    try {
      control.setSelectionRange(handover.selection.start, handover.selection.end);
    } catch {
      // type="email" has no selection API (Chromium throws): the focus alone is kept.
    }
  }
}

/** Handovers already resumed: StrictMode runs a mount's effects twice in development, the submit is made once. */
const resumed = new WeakSet<SignInHandover>();

/** On the React-rendered form: the focus (and caret) back where it was, then the pending submit. */
export function resumeSignIn(form: HTMLFormElement | null, handover: SignInHandover | null): void {
  if (!form || !handover || resumed.has(handover)) return;
  resumed.add(handover);
  restoreFocus(form, handover);
  if (handover.submitRequested) form.requestSubmit();
}
