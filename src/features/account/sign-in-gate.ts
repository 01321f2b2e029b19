// The sign-in form that index.html paints before the app's JS has arrived (without it a first visit
// on slow 4G showed nothing for 3.3 s). The built index.html carries the sign-in page's markup inside
// PRERENDERED_SIGN_IN (scripts/sign-in-prerender-plugin.ts), hidden by SIGN_IN_GATE_CSS unless the
// gate script, inlined at the top of <head>, opens it: only at / and only when no session is stored,
// so a signed-in reload of /dashboard (index.html answers every path) never flashes the form.
import { parseStoredSession, readLocalItem } from '../../config/web-storage.ts';
import { LANGUAGES } from '../../contract/languages.ts';

/** The attribute of the element wrapping the prerendered markup (replaced when React renders). */
export const PRERENDER_ATTRIBUTE = 'data-prerender' as const;
export const PRERENDERED_SIGN_IN = 'sign-in' as const;
/** Set on <html> by the gate script when the prerendered form may be shown. */
export const GATE_ATTRIBUTE = 'data-sign-in-gate' as const;
export const GATE_OPEN = 'open' as const;
/** Set on the prerendered form when it was submitted before React replaced it (the app submits it then). */
export const SUBMIT_REQUESTED_ATTRIBUTE = 'data-submit-requested' as const;

/** Hidden by default, so a gate script that does not run (blocked, CSP) shows nothing rather than a wrong page. */
export const SIGN_IN_GATE_CSS =
  `[${PRERENDER_ATTRIBUTE}]{display:none}` + `html[${GATE_ATTRIBUTE}="${GATE_OPEN}"] [${PRERENDER_ATTRIBUTE}]{display:contents}`;

export interface SignInGateOptions {
  /** The key the session is kept under (src/config/web-storage.ts). */
  storageKey: string;
  /** The path of the sign-in page. */
  loginPath: string;
  prerenderAttribute: string;
  gateAttribute: string;
  gateOpen: string;
  submitRequestedAttribute: string;
  /** The product's languages: the form is prerendered in English, shown only to a browser whose first of them is English. */
  languages: readonly string[];
}

/**
 * Runs in <head> before the body is parsed, serialised with Function#toString: it uses nothing but
 * its arguments and browser globals, and is handed the storage module's own read and session check
 * (serialised the same way). Opens the gate at the sign-in path with no stored session (what the
 * session store would not take), and keeps the prerendered form from submitting natively
 * (a GET would put the password in the address): the submit is noted on the form instead, and the
 * app makes it once React has replaced the form (sign-in-handover.ts).
 */
export function openSignInGate(
  options: SignInGateOptions,
  readItem: typeof readLocalItem,
  parseSession: typeof parseStoredSession,
): void {
  let signedIn = true;
  try {
    signedIn = parseSession(readItem(options.storageKey)) !== null;
  } catch {
    // Storage unreadable: the app decides once it runs; nothing is shown before.
  }
  // The markup is English: a browser that prefers Spanish or Arabic waits for the app, which draws the
  // page in its language (an English form replaced by a Spanish one would jump under the reader).
  let english = true;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = String(tag).split('-')[0]?.toLowerCase() ?? '';
    if (options.languages.includes(primary)) {
      english = primary === 'en';
      break;
    }
  }
  if (!signedIn && english && window.location.pathname === options.loginPath) {
    document.documentElement.setAttribute(options.gateAttribute, options.gateOpen);
  }
  document.addEventListener(
    'submit',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element) || !target.closest(`[${options.prerenderAttribute}]`)) return;
      event.preventDefault();
      target.setAttribute(options.submitRequestedAttribute, '');
    },
    true,
  );
}

/** The gate as the text of an inline <script> (its sha256 goes into the server's CSP). */
export function signInGateScript(storageKey: string, loginPath: string): string {
  const options: SignInGateOptions = {
    storageKey,
    loginPath,
    prerenderAttribute: PRERENDER_ATTRIBUTE,
    gateAttribute: GATE_ATTRIBUTE,
    gateOpen: GATE_OPEN,
    submitRequestedAttribute: SUBMIT_REQUESTED_ATTRIBUTE,
    languages: LANGUAGES,
  };
  return `(${openSignInGate.toString()})(${JSON.stringify(options)}, ${readLocalItem.toString()}, ${parseStoredSession.toString()});`;
}
