// Build-time entry (scripts/sign-in-prerender-plugin.ts loads it through Vite's SSR loader): the
// sign-in page rendered to HTML from the real components, and the gate that decides whether the
// browser may show it before the app's JS has run (src/features/account/sign-in-gate.ts).
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { ROUTES } from './config/routes.ts';
import {
  PRERENDER_ATTRIBUTE,
  PRERENDERED_SIGN_IN,
  SIGN_IN_GATE_CSS,
  signInGateScript,
} from './features/account/sign-in-gate.ts';
import LoginPage from './pages/login-page.tsx';
import { SESSION_STORAGE_KEY } from './state/session-storage.ts';

interface SignInPrerender {
  /** Goes inside <div id="root">: the page, in the element the gate shows or hides. */
  rootMarkup: string;
  /** The inline <script> text for the top of <head>. */
  gateScript: string;
  /** CSS that hides the markup unless the gate opened it. */
  gateCss: string;
}

export function prerenderSignIn(): SignInPrerender {
  const page = renderToString(
    <Router ssrPath={ROUTES.login}>
      <LoginPage />
    </Router>,
  );
  return {
    rootMarkup: `<div ${PRERENDER_ATTRIBUTE}="${PRERENDERED_SIGN_IN}">${page}</div>`,
    gateScript: signInGateScript(SESSION_STORAGE_KEY, ROUTES.login),
    gateCss: SIGN_IN_GATE_CSS,
  };
}
