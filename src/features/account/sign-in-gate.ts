// The sign-in form that index.html paints before the app's JS has arrived (without it a first visit
// on slow 4G showed nothing for 3.3 s). The built index.html carries the sign-in page's markup inside
// PRERENDERED_SIGN_IN (scripts/sign-in-prerender-plugin.ts), hidden by SIGN_IN_GATE_CSS unless the
// gate script, inlined at the top of <head>, opens it: only at / and only when no session is stored,
// so a signed-in reload of /dashboard (index.html answers every path) never flashes the form.

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

interface SignInGateOptions {
  /** localStorage key of the persisted session (src/state/session.ts). */
  storageKey: string;
  /** The path of the sign-in page. */
  loginPath: string;
  prerenderAttribute: string;
  gateAttribute: string;
  gateOpen: string;
  submitRequestedAttribute: string;
}

/**
 * Runs in <head> before the body is parsed, serialised with Function#toString: it uses nothing but
 * its argument and browser globals. Opens the gate at the sign-in path with no stored session (the
 * same test as session.ts's readPersisted), and keeps the prerendered form from submitting natively
 * (a GET would put the password in the address): the submit is noted on the form instead, and the
 * app makes it once React has replaced the form (sign-in-handover.ts).
 */
function openSignInGate(options: SignInGateOptions): void {
  let signedIn = true;
  try {
    const raw = window.localStorage.getItem(options.storageKey);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    const { token, sessionTime } = (stored ?? {}) as { token?: unknown; sessionTime?: unknown };
    signedIn = typeof token === 'string' && token !== '' && typeof sessionTime === 'number';
  } catch {
    // Storage unreadable: the app decides once it runs; nothing is shown before.
  }
  if (!signedIn && window.location.pathname === options.loginPath) {
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
  };
  return `(${openSignInGate.toString()})(${JSON.stringify(options)});`;
}
