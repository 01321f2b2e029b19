// Entry point: mount the app. Everything else starts in app.tsx.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { subscribeKey } from 'valtio/utils';
import { App } from './app.tsx';
import { preloadProtectedPage, preloadRouteData, preloadRoutePage } from './app-routes.tsx';
import { ROUTES } from './config/routes.ts';
import { kioskOfToken } from './state/kiosk-mode.ts';
import { getSessionToken, session } from './state/session.ts';
import { expectStreamOpening } from './state/stream-opening.ts';
import { setLanguage } from './i18n/language.ts';
import { startingStaffLanguage } from './state/staff-language.ts';
import { watchPresses } from './ui/focus-return.ts';
import './styles/index.css';

// The current page's chunk is awaited before the first render, so a repeat visit (chunk cached by
// the worker) shows the page at once instead of a Suspense fallback React keeps for 300 ms. Bounded,
// so a slow network still gets the shell and the loading notice quickly.
const PAGE_PRELOAD_WAIT_MS = 150 as const;
// The device's copy of the page's data is read from this device's IndexedDB, never the network, so it
// is waited for longer: rendered before it, the page draws its loading state and the copy then pushes
// what was drawn aside (a building selector, a note, a list), a layout shift on every repeat visit at
// 4x CPU. Still bounded, should the database be slow to open.
const DATA_PRELOAD_WAIT_MS = 600 as const;
// The language's catalogue (its own chunk, kept by the worker once fetched) is waited for as the
// page's data is: drawn in English first, every text would change, and with it the layout, at once.
// Bounded: offline on the first start in a language, the app draws in English rather than nothing.
const LANGUAGE_WAIT_MS = 1500 as const;
/** Pages light enough to load ahead, once the first one is up, for their first visit from the sidebar. */
const IDLE_PRELOADED_PAGES = [ROUTES.users] as const;
const IDLE_PRELOAD_AFTER_MS = 1000 as const;

// A dialog closed returns focus to what opened it, though a menu item that opened it is gone by then.
watchPresses();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
const root = createRoot(container);

// A failed load is left to the page's own render (and its error handling) to retry and report.
// Beside the page's chunk, its main data: the first render then shows the device's copy at once
// (measured: the cached task list painted ~80 ms after the shell when the page read it after).
const waitAtMost = (work: Promise<unknown>, limitMs: number) =>
  Promise.race([work.catch(() => undefined), new Promise<void>((done) => setTimeout(done, limitMs))]);
// A session's live-change stream starts with the offline layer's chunk, after the page's first
// loads: marked as expected now, the loads that show the device's copy wait for its first ready
// rather than being asked again by it (stream-opening.ts). A kiosk's session holds no stream, and
// none is opened offline: their loads ask at once.
const startingToken = getSessionToken();
if (startingToken !== null && kioskOfToken(startingToken) === null && navigator.onLine) expectStreamOpening();
const firstRenderReady = Promise.all([
  waitAtMost(preloadRoutePage(window.location.pathname), PAGE_PRELOAD_WAIT_MS),
  waitAtMost(preloadRouteData(window.location.pathname), DATA_PRELOAD_WAIT_MS),
  waitAtMost(setLanguage(startingStaffLanguage()), LANGUAGE_WAIT_MS),
]);
void firstRenderReady.then(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // A page first opened from the sidebar otherwise waits for its chunk and then React's 300 ms
  // fallback throttle (measured: the user list painted ~350 ms after the click instead of ~70 ms).
  // Signed out, the sign-in page does not download them (measured: ~80 kB gzip of the user page, its
  // calendar and papaparse on a page whose budget is 120 kB); they load once a session starts.
  const preloadIdlePages = () =>
    setTimeout(() => {
      for (const path of IDLE_PRELOADED_PAGES) void preloadProtectedPage(path).catch(() => undefined);
    }, IDLE_PRELOAD_AFTER_MS);
  if (getSessionToken() !== null) preloadIdlePages();
  else {
    const stop = subscribeKey(session, 'token', (token) => {
      if (token === null) return;
      stop();
      preloadIdlePages();
    });
  }
});
